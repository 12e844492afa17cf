import * as brochures from '@shop/domain/brochures/endpoints'
import type { PageTextLayout } from '@shop/domain/brochures/schemas'
import type { SearchPage } from '@shop/domain/brochures/search'
import { pathOf, queryOf } from '@shop/domain/http/endpoint'

/** The label map for the page's language; null when it cannot be loaded (the viewer then shows English). */
export async function fetchLabels(
  lang: string,
  signal: AbortSignal,
): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(pathOf(brochures.getBrochureLabels, { lang }), { signal })
    if (res.status !== 200) return null
    const body: unknown = await res.json()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

// A hand check rather than the zod schema: zod would triple the size of this small entry.
function searchData(body: unknown): SearchPage[] | null {
  const b = body as { status?: unknown; page?: { info?: { ocr?: { adv_ocr?: { data?: unknown } } } } } | null
  const data = b?.page?.info?.ocr?.adv_ocr?.data
  if (b?.status !== 'OK' || !Array.isArray(data)) return null
  return data.filter(
    (d): d is SearchPage => typeof d?.id === 'number' && typeof d?.fullTextAnnotation?.text === 'string',
  )
}

/** Every page's text; null (and one console line, spec 1 §8) when the answer is not OK. */
export async function fetchSearchData(
  publicId: string,
  input: string,
  signal: AbortSignal,
): Promise<SearchPage[] | null> {
  try {
    const url = pathOf(brochures.searchBrochure) + queryOf({ name: publicId, input })
    const res = await fetch(url, { signal })
    const data = searchData(await res.json())
    if (data) return data
  } catch {
    if (signal.aborted) return null
  }
  console.error('something went wrong for search api')
  return null
}

export async function fetchPageLayout(url: string, signal: AbortSignal): Promise<PageTextLayout | null> {
  try {
    const res = await fetch(url, { signal })
    return res.ok ? ((await res.json()) as PageTextLayout) : null
  } catch {
    return null
  }
}

/** Fetches the PDF and saves it under the brochure's download name. */
export async function downloadPdf(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { headers: { Accept: 'application/pdf' } })
  if (!res.ok) throw new Error(`download failed: ${res.status}`)
  const href = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = href
  a.download = `${fileName}.pdf`
  document.body.append(a)
  a.click()
  a.remove()
  // The browser reads the blob after the click returns; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
