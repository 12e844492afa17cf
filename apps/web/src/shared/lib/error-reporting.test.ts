import { CLIENT_ERROR_MAX } from '@shop/domain/platform/client-error'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Sent = { url: string; method: string; headers: Record<string, string>; body: Record<string, unknown> }

let sent: Sent[]
let answer: () => Promise<Response>

/** The module as a new page load finds it: nothing reported yet. */
async function freshPage() {
  vi.resetModules()
  return import('./error-reporting.ts')
}

/** Lets the calls in flight settle (their answers, their failures). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  sent = []
  answer = async () => Response.json({ status: 'OK' })
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=token-1' })
  vi.stubGlobal('location', { pathname: '/it/prodotti/SZ-30', search: '?code=SZ-30-A1' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)),
      })
      return answer()
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('reportError', () => {
  it('posts the error with its page and the release, with the CSRF header', async () => {
    const { reportError } = await freshPage()
    const error = new TypeError('model.sections is undefined')
    reportError('react', error)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      url: '/api/front/client_error',
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': 'token-1' },
      body: {
        kind: 'react',
        message: 'TypeError: model.sections is undefined',
        stack: error.stack,
        page: '/it/prodotti/SZ-30?code=SZ-30-A1',
        // The chunk's file name; under the test runner, the module's own.
        release: 'error-reporting.ts',
      },
    })
  })

  it('sends each message once, and at most five per page load', async () => {
    const { reportError } = await freshPage()
    for (let i = 0; i < 3; i++) reportError('error', new Error('same'))
    for (let i = 0; i < 10; i++) reportError('error', new Error(`error ${i}`))
    expect(sent.map((s) => s.body.message)).toEqual([
      'Error: same',
      'Error: error 0',
      'Error: error 1',
      'Error: error 2',
      'Error: error 3',
    ])
    // A new page load starts again.
    ;(await freshPage()).reportError('error', new Error('same'))
    expect(sent).toHaveLength(6)
  })

  it('cuts long texts to what the endpoint takes, never inside a character pair', async () => {
    const { reportError } = await freshPage()
    const error = new Error(`${'x'.repeat(CLIENT_ERROR_MAX.message - 'Error: '.length - 1)}😀 and more`)
    error.stack = 's'.repeat(CLIENT_ERROR_MAX.stack + 100)
    reportError('error', error)
    const body = sent[0]?.body as { message: string; stack: string }
    expect(body.message).toBe(`Error: ${'x'.repeat(CLIENT_ERROR_MAX.message - 'Error: '.length - 1)}`)
    expect(body.stack).toHaveLength(CLIENT_ERROR_MAX.stack)
  })

  it('reports any rejected value, even one that cannot be turned into text, without throwing', async () => {
    const { reportError } = await freshPage()
    reportError('unhandledrejection', { code: 42 })
    reportError('unhandledrejection', '')
    expect(() => reportError('unhandledrejection', Object.create(null))).not.toThrow()
    expect(sent.map((s) => [s.body.message, s.body.stack])).toEqual([
      ['[object Object]', ''],
      ['unhandledrejection', ''],
    ])
  })

  it('drops a report the server refuses or that never arrives, without reporting that in turn', async () => {
    const { reportError } = await freshPage()
    answer = async () => Response.json({ status: 'KO', error_code: 'rate_limited' }, { status: 429 })
    reportError('error', new Error('first'))
    answer = () => Promise.reject(new TypeError('Failed to fetch'))
    reportError('error', new Error('second'))
    // A rejection left unhandled here would fail the run.
    await settle()
    expect(sent.map((s) => s.body.message)).toEqual(['Error: first', 'Error: second'])
  })
})

describe('startErrorReporting', () => {
  it("reports the window's uncaught errors and unhandled rejections", async () => {
    const target = new EventTarget()
    vi.stubGlobal('window', target)
    const { startErrorReporting } = await freshPage()
    startErrorReporting()
    target.dispatchEvent(Object.assign(new Event('error'), { error: new RangeError('too deep') }))
    target.dispatchEvent(Object.assign(new Event('error'), { error: null, message: 'Script error.' }))
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('no answer') }))
    expect(sent.map((s) => [s.body.kind, s.body.message])).toEqual([
      ['error', 'RangeError: too deep'],
      ['error', 'Script error.'],
      ['unhandledrejection', 'Error: no answer'],
    ])
  })
})
