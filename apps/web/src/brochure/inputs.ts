/** What the server put in the page for the viewer (spec 1 §3.1). */
export type BrochureInputs = {
  publicId: string
  pageCount: number
  metaTitle: string
  downloadFileName: string
  /** Page height over width, to lay the book out before any picture arrives. */
  pageRatio: number
}

/** The spec's mobile breakpoint: the mobile inputs (and one page at a time) at this width or less. */
export const MOBILE_MAX_WIDTH = 768

function value(doc: Document, id: string): string {
  return (doc.getElementById(id) as HTMLInputElement | null)?.value.trim() ?? ''
}

/** Reads the hidden inputs: the mobile set on a narrow window, falling back to the desktop one when empty. */
export function readInputs(doc: Document, isMobile: boolean): BrochureInputs {
  const mobileId = value(doc, 'publicIdMobile')
  const mobilePages = Number(value(doc, 'pagesMobile'))
  const useMobile = isMobile && mobileId !== '' && mobilePages > 0
  const ratio = Number(value(doc, 'pageRatio'))
  return {
    publicId: useMobile ? mobileId : value(doc, 'publicId'),
    pageCount: Math.max(1, Math.floor((useMobile ? mobilePages : Number(value(doc, 'pages'))) || 1)),
    metaTitle: value(doc, 'metaTitle') || doc.title,
    downloadFileName: value(doc, 'downloadFileName') || 'brochure',
    pageRatio: ratio > 0 ? ratio : Math.SQRT2,
  }
}
