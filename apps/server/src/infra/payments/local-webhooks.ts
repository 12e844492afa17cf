import type { FastifyBaseLogger } from 'fastify'

/**
 * The local provider's webhook delivery, shaped after Stripe's (docs/decisions/022): every event may arrive more than
 * once and late, and a delivery the shop does not answer with a 2xx is retried with growing waits. The shop's
 * endpoint must cope with all of that against the simulation exactly as it will against Stripe.
 */

/** Posts one signed copy to the shop's webhook endpoint and answers the HTTP status (a throw counts as a failure). */
export type Deliver = (payload: string, signature: string) => Promise<number>

export type WebhookSender = {
  /** Schedules `copies` deliveries of the event, each after its own random wait; never throws. */
  send(payload: string): void
  /** Resolves when every delivery started so far has succeeded or been given up (or the sender closed). */
  idle(): Promise<void>
  /** Stops every pending wait and retry; deliveries in flight are awaited for at most a few seconds. */
  close(): Promise<void>
}

/** Stripe's early retries come after growing waits; four here, so a shop that was briefly down still gets the event. */
export const RETRY_WAITS_MS = [1_000, 2_000, 4_000, 8_000] as const
const CLOSE_WAIT_MS = 5_000

export function createWebhookSender(opts: {
  deliver: Deliver
  /** Signs the payload now: each attempt carries a fresh timestamp, as Stripe's do, so a late retry still verifies. */
  sign: (payload: string) => string
  log: Pick<FastifyBaseLogger, 'warn'>
  copies: number
  maxDelayMs: number
  /** Tests shorten them. */
  retryWaitsMs?: readonly number[]
  random?: () => number
}): WebhookSender {
  const { deliver, sign, log } = opts
  const retryWaits = opts.retryWaitsMs ?? RETRY_WAITS_MS
  const random = opts.random ?? Math.random
  const waits = new Set<{ timer: NodeJS.Timeout; done: () => void }>()
  const running = new Set<Promise<void>>()
  let closed = false

  /** A wait that close() can cut short; unref'd, so a pending retry never keeps the process alive. */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          waits.delete(entry)
          resolve()
        }, ms),
        done: resolve,
      }
      entry.timer.unref()
      waits.add(entry)
    })

  const eventId = (payload: string) => {
    try {
      return (JSON.parse(payload) as { id?: unknown }).id
    } catch {
      return undefined
    }
  }

  async function deliverCopy(payload: string) {
    await wait(Math.floor(random() * opts.maxDelayMs))
    for (let attempt = 0; !closed; attempt++) {
      let outcome: number | string
      try {
        outcome = await deliver(payload, sign(payload))
        if (outcome >= 200 && outcome < 300) return
      } catch (err) {
        outcome = String(err)
      }
      const retryIn = retryWaits[attempt]
      if (retryIn === undefined) {
        log.warn(
          { event: eventId(payload), outcome, attempts: attempt + 1 },
          'local payments: webhook given up',
        )
        return
      }
      log.warn(
        { event: eventId(payload), outcome, retryIn },
        'local payments: webhook not accepted; retrying',
      )
      await wait(retryIn)
    }
  }

  function track(promise: Promise<void>) {
    running.add(promise)
    void promise.finally(() => running.delete(promise))
  }

  return {
    send(payload) {
      if (closed) return
      for (let i = 0; i < opts.copies; i++) track(deliverCopy(payload))
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running])
    },
    async close() {
      closed = true
      for (const entry of waits) {
        clearTimeout(entry.timer)
        entry.done()
      }
      waits.clear()
      const gaveUp = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())
      await Promise.race([Promise.allSettled([...running]), gaveUp])
    },
  }
}
