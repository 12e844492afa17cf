import type { Lang } from '@shop/domain/i18n/langs'
import type { ContactRequest } from '@shop/domain/identity/contact'
import type { Mail } from '../../infra/mailer.ts'
import { foldUserText } from '../accounts/mail-text.ts'
import type { LabelStore } from '../i18n/labels.service.ts'

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** Any line break a visitor can type, Unicode's included. */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029\u0085]/

/**
 * A visitor's message made safe to quote in the shop's own plain-text mail: its lines kept (paragraphs matter to the
 * reader), each one cleaned as foldUserText cleans a name (no control or bidi characters, links broken up), at most
 * one blank line in a row, each line quoted with '> ' so the reader sees where the visitor's words start and end.
 */
export function quoteUserText(text: string): string {
  const lines = text.split(LINE_BREAK).map((line) => foldUserText(line, Number.MAX_SAFE_INTEGER))
  const kept = lines.filter((line, i) => line !== '' || (i > 0 && lines[i - 1] !== ''))
  while (kept.at(-1) === '') kept.pop()
  return kept.map((line) => (line ? `> ${line}` : '>')).join('\n')
}

/**
 * To the provider's sales office (PROVIDER_EMAIL), in Italian: who wrote, how to answer, and the message. The mailer
 * has no Reply-To, so the sender's address is in the text, marked verified only for a customer's own checked address.
 */
export function contactProviderMail(
  labels: LabelStore,
  providerEmail: string,
  input: ContactRequest,
  sender: { lang: Lang; isVerified: boolean },
): Mail {
  const lang = 'it'
  const values = {
    // Everything the visitor typed is folded and defanged; the address was validated as an address.
    name: foldUserText(input.name),
    company: foldUserText(input.company) || '-',
    email: input.email,
    phone: foldUserText(input.phone, 40) || '-',
    page_lang: sender.lang.toUpperCase(),
    address_check: labels.translate(
      lang,
      sender.isVerified ? 'mail.contact.provider.verified' : 'mail.contact.provider.unverified',
    ),
    message: quoteUserText(input.message),
  }
  const t = (key: string) => fill(labels.translate(lang, key), values)
  return {
    kind: 'contact-provider',
    to: providerEmail,
    subject: t('mail.contact.provider.subject'),
    text: t('mail.contact.provider.body'),
  }
}

/** To a signed-in customer who wrote from their own verified address, in the page's language: it arrived. */
export function contactCopyMail(labels: LabelStore, to: { email: string; name: string; lang: Lang }): Mail {
  const values = { name: foldUserText(to.name) }
  const t = (key: string) => fill(labels.translate(to.lang, key), values)
  return {
    kind: 'contact-copy',
    to: to.email,
    subject: t('mail.contact.copy.subject'),
    text: [t('mail.greeting'), t('mail.contact.copy.body'), t('mail.signature')].join('\n\n'),
  }
}
