import { QUOTATION_VALID_DAYS } from './checkout-schemas.ts'

/**
 * The checkout's rules (spec 2 §1, §5 and §6, spec 3 §4 and §5; issue 11): carriers and payment modes by default,
 * who may pay online, which buttons the cart offers, the desired date and the references a submission gets. The
 * server decides with them and the screens lay themselves out with them.
 */

/** Seeded carrier ids: '99' to be defined, 000054 GLS, 000077 UPS, 000099 the customer's own courier. */
export const CARRIER_IDS = { toBeDefined: 1, gls: 2, ups: 3, ownCourier: 4 } as const

/**
 * Seeded payment mode ids: '99' to be agreed after the shipping quote, CDP the client's agreed terms, PM5 bank
 * transfer in advance, PV9 card paid online.
 */
export const PAYMENT_MODE_IDS = { toBeAgreed: 10, cdp: 11, pm5: 12, pv9: 13 } as const

const ITALY_ZONE = '000'

/** The starting carrier: the client's, else GLS in Italy, UPS abroad, 'to be defined' with no destination. */
export function defaultCarrierId(input: {
  clientCarrierId: number | null
  destinationZone: string | null
}): number {
  const { clientCarrierId, destinationZone } = input
  // 'To be defined' on the client is no choice at all, so the destination decides (spec 3 §4 defaults).
  if (clientCarrierId !== null && clientCarrierId !== CARRIER_IDS.toBeDefined) return clientCarrierId
  if (destinationZone === null || destinationZone.trim() === '') return CARRIER_IDS.toBeDefined
  // Italian (zone 000) destinations go by GLS, every other one by UPS (spec 2 §5, spec 3 §4).
  return destinationZone.trim() === ITALY_ZONE ? CARRIER_IDS.gls : CARRIER_IDS.ups
}

/**
 * The most one card or PayPal charge may take: Stripe's per-charge maximum, 999.999,99 € (PayPal's is higher, so one
 * limit serves both). Above it the order is paid by bank transfer or on agreed terms (docs/decisions/021).
 */
export const MAX_ONLINE_CHARGE_CENTS = 99_999_999

/**
 * The largest order total, VAT included, the shop accepts: 1.000.000.000,00 € (issue 21 item 7). No real order of
 * these silos comes near it; a total past it is a typing slip or a probe, and must not become an order nobody can
 * invoice. Cents stay far below 2^53, so totals are exact as JavaScript numbers.
 */
export const MAX_ORDER_TOTAL_CENTS = 100_000_000_000

/** How the buyer may pay an order before it ships (issue 11 item 6, issue 21 item 7). */
export type PaymentRights = {
  /** Paying in advance at all (a bank transfer, PM5): a verified client allowed to, nothing to quote, a total. */
  in_advance: boolean
  /** Card and PayPal (the spec's user_can_pay): paying in advance, no more than one online charge may take. */
  online: boolean
}

/** What the buyer may pay in advance and online for an order of this total. */
export function paymentRights(input: {
  client: { verified: boolean; can_pay_online: boolean } | null
  tobe_quoted: boolean
  order_final_price_iva: number | null
}): PaymentRights {
  // A line still to be quoted has no price yet, and a zero or unknown total is nothing to charge (issue 11 item 6).
  const { client, tobe_quoted, order_final_price_iva } = input
  const in_advance =
    client?.verified === true &&
    client.can_pay_online &&
    !tobe_quoted &&
    order_final_price_iva !== null &&
    order_final_price_iva > 0
  return {
    in_advance,
    online: in_advance && (order_final_price_iva ?? 0) <= MAX_ONLINE_CHARGE_CENTS,
  }
}

/** The payment modes the buyer may choose from, the client's own first. */
export function offeredPaymentModes(input: {
  hasClient: boolean
  clientModeId: number | null
  rights: PaymentRights
  orderModeId: number | null
}): number[] {
  const { pv9, pm5, cdp, toBeAgreed } = PAYMENT_MODE_IDS
  const { rights } = input
  // A user without a client sees the order's mode and cannot change it (spec 3 §5).
  if (!input.hasClient) return [input.orderModeId ?? toBeAgreed]
  // 'To be agreed' on the client is the absence of a mode, not one to offer.
  const ownMode = input.clientModeId !== null && input.clientModeId !== toBeAgreed ? input.clientModeId : null
  const modes: number[] = []
  // The card is only ever offered when the buyer can pay online, even as the client's own mode (spec 2 §6).
  if (ownMode !== null && (ownMode !== pv9 || rights.online)) modes.push(ownMode)
  modes.push(cdp)
  if (rights.online) modes.push(pv9)
  // Payment in advance stands in for agreed terms the client does not have (spec 3 §5), and for its own card when
  // the total is more than one card charge may take.
  if (rights.in_advance && (ownMode === null || (ownMode === pv9 && !rights.online))) modes.push(pm5)
  return [...new Set(modes)]
}

/** The payment mode to keep: the selection, else the client's, PM5, CDP, and 'to be agreed' when none is offered. */
export function choosePaymentMode(
  selected: number | null,
  offered: number[],
  clientModeId: number | null,
): number {
  const { pm5, cdp, toBeAgreed } = PAYMENT_MODE_IDS
  for (const candidate of [selected, clientModeId, pm5, cdp]) {
    if (candidate !== null && offered.includes(candidate)) return candidate
  }
  // Spec 2 §5 (list screens) falls back to PM5, spec 3 §4 (completion) to '99': both hold here. PM5 wins whenever it
  // is offered, because it is a mode the buyer could really pay with; '99' remains for when nothing else is offered,
  // where the desk agrees the payment with the shipping quote.
  return toBeAgreed
}

/** True for the mode paid online at the end of the checkout: PV9, the card. */
export function isOnlinePaymentMode(id: number): boolean {
  return id === PAYMENT_MODE_IDS.pv9
}

/** What the viewer may make of the cart: a quotation request, a saved quotation, an order. */
export function submitPermissions(input: {
  signed_in: boolean
  email_verified: boolean
  client: { verified: boolean; can_see_prices: boolean; can_create_order: boolean } | null
  tobe_quoted: boolean
}): { request_quote: boolean; save_quote: boolean; order: boolean } {
  const { signed_in, email_verified, client, tobe_quoted } = input
  // A visitor signs up or logs in first, so every request has an account behind it (issue 11 item 3).
  if (!signed_in) return { request_quote: false, save_quote: false, order: false }
  // Saving and ordering commit to prices: they need a reachable buyer (verified e-mail), a verified client and
  // priced lines; a line to be quoted leaves only the request (spec 2 §1 and §6). An unverified e-mail may still
  // request a quotation: the desk sees it marked.
  const canCommit = email_verified && client?.verified === true && !tobe_quoted
  return {
    request_quote: true,
    save_quote: canCommit && client.can_see_prices,
    order: canCommit && client.can_create_order,
  }
}

const romeDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in Europe/Rome as YYYY-MM-DD. */
export function romeToday(now: Date): string {
  // The shop's day is the Italian one, whatever the server's or the browser's zone.
  const part = (type: string) => romeDate.formatToParts(now).find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The order reference: the year and a sequence of at least six digits, e.g. 2026-000123. */
export function formatOrderRef(year: number, seq: number): string {
  return `${year}-${String(seq).padStart(6, '0')}`
}

/** The end of a saved quotation's price lock: QUOTATION_VALID_DAYS after submission. */
export function quotationValidUntil(submittedAt: Date): Date {
  // Whole 24-hour days, so the lock lasts the same length across a daylight-saving change (spec 2 §9).
  return new Date(submittedAt.getTime() + QUOTATION_VALID_DAYS * 24 * 60 * 60 * 1000)
}
