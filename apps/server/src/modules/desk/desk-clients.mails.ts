import type { Mail } from '../../infra/mailer.ts'
import { foldUserText } from '../accounts/mail-text.ts'
import type { LabelStore } from '../i18n/labels.service.ts'

/**
 * The mails a company's users get from the desk (issue 24 item 7), each in the reader's language: the company was
 * verified (prices and ordering open), or their account was moved to an existing company.
 */

export type ClientMailRecipient = { email: string; firstName: string; preferredLang: string }

export type ClientMailKind = 'client_verified' | 'user_linked'

/** One mail to one user; `company` is the company's name as staff see it (a value a customer typed: folded). */
export function deskClientMail(
  labels: LabelStore,
  publicUrl: string,
  to: ClientMailRecipient,
  kind: ClientMailKind,
  company: string,
): Mail {
  const values: Record<string, string> = {
    name: foldUserText(to.firstName),
    company: foldUserText(company),
    link: `${publicUrl}/${to.preferredLang}/user`,
  }
  const t = (key: string) =>
    labels
      .translate(to.preferredLang, key)
      .replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
  return {
    kind,
    to: to.email,
    subject: t(`desk.clients.mail.${kind}.subject`),
    text: [t('mail.greeting'), t(`desk.clients.mail.${kind}.body`), t('mail.signature')].join('\n\n'),
  }
}
