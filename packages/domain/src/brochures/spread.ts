/**
 * The book's layout: on a wide screen a brochure of more than one page shows two pages side by side,
 * after a blank first entry so the cover sits alone on the right; on a phone, one page at a time.
 * A view is the index of what is shown: a spread (two pages) or a single page.
 */
export type BookLayout = { pageCount: number; isSpread: boolean }

/** True when the book shows double-page spreads. */
export function isSpreadLayout(pageCount: number, isMobile: boolean): boolean {
  return !isMobile && pageCount > 1
}

/** The view that shows a page (one-based). */
export function viewOfPage(layout: BookLayout, page: number): number {
  const p = Math.min(Math.max(1, page), Math.max(1, layout.pageCount))
  return layout.isSpread ? Math.floor(p / 2) : p - 1
}

export function lastView(layout: BookLayout): number {
  return viewOfPage(layout, layout.pageCount)
}

/** The pages a view shows, left to right; null is the blank before the cover or after an even last page. */
export function pagesOfView(layout: BookLayout, view: number): (number | null)[] {
  if (!layout.isSpread) return [view + 1]
  const left = view * 2
  const right = left + 1
  return [left >= 1 ? left : null, right <= layout.pageCount ? right : null]
}

/** The page a view stands for in the address and the indicator: its first real page. */
export function pageOfView(layout: BookLayout, view: number): number {
  return pagesOfView(layout, view).find((p) => p !== null) ?? 1
}
