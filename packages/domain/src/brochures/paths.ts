// Kept apart from the zod schemas so the viewer bundle does not carry zod.

/** The viewer's address for a page picture; n is one-based. */
export function pageImagePath(publicId: string, n: number, format: 'jpg' | 'webp'): string {
  return `/flipbook/${publicId}/${n}.${format}`
}

/** The sharper picture of a zoomed page, `width` one of ZOOM_PICTURE_WIDTHS (made by the server on first request). */
export function zoomImagePath(publicId: string, n: number, width: number): string {
  return `/flipbook/${publicId}/zoom${width}-${n}.webp`
}

/** The small picture of a page, shown over the range bar while choosing a page. */
export function thumbImagePath(publicId: string, n: number): string {
  return `/flipbook/${publicId}/thumb-${n}.jpg`
}

export function pageTextPath(publicId: string, n: number): string {
  return `/flipbook/${publicId}/text-${n}.json`
}

export function pdfPath(publicId: string): string {
  return `/flipbook/${publicId}/document.pdf`
}
