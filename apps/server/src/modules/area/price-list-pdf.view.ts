import { formatMoney } from '@shop/domain/catalog/money'
import type { Lang } from '@shop/domain/i18n/langs'
import type { PriceListGroup } from '@shop/domain/price-list/schemas'
import { createDocument } from '../../infra/pdf/document-builder.ts'
import { interpolate, type Translate } from '../i18n/labels.service.ts'

export type PriceListPdfInput = {
  groups: PriceListGroup[]
  company: string
  /** The provider's name for the footer; null when staff have set no identity. */
  provider: string | null
  /** The day the figures are from, as DD/MM/YYYY. */
  day: string
  lang: Lang
  translate: Translate
}

/**
 * The price list as a PDF through the shop's one builder (issue 26 item 2): the company and the day, then each family
 * as a table of code (and the company's own code), product, list price, net price and discount. Every figure is the
 * list's answer's: nothing is priced here.
 */
export async function renderPriceListPdf(input: PriceListPdfInput): Promise<Uint8Array> {
  const { groups, lang } = input
  const t = (key: string, values: Record<string, unknown> = {}) =>
    interpolate(input.translate(lang, key), values)
  const money = (cents: number) => (cents < 0 ? t('catalog.to_be_quoted') : formatMoney(cents, lang))
  const doc = await createDocument({
    title: t('area.price_list.title'),
    subtitle: input.day,
    lang,
    ...(input.provider ? { footer: input.provider } : {}),
  })
  doc.paragraph(t('area.price_list.intro', { company: input.company }))
  doc.space(6)
  const columns = [
    { header: t('area.price_list.col.code'), width: 3 },
    { header: t('area.price_list.col.name'), width: 4 },
    { header: t('area.price_list.col.price'), width: 2, align: 'right' as const },
    { header: t('area.price_list.col.discounted_price'), width: 2, align: 'right' as const },
    { header: t('area.price_list.col.discount'), width: 2 },
  ]
  for (const group of groups) {
    doc.heading(group.name)
    doc.table(
      columns,
      group.products.map((p) => ({
        cells: [
          [
            { text: p.code, mono: true },
            ...(p.client_code
              ? [{ text: t('area.price_list.client_code', { code: p.client_code }), muted: true }]
              : []),
          ],
          p.name,
          money(p.price),
          [{ text: money(p.discounted_price), bold: true }],
          p.discount_label,
        ],
      })),
    )
    doc.space(8)
  }
  return doc.save()
}
