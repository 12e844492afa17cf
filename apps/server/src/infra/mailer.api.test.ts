import { randomBytes } from 'node:crypto'
import net, { type AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import { startMailCatcher } from '../test/mail-catcher.ts'
import { createTestApp, openTestDatabase } from '../test/test-app.ts'
import { createJobs, registerJob } from './jobs.ts'
import {
  createMailer,
  MAIL_QUEUE,
  MAIL_QUEUE_SETTINGS,
  type Mail,
  mailDeliveryJob,
  mailSweepJob,
  SWEEP_QUEUE,
} from './mailer.ts'
import { createServerSecret } from './secret.ts'

let counter = 0
/** A mail carrying a secret token, as an activation mail does. */
function tokenMail(prefix: string) {
  const token = randomBytes(16).toString('hex')
  const to = `${prefix}-${Date.now()}-${++counter}@example.com`
  const mail: Mail = {
    kind: 'activation',
    to,
    subject: 'Activate',
    text: `Open http://localhost:3000/activate/${token}`,
  }
  return { mail, to, token }
}

const outboxRows = (db: Db, to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to))
/** The row as the database stores it, every column as text. */
async function rowText(db: Pick<Db, 'execute'>, to: string) {
  const r = await db.execute(sql`select m::text as t from mail_outbox m where m."to" = ${to}`)
  return r.rows.map((row) => String((row as { t: string }).t)).join('\n')
}

/** A port nothing listens on (yet): an SMTP server that is down. */
async function deadPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('deps.mailer', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('sends nothing for a transaction that rolls back', async () => {
    const { mail, to } = tokenMail('rollback')
    await expect(
      t.deps.db.transaction(async (tx) => {
        await t.deps.mailer.send(mail, tx)
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    await t.deps.mailer.idle()
    expect(await outboxRows(t.deps.db, to)).toEqual([])
    expect(t.mail.to(to)).toEqual([])
  })

  it('delivers a committed mail once, keeping its body sealed until then and erased after', async () => {
    const { mail, to, token } = tokenMail('commit')
    await t.deps.db.transaction(async (tx) => {
      await t.deps.mailer.send(mail, tx)
      const stored = await rowText(tx, to)
      expect(stored).toContain('pending')
      expect(stored).not.toContain(token)
    })
    const caught = await t.mail.waitFor(to)
    expect(caught.text).toContain(token)
    await t.deps.mailer.idle()
    const [row] = await outboxRows(t.deps.db, to)
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      sealedBody: null,
      error: null,
      kind: 'activation',
    })
    expect(caught.messageId).toBe(`<outbox-${row?.id}@localhost>`)
    expect(await rowText(t.deps.db, to)).not.toContain(token)
    // The job carries only the row's id.
    const jobs = await t.deps.db.execute(
      sql`select data::text as d from pgboss.job where data::text like ${`%${token}%`}`,
    )
    expect(jobs.rows).toEqual([])
  })

  it('never sends a mail twice, even when its delivery job runs again', async () => {
    const { mail, to } = tokenMail('twice')
    await t.deps.mailer.send(mail)
    await t.mail.waitFor(to)
    await t.deps.mailer.idle()
    const [row] = await outboxRows(t.deps.db, to)
    const key = `outbox-${row?.id}`
    expect(await t.deps.jobs.send(MAIL_QUEUE, { outboxId: row?.id }, { singletonKey: key })).not.toBeNull()
    await expect
      .poll(
        async () =>
          (await t.deps.db.execute(sql`select state from pgboss.job where singleton_key = ${key}`)).rows,
        {
          timeout: 10_000,
        },
      )
      .toEqual([{ state: 'completed' }, { state: 'completed' }])
    expect(t.mail.to(to)).toHaveLength(1)
  })

  it('gives up on a mail still pending after a day, erasing its body (hourly sweep)', async () => {
    const [old] = await t.deps.db
      .insert(mailOutbox)
      .values({
        to: 'lost@example.com',
        kind: 'activation',
        sealedBody: 'x.y.z',
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      })
      .returning({ id: mailOutbox.id })
    const schedules = await t.deps.db.execute(
      sql`select cron from pgboss.schedule where name = ${SWEEP_QUEUE}`,
    )
    expect(schedules.rows).toEqual([{ cron: '17 * * * *' }])
    await t.deps.jobs.send(SWEEP_QUEUE, {})
    await expect
      .poll(async () => (await outboxRows(t.deps.db, 'lost@example.com'))[0]?.status, { timeout: 10_000 })
      .toBe('failed')
    const [row] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, old?.id ?? 0))
    expect(row).toMatchObject({ sealedBody: null, error: 'no delivery within 1 day' })
  })
})

describe('when the SMTP server is down', () => {
  it('keeps the mail pending with the error, and delivers it on a retry once the server is up', async () => {
    const port = await deadPort()
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1' })
    const { mail, to, token } = tokenMail('down')
    try {
      await t.deps.mailer.send(mail)
      await expect
        .poll(async () => (await outboxRows(t.deps.db, to))[0], { timeout: 15_000 })
        .toMatchObject({ status: 'pending', attempts: 1, error: expect.stringContaining('ECONNREFUSED') })
      expect(await rowText(t.deps.db, to)).not.toContain(token)
      const catcher = await startMailCatcher(port)
      try {
        expect((await catcher.waitFor(to)).text).toContain(token)
        await t.deps.mailer.idle()
        const [row] = await outboxRows(t.deps.db, to)
        expect(row).toMatchObject({ status: 'sent', error: null, sealedBody: null })
        expect(row?.attempts).toBeGreaterThanOrEqual(2)
        expect(catcher.to(to)).toHaveLength(1)
      } finally {
        await catcher.close()
      }
    } finally {
      await t.close()
    }
  })
})

describe('createMailer on the job engine', () => {
  const secret = createServerSecret(randomBytes(32))
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.drop())

  function start(
    smtpUrl: string | undefined,
    log = pino({ level: 'silent' }),
    print?: (text: string) => void,
  ) {
    const jobs = createJobs({ database, worker: true, log })
    const mailer = createMailer({
      db: database.db,
      jobs,
      secret,
      smtpUrl,
      from: 'shop@example.com',
      publicUrl: 'http://localhost:3000',
      log,
      print,
    })
    // Retried once, a second later: a mail given up is seen within seconds.
    const settings = { ...MAIL_QUEUE_SETTINGS, retryDelay: 1, retryLimit: 1 }
    registerJob(jobs, { ...mailDeliveryJob, settings }, { mailer, config: { MAIL_RETRY_DELAY_SECONDS: 1 } })
    registerJob(jobs, mailSweepJob, { mailer })
    return { jobs, mailer }
  }

  it('marks a mail failed and erases its body after the last retry', async () => {
    const { jobs, mailer } = start(`smtp://127.0.0.1:${await deadPort()}`)
    await jobs.start()
    try {
      const { mail, to } = tokenMail('dead')
      await mailer.send(mail)
      await mailer.idle()
      const [row] = await outboxRows(database.db, to)
      expect(row).toMatchObject({ status: 'failed', attempts: 2, sealedBody: null })
      expect(row?.error).toContain('ECONNREFUSED')
    } finally {
      await jobs.stop(5_000)
    }
  })

  it('without SMTP_URL logs the mail (the demo’s way to read a link) and erases its body', async () => {
    const lines: string[] = []
    const { jobs, mailer } = start(
      undefined,
      pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    )
    await jobs.start()
    try {
      const { mail, to, token } = tokenMail('logged')
      await mailer.send(mail)
      await mailer.idle()
      const [row] = await outboxRows(database.db, to)
      expect(row).toMatchObject({ status: 'logged', sealedBody: null })
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'mail logged (SMTP_URL not set)')
      expect(logged).toMatchObject({ to, subject: 'Activate', text: expect.stringContaining(token) })
    } finally {
      await jobs.stop(5_000)
    }
  })

  it('without SMTP_URL, on the development console, prints the mail as a block instead of a JSON field', async () => {
    const lines: string[] = []
    const printed: string[] = []
    const { jobs, mailer } = start(
      undefined,
      pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
      (text) => printed.push(text),
    )
    await jobs.start()
    try {
      const { mail, to, token } = tokenMail('printed')
      await mailer.send(mail)
      await mailer.idle()
      const [row] = await outboxRows(database.db, to)
      expect(row).toMatchObject({ status: 'logged', sealedBody: null })
      expect(printed).toHaveLength(1)
      expect(printed[0]).toContain(`mail to ${to}`)
      expect(printed[0]).toContain('│ Subject: Activate')
      expect(printed[0]).toContain(`│ Open http://localhost:3000/activate/${token}`)
      expect(lines.join('')).not.toContain(token)
    } finally {
      await jobs.stop(5_000)
    }
  })
})
