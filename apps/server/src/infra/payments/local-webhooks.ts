import type { FastifyBaseLogger } from 'fastify'
import type { Queryable } from '../../db/client.ts'
import type { JobDefinition, JobRun, Jobs, QueueSettings } from '../jobs.ts'

/**
 * The local provider's webhook delivery, shaped after Stripe's (docs/decisions/022): every event may arrive more than
 * once and late, and a delivery the shop does not answer with a 2xx is retried with growing waits. The shop's
 * endpoint must cope with all of that against the simulation exactly as it will against Stripe.
 *
 * Each copy is a job of the job engine, queued in the transaction that changed the session (issue 21 item 11): the
 * event exists exactly when that change committed, and its delivery survives the process that made it. A process
 * killed in the middle of a delivery leaves the job active; the engine gives it to another worker once it expires.
 */

/** Posts one signed copy to the shop's webhook endpoint and answers the HTTP status (a throw counts as a failure). */
export type Deliver = (payload: string, signature: string) => Promise<number>

export type WebhookSender = {
  /** Queues `copies` deliveries of the event in the transaction, each due after its own random wait. */
  send(tx: Queryable, payload: string): Promise<void>
  /** The webhook queue's handler (webhookDeliveryJob): one attempt of one copy (deliverCopy). */
  deliver(job: JobRun<Delivery>): Promise<void>
  /** Resolves when every delivery this process queued so far has succeeded or been given up (tests). */
  idle(): Promise<void>
  /** Stops waking the worker for delayed copies; the jobs stay queued for any worker. */
  close(): void
}

export const WEBHOOK_QUEUE = 'local-payments-webhook'

/**
 * Stripe's early retries come after growing waits: four here (the engine's backoff: 1–2, 2–4, 4–8 and 8–16 seconds),
 * so a shop that was briefly down still gets the event. A delivery is a request to this very app, so one still
 * running after a minute belongs to a process that died. Stripe sends many at once: so do four workers a process
 * (each job is a short request to this very process; more would mostly add the engine's polling).
 */
export const WEBHOOK_QUEUE_SETTINGS: QueueSettings = {
  retryLimit: 4,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 60,
  concurrency: 4,
}

type Delivery = { payload: string }

export const webhookDeliveryJob: JobDefinition<{ webhooks: WebhookSender }, Delivery> = {
  name: WEBHOOK_QUEUE,
  settings: WEBHOOK_QUEUE_SETTINGS,
  handler: ({ webhooks }, job) => webhooks.deliver(job),
}

/** The event id, for the log lines. */
const eventId = (payload: string) => {
  try {
    return (JSON.parse(payload) as { id?: unknown }).id
  } catch {
    return undefined
  }
}

/** One attempt of one copy: a 2xx settles it; anything else is logged and thrown for the engine to retry. */
export async function deliverCopy(
  job: JobRun<Delivery>,
  opts: {
    deliver: Deliver
    /** Signs the payload now: each attempt carries a fresh timestamp, as Stripe's do, so a late retry still verifies. */
    sign: (payload: string) => string
    log: Pick<FastifyBaseLogger, 'warn'>
  },
): Promise<void> {
  const { payload } = job.data
  let outcome: number | string
  try {
    outcome = await opts.deliver(payload, opts.sign(payload))
    if (outcome >= 200 && outcome < 300) return
  } catch (err) {
    outcome = String(err)
  }
  const attempts = job.retryCount + 1
  if (job.retryCount >= job.retryLimit) {
    opts.log.warn({ event: eventId(payload), outcome, attempts }, 'local payments: webhook given up')
    return
  }
  opts.log.warn(
    { event: eventId(payload), outcome, attempts },
    'local payments: webhook not accepted; retrying',
  )
  throw new Error(`webhook delivery answered ${outcome}`)
}

export function createWebhookSender(opts: {
  jobs: Jobs
  deliver: Deliver
  sign: (payload: string) => string
  log: Pick<FastifyBaseLogger, 'warn'>
  copies: number
  maxDelayMs: number
  random?: () => number
}): WebhookSender {
  const { jobs } = opts
  const random = opts.random ?? Math.random
  /** The jobs' keys this process queued and has not seen finish. */
  const queued = new Set<string>()
  const timers = new Set<NodeJS.Timeout>()
  let sent = 0

  /** The engine polls every few seconds: a copy due sooner wakes this process's worker when it falls due. */
  const wakeAt = (ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      jobs.wake(WEBHOOK_QUEUE)
    }, ms)
    timer.unref()
    timers.add(timer)
  }

  return {
    async send(tx, payload) {
      for (let i = 0; i < opts.copies; i++) {
        const delayMs = Math.floor(random() * opts.maxDelayMs)
        const singletonKey = `${eventId(payload)}:${i}:${++sent}`
        await jobs.send(
          WEBHOOK_QUEUE,
          { payload },
          { tx, singletonKey, startAfter: delayMs > 0 ? new Date(Date.now() + delayMs) : undefined },
        )
        queued.add(singletonKey)
        if (delayMs > 0) wakeAt(delayMs)
      }
    },
    deliver: (job) => deliverCopy(job, opts),
    async idle() {
      while (queued.size > 0) {
        for (const key of queued) if (!(await jobs.findLive(WEBHOOK_QUEUE, key))) queued.delete(key)
        if (queued.size > 0) await new Promise((r) => setTimeout(r, 20))
      }
    },
    close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
