import type { Mail } from '../../infra/mailer.ts'
import type { LabelStore } from '../i18n/labels.service.ts'
import { foldUserText } from './mail-text.ts'
import { ACTIVATION_VALID_DAYS, RECOVERY_VALID_MINUTES } from './tokens.ts'

type Recipient = { email: string; firstName: string; preferredLang: string }

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

function compose(
  labels: LabelStore,
  to: Recipient,
  kind: 'activation' | 'recovery' | 'email_change',
  values: Record<string, string>,
  body = `${kind}.body`,
): Mail {
  const t = (key: string) =>
    fill(labels.translate(to.preferredLang, `mail.${key}`), { name: foldUserText(to.firstName), ...values })
  return {
    kind,
    to: to.email,
    subject: t(`${kind}.subject`),
    text: [t('greeting'), t(body), t('signature')].join('\n\n'),
  }
}

/**
 * The activation mail, in the user's language, with the link to the web app's activation page. It tells the story
 * the page then follows (docs/decisions/011): a user without a password confirms the address and chooses one; a
 * user who chose one at the checkout's sign-up only confirms the address, and is asked to type that password only
 * when the link opens in another browser than the one that signed up.
 */
export function activationMail(
  labels: LabelStore,
  publicUrl: string,
  to: Recipient & { hasPassword: boolean },
  token: string,
): Mail {
  const link = `${publicUrl}/${to.preferredLang}/user/activate?token=${encodeURIComponent(token)}`
  const values = { link, days: String(ACTIVATION_VALID_DAYS) }
  return compose(labels, to, 'activation', values, to.hasPassword ? 'activation.body_password' : undefined)
}

/** The password-recovery mail with the 6-digit code. */
export function recoveryMail(labels: LabelStore, to: Recipient, code: string): Mail {
  return compose(labels, to, 'recovery', { code, minutes: String(RECOVERY_VALID_MINUTES) })
}

/**
 * The link that makes a new address the login (issue 25 item 3), to that new address, in the language just chosen:
 * it proves the address is the user's before anything is sent there again.
 */
export function emailChangeMail(labels: LabelStore, publicUrl: string, to: Recipient, token: string): Mail {
  const link = `${publicUrl}/${to.preferredLang}/user/confirm-email?token=${encodeURIComponent(token)}`
  return compose(labels, to, 'email_change', { link, days: String(ACTIVATION_VALID_DAYS) })
}
