import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'
import type { Db, Queryable } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import type { JobDefinition, JobRun, Jobs, QueueSettings } from './jobs.ts'
import { formatMailBlock } from './mail-block.ts'
import type { ServerSecret } from './secret.ts'

/** kind names what the mail is about ('activation', 'recovery', …); the outbox keeps it readable, unlike the body. */
export type Mail = { kind: string; to: string; subject: string; text: string }

export type Mailer = {
  /**
   * Writes the mail to the outbox (its body sealed) and enqueues its delivery. Given a transaction, both happen
   * in it: a rolled-back change sends nothing, a committed one is never lost. Delivery runs in a job, so a slow
   * or absent SMTP server never holds up the answer. Without SMTP_URL the job only logs the mail.
   */
  send(mail: Mail, tx?: Queryable): Promise<void>
  /**
   * Resolves once no mail in the outbox is waiting for a delivery due soon: each has been sent, logged, given up,
   * or waits for a retry more than 5 s away (gives up after 20 s). Needs this process's worker (WORKER=inline).
   * For tests; call it after the sending transaction has ended.
   */
  idle(): Promise<void>
  /** The mail-delivery queue's handler (mailDeliveryJob): sends one outbox row, or records why not. */
  deliver(job: JobRun<{ outboxId: number }>): Promise<void>
  /** The hourly mail-outbox-sweep (mailSweepJob): gives up the mails still pending after a day. */
  sweep(): Promise<void>
}

export const MAIL_QUEUE = 'mail-delivery'
export const SWEEP_QUEUE = 'mail-outbox-sweep'
const SEAL_PURPOSE = 'outbox'
/**
 * One live job per mail (singletonKey outbox-<id>). Eight retries: the first after MAIL_RETRY_DELAY_SECONDS (30 s),
 * doubling up to an hour, so the last comes some four hours later. A job running 5 minutes is taken for lost (its
 * process died) and retried: the at-least-once window.
 */
export const MAIL_QUEUE_SETTINGS = {
  policy: 'exclusive',
  retryLimit: 8,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
} satisfies QueueSettings
/** A mail still pending after this long has lost its job (a crash on its last try): give up and erase it. */
const GIVE_UP_AFTER = '1 day'
const RETRY_FAR_MS = 5_000
const IDLE_GIVE_UP_MS = 20_000
const outboxKey = (id: number) => `outbox-${id}`

type Sealed = { subject: string; text: string }

export function createMailer(opts: {
  db: Db
  jobs: Jobs
  secret: ServerSecret
  smtpUrl?: string
  from: string
  publicUrl: string
  log: FastifyBaseLogger
  /** Without SMTP, in development: prints each mail as a readable block instead of logging it (mail-block.ts). */
  print?: (text: string) => void
}): Mailer {
  const { db, jobs, log } = opts
  // Not pooled: each delivery opens its own connection, so there is nothing to close on shutdown.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : null
  // A receiving server that already has this Message-ID may drop a copy resent after a crash (see deliver).
  const messageHost = new URL(opts.publicUrl).hostname

  /** Sets the outcome only while the row is still pending, so a late or second worker never overwrites one. */
  const settle = (id: number, values: Partial<typeof mailOutbox.$inferInsert>) =>
    db
      .update(mailOutbox)
      .set(values)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))

  async function deliver(job: JobRun<{ outboxId: number }>) {
    const id = job.data.outboxId
    // Claim: only a pending row is ever sent. The engine gives each job to one worker at a time and the queue
    // holds one live job per row, so this guards against a row settled by an earlier run of the same job.
    const [row] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
      .returning({ to: mailOutbox.to, kind: mailOutbox.kind, sealedBody: mailOutbox.sealedBody })
    if (!row) return
    const opened = row.sealedBody ? opts.secret.decrypt(SEAL_PURPOSE, row.sealedBody) : null
    if (!opened) {
      // Retrying cannot help: the body is missing or was sealed under a secret we no longer have.
      log.error({ mailId: id, kind: row.kind, to: row.to }, 'mail body cannot be opened; mail given up')
      await settle(id, {
        status: 'failed',
        sealedBody: null,
        error: 'body cannot be opened (APP_SECRET changed?)',
      })
      return
    }
    const body = JSON.parse(opened) as Sealed
    if (!transport) {
      // Without SMTP this is how someone trying the demo gets the activation link or recovery code: a block on the
      // development console, or this line (the text a JSON field) where logs are JSON.
      if (opts.print) opts.print(formatMailBlock({ to: row.to, subject: body.subject, text: body.text }))
      else
        log.info(
          { mailId: id, kind: row.kind, to: row.to, subject: body.subject, text: body.text },
          'mail logged (SMTP_URL not set)',
        )
      await settle(id, { status: 'logged', sealedBody: null, error: null })
      return
    }
    try {
      await transport.sendMail({
        from: opts.from,
        to: row.to,
        subject: body.subject,
        text: body.text,
        messageId: `<${outboxKey(id)}@${messageHost}>`,
      })
    } catch (err) {
      const last = job.retryCount >= job.retryLimit
      const error = String(err).slice(0, 1000)
      // The last failure erases the body too: the mail is dead, and its link or code must not linger.
      await settle(id, last ? { status: 'failed', sealedBody: null, error } : { error })
      if (last) log.error({ err, mailId: id, kind: row.kind, to: row.to }, 'mail not delivered; given up')
      else
        log.warn({ err, mailId: id, attempt: job.retryCount + 1 }, 'mail not delivered; it will be retried')
      throw err
    }
    await settle(id, { status: 'sent', sentAt: new Date(), error: null, sealedBody: null })
  }

  async function sweep() {
    const dead = await db
      .update(mailOutbox)
      .set({
        status: 'failed',
        sealedBody: null,
        error: sql`coalesce(${mailOutbox.error} || '; ', '') || 'no delivery within ${sql.raw(GIVE_UP_AFTER)}'`,
      })
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lt(mailOutbox.createdAt, sql`now() - interval '${sql.raw(GIVE_UP_AFTER)}'`),
        ),
      )
      .returning({ id: mailOutbox.id, kind: mailOutbox.kind, to: mailOutbox.to })
    for (const row of dead)
      log.error({ mailId: row.id, kind: row.kind, to: row.to }, 'mail never delivered; given up')
  }

  async function enqueue(tx: Queryable, mail: Mail) {
    const sealedBody = opts.secret.encrypt(
      SEAL_PURPOSE,
      JSON.stringify({ subject: mail.subject, text: mail.text }),
    )
    const [row] = await tx
      .insert(mailOutbox)
      .values({ to: mail.to, kind: mail.kind, sealedBody })
      .returning({ id: mailOutbox.id })
    const id = row?.id ?? 0
    await jobs.send(MAIL_QUEUE, { outboxId: id }, { tx, singletonKey: outboxKey(id) })
  }

  return {
    async send(mail, tx) {
      if (tx) return enqueue(tx, mail)
      await db.transaction((own) => enqueue(own, mail))
    },
    async idle() {
      const until = Date.now() + IDLE_GIVE_UP_MS
      while (Date.now() < until) {
        const pending = await db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'pending'))
        let busy = false
        for (const { id } of pending) {
          const job = await jobs.findLive(MAIL_QUEUE, outboxKey(id))
          if (job && (job.state === 'active' || job.startAfter.getTime() - Date.now() < RETRY_FAR_MS))
            busy = true
        }
        if (!busy) return
        // A retry that just came due waits for the next poll otherwise.
        jobs.wake(MAIL_QUEUE)
        await new Promise((r) => setTimeout(r, 20))
      }
      log.warn('mailer.idle gave up waiting for the outbox')
    },
    deliver,
    sweep,
  }
}

export const mailDeliveryJob: JobDefinition<
  { mailer: Mailer; config: Pick<Config, 'MAIL_RETRY_DELAY_SECONDS'> },
  { outboxId: number }
> = {
  name: MAIL_QUEUE,
  settings: ({ config }) => ({ ...MAIL_QUEUE_SETTINGS, retryDelay: config.MAIL_RETRY_DELAY_SECONDS }),
  handler: ({ mailer }, job) => mailer.deliver(job),
}

export const mailSweepJob: JobDefinition<{ mailer: Mailer }> = {
  name: SWEEP_QUEUE,
  settings: { retryLimit: 0 },
  cron: '17 * * * *',
  handler: ({ mailer }) => mailer.sweep(),
}
