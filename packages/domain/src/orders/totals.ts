import {
  isKnownPrice,
  mulDivRoundHalfUp,
  PERCENT_SCALE,
  splitProportionally,
  toHundredths,
} from '../catalog/money.ts'
import type { PortKey } from './cart-schemas.ts'
import { type IvaCode, type IvaCodeInput, ivaCodeFor, ivaPercFor } from './vat.ts'

/**
 * An order's totals (issue 10 item 7, docs/decisions/019), integer cents excluding VAT, in the order: line
 * values, the web-order discount on the net, the promo code on what remains, both split over the priced lines by
 * largest remainder and capped per line by limit_final_discount, shipping by port, then the VAT code from the client
 * and the destination and the VAT at its rate. Half-up at each step. The cart's estimate, every submission, the
 * shipping step and the order's answer all price with computeOrderTotals (issue 21 item 5), so they agree to the cent.
 */

export type TotalsLine = {
  id: number
  qty: number
  /** Unit list price; -1 to be quoted. */
  price: number
  /** Unit price after the line's rule; -1 to be quoted. */
  discounted_price: number
  /** Percent of the line's list value that its whole discount may reach; null or 0: no cap. */
  limit_final_discount: number | null
}

export type TotalsInput = {
  lines: readonly TotalsLine[]
  /** The web-order discount in percent (the client group's, else the shop's setting); 0 for none. */
  weborder_perc: number
  promo: { code: string; perc: number } | null
  port: PortKey | null
  /** Who is billed and where the goods go: the VAT code follows from them (vat.ts). */
  vat: IvaCodeInput
  /** What the desk adds to a quotation or an order (issue 24 item 2); absent in the cart and the checkout. */
  desk?: DeskCosts
}

/**
 * The desk's order-level prices (spec 3 §3 order_discount, order_discount_type, shipping_price, additional_price,
 * additional_shipping_cost), cents excluding VAT; a percent discount is a percent with at most two decimals.
 */
export type DeskCosts = {
  order_discount: { type: 'percent' | 'amount'; value: number } | null
  /** Null: shipping by port (shippingFor), as in the cart. */
  shipping_price: number | null
  additional_price: number
  additional_shipping_cost: number
}

/** What the desk's costs came to; only in the totals of an input with `desk`. */
export type DeskTotals = {
  /** The order discount in cents, taken after the web-order and promo discounts, never more than what remains. */
  order_discount_value: number
  additional_price: number
  additional_shipping_cost: number
}

/** One line's values; every field but id is null for a line to be quoted. */
export type LineTotals = {
  id: number
  line_list: number | null
  line_net: number | null
  discount_weborder_share: number | null
  discount_promo_code_share: number | null
  /** line_net minus the line's two shares. */
  line_final_price: number | null
}

export type OrderTotals = {
  lines: LineTotals[]
  tobe_quoted: boolean
  total_price: number
  /** The net: Σ discounted price × qty. */
  total_discounted_price: number
  total_discount: number
  discount_weborder_value: number
  discount_weborder_perc: number
  discount_promo_code_value: number
  discount_promo_code_perc: number
  /**
   * True when a line's limit_final_discount took back part of the promo code's discount: the buyer gets less than
   * the code's percent, and the totals panel says why (issue 23).
   */
  discount_promo_code_capped: boolean
  applied_promo_code: { code: string; discount: number } | null
  /** Null: to be defined (no port), not added to the total. */
  shipping_price: number | null
  can_edit_carrier: boolean
  order_final_price: number
  iva_code: IvaCode
  iva_perc: number
  iva_total: number
  order_final_price_iva: number
  /** Present only when the input had `desk`, so the cart's answers keep their shape. */
  desk?: DeskTotals
}

/**
 * What shipping adds to our total by port key: nothing for 03 (free delivery, included), 02 (the carrier bills the
 * customer) and EXW (the customer collects); null without a port ('to be defined', not added).
 */
export function shippingFor(port: PortKey | null): number | null {
  return port === null ? null : 0
}

/** True when the buyer may choose the carrier: carriage forward (02) and ex works (EXW), spec 3 §4. */
export function canEditCarrier(port: PortKey | null): boolean {
  return port === '02' || port === 'EXW'
}

/** True for a line with both unit prices known; a -1 in either leaves it to be quoted. */
export function isPricedLine(line: Pick<TotalsLine, 'price' | 'discounted_price'>): boolean {
  return isKnownPrice(line.price) && isKnownPrice(line.discounted_price)
}

function percentHundredths(percent: number, what: string): number {
  const h = toHundredths(percent)
  // A percent out of range is a data error (a setting or a promo code saved wrong), not something to round away.
  if (!Number.isFinite(percent) || h < 0 || h > PERCENT_SCALE) {
    throw new RangeError(`${what} must be a percent from 0 to 100: ${percent}`)
  }
  return h
}

/** The most a line's whole discount may take off its list value, as the catalogue rounds its own limit floor. */
function maxLineDiscount(lineList: number, limitFinalDiscount: number | null): number | null {
  const limit = percentHundredths(limitFinalDiscount ?? 0, 'limit_final_discount')
  if (limit === 0) return null
  return lineList - mulDivRoundHalfUp(lineList, PERCENT_SCALE - limit, PERCENT_SCALE)
}

/**
 * A unit price after the desk's own line discount (spec 3 §3 use_custom_discount, custom_discount,
 * custom_discount_extra): the two percents in cascade on the list price, rounded half-up once.
 */
export function customDiscountedPrice(price: number, discount: number, extra: number): number {
  const d = percentHundredths(discount, 'custom_discount')
  const e = percentHundredths(extra, 'custom_discount_extra')
  return mulDivRoundHalfUp(price, (PERCENT_SCALE - d) * (PERCENT_SCALE - e), PERCENT_SCALE ** 2)
}

/** The order discount in cents on what remains after the line discounts, the web-order and the promo discount. */
function orderDiscountOn(remaining: number, discount: DeskCosts['order_discount']): number {
  if (discount === null) return 0
  if (discount.type === 'percent')
    return mulDivRoundHalfUp(remaining, percentHundredths(discount.value, 'order_discount'), PERCENT_SCALE)
  if (!Number.isSafeInteger(discount.value) || discount.value < 0)
    throw new RangeError(`order_discount must be whole cents: ${discount.value}`)
  return Math.min(discount.value, remaining)
}

/** The VAT on a total at a rate in percent, rounded half-up to the cent (step 7.8). */
function ivaOn(order_final_price: number, iva_perc: number): number {
  return mulDivRoundHalfUp(order_final_price, percentHundredths(iva_perc, 'iva_perc'), PERCENT_SCALE)
}

/** An order's totals, VAT code and VAT from its lines' unit prices, the discounts, the port, the client and destination. */
export function computeOrderTotals(input: TotalsInput): OrderTotals {
  const weborderH = percentHundredths(input.weborder_perc, 'weborder_perc')
  const promoH = input.promo ? percentHundredths(input.promo.perc, 'promo perc') : 0

  const priced = input.lines.flatMap((line, index) => {
    if (!isPricedLine(line)) return []
    if (!Number.isSafeInteger(line.qty) || line.qty < 0) throw new RangeError(`Bad quantity: ${line.qty}`)
    return [{ index, line, list: line.price * line.qty, net: line.discounted_price * line.qty }]
  })
  const total_price = priced.reduce((sum, p) => sum + p.list, 0)
  const net = priced.reduce((sum, p) => sum + p.net, 0)

  const weborderUncapped = mulDivRoundHalfUp(net, weborderH, PERCENT_SCALE)
  const promoUncapped = mulDivRoundHalfUp(net - weborderUncapped, promoH, PERCENT_SCALE)
  const weights = priced.map((p) => p.net)
  const weborderShares = splitProportionally(weborderUncapped, weights)
  const promoShares = splitProportionally(promoUncapped, weights)

  // The cap takes back the promo share first, then the web-order share; what it takes back is not given to
  // another line, so the cart-level values become the sums of the capped shares.
  const shares = priced.map((p, i) => {
    let weborder = weborderShares[i]
    let promo = promoShares[i]
    const max = maxLineDiscount(p.list, p.line.limit_final_discount)
    if (max !== null) {
      const room = Math.max(0, max - (p.list - p.net))
      let excess = weborder + promo - room
      if (excess > 0) {
        const fromPromo = Math.min(promo, excess)
        promo -= fromPromo
        excess -= fromPromo
        weborder -= excess
      }
    }
    return { weborder, promo }
  })
  const discount_weborder_value = shares.reduce((sum, s) => sum + s.weborder, 0)
  const discount_promo_code_value = shares.reduce((sum, s) => sum + s.promo, 0)

  const byIndex = new Map(priced.map((p, i) => [p.index, { ...p, ...shares[i] }]))
  const lines: LineTotals[] = input.lines.map((line, index) => {
    const p = byIndex.get(index)
    if (!p) {
      return {
        id: line.id,
        line_list: null,
        line_net: null,
        discount_weborder_share: null,
        discount_promo_code_share: null,
        line_final_price: null,
      }
    }
    return {
      id: line.id,
      line_list: p.list,
      line_net: p.net,
      discount_weborder_share: p.weborder,
      discount_promo_code_share: p.promo,
      line_final_price: p.net - p.weborder - p.promo,
    }
  })

  // The desk's order discount comes after the web-order and promo discounts, then its shipping and costs are added.
  const { desk } = input
  const afterDiscounts = net - discount_weborder_value - discount_promo_code_value
  const order_discount_value = desk ? orderDiscountOn(afterDiscounts, desk.order_discount) : 0
  const shipping_price = desk?.shipping_price ?? shippingFor(input.port)
  const costs = desk ? desk.additional_price + desk.additional_shipping_cost : 0
  if (!Number.isSafeInteger(costs) || costs < 0 || (shipping_price ?? 0) < 0)
    throw new RangeError('shipping and additional costs must be whole cents, zero or more')
  const order_final_price = afterDiscounts - order_discount_value + (shipping_price ?? 0) + costs
  const iva_code = ivaCodeFor(input.vat)
  const iva_perc = ivaPercFor(iva_code)
  const iva_total = ivaOn(order_final_price, iva_perc)
  return {
    lines,
    tobe_quoted: priced.length < input.lines.length,
    total_price,
    total_discounted_price: net,
    total_discount:
      total_price - net + discount_weborder_value + discount_promo_code_value + order_discount_value,
    discount_weborder_value,
    discount_weborder_perc: input.weborder_perc,
    discount_promo_code_value,
    discount_promo_code_perc: input.promo?.perc ?? 0,
    discount_promo_code_capped: discount_promo_code_value < promoUncapped,
    applied_promo_code: input.promo ? { code: input.promo.code, discount: input.promo.perc } : null,
    shipping_price,
    can_edit_carrier: canEditCarrier(input.port),
    order_final_price,
    iva_code,
    iva_perc,
    iva_total,
    order_final_price_iva: order_final_price + iva_total,
    ...(desk && {
      desk: {
        order_discount_value,
        additional_price: desk.additional_price,
        additional_shipping_cost: desk.additional_shipping_cost,
      },
    }),
  }
}
