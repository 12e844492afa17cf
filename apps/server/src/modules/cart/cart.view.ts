import type { ShopSettings } from '@shop/domain/accounts/schemas'
import { NET_PRICE_LABEL_KEY, type ProductPrice } from '@shop/domain/catalog/pricing'
import type { Lang } from '@shop/domain/i18n/langs'
import { type Cart, type CartDocument, type CartLine, LEAD_TIME_DAYS } from '@shop/domain/orders/cart-schemas'
import { toCartDocument } from '@shop/domain/orders/documents'
import { canSeePrices, cartPermissions } from '@shop/domain/orders/permissions'
import { computeOrderTotals } from '@shop/domain/orders/totals'
import { vatInputOf } from '@shop/domain/orders/vat'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import { type PricedConfiguration, priceConfiguration } from '../catalog/prices.rules.ts'
import type { Translate } from '../i18n/labels.service.ts'
import {
  type CartClient,
  type CartDocumentRow,
  type CartLineRow,
  type CartRow,
  DEFAULT_CARRIER_ID,
  type LineCopy,
} from './cart-rows.store.ts'
import { configurationOf, lineViewOf } from './line.view.ts'
import { promoProblem } from './promo-codes.service.ts'

/**
 * The cart answer (cartSchema) from a DRAFT order's rows: every price recomputed from today's catalogue and the
 * buyer's rules (docs/decisions/019), the totals and the VAT by the domain's one function (computeOrderTotals), and
 * the permissions. Prices are null everywhere when the viewer may not see them.
 */

export type CartViewer = {
  /** Null for a visitor. */
  userId: number | null
  client: CartClient | null
}

export type CartViewInput = {
  snap: CatalogSnapshot
  settings: ShopSettings
  translate: Translate
  lang: Lang
  viewer: CartViewer
  /** Null: no cart yet (the empty cart, id -1). */
  cart: CartRow | null
  /** The lines' configuration copies by id (line-copies.store.ts). */
  copies: ReadonlyMap<number, LineCopy>
  now: Date
}

/** The configuration a line's copy prices: its accessories and their variations, in the copy's order. */
export function pricedConfigurationOf(line: Pick<CartLineRow, 'copy' | 'accessories'>): PricedConfiguration {
  const { copy } = line
  return {
    type: copy.type,
    baseModelId: copy.base_model_id,
    accessoryIds:
      copy.type === 'A' && copy.replacement_accessory_id !== null
        ? [copy.replacement_accessory_id]
        : line.accessories.map((a) => a.accessory_id),
    variationOf: new Map(line.accessories.map((a) => [a.accessory_id, a.variation_id])),
  }
}

/** The buyer as the catalogue's rule selection names it. */
export function priceBuyerOfClient(client: CartClient | null) {
  return { client_id: client?.id ?? null, client_group_id: client?.client_group_id ?? null }
}

/** An order's documents as the answers show them (the cart's datasheets, the order's own PDF). */
export function toDocuments(rows: CartDocumentRow[]) {
  return rows.map((d) =>
    toCartDocument({
      id: d.id,
      orderId: d.order_id,
      lineId: d.line_id,
      accessoryId: d.accessory_id,
      name: d.name,
      size: d.size,
      createdAt: new Date(d.created_at),
    }),
  )
}

export type LineAnswerInput = {
  line: CartLineRow
  view: ReturnType<typeof lineViewOf>
  viewer: CartViewer
  /** The viewer may see prices: otherwise every price field is null. */
  show: boolean
  prices: Pick<ProductPrice, 'price' | 'discounted_price' | 'discount_label' | 'discount_rule_static'>
  changedFrom: CartLine['price_changed_from']
  /** The line's total and its shares of the cart-level discounts (none for a line to be quoted). */
  shares?: Pick<CartLine, 'line_final_price' | 'discount_weborder_share' | 'discount_promo_code_share'>
  clientProductRef: string
  /** The order's documents: the line's are picked out. */
  documents: CartDocument[]
}

/** A line as the cart and the order answers show it, from its prices of today (cart) or as frozen (order). */
export function toLineAnswer(input: LineAnswerInput): CartLine {
  const { line, view, prices, shares } = input
  const shown = <T>(value: T): T | null => (input.show ? value : null)
  return {
    id: line.id,
    qty: line.qty,
    price: shown(prices.price),
    discounted_price: shown(prices.discounted_price),
    discount_label: shown(prices.discount_label),
    discount_rule_static: shown(prices.discount_rule_static),
    price_changed_from: input.changedFrom,
    line_final_price: shown(shares?.line_final_price ?? null),
    discount_weborder_share: shown(shares?.discount_weborder_share ?? null),
    discount_promo_code_share: shown(shares?.discount_promo_code_share ?? null),
    product_id: view.product.id,
    product: view.product,
    product_configuration_id: line.copy.id,
    clone_configuration_id: line.copy.id,
    configuration_id: line.configuration_id,
    product_configuration: configurationOf(view, line, input.viewer),
    client_product_ref: input.clientProductRef,
    notes: line.notes,
    pdf_elica: null,
    documents: input.documents.filter((d) => d.line_id === line.id),
  }
}

/** An empty cart's fields (no order yet, or every line removed). */
const NO_CART = { id: -1, version: 0, quotation_reference: '', reference_client_code: '', carrier_id: null }

const snapshotIds = new WeakMap<CatalogSnapshot, number>()
let lastSnapshotId = 0

/**
 * Everything toCartAnswer reads, as one string: two inputs with the same fingerprint give the same answer, so GET
 * cart can serve an answer it made before (cart.routes.ts). The rows as read, the catalogue snapshot by identity (a
 * new one after any catalogue change), the settings, the one label it translates, and of the clock only what it
 * decides: whether the promo code applies now. Keep it in step with toCartAnswer.
 */
export function cartAnswerFingerprint(input: CartViewInput): string {
  const { snap, settings, translate, lang, viewer, cart, copies, now } = input
  let snapId = snapshotIds.get(snap)
  if (snapId === undefined) {
    snapId = ++lastSnapshotId
    snapshotIds.set(snap, snapId)
  }
  return JSON.stringify([
    snapId,
    lang,
    translate(lang, NET_PRICE_LABEL_KEY),
    settings,
    viewer,
    cart,
    copies.size,
    cart?.promo ? promoProblem(cart.promo, now) : null,
  ])
}

/** The cart answer for the viewer. */
export function toCartAnswer(input: CartViewInput): Cart {
  const { snap, settings, translate, lang, viewer, now } = input
  const { client } = viewer
  const row = input.cart
  // A line whose copy is gone (deleted with it by a concurrent change) is not shown.
  const lines: CartLineRow[] = (row?.lines ?? []).flatMap((line) => {
    const copy = input.copies.get(line.copy_id)
    return copy ? [{ ...line, ...copy }] : []
  })
  const show = canSeePrices({ client, show_public_prices: settings.show_public_prices })
  const options = { lang, netPriceText: translate(lang, NET_PRICE_LABEL_KEY) }
  const buyer = priceBuyerOfClient(client)

  const prices = new Map<number, ProductPrice>(
    lines.map((line) => [line.id, priceConfiguration(snap, buyer, pricedConfigurationOf(line), options)]),
  )
  const promo = row?.promo && promoProblem(row.promo, now) === null ? row.promo : null
  const totals = computeOrderTotals({
    lines: lines.map((line) => {
      const p = prices.get(line.id) as ProductPrice
      return {
        id: line.id,
        qty: line.qty,
        price: p.price,
        discounted_price: p.discounted_price,
        limit_final_discount: p.discount_rule_static?.limit_final_discount ?? null,
      }
    }),
    weborder_perc:
      client?.weborder_discount_bp != null
        ? client.weborder_discount_bp / 100
        : settings.weborder_discount_perc,
    promo: promo && show ? { code: promo.code, perc: promo.percent_bp / 100 } : null,
    port: client?.port_key ?? null,
    // The client's country until a shipment address is chosen on the cart, then its country: the order's rule.
    vat: vatInputOf(client, row?.destination_area ?? null),
  })
  const lineTotals = new Map(totals.lines.map((l) => [l.id, l]))
  const shown = <T>(value: T): T | null => (show ? value : null)
  const codeOf = new Map(client?.client_product_codes.map((c) => [c.conf_code, c.client_code]) ?? [])
  const documents = toDocuments(row?.documents ?? [])

  const cartLines: CartLine[] = lines.map((line) => {
    const p = prices.get(line.id) as ProductPrice
    const changed =
      show &&
      line.added_price !== null &&
      line.added_discounted_price !== null &&
      (line.added_price !== p.price || line.added_discounted_price !== p.discounted_price)
    return toLineAnswer({
      line,
      view: lineViewOf(snap, line, lang),
      viewer,
      show,
      prices: p,
      changedFrom: changed
        ? { price: line.added_price as number, discounted_price: line.added_discounted_price as number }
        : null,
      shares: lineTotals.get(line.id),
      // A code the client gave this configuration before is shown until the line has its own (issue 10 item 8).
      clientProductRef: line.client_product_ref || codeOf.get(line.copy.configuration_code) || '',
      documents,
    })
  })

  const base = row ?? NO_CART
  const applied = show ? totals.applied_promo_code : null
  return {
    id: base.id,
    version: base.version,
    status: 'DRAFT',
    lines: cartLines,
    total_qty: lines.reduce((sum, l) => sum + l.qty, 0),
    quotation_reference: base.quotation_reference,
    reference_client_code: base.reference_client_code,
    applied_promo_code: applied,
    total_price: shown(totals.total_price),
    total_discounted_price: shown(totals.total_discounted_price),
    total_discount: shown(totals.total_discount),
    discount_weborder_value: shown(totals.discount_weborder_value),
    discount_weborder_perc: shown(totals.discount_weborder_perc),
    discount_promo_code_value: shown(totals.discount_promo_code_value),
    discount_promo_code_perc: shown(totals.discount_promo_code_perc),
    discount_promo_code_capped: show && totals.discount_promo_code_capped,
    shipping_price: shown(totals.shipping_price),
    carrier_id: base.carrier_id ?? client?.carrier_id ?? DEFAULT_CARRIER_ID,
    port: client?.port_key ?? null,
    can_edit_carrier: totals.can_edit_carrier,
    custom_iva_code: totals.iva_code,
    iva_perc: totals.iva_perc,
    order_final_price: shown(totals.order_final_price),
    iva_total: shown(totals.iva_total),
    order_final_price_iva: shown(totals.order_final_price_iva),
    tobe_quoted: totals.tobe_quoted,
    lead_time_days: LEAD_TIME_DAYS,
    client: client && {
      id: client.id,
      ragione: client.ragione,
      piva: client.piva,
      sdi_code: client.sdi_code,
      persona_fisica: client.persona_fisica,
      port_key: client.port_key,
      client_product_codes: client.client_product_codes,
    },
    permissions: cartPermissions({
      signed_in: viewer.userId !== null,
      client,
      settings,
      tobe_quoted: totals.tobe_quoted,
      promo_applied: applied !== null,
    }),
    internal_session_id: 'noId',
    external_session_id: null,
    documents,
    updated_at: row ? row.updated_at.toISOString() : null,
  }
}
