// Kept apart from the zod schemas so the viewer bundle does not carry zod.

/** Widths of the page pictures made at import: a desktop page fills half a spread at 2x, a mobile one a 2x phone. */
export const PAGE_PICTURE_WIDTHS = { desktop: 1200, mobile: 800 } as const

/**
 * Widths of the sharper pictures of a zoomed page, made on first request (docs/decisions/027): 2400 covers zoom
 * 1.5 and 2 on a 2x laptop and zoom 3 on a 1x screen; 3600 zoom 3 on a 2x laptop (a page 1750 CSS pixels wide).
 */
export const ZOOM_PICTURE_WIDTHS = [2400, 3600] as const
export type ZoomPictureWidth = (typeof ZOOM_PICTURE_WIDTHS)[number]

/** How far a picture may be stretched before its text looks soft. */
const STRETCH = 1.1

/**
 * The zoom picture to show for a page drawn `devicePixels` screen pixels wide (CSS width x devicePixelRatio), or
 * null when the page picture of `baseWidth` pixels is sharp enough there.
 */
export function zoomPictureWidth(devicePixels: number, baseWidth: number): ZoomPictureWidth | null {
  if (!(devicePixels > baseWidth * STRETCH)) return null
  return (
    ZOOM_PICTURE_WIDTHS.find((w) => devicePixels <= w * STRETCH) ??
    (ZOOM_PICTURE_WIDTHS[ZOOM_PICTURE_WIDTHS.length - 1] as ZoomPictureWidth)
  )
}

export function isZoomPictureWidth(width: number): width is ZoomPictureWidth {
  return (ZOOM_PICTURE_WIDTHS as readonly number[]).includes(width)
}
