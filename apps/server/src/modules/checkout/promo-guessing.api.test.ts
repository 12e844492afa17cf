import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  editsOf,
  expectKo,
  newBuyer,
  newClient,
  newVisitor,
  PRODUCTS,
  readCart,
  setSetting,
} from '../cart/test-cart.ts'

// Issue 21 item 8: 600 guesses in 1.8 s found BENVENUTO10. Failed codes are counted per account and per address
// (the database limiter, at its real limits here: factor 1), then 429 with Retry-After until the window passes.

const { t, molino } = await cartTestApp('1')

/** The failure limits' window (RATE_LIMITS.promoFailuresPer*). */
const WINDOW_MS = 15 * 60 * 1000

afterEach(() => {
  vi.useRealTimers()
})

/** Moves the clock the limiter reads to just after the start of the next window, so a test's count shares one. */
function startOfNextWindow(): number {
  const start = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + 1000
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start)
  return start
}

/** Applies a code to the agent's cart as it is now. */
async function applyCode(agent: Agent, code: string, lang = 'it') {
  return agent.post(`/api/front/cart/${lang}`, editsOf(await readCart(agent, lang), { promo_code: code }))
}

describe('POST /api/front/cart/{lang} with a promo code', () => {
  it('answers 429 with Retry-After after 10 failed codes of one account, even to the right code, until the window passes', async () => {
    const start = startOfNextWindow()
    const buyer = await newBuyer(t, molino)
    await addToCart(buyer.agent, PRODUCTS.filter)

    // An honest buyer applying and removing the right code is never counted.
    for (let i = 0; i < 12; i++) {
      expect((await applyCode(buyer.agent, 'BENVENUTO10')).statusCode).toBe(200)
      expect((await applyCode(buyer.agent, '')).statusCode).toBe(200)
    }

    // Each refusal keeps its own message: a mistyped, an expired, a used-up and a future code.
    const refused = ['BENVENUTO01', 'ESTATE2025', 'FIERA15', 'FUTURO20']
    const messages = new Set<string>()
    for (let i = 0; i < 10; i++) {
      const code = refused[i % refused.length] as string
      const res = await applyCode(buyer.agent, code)
      expectKo(res, 422, 'validation_failed')
      messages.add(res.json().errors['cart.promo_code'][0])
    }
    expect(messages.size).toBe(4)

    const blocked = await applyCode(buyer.agent, 'GUESS11')
    expectKo(blocked, 429, 'rate_limited')
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000)
    expectKo(await applyCode(buyer.agent, 'BENVENUTO10'), 429, 'rate_limited')
    // The rest of the cart still works: only a typed code is counted.
    const cart = await readCart(buyer.agent)
    const edit = await buyer.agent.post('/api/front/cart/it', editsOf(cart, { quotation_reference: 'RDO-7' }))
    expect(edit.statusCode).toBe(200)

    // Another buyer, of another company, at another address, is not held back.
    const other = await newBuyer(t, await newClient(t))
    await addToCart(other.agent, PRODUCTS.filter)
    expectKo(await applyCode(other.agent, 'GUESS12'), 422, 'validation_failed')
    expect((await applyCode(other.agent, 'BENVENUTO10')).statusCode).toBe(200)

    // The next window: the right code applies.
    vi.setSystemTime(start + WINDOW_MS)
    const applied = await applyCode(buyer.agent, 'BENVENUTO10')
    expect(applied.statusCode, applied.body.slice(0, 300)).toBe(200)
    expect(applied.json().cart.applied_promo_code).toEqual({ code: 'BENVENUTO10', discount: 10 })
  })

  it('counts a visitor per address: 30 failed codes, then 429 for that address only', async () => {
    startOfNextWindow()
    await setSetting(t, 'show_public_prices', true)
    try {
      const visitor = newVisitor(t)
      await addToCart(visitor, PRODUCTS.filter)
      for (let i = 0; i < 30; i++) expectKo(await applyCode(visitor, `GUESS${i}`), 422, 'validation_failed')
      const blocked = await applyCode(visitor, 'BENVENUTO10')
      expectKo(blocked, 429, 'rate_limited')
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)

      const elsewhere = newVisitor(t)
      await addToCart(elsewhere, PRODUCTS.filter)
      expect((await applyCode(elsewhere, 'BENVENUTO10')).statusCode).toBe(200)
    } finally {
      await setSetting(t, 'show_public_prices', false)
    }
  })
})
