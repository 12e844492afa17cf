import { addressLines } from '@shop/domain/accounts/address-text'
import { formatMoney, formatPercent } from '@shop/domain/catalog/money'
import type { Lang } from '@shop/domain/i18n/langs'
import type { ProviderIdentity } from '@shop/domain/identity/provider'
import { countryName, providerAddressLines, shareCapitalLabel } from '@shop/domain/identity/provider-text'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import type { CartLine } from '@shop/domain/orders/cart-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import {
  createDocument,
  type PdfColumn,
  type PdfRow,
  type PdfSpan,
} from '../../infra/pdf/document-builder.ts'
import { interpolate, type Translate } from '../i18n/labels.service.ts'
import type { OrderPdfNames } from './order-pdf.store.ts'

/** The order or quotation itself, or the order form that the customer signs (the same content and the lines to sign). */
export type OrderPdfKind = 'order' | 'form'

export type OrderPdfInput = {
  kind: OrderPdfKind
  order: Order
  area: OrderArea
  names: OrderPdfNames
  provider: ProviderIdentity | null
  lang: Lang
  translate: Translate
}

/** The shop's name when staff have set no identity (decision 026). */
const SHOP_NAME = 'Silo Shop'

/** A moment's day in Rome as the spec writes dates (DD/MM/YYYY, spec 3 §9). */
const romeDay = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Rome',
})
const dateOf = (instant: string) => romeDay.format(new Date(instant))
/** A calendar day (YYYY-MM-DD) as DD/MM/YYYY. */
const dayOf = (day: string) => day.split('-').reverse().join('/')

/** The file's name: what it is and the order's number ('Ordine-2026-000123.pdf'). */
export function orderPdfFileName({
  kind,
  order,
  lang,
  translate,
}: Pick<OrderPdfInput, 'kind' | 'order' | 'lang' | 'translate'>) {
  const what =
    kind === 'form'
      ? 'orders.pdf.file_form'
      : order.is_quotation
        ? 'orders.pdf.file_quotation'
        : 'orders.pdf.file_order'
  return `${translate(lang, what)}-${order.order_ref || order.id}.pdf`
}

/**
 * The order's PDF in the language (issue 26 item 1): who supplies, who is billed and where it goes; the number, dates
 * and references, and for a quotation until when its prices hold; the lines with their configuration codes and
 * decoded sections, quantities, prices and discounts; the totals; the delivery and payment terms; and on the order form
 * the customer's statement and the lines to sign. Every figure is the order's answer's (the prices frozen at
 * submission and the totals computeOrderTotals made of them): nothing is computed here.
 */
export async function renderOrderPdf(input: OrderPdfInput): Promise<Uint8Array> {
  const { kind, order, area, names, provider, lang } = input
  const t = (key: string, values: Record<string, unknown> = {}) =>
    interpolate(input.translate(lang, key), values)
  const ref = order.order_ref || String(order.id)
  const title = t(
    kind === 'form'
      ? 'orders.pdf.form_title'
      : order.is_quotation
        ? 'orders.pdf.quotation_title'
        : 'orders.pdf.order_title',
    { ref },
  )
  const issuedOn = dateOf(order.cart_submitted_at ?? order.created_at)
  const issuer = provider
    ? [provider.company_name, t('footer.vat', { vat: provider.vat_number })].join(' · ')
    : SHOP_NAME
  const doc = await createDocument({
    title,
    subtitle: issuedOn,
    lang,
    footer: issuer,
    pageLabel: (page, pages) => t('orders.pdf.page', { page, pages }),
  })

  // Until when a quotation's prices hold comes first: it is what the buyer reads a quotation for.
  if (order.is_quotation && order.quotation_valid_until) {
    const until = dateOf(order.quotation_valid_until)
    doc.paragraph(
      order.expired
        ? t('orders.pdf.expired_on', { date: until })
        : t('orders.pdf.valid_until', { date: until }),
      {
        bold: true,
      },
    )
    doc.space(6)
  } else if (order.is_quotation && order.tobe_quoted) {
    doc.paragraph(t('orders.pdf.to_be_quoted_note'), { bold: true })
    doc.space(6)
  }

  doc.blocks([
    { title: t('orders.pdf.provider'), lines: providerLines(provider, lang, t) },
    { title: t('orders.pdf.client'), lines: clientLines(order, names, t) },
    {
      title: t('orders.pdf.delivery'),
      lines: order.shipment_address
        ? addressLines(order.shipment_address, names.shipmentCountry || undefined)
        : [t(order.is_quotation ? 'orders.pdf.delivery_later' : 'orders.pdf.to_be_defined')],
    },
  ])
  doc.space(10)

  const reference = order.reference_client_code
  const referenceDate = order.attrib.reference_client_date
  const desired = order.attrib.desired_shipping_date
  const facts: [string, string | false | undefined][] = [
    [t('orders.pdf.number'), ref],
    [t('orders.pdf.date'), issuedOn],
    [t('orders.pdf.status'), t(area.badge)],
    [t('orders.pdf.quotation_reference'), order.quotation_reference],
    [
      t('orders.pdf.your_reference'),
      reference && (referenceDate ? `${reference} (${dayOf(referenceDate)})` : reference),
    ],
    [t('orders.pdf.desired_date'), desired && dayOf(desired)],
    [
      t('orders.pdf.delivery_time'),
      area.delivery_time || t('orders.pdf.lead_time', { days: order.lead_time_days }),
    ],
  ]
  doc.fields(
    facts.filter((f): f is [string, string] => typeof f[1] === 'string' && f[1] !== ''),
    { align: 'left' },
  )

  doc.heading(t('orders.pdf.lines'))
  const { columns, rows } = linesTable(order, area, lang, t)
  doc.table(columns, rows)

  const totals = totalsRows(order, lang, t)
  if (totals.length > 0) {
    doc.heading(t('orders.pdf.totals'))
    doc.paragraph(t('cart.totals.vat_excluded_note'), { muted: true })
    doc.fields(totals, { boldLast: true })
    if (names.vatLegal) doc.paragraph(names.vatLegal, { muted: true })
    if (order.tobe_quoted) doc.paragraph(t('cart.totals.plus_to_be_quoted'), { bold: true })
  }

  doc.heading(t('orders.pdf.terms'))
  const bank = order.bank_transfer
  const carrier = [names.carrier, order.custom_carrier].filter(Boolean).join(' – ')
  doc.fields(
    [
      [t('orders.pdf.port'), names.port || t('orders.pdf.to_be_defined')],
      [t('orders.pdf.carrier'), carrier || t('orders.pdf.to_be_defined')],
      [t('orders.pdf.payment'), names.payment || t('orders.pdf.to_be_defined')],
      ...(bank ? [['', t('orders.pdf.bank', bank)] as [string, string]] : []),
    ],
    { align: 'left' },
  )

  if (kind === 'form') {
    doc.space(12)
    doc.paragraph(t('orders.pdf.form_statement'))
    doc.space(8)
    doc.signatures([t('orders.pdf.sign_place_date'), t('orders.pdf.sign_client')])
  }
  return doc.save()
}

type T = (key: string, values?: Record<string, unknown>) => string

function providerLines(provider: ProviderIdentity | null, lang: Lang, t: T): string[] {
  if (!provider) return [SHOP_NAME]
  const capital = provider.share_capital && shareCapitalLabel(provider.share_capital, lang)
  return [
    provider.company_name,
    ...providerAddressLines(provider),
    countryName(provider.country, lang),
    t('footer.vat', { vat: provider.vat_number }),
    provider.tax_code && t('footer.tax_code', { code: provider.tax_code }),
    provider.rea && t('footer.rea', { rea: provider.rea }),
    capital && t(capital.key, capital.values),
    provider.phone && `${t('footer.phone')} ${provider.phone}`,
    provider.email,
    provider.pec && `${t('footer.pec')} ${provider.pec}`,
  ].filter((line): line is string => typeof line === 'string' && line !== '')
}

function clientLines(order: Order, names: OrderPdfNames, t: T): string[] {
  const billing = order.billing
  if (!billing) return [t('orders.pdf.no_client')]
  return [
    billing.ragione,
    ...(billing.address ? addressLines(billing.address, names.billingCountry || undefined).slice(1) : []),
    billing.piva && t('footer.vat', { vat: billing.piva }),
    billing.codice_fiscale && t('footer.tax_code', { code: billing.codice_fiscale }),
    billing.sdi_code && t('orders.pdf.sdi_code', { code: billing.sdi_code }),
    billing.cli_for_code && t('orders.pdf.client_code', { code: billing.cli_for_code }),
  ].filter((line): line is string => typeof line === 'string' && line !== '')
}

/** A line's product: name, configuration code, certifications, each decoded section, the buyer's own code and notes. */
function productSpans(line: CartLine, t: T): PdfSpan[] {
  const configuration = line.product_configuration
  // A replacement accessory's line is the accessory itself: only its variation says more than the name (as the cart).
  const accessories =
    configuration.type === 'A'
      ? configuration.accessories.filter((a) => a.attributes_variations.length > 0)
      : configuration.accessories
  const certifications = configuration.base_model?.certification_markings ?? []
  return [
    { text: line.product.name, bold: true },
    { text: configuration.configuration_code, mono: true },
    ...(certifications.length > 0
      ? [{ text: t('orders.lines.certifications', { list: certifications.join(', ') }), muted: true }]
      : []),
    ...accessories.map((a) => {
      const custom = configuration.custom_texts?.[String(a.id)]
      const variation = a.attributes_variations[0]
      const chosen = custom
        ? ` — ${t('cart.line.custom_value', { value: custom })}`
        : variation
          ? ` — ${variation.variation_value}`
          : a.open_choice
            ? ` — ${t('cart.line.open_in_quotation', { attributes: a.open_choice.attributes.join(', ') })}`
            : ''
      const section = configuration.type === 'B' ? `${a.letter ?? t('cart.line.optional')} · ` : ''
      return { text: `${section}${a.description_short} (${a.configuration_code})${chosen}`, muted: true }
    }),
    ...(line.client_product_ref
      ? [{ text: t('orders.pdf.your_code', { code: line.client_product_ref }), muted: true }]
      : []),
    ...(line.notes ? [{ text: t('orders.pdf.notes', { notes: line.notes }), muted: true }] : []),
  ]
}

/**
 * The lines' table: with the discounts (list price, discount, discounted price, line total) unless the desk hides them
 * (the price paid and the line total), or without prices for a buyer who may not see them.
 */
function linesTable(
  order: Order,
  area: OrderArea,
  lang: Lang,
  t: T,
): { columns: PdfColumn[]; rows: PdfRow[] } {
  const money = (cents: number) => formatMoney(cents, lang)
  const shown = order.lines.some((l) => l.price !== null)
  const discounts = shown && !area.hide_discounts
  const right = 'right' as const
  const columns: PdfColumn[] = [
    { header: '#', width: 0.35 },
    { header: t('orders.pdf.product'), width: 4.6 },
    { header: t('orders.pdf.qty'), width: 0.6, align: right },
    ...(discounts
      ? [
          { header: t('orders.lines.base_price'), width: 1.2, align: right },
          { header: t('orders.lines.discount'), width: 1.2, align: right },
        ]
      : []),
    ...(shown
      ? [
          { header: t('orders.lines.unit_price'), width: 1.2, align: right },
          { header: t('orders.lines.total'), width: 1.3, align: right },
        ]
      : []),
  ]
  const rows = order.lines.map((line, i): PdfRow => {
    const toBeQuoted = line.price === -1 || line.discounted_price === -1
    const head = [String(i + 1), productSpans(line, t), String(line.qty)]
    if (!shown) return { cells: head }
    if (toBeQuoted || line.price === null || line.discounted_price === null)
      return { cells: [...head, ...(discounts ? ['', ''] : []), t('cart.line.to_be_quoted'), ''] }
    return {
      cells: [
        ...head,
        ...(discounts ? [money(line.price), line.discount_label || '—'] : []),
        money(line.discounted_price),
        line.line_final_price === null ? '' : money(line.line_final_price),
      ],
    }
  })
  return { columns, rows }
}

/** The totals as the cart's and the detail's panel shows them (PriceTotals), from the order's frozen figures. */
function totalsRows(order: Order, lang: Lang, t: T): [string, string][] {
  const { order_final_price: net, iva_total: vat, order_final_price_iva: total } = order
  if (net === null || vat === null || total === null) return []
  const money = (cents: number) => formatMoney(cents, lang)
  const percent = (perc: number) => formatPercent(perc, lang)
  const minus = (cents: number) => `− ${money(cents)}`
  const lineDiscounts = (order.total_price ?? 0) - (order.total_discounted_price ?? 0)
  const shipping = order.shipping_price
    ? money(order.shipping_price)
    : order.shipping_price === null || order.port_key === null
      ? t('cart.totals.shipping_tbd')
      : t(`cart.totals.shipping_${order.port_key}`)
  const rows: ([string, string] | false)[] = [
    [t('cart.totals.list'), money(order.total_price ?? 0)],
    lineDiscounts > 0 && [t('cart.totals.line_discounts'), minus(lineDiscounts)],
    (order.discount_weborder_value ?? 0) > 0 && [
      t('cart.totals.weborder', { perc: percent(order.discount_weborder_perc ?? 0) }),
      minus(order.discount_weborder_value ?? 0),
    ],
    (order.discount_promo_code_value ?? 0) > 0 && [
      t('cart.totals.promo', {
        code: order.applied_promo_code?.code ?? '',
        perc: percent(order.discount_promo_code_perc ?? 0),
      }),
      minus(order.discount_promo_code_value ?? 0),
    ],
    [t('cart.totals.shipping'), shipping],
    [t('cart.totals.net'), money(net)],
    [
      order.custom_iva_code
        ? t('cart.totals.vat', { perc: percent(order.iva_perc), code: order.custom_iva_code })
        : t('cart.totals.vat_rate', { perc: percent(order.iva_perc) }),
      money(vat),
    ],
    [t('cart.totals.with_vat'), money(total)],
  ]
  return rows.filter((r): r is [string, string] => r !== false)
}
