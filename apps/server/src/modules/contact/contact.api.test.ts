import { CONTACT_MESSAGE_MAX } from '@shop/domain/identity/contact'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse as Response } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { RATE_LIMITS } from '../../infra/rate-limit.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createAgent } from '../accounts/test-agent.ts'
import { quoteUserText } from './contact-mails.ts'

const PROVIDER = 'vendite@silo-shop.example'
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  // The real limits (factor 1): the contact limit is small enough to reach here.
  t = await createTestApp({ PROVIDER_EMAIL: PROVIDER })
})
afterAll(() => t.close())

let ipCounter = 0
/** A browser calling from an address no other test uses, so each test has the whole limit to itself. */
const fromNewIp = () => createAgent(t.app, { remoteAddress: `198.51.100.${++ipCounter}` })

let counter = 0
/** A name nobody else in this file writes with, so a test finds its own mail among the others. */
const newName = () => `Giulia Rossi ${Date.now()}-${++counter}`

function message(extra: Record<string, unknown> = {}) {
  return {
    name: newName(),
    company: 'Mangimi Rossi S.r.l.',
    email: 'giulia.rossi@example.com',
    phone: '+39 051 000000',
    message: 'Vorrei un preventivo per un silo da 30 m³.\n\nGrazie.',
    privacy: true,
    ...extra,
  }
}

async function contactMailsTo(address: string) {
  return t.database.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.to, address))
}

function expectKo(res: Response, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toMatchObject({ status: 'KO', ...(code ? { error_code: code } : {}) })
}

describe('POST /api/front/contact', () => {
  it('mails the visitor’s message to the provider, with the address to answer, and nothing to the visitor', async () => {
    const body = message({
      email: `visitor-${Date.now()}@example.com`,
      message: 'Buongiorno,\r\n\r\n\r\nvedete www.phish.example\u202E per i dettagli.\n',
    })
    const res = await fromNewIp().post('/api/front/contact', body, { headers: { 'x-lang': 'en' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      status: 'OK',
      message:
        'Thank you, your message has been sent. We will answer as soon as possible at the e-mail address you gave.',
      copy_sent: false,
    })
    const mail = await t.mail.waitFor(PROVIDER, (m) => m.subject.includes(body.name))
    // In Italian whatever the page's language, as the provider's other mails.
    expect(mail.subject).toBe(`Messaggio dal sito: ${body.name}`)
    expect(mail.text).toContain(`Nome: ${body.name}\nAzienda: Mangimi Rossi S.r.l.`)
    expect(mail.text).toContain(`E-mail: ${body.email} (indirizzo non verificato)`)
    expect(mail.text).toContain('Telefono: +39 051 000000\nLingua della pagina: EN')
    // The visitor's lines stay lines, quoted; the link is broken up and the bidi override gone.
    expect(mail.text).toContain(
      'Messaggio:\n> Buongiorno,\n>\n> vedete www[.]phish[.]example per i dettagli.\n\n',
    )
    expect(mail.text).toContain(`Per rispondere, scrivi a ${body.email}.`)
    await t.deps.mailer.idle()
    expect(await contactMailsTo(body.email)).toEqual([])
  })

  it('sends a signed-in customer writing from their verified address a copy in the page’s language', async () => {
    const agent = fromNewIp()
    expect((await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)).statusCode).toBe(200)
    const body = message({ email: DEMO_USERS.buyer.email.toUpperCase() })
    const res = await agent.post('/api/front/contact', body, { headers: { 'x-lang': 'de' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'OK', copy_sent: true })
    const desk = await t.mail.waitFor(PROVIDER, (m) => m.subject.includes(body.name))
    expect(desk.text).toContain(
      `E-mail: ${DEMO_USERS.buyer.email} (indirizzo verificato di un cliente registrato)`,
    )
    const copy = await t.mail.waitFor(
      DEMO_USERS.buyer.email,
      (m) => m.subject === 'Wir haben Ihre Nachricht erhalten',
    )
    expect(copy.text).toContain(`Guten Tag ${body.name},`)
    // The copy does not repeat the message: it only says it arrived.
    expect(copy.text).not.toContain('preventivo')
  })

  it('sends a signed-in customer no copy when they write from another address', async () => {
    const agent = fromNewIp()
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const other = `someone-else-${Date.now()}@example.com`
    const res = await agent.post('/api/front/contact', message({ email: other }))
    expect(res.json()).toMatchObject({ status: 'OK', copy_sent: false })
    await t.deps.mailer.idle()
    expect(await contactMailsTo(other)).toEqual([])
  })

  it('answers a bad body with 422 and the field errors in the page’s language, and mails nothing', async () => {
    const agent = fromNewIp()
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        {},
        {
          name: ['Campo obbligatorio.'],
          email: ['Campo obbligatorio.'],
          message: ['Campo obbligatorio.'],
          privacy: ['Occorre accettare i termini della privacy'],
        },
      ],
      [message({ privacy: false }), { privacy: ['Occorre accettare i termini della privacy'] }],
      [message({ email: 'giulia@' }), { email: ['Indirizzo email non valido.'] }],
      [message({ message: '   ' }), { message: ['Campo obbligatorio.'] }],
      [message({ message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }), { message: ['Il testo è troppo lungo.'] }],
      [message({ phone: 'chiamatemi' }), { phone: ['Valore non valido.'] }],
    ]
    const before = (await t.database.db.select().from(mailOutbox)).length
    for (const [body, errors] of cases) {
      const res = await agent.post('/api/front/contact', body)
      expectKo(res, 422, 'validation_failed')
      expect(res.json().errors).toEqual(errors)
    }
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before)
  })

  it('answers malformed bodies with a 4xx, never a 5xx', async () => {
    const agent = fromNewIp()
    const bodies: unknown[] = [
      [],
      'ciao',
      42,
      null,
      { ...message(), name: { first: 'Giulia' } },
      { ...message(), email: ['a@example.com'] },
      { ...message(), message: 'Ciao\u0000' },
      { ...message(), company: '\uDC00' },
      { ...message(), privacy: 'maybe' },
      { ...message(), name: 'x'.repeat(101) },
    ]
    for (const body of bodies) {
      const res = await agent.post('/api/front/contact', body)
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.json().status).toBe('KO')
    }
    const text = await agent.post('/api/front/contact', 'name=x', {
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.statusCode).toBeGreaterThanOrEqual(400)
    expect(text.statusCode).toBeLessThan(500)
  })

  it('takes the form-encoded body a browser without JavaScript sends', async () => {
    const res = await fromNewIp().postForm('/api/front/contact', {
      name: newName(),
      email: 'form@example.com',
      message: 'Ciao',
      privacy: 'on',
    })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('refuses a request without the CSRF header with 403, and mails nothing', async () => {
    const body = message()
    const res = await fromNewIp().post('/api/front/contact', body, { csrf: false })
    expectKo(res, 403, 'csrf_token_mismatch')
    await t.deps.mailer.idle()
    expect(t.mail.mails.some((m) => m.subject.includes(body.name))).toBe(false)
  })

  it('holds back a caller who keeps writing with 429, while others still get through', async () => {
    const agent = fromNewIp()
    for (let i = 0; i < RATE_LIMITS.contactPerIp.max; i++) {
      expect((await agent.post('/api/front/contact', message())).statusCode).toBe(200)
    }
    const held = await agent.post('/api/front/contact', message())
    expectKo(held, 429, 'rate_limited')
    const wait = Number(held.headers['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(RATE_LIMITS.contactPerIp.windowSeconds)
    expect((await fromNewIp().post('/api/front/contact', message())).statusCode).toBe(200)
  })
})

describe('quoteUserText', () => {
  it.each([
    ['one line', '> one line'],
    ['a\nb', '> a\n> b'],
    ['\n\na\r\n\r\n\r\nb\n\n', '> a\n>\n> b'],
    ['see https://evil.example/x', '> see hxxps://evil[.]example/x'],
    ['tab\there\u2028next', '> tab here\n> next'],
    ['', ''],
  ])('%j -> %j', (text, quoted) => {
    expect(quoteUserText(text)).toBe(quoted)
  })
})
