import { buildCsvFile } from '@shop/domain/catalog/csv'
import { prepareSearchEntry, scoreSearchEntry } from '@shop/domain/catalog/search'
import type { Lang } from '@shop/domain/i18n/langs'
import type { PriceListGroup, PriceListProduct } from '@shop/domain/price-list/schemas'

/**
 * The price list's search and CSV (issue 26 item 2), in the browser: the whole list is one answer of a few hundred
 * rows at most (the catalogue's models and the accessories sold alone), so filtering it as the buyer types costs less
 * than a call per keystroke, and the export writes what the page already holds.
 */

type Indexed = { group: PriceListGroup; entries: ReturnType<typeof prepareSearchEntry<PriceListProduct>>[] }

/** The list with each product's texts normalised once, for the searches that will read it. */
export function indexPriceList(groups: readonly PriceListGroup[]): Indexed[] {
  return groups.map((group) => ({
    group,
    entries: group.products.map((product) =>
      prepareSearchEntry({
        item: product,
        codes: [product.code, ...(product.client_code ? [product.client_code] : [])],
        name: product.name,
        details: group.name,
      }),
    ),
  }))
}

/**
 * The groups whose products match the query (by code, the company's own code, name or family, as the header's search
 * matches), in the list's order; all of them for an empty query.
 */
export function searchPriceList(index: readonly Indexed[], query: string): PriceListGroup[] {
  if (query.trim() === '') return index.map((i) => i.group)
  return index.flatMap(({ group, entries }) => {
    const products = entries.filter((e) => scoreSearchEntry(query, e) > 0).map((e) => e.item)
    return products.length > 0 ? [{ ...group, products }] : []
  })
}

const amountFormats = new Map<Lang, Intl.NumberFormat>()

/** Cents as a spreadsheet in the language reads a number: '23985,00' (it), '23985.00' (en); no sign, no grouping. */
function csvAmount(cents: number, lang: Lang): string {
  let format = amountFormats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    })
    amountFormats.set(lang, format)
  }
  return format.format(cents / 100)
}

/** The CSV's column titles and the text of a price to be quoted, in the language. */
export type PriceListCsvWords = {
  group: string
  code: string
  client_code: string
  name: string
  price: string
  discounted_price: string
  discount: string
  to_be_quoted: string
}

/** The whole list as a spreadsheet file: one row per product under its family, the language's separator and marks. */
export function buildPriceListCsv(
  groups: readonly PriceListGroup[],
  words: PriceListCsvWords,
  lang: Lang,
): string {
  const money = (cents: number) => (cents < 0 ? words.to_be_quoted : csvAmount(cents, lang))
  const header = [
    words.group,
    words.code,
    words.client_code,
    words.name,
    words.price,
    words.discounted_price,
    words.discount,
  ]
  const rows = groups.flatMap((g) =>
    g.products.map((p) => [
      g.name,
      p.code,
      p.client_code ?? '',
      p.name,
      money(p.price),
      money(p.discounted_price),
      p.discount_label,
    ]),
  )
  return buildCsvFile([header, ...rows], lang)
}
