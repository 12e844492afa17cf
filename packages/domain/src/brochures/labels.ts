/** The viewer's label keys with their English texts: what GET /{lang}/brochure/getLabels fills in, and what the viewer shows for a missing key. */
export const FALLBACK_LABELS = {
  share: 'share',
  download: 'download',
  print: 'print',
  previousSlide: 'previous slide',
  nextSlide: 'next slide',
  zoomIn: 'zoom in',
  zoomOut: 'zoom out',
  openFullScreen: 'open full screen',
  exitFullScreen: 'exit full screen',
  search: 'search',
  page: 'page',
  pleaseWait: 'please wait..',
  noDataFound: 'no data found',
  copied: 'copied',
  copyLink: 'copy link',
  downloadFailed: 'something went wrong try again later',
  resultPage: 'Pag.',
  searchPlaceholder: 'search in the brochure',
  goToPage: 'go to page',
  closeSearch: 'close search',
  home: 'home page',
  email: 'e-mail',
  pageImage: 'page',
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
