import { describe, expect, it, vi } from 'vitest'
import { createWebhookSender, type Deliver } from './local-webhooks.ts'

// The retry logic with a fake endpoint and 1 ms waits: counts and outcomes only, never the clock.

const payload = JSON.stringify({ id: 'evt_test_1', object: 'event', type: 'checkout.session.completed' })

function sender(
  deliver: Deliver,
  over: { copies?: number; retryWaitsMs?: number[]; maxDelayMs?: number } = {},
) {
  const log = { warn: vi.fn() }
  let signed = 0
  const s = createWebhookSender({
    deliver,
    sign: () => `t=1,v1=signature-${++signed}`,
    log,
    copies: over.copies ?? 1,
    maxDelayMs: over.maxDelayMs ?? 0,
    retryWaitsMs: over.retryWaitsMs ?? [1, 1, 1, 1],
  })
  return { s, log }
}

/** A fake endpoint answering the given statuses in turn (a string throws), then 200. */
function endpoint(...answers: (number | string)[]) {
  const calls: { payload: string; signature: string }[] = []
  const deliver: Deliver = async (p, signature) => {
    calls.push({ payload: p, signature })
    const answer = answers[calls.length - 1] ?? 200
    if (typeof answer === 'string') throw new Error(answer)
    return answer
  }
  return { deliver, calls }
}

describe('webhook sender', () => {
  it('delivers once when the shop answers 2xx', async () => {
    const { deliver, calls } = endpoint(200)
    const { s, log } = sender(deliver)
    s.send(payload)
    await s.idle()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.payload).toBe(payload)
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('retries a non-2xx answer and a throw, signing each attempt afresh, until accepted', async () => {
    const { deliver, calls } = endpoint(500, 'ECONNRESET', 404, 204)
    const { s, log } = sender(deliver)
    s.send(payload)
    await s.idle()
    expect(calls).toHaveLength(4)
    expect(new Set(calls.map((c) => c.signature)).size).toBe(4)
    expect(log.warn).toHaveBeenCalledTimes(3)
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ event: 'evt_test_1', outcome: 500 })
    expect(log.warn.mock.calls[1]?.[0]).toMatchObject({ outcome: 'Error: ECONNRESET' })
  })

  it('gives up after four retries, and says so', async () => {
    const { deliver, calls } = endpoint(500, 500, 500, 500, 500, 500, 500)
    const { s, log } = sender(deliver)
    s.send(payload)
    await s.idle()
    expect(calls).toHaveLength(5)
    expect(log.warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ event: 'evt_test_1', attempts: 5 }),
      'local payments: webhook given up',
    )
  })

  it('uses the given waits in order', async () => {
    const spy = vi.spyOn(globalThis, 'setTimeout')
    let waits: unknown[]
    try {
      const { deliver } = endpoint(500, 500, 500, 500, 500)
      const { s } = sender(deliver, { retryWaitsMs: [11, 12, 13, 14] })
      s.send(payload)
      await s.idle()
      waits = spy.mock.calls.map((call) => call[1])
    } finally {
      spy.mockRestore()
    }
    // Only ours: anything else in the process may set timers too.
    expect(waits.filter((ms) => [11, 12, 13, 14].includes(ms as number))).toEqual([11, 12, 13, 14])
  })

  it('sends each event as many times as configured, each copy after its own random delay', async () => {
    const { deliver, calls } = endpoint()
    const random = vi.fn(() => 0.5)
    const log = { warn: vi.fn() }
    const s = createWebhookSender({ deliver, sign: () => 'sig', log, copies: 3, maxDelayMs: 10, random })
    s.send(payload)
    await s.idle()
    expect(calls).toHaveLength(3)
    expect(random).toHaveBeenCalledTimes(3)
  })

  it('on close, drops pending retries: no further attempt, and idle resolves', async () => {
    const { deliver, calls } = endpoint(500, 500, 500)
    const { s } = sender(deliver, { retryWaitsMs: [60_000, 60_000, 60_000, 60_000] })
    s.send(payload)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await s.close()
    await s.idle()
    expect(calls).toHaveLength(1)
    s.send(payload)
    await s.idle()
    expect(calls).toHaveLength(1)
  })
})
