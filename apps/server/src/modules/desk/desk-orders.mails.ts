import { isLang, type Lang } from '@shop/domain/i18n/langs'
import { carrierName, trackingUrl } from '@shop/domain/orders/tracking'
import type { Queryable } from '../../db/client.ts'
import type { Deps } from '../../deps.ts'
import type { Mail } from '../../infra/mailer.ts'
import { foldUserText } from '../accounts/mail-text.ts'
import { orderLink } from '../checkout/checkout.mails.ts'
import { findCustomer } from '../checkout/checkout.service.ts'
import type { LabelStore } from '../i18n/labels.service.ts'

/**
 * The customer's mails of the desk's order moves (issue 24 item 4): accepted, shipped (each package's tracking link),
 * closed, cancelled (with the reason staff gave). In the customer's language, with the link to the order in the
 * reserved area; queued in the move's transaction, so a move rolled back mails nothing.
 */

export type DeskOrderMailKind = 'accepted' | 'shipped' | 'closed' | 'cancelled'

export type DeskMailFacts = {
  orderId: number
  ref: string
  isQuotation: boolean
  /** A shipment's packages. */
  packages?: { carrier: string; tracking_number: string }[]
  shippingDocDate?: string
  reason?: string
}

type Recipient = { email: string; firstName: string; preferredLang: string }

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** One package as the shipping mail lists it: carrier, number and, when the carrier has one, the tracking page. */
function packageLine(
  t: (key: string, v?: Record<string, string>) => string,
  p: { carrier: string; tracking_number: string },
) {
  const url = trackingUrl(p.carrier, p.tracking_number)
  const values = { carrier: carrierName(p.carrier), number: p.tracking_number, url: url ?? '' }
  return `- ${t(url ? 'mail.desk.package_tracked' : 'mail.desk.package', values)}`
}

/** The mail of one desk move to the order's customer. */
export function deskOrderMail(
  labels: LabelStore,
  publicUrl: string,
  to: Recipient,
  kind: DeskOrderMailKind,
  facts: DeskMailFacts,
): Mail {
  const lang: Lang = isLang(to.preferredLang) ? to.preferredLang : 'it'
  const day = facts.shippingDocDate
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${facts.shippingDocDate}T00:00:00Z`),
      )
    : ''
  const base = {
    name: foldUserText(to.firstName),
    ref: facts.ref,
    link: orderLink(publicUrl, lang, { id: facts.orderId, is_quotation: facts.isQuotation }),
    date: day,
    // Staff wrote it, but it lands in a mail in the shop's name: folded like any other typed text.
    reason: foldUserText(facts.reason ?? '', 1000),
  }
  const t = (key: string, values: Record<string, string> = {}) =>
    fill(labels.translate(lang, key), { ...base, ...values })
  const body = [
    t('mail.greeting'),
    t(`mail.desk.${kind}.body`),
    (facts.packages ?? []).map((p) => packageLine(t, p)).join('\n'),
    t('mail.checkout.follow'),
    t('mail.signature'),
  ]
  return {
    kind: `desk-order-${kind}-customer`,
    to: to.email,
    subject: t(`mail.desk.${kind}.subject`),
    text: body.filter((part) => part !== '').join('\n\n'),
  }
}

/**
 * Queues the move's mail to the order's user in the caller's transaction; none for an order without a user or an
 * address not confirmed (the checkout's rule: an unconfirmed address gets no order mail).
 */
export async function queueDeskOrderMail(
  deps: Pick<Deps, 'mailer' | 'labels' | 'config'>,
  tx: Queryable,
  userId: number | null,
  kind: DeskOrderMailKind,
  facts: DeskMailFacts,
): Promise<void> {
  if (userId === null) return
  const customer = await findCustomer(tx, userId)
  if (customer.emailVerifiedAt === null) return
  await deps.mailer.send(deskOrderMail(deps.labels, deps.config.publicUrl, customer, kind, facts), tx)
}
