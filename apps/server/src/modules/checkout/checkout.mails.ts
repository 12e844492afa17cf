import { formatMoney, formatPercent } from '@shop/domain/catalog/money'
import { isLang, type Lang } from '@shop/domain/i18n/langs'
import type { Order } from '@shop/domain/orders/checkout-schemas'
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
 * What happened: the three outcomes of POST cart/submit, POST order/complete_order, and the payments' (issue 12): a
 * bank-transfer order, a payment received, a bank-transfer order cancelled unpaid after 10 days.
 */
export type CheckoutMailKind =
  | 'quote_request'
  | 'saved_quote'
  | 'order_request'
  | 'order_completed'
  | 'bank_order'
  | 'payment_received'
  | 'bank_order_cancelled'

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
  | 'total_price'
  | 'order_final_price'
  | 'iva_total'
  | 'iva_perc'
  | 'order_final_price_iva'
  | 'tobe_quoted'
  | 'quotation_valid_until'
  | 'reference_client_code'
  | 'quotation_reference'
  | 'bank_transfer'
  | 'attrib'
>

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** The lines, one per row: quantity, product, code, and the prices when `withPrices`. */
function linesText(
  t: (key: string, values?: Record<string, string>) => string,
  order: MailOrder,
  lang: Lang,
  withPrices: boolean,
) {
  return order.lines
    .map((line) => {
      const code = line.product_configuration.configuration_code
      const head = `- ${line.qty} × ${line.product.name} (${code})`
      if (!withPrices || line.price === null || line.discounted_price === null) return head
      if (line.price < 0 || line.discounted_price < 0)
        return `${head}: ${t('mail.checkout.line_tobe_quoted')}`
      return `${head}: ${t('mail.checkout.line_price', {
        unit: formatMoney(line.discounted_price, lang),
        total: formatMoney(line.line_final_price ?? line.discounted_price * line.qty, lang),
      })}`
    })
    .join('\n')
}

/** The totals block, or '' when prices are not shown. */
function totalsText(
  t: (key: string, values?: Record<string, string>) => string,
  order: MailOrder,
  lang: Lang,
) {
  if (order.order_final_price === null || order.iva_total === null || order.order_final_price_iva === null)
    return ''
  const parts = [
    t('mail.checkout.totals', {
      net: formatMoney(order.order_final_price, lang),
      iva_perc: formatPercent(order.iva_perc, lang),
      iva: formatMoney(order.iva_total, lang),
      total: formatMoney(order.order_final_price_iva, lang),
    }),
  ]
  if (order.tobe_quoted) parts.push(t('mail.checkout.totals_tobe_quoted'))
  return parts.join('\n')
}

/** Where and how to pay a bank-transfer order, or '' for any other. */
function bankText(t: (key: string, values?: Record<string, string>) => string, order: MailOrder, lang: Lang) {
  const bank = order.bank_transfer
  if (bank === null || order.order_final_price_iva === null) return ''
  return t('mail.checkout.bank_details', {
    amount: formatMoney(order.order_final_price_iva, lang),
    beneficiary: bank.beneficiary,
    iban: bank.iban,
    bic: bank.bic,
    bank: bank.bank,
  })
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

const dateOf = (value: string | null, lang: Lang) =>
  value === null
    ? ''
    : new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(new Date(value))

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
): Mail {
  const lang: Lang = isLang(to.preferredLang) ? to.preferredLang : 'it'
  const t = translator(labels, lang, {
    name: foldUserText(to.firstName),
    ref: order.order_ref,
    link: orderLink(publicUrl, lang, order),
    until: dateOf(order.quotation_valid_until, lang),
  })
  const body = [
    t('mail.greeting'),
    t(`mail.checkout.${kind}.body`),
    simulatedText(t, order),
    linesText(t, order, lang, withPrices),
    withPrices ? totalsText(t, order, lang) : '',
    kind === 'bank_order_cancelled' ? '' : bankText(t, order, lang),
    t('mail.checkout.follow'),
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
  kind: CheckoutMailKind,
  order: MailOrder,
  flags: { emailUnverified: boolean },
): Mail {
  const lang: Lang = 'it'
  // Everything the customer typed is folded to one line and defanged; the address was validated as an address.
  const t = translator(labels, lang, {
    ref: order.order_ref,
    name: foldUserText(`${customer.firstName} ${customer.lastName}`),
    company: foldUserText(customer.company) || '-',
    email: customer.email,
    reference: foldUserText(order.reference_client_code || order.quotation_reference) || '-',
    until: dateOf(order.quotation_valid_until, lang),
  })
  const body = [
    t(`mail.checkout.provider.${kind}.body`),
    simulatedText(t, order),
    t('mail.checkout.provider.customer'),
    flags.emailUnverified ? t('mail.checkout.provider.email_unverified') : '',
    linesText(t, order, lang, true),
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
