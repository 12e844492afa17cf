/**
 * The viewer's label keys with their English texts: what GET /{lang}/brochure/getLabels fills in, and what the viewer
 * shows for a missing key. The spec lists them in lower case; they start with a capital, as every other label of
 * the shop does (issue 13), in all five languages.
 */
export const FALLBACK_LABELS = {
  share: 'Share',
  download: 'Download',
  print: 'Print',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  openFullScreen: 'Open full screen',
  exitFullScreen: 'Exit full screen',
  search: 'Search',
  page: 'Page',
  pleaseWait: 'Please wait…',
  noDataFound: 'No data found',
  copied: 'Copied',
  copyLink: 'Copy link',
  downloadFailed: 'Something went wrong, try again later',
  resultPage: 'Pag.',
  searchPlaceholder: 'Search in the brochure',
  goToPage: 'Go to page',
  closeSearch: 'Close search',
  home: 'Home page',
  email: 'E-mail',
  pageImage: 'Page',
} as const

export type BrochureLabelKey = keyof typeof FALLBACK_LABELS
export type BrochureLabels = Record<BrochureLabelKey, string>

/** Label keys are stored with this prefix in the shared labels table. */
export const BROCHURE_LABEL_PREFIX = 'brochure.'

/** Fills every key the served map lacks (or has empty) with its English text. */
export function withFallbackLabels(served: Record<string, unknown> | null | undefined): BrochureLabels {
  const out = { ...FALLBACK_LABELS } as BrochureLabels
  for (const key of Object.keys(FALLBACK_LABELS) as BrochureLabelKey[]) {
    const text = served?.[key]
    if (typeof text === 'string' && text.trim()) out[key] = text
  }
  return out
}
