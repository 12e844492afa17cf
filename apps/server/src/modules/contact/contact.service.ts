import type { Lang } from '@shop/domain/i18n/langs'
import type { ContactRequest } from '@shop/domain/identity/contact'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { contactCopyMail, contactProviderMail } from './contact-mails.ts'

type ContactDeps = Pick<Deps, 'db' | 'mailer' | 'labels' | 'config'>

/** Who sent the form: the page's language, and the signed-in account, if any. */
export type ContactSender = { lang: Lang; userId: number | null }

/** The signed-in account's address, when it has been verified. */
async function findVerifiedEmail(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
  return row?.verifiedAt ? row.email.toLowerCase() : null
}

/**
 * POST contact: queues the message to the provider, and a copy to the sender only when a signed-in customer writes
 * from their own verified address. Anyone can type any address into the form, and the shop does not mail strangers
 * on a visitor's word, as the wizard does not (docs/decisions/026). Both mails go in one transaction: both or neither.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactRequest,
  sender: ContactSender,
): Promise<{ copySent: boolean }> {
  const verified = sender.userId === null ? null : await findVerifiedEmail(deps.db, sender.userId)
  const isVerified = verified !== null && verified === input.email
  await deps.db.transaction(async (tx) => {
    await deps.mailer.send(
      contactProviderMail(deps.labels, deps.config.PROVIDER_EMAIL, input, { lang: sender.lang, isVerified }),
      tx,
    )
    if (isVerified)
      await deps.mailer.send(
        contactCopyMail(deps.labels, { email: input.email, name: input.name, lang: sender.lang }),
        tx,
      )
  })
  return { copySent: isVerified }
}
