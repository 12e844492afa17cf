import type { SearchResult } from '@shop/domain/catalog/search-schemas'

/**
 * Where a search result leads: a model to its page, a spare part to its own page, an option to a model that offers
 * it, and a configuration code to its model's page configured with it, which shows each part of a valid code and
 * says precisely what is wrong with an invalid one.
 */
export function searchResultPath(lang: string, result: SearchResult): string {
  const products = `/${lang}/prodotti`
  switch (result.kind) {
    case 'code':
      return `${products}/${encodeURIComponent(result.model_code)}?code=${encodeURIComponent(result.code)}`
    case 'model':
      return `${products}/${encodeURIComponent(result.code)}`
    case 'accessory':
      if (result.sold_alone) return `${products}/accessori/${encodeURIComponent(result.code)}`
      return result.model_code ? `${products}/${encodeURIComponent(result.model_code)}` : products
  }
}

/**
 * What Enter opens when no suggestion is highlighted: a configuration code being typed (valid or not: its
 * analysis is the point), else the best match; nothing when nothing matched.
 */
export function pickEnterResult(results: readonly SearchResult[]): SearchResult | undefined {
  return results.find((r) => r.kind === 'code') ?? results[0]
}
