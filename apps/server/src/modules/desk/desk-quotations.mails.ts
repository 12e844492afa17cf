import { formatMoney } from '@shop/domain/catalog/money'
import type { RevisionSnapshot } from '@shop/domain/desk/detail-schemas'
import { isLang, type Lang } from '@shop/domain/i18n/langs'
import type { Mail } from '../../infra/mailer.ts'
import { foldUserText } from '../accounts/mail-text.ts'
import { orderLink } from '../checkout/checkout.mails.ts'
import type { LabelStore } from '../i18n/labels.service.ts'

/**
 * The customer's mail when the desk sends a priced quotation (issue 24 item 2), in the customer's language: the lines
 * and prices as sent, the validity, the delivery time and the link to the quotation in the reserved area. Queued in
 * the sending transaction, delivered after it commits by the outbox's job.
 */

export type QuotationReader = { email: string; firstName: string; preferredLang: string }

/** The mail of one sent revision, built from its snapshot (what the customer was sent). */
export function quotationSentMail(
  labels: LabelStore,
  publicUrl: string,
  to: QuotationReader,
  quotation: { id: number; order_ref: string },
  snapshot: RevisionSnapshot,
): Mail {
  const lang: Lang = isLang(to.preferredLang) ? to.preferredLang : 'it'
  const money = (cents: number) => formatMoney(cents, lang)
  const until = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${snapshot.valid_until}T00:00:00Z`),
  )
  const values: Record<string, string> = {
    name: foldUserText(to.firstName),
    ref: quotation.order_ref,
    until,
    link: orderLink(publicUrl, lang, { id: quotation.id, is_quotation: true }),
    net: money(snapshot.order_final_price),
    iva: money(snapshot.iva_total),
    total: money(snapshot.order_final_price_iva),
    delivery: foldUserText(snapshot.delivery_time),
  }
  const t = (key: string) =>
    labels.translate(lang, key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
  const lines = snapshot.lines
    .map((l) => `- ${l.qty} × ${foldUserText(l.name)} (${l.code}): ${money(l.discounted_price * l.qty)}`)
    .join('\n')
  const body = [
    t('mail.greeting'),
    t('mail.desk.quotation_sent.body'),
    lines,
    t('mail.desk.quotation_sent.totals'),
    snapshot.delivery_time ? t('mail.desk.quotation_sent.delivery') : '',
    t('mail.desk.quotation_sent.follow'),
    t('mail.signature'),
  ]
  return {
    kind: 'desk-quotation_sent-customer',
    to: to.email,
    subject: t('mail.desk.quotation_sent.subject'),
    text: body.filter((part) => part !== '').join('\n\n'),
  }
}
