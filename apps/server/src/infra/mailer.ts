import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import type { ServerSecret } from './secret.ts'

/** kind names what the mail is about ('activation', 'recovery', …); the outbox keeps it readable, unlike the body. */
export type Mail = { kind: string; to: string; subject: string; text: string }

const SEAL_PURPOSE = 'outbox'

export type Mailer = {
  /**
   * Writes the mail to the outbox and hands it to SMTP in the background (so a slow or absent server never holds
   * up the answer, and an unknown address answers as fast as a known one). Without SMTP_URL the mail is only
   * logged. Call it after any transaction has committed.
   */
  send(mail: Mail): Promise<void>
  /** Waits until every mail handed to SMTP has been sent or marked failed. */
  idle(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

export function createMailer(opts: {
  db: Db
  secret: ServerSecret
  smtpUrl?: string
  from: string
  log: FastifyBaseLogger
}): Mailer & {
  close(): Promise<void>
} {
  const { db, log } = opts
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : null
  const inFlight = new Set<Promise<void>>()

  async function deliver(id: number, mail: Mail, smtp: Transporter) {
    try {
      await smtp.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text })
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: sql`${mailOutbox.attempts} + 1`,
          error: null,
          sealedBody: null,
        })
        .where(eq(mailOutbox.id, id))
    } catch (err) {
      log.error({ err, mailId: id, to: mail.to }, 'mail not sent; it stays in the outbox as failed')
      await db
        .update(mailOutbox)
        .set({
          status: 'failed',
          attempts: sql`${mailOutbox.attempts} + 1`,
          error: String(err).slice(0, 1000),
        })
        .where(eq(mailOutbox.id, id))
    }
  }

  return {
    async send(mail) {
      const sealedBody = opts.secret.encrypt(
        SEAL_PURPOSE,
        JSON.stringify({ subject: mail.subject, text: mail.text }),
      )
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, kind: mail.kind, sealedBody })
        .returning({ id: mailOutbox.id })
      const id = row?.id ?? 0
      if (!transport) {
        await db.update(mailOutbox).set({ status: 'logged', sealedBody: null }).where(eq(mailOutbox.id, id))
        // Without SMTP this line is how someone trying the demo gets the activation link or recovery code.
        log.info(
          { mailId: id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail logged (SMTP_URL not set)',
        )
        return
      }
      const delivery = deliver(id, mail, transport).catch((err) =>
        log.error({ err, mailId: id }, 'outbox update failed'),
      )
      inFlight.add(delivery)
      delivery.finally(() => inFlight.delete(delivery))
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight)
    },
    async close() {
      await this.idle()
      transport?.close()
    },
  }
}

/** Decorates app.mailer; closing the app waits for mails still being handed to SMTP, so none is cut off. */
export const mailerPlugin = fp(async (app) => {
  const mailer = createMailer({
    db: app.db,
    secret: app.secret,
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    log: app.log,
  })
  app.decorate('mailer', mailer)
  app.addHook('onClose', () => mailer.close())
})
