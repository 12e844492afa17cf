import { addressLines } from '@shop/domain/accounts/address-text'
import { formatMoney, formatPercent } from '@shop/domain/catalog/money'
import { isLang, type Lang } from '@shop/domain/i18n/langs'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { missingDatasheets } from '@shop/domain/orders/documents'
import type { RefundReason } from '@shop/domain/payments/attempt-machine'
import type { Mail } from '../../infra/mailer.ts'
import { foldUserText } from '../accounts/mail-text.ts'
import type { LabelStore } from '../i18n/labels.service.ts'

/**
 * The checkout's mails (issue 11): the customer's confirmation in their language and the provider's notice in
 * Italian, for each outcome of a submission and for a completed order. Each names the order reference, the lines
 * (configuration code, product, quantity, prices when the reader may see them) and the totals. Written in the
 * transaction that makes the order, so they go out only if it is stored and are never lost once it is.
 */

/**
 * What happened: the outcomes of POST cart/submit (an order request sends none: issue 23), POST
 * order/complete_order, and the payments' (issue 12): a bank-transfer order, a payment received, a bank-transfer order
 * cancelled unpaid after 10 days; and the one reminder of an order request still incomplete after a day (customer only).
 */
export type CheckoutMailKind =
  | 'quote_request'
  | 'saved_quote'
  | 'order_reminder'
  | 'order_completed'
  | 'bank_order'
  | 'payment_received'
  | 'bank_order_cancelled'
  // The customer area's moves of a quotation (issue 25 item 7); all but the approval go to the provider only.
  | 'quotation_approved'
  // An approval paid online, once the provider confirms the payment (issue 26: the payment's receipt said the order
  // still waited for the sales office's confirmation).
  | 'paid_approval'
  | 'quotation_refused'
  | 'quotation_cancelled'
  | 'promo_code_added'

export type CheckoutCustomer = {
  email: string
  firstName: string
  lastName: string
  company: string
  preferredLang: string
}

/** The parts of an order answer a mail reads. */
export type MailOrder = Pick<
  Order,
  | 'id'
  | 'order_ref'
  | 'is_quotation'
  | 'lines'
  | 'created_at'
  | 'cart_submitted_at'
  | 'shipment_address'
  | 'total_discounted_price'
  | 'discount_weborder_value'
  | 'discount_promo_code_value'
  | 'applied_promo_code'
  | 'shipping_price'
  | 'order_final_price'
  | 'iva_total'
  | 'iva_perc'
  | 'order_final_price_iva'
  | 'tobe_quoted'
  | 'quotation_valid_until'
  | 'reference_client_code'
  | 'quotation_reference'
  | 'bank_transfer'
  | 'bank_transfer_cancel_on'
  | 'discount_promo_code_capped'
  | 'attrib'
>

/** What a mail names beside the order answer, in the reader's language (findMailDetails). */
export type MailDetails = {
  /** How the order is paid: the payment mode's text, or the online method it was paid with; '' for none. */
  payment: string
  /** The delivery address's country; '' for none. */
  country: string
}

type T = (key: string, values?: Record<string, string>) => string

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/**
 * The lines, one per row: quantity, product, code, and when `withPrices` the unit price, the line's own discount that
 * brings it to the price paid, and the line's total at that price. The order's discounts (web order, promo code) come
 * under the totals, so that every figure adds up to the next (issue 23 item 7).
 */
function linesText(t: T, order: MailOrder, lang: Lang, withPrices: boolean) {
  return order.lines
    .map((line) => {
      const code = line.product_configuration.configuration_code
      const head = `- ${line.qty} × ${line.product.name} (${code})`
      const { price, discounted_price: unit } = line
      if (!withPrices || price === null || unit === null) return head
      if (price < 0 || unit < 0) return `${head}: ${t('mail.checkout.line_tobe_quoted')}`
      const total = formatMoney(unit * line.qty, lang)
      if (unit >= price)
        return `${head}: ${t('mail.checkout.line_price', { unit: formatMoney(unit, lang), total })}`
      return `${head}: ${t('mail.checkout.line_price_discounted', {
        list: formatMoney(price, lang),
        discount: line.discount_label || `−${formatMoney(price - unit, lang)}`,
        unit: formatMoney(unit, lang),
        total,
      })}`
    })
    .join('\n')
}

/**
 * The totals block, or '' when prices are not shown: the lines' sum, the order's discounts and shipping, then the net,
 * the VAT and the total, as computeOrderTotals froze them on the order.
 */
function totalsText(t: T, order: MailOrder, lang: Lang) {
  const { order_final_price: net, iva_total: iva, order_final_price_iva: total } = order
  if (net === null || iva === null || total === null) return ''
  const minus = (cents: number | null) => `−${formatMoney(cents ?? 0, lang)}`
  const parts = [
    order.total_discounted_price !== null &&
      t('mail.checkout.total_goods', { amount: formatMoney(order.total_discounted_price, lang) }),
    (order.discount_weborder_value ?? 0) > 0 &&
      t('mail.checkout.total_weborder', { amount: minus(order.discount_weborder_value) }),
    (order.discount_promo_code_value ?? 0) > 0 &&
      t(order.discount_promo_code_capped ? 'mail.checkout.total_promo_capped' : 'mail.checkout.total_promo', {
        code: order.applied_promo_code?.code ?? '',
        amount: minus(order.discount_promo_code_value),
      }),
    (order.shipping_price ?? 0) > 0 &&
      t('mail.checkout.total_shipping', { amount: formatMoney(order.shipping_price ?? 0, lang) }),
    t('mail.checkout.totals', {
      net: formatMoney(net, lang),
      iva_perc: formatPercent(order.iva_perc, lang),
      iva: formatMoney(iva, lang),
      total: formatMoney(total, lang),
    }),
    order.tobe_quoted && t('mail.checkout.totals_tobe_quoted'),
  ]
  return parts.filter((part) => typeof part === 'string').join('\n')
}

/**
 * Which order and of when, the buyer's reference, where it goes and how it is paid (issue 23 item 7). A quotation's
 * delivery address is chosen when it is approved; an order request's when it is completed.
 */
function headerText(
  t: T,
  order: MailOrder,
  lang: Lang,
  details: MailDetails,
  reader: 'customer' | 'provider',
) {
  // The buyer reads 'your reference', the desk 'the customer's reference'.
  const referenceKey = reader === 'customer' ? 'mail.checkout.reference' : 'mail.checkout.provider.reference'
  const reference = foldUserText(order.reference_client_code || order.quotation_reference)
  const referenceDate = order.is_quotation ? '' : (order.attrib.reference_client_date ?? '')
  const address = order.shipment_address
  const desired = order.attrib.desired_shipping_date
  const parts = [
    t(order.is_quotation ? 'mail.checkout.number_quotation' : 'mail.checkout.number_order', {
      date: dateOf(order.cart_submitted_at ?? order.created_at, lang),
    }),
    reference &&
      (referenceDate
        ? t(`${referenceKey}_dated`, { reference, date: dayOf(referenceDate, lang) })
        : t(referenceKey, { reference })),
    address
      ? t('mail.checkout.delivery', {
          address: addressLines(address, details.country || undefined)
            .map((line) => foldUserText(line))
            .join(', '),
        })
      : order.is_quotation && t('mail.checkout.delivery_on_approval'),
    desired && t('mail.checkout.desired_date', { date: dayOf(desired, lang) }),
    details.payment && t('mail.checkout.payment', { payment: details.payment }),
  ]
  return parts.filter((part) => typeof part === 'string' && part !== '').join('\n')
}

/** Where and how to pay a bank-transfer order, or '' for any other. */
function bankText(t: T, order: MailOrder, lang: Lang) {
  const bank = order.bank_transfer
  if (bank === null || order.order_final_price_iva === null) return ''
  const details = t('mail.checkout.bank_details', {
    amount: formatMoney(order.order_final_price_iva, lang),
    beneficiary: bank.beneficiary,
    iban: bank.iban,
    bic: bank.bic,
    bank: bank.bank,
  })
  // Only an order still waiting for acceptance is cancelled for want of its money.
  const cancelOn = order.bank_transfer_cancel_on
  return cancelOn
    ? `${details}\n${t('mail.checkout.bank_cancel_on', { date: dayOf(cancelOn, lang) })}`
    : details
}

/** The special accessories sent without their datasheet (the buyer chose 'Procedi comunque'), or ''. */
function missingDatasheetsText(t: T, order: MailOrder) {
  const missing = missingDatasheets(order.lines)
  if (missing.length === 0) return ''
  const items = missing.map((m) =>
    t('mail.checkout.provider.missing_datasheet', { accessory: m.accessory, code: m.configuration_code }),
  )
  return [t('mail.checkout.provider.missing_datasheets'), ...items].join('\n')
}

function translator(labels: LabelStore, lang: Lang, base: Record<string, string>) {
  return (key: string, values: Record<string, string> = {}) =>
    fill(labels.translate(lang, key), { ...base, ...values })
}

/** The notice of a payment made with the simulated provider (issue 21 item 6), or '' for a real one. */
function simulatedText(t: (key: string) => string, order: MailOrder) {
  return order.attrib.simulated_payment ? t('mail.checkout.simulated_payment') : ''
}

/** Where the customer follows the order in the reserved area (spec 2 §2.2). */
export function orderLink(publicUrl: string, lang: Lang, order: Pick<Order, 'id' | 'is_quotation'>): string {
  return `${publicUrl}/${lang}/user/${order.is_quotation ? 'quotations' : 'orders'}/${order.id}`
}

/** Where an order request is taken up again: its shipping step, after a login for a signed-out reader (issue 23). */
export function resumeLink(publicUrl: string, lang: Lang, orderId: number): string {
  return `${publicUrl}/${lang}/checkout?order=${orderId}`
}

/** The kinds the sales office hears of: all but the buyer's reminder. */
export type ProviderMailKind = Exclude<CheckoutMailKind, 'order_reminder'>

const dateOf = (value: string | null, lang: Lang) =>
  value === null
    ? ''
    : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(new Date(value))

/** A calendar day (YYYY-MM-DD, no time of day) as the language writes it. */
const dayOf = (day: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/**
 * To the customer, in their language (`order` built in that language): what was received, the lines and totals
 * (prices only when `withPrices`: the viewer's own visibility), and the link to the reserved area.
 */
export function checkoutCustomerMail(
  labels: LabelStore,
  publicUrl: string,
  to: CheckoutCustomer,
  kind: CheckoutMailKind,
  order: MailOrder,
  withPrices: boolean,
  details: MailDetails,
): Mail {
  const lang: Lang = isLang(to.preferredLang) ? to.preferredLang : 'it'
  const t = translator(labels, lang, {
    name: foldUserText(to.firstName),
    ref: order.order_ref,
    link:
      kind === 'order_reminder' ? resumeLink(publicUrl, lang, order.id) : orderLink(publicUrl, lang, order),
    until: dateOf(order.quotation_valid_until, lang),
  })
  const body = [
    t('mail.greeting'),
    t(`mail.checkout.${kind}.body`),
    simulatedText(t, order),
    headerText(t, order, lang, details, 'customer'),
    linesText(t, order, lang, withPrices),
    withPrices ? totalsText(t, order, lang) : '',
    kind === 'bank_order_cancelled' ? '' : bankText(t, order, lang),
    // The reminder's own text leads to its resume address instead.
    kind === 'order_reminder' ? '' : t('mail.checkout.follow'),
    t('mail.signature'),
  ]
  return {
    kind: `checkout-${kind}-customer`,
    to: to.email,
    subject: t(`mail.checkout.${kind}.subject`),
    text: body.filter((part) => part !== '').join('\n\n'),
  }
}

/** To the provider's sales office (PROVIDER_EMAIL), in Italian and always with prices: who sent what. */
export function checkoutProviderMail(
  labels: LabelStore,
  providerEmail: string,
  customer: CheckoutCustomer,
  kind: ProviderMailKind,
  order: MailOrder,
  details: MailDetails,
  flags: { emailUnverified: boolean; note: string },
): Mail {
  const lang: Lang = 'it'
  // Everything the customer typed is folded to one line and defanged; the address was validated as an address.
  const t = translator(labels, lang, {
    ref: order.order_ref,
    name: foldUserText(`${customer.firstName} ${customer.lastName}`),
    company: foldUserText(customer.company) || '-',
    email: customer.email,
    until: dateOf(order.quotation_valid_until, lang),
  })
  const body = [
    t(`mail.checkout.provider.${kind}.body`),
    flags.note ? t('mail.checkout.provider.customer_note', { note: foldUserText(flags.note) }) : '',
    simulatedText(t, order),
    t('mail.checkout.provider.customer'),
    flags.emailUnverified ? t('mail.checkout.provider.email_unverified') : '',
    headerText(t, order, lang, details, 'provider'),
    linesText(t, order, lang, true),
    missingDatasheetsText(t, order),
    totalsText(t, order, lang),
  ]
  return {
    kind: `checkout-${kind}-provider`,
    to: providerEmail,
    subject: t(`mail.checkout.provider.${kind}.subject`),
    text: body.filter((part) => part !== '').join('\n\n'),
  }
}

/** Money the provider took that the shop did not apply to the order (issue 21): what the desk must refund or settle. */
export type RefundDue = {
  ref: string
  reason: RefundReason
  attemptId: number
  method: string
  provider: string
  externalId: string | null
  /** What the provider reported, in its currency's minor unit. */
  received: { amount: number; currency: string }
  /** The order's total now (cents, EUR), null while it has none. */
  total: number | null
  status: string
  simulated: boolean
}

/** An amount in cents as the desk reads it: euros as the shop writes them, any other currency with its code. */
function deskMoney(cents: number, currency: string): string {
  const lang: Lang = 'it'
  return currency.toUpperCase() === 'EUR'
    ? formatMoney(cents, lang)
    : `${(cents / 100).toFixed(2)} ${currency}`
}

/**
 * To the provider's sales office (PROVIDER_EMAIL), in Italian: money arrived that was not applied as the order's
 * payment, with everything needed to find it at the provider and refund it or settle the difference.
 */
export function refundDueMail(labels: LabelStore, providerEmail: string, refund: RefundDue): Mail {
  const lang: Lang = 'it'
  const t = translator(labels, lang, {
    ref: refund.ref,
    reason: labels.translate(lang, `mail.payments.refund_reason.${refund.reason}`),
    attempt: String(refund.attemptId),
    method: refund.method,
    provider: refund.provider,
    external: refund.externalId ?? '-',
    received: deskMoney(refund.received.amount, refund.received.currency),
    total: refund.total === null ? '-' : deskMoney(refund.total, 'EUR'),
    status: refund.status,
  })
  const body = [
    t('mail.payments.refund_due.body'),
    refund.simulated ? t('mail.checkout.simulated_payment') : '',
  ]
  return {
    kind: 'payment-refund_due-provider',
    to: providerEmail,
    subject: t('mail.payments.refund_due.subject'),
    text: body.filter((part) => part !== '').join('\n\n'),
  }
}
