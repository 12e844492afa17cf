import { describe, expect, it, vi } from 'vitest'
import type { Queryable } from '../../db/client.ts'
import type { JobRun, Jobs, SendOptions } from '../jobs.ts'
import {
  createWebhookSender,
  type Deliver,
  deliverCopy,
  WEBHOOK_QUEUE,
  WEBHOOK_QUEUE_SETTINGS,
  webhookDeliveryJob,
} from './local-webhooks.ts'

// The delivery of one copy and the queueing of an event, against a fake endpoint and a fake job engine: counts and
// outcomes only, never the clock. local-provider.api.test.ts runs the real engine.

const payload = JSON.stringify({ id: 'evt_test_1', object: 'event', type: 'checkout.session.completed' })

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

/** Runs a copy's job as the engine does: again after each throw, until it settles or its retries are spent. */
async function runAsTheEngine(deliver: Deliver) {
  const log = { warn: vi.fn() }
  let signed = 0
  const opts = { deliver, sign: () => `t=1,v1=signature-${++signed}`, log }
  const retryLimit = WEBHOOK_QUEUE_SETTINGS.retryLimit ?? 0
  let thrown = 0
  for (let retryCount = 0; retryCount <= retryLimit; retryCount++) {
    const job: JobRun<{ payload: string }> = { id: 'job-1', data: { payload }, retryCount, retryLimit }
    try {
      await deliverCopy(job, opts)
      break
    } catch {
      thrown++
    }
  }
  return { log, thrown }
}

describe('one webhook copy', () => {
  it('is delivered once when the shop answers 2xx', async () => {
    const { deliver, calls } = endpoint(200)
    const { log, thrown } = await runAsTheEngine(deliver)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.payload).toBe(payload)
    expect(thrown).toBe(0)
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('is retried after a non-2xx answer and a throw, signed afresh each time, until accepted', async () => {
    const { deliver, calls } = endpoint(500, 'ECONNRESET', 404, 204)
    const { log, thrown } = await runAsTheEngine(deliver)
    expect(calls).toHaveLength(4)
    expect(new Set(calls.map((c) => c.signature)).size).toBe(4)
    expect(thrown).toBe(3)
    expect(log.warn).toHaveBeenCalledTimes(3)
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ event: 'evt_test_1', outcome: 500 })
    expect(log.warn.mock.calls[1]?.[0]).toMatchObject({ outcome: 'Error: ECONNRESET' })
  })

  it('is given up after four retries with growing waits, and says so', async () => {
    expect(WEBHOOK_QUEUE_SETTINGS).toMatchObject({ retryLimit: 4, retryDelay: 1, retryBackoff: true })
    const { deliver, calls } = endpoint(500, 500, 500, 500, 500, 500, 500)
    const { log, thrown } = await runAsTheEngine(deliver)
    expect(calls).toHaveLength(5)
    expect(thrown).toBe(4)
    expect(log.warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ event: 'evt_test_1', attempts: 5 }),
      'local payments: webhook given up',
    )
  })
})

/** The job engine's calls the sender makes, recorded; findLive answers from `live`. */
function fakeJobs() {
  const sent: { name: string; data: object; opts: SendOptions }[] = []
  const live = new Set<string>()
  const jobs: Jobs & { sent: typeof sent; live: Set<string>; woken: number } = {
    sent,
    live,
    woken: 0,
    work() {},
    async send(name, data, opts = {}) {
      sent.push({ name, data, opts })
      if (opts.singletonKey) live.add(opts.singletonKey)
      return 'job'
    },
    schedule() {},
    async findLive(_name, key) {
      return live.has(key) ? ({ id: key } as Awaited<ReturnType<Jobs['findLive']>>) : null
    },
    wake() {
      jobs.woken++
    },
  }
  return jobs
}

describe('the webhook sender', () => {
  const tx = {} as Queryable
  const make = (jobs: Jobs, copies: number, maxDelayMs: number, random = () => 0.5) =>
    createWebhookSender({
      jobs,
      deliver: async () => 200,
      sign: () => 'sig',
      log: { warn: vi.fn() },
      copies,
      maxDelayMs,
      random,
    })

  it('is worked by the webhook queue, whose job is one copy delivered', async () => {
    expect(webhookDeliveryJob).toMatchObject({ name: WEBHOOK_QUEUE, settings: WEBHOOK_QUEUE_SETTINGS })
    expect(webhookDeliveryJob.cron).toBeUndefined()
    const { deliver, calls } = endpoint(200)
    const webhooks = createWebhookSender({
      jobs: fakeJobs(),
      deliver,
      sign: () => 'sig',
      log: { warn: vi.fn() },
      copies: 1,
      maxDelayMs: 0,
    })
    await webhookDeliveryJob.handler(
      { webhooks },
      { id: 'job-1', data: { payload }, retryCount: 0, retryLimit: 4 },
    )
    expect(calls).toEqual([{ payload, signature: 'sig' }])
  })

  it('queues each copy in the transaction given, each after its own random wait', async () => {
    const jobs = fakeJobs()
    const random = vi.fn(() => 0.5)
    const s = make(jobs, 3, 10, random)
    await s.send(tx, payload)
    expect(jobs.sent).toHaveLength(3)
    expect(random).toHaveBeenCalledTimes(3)
    for (const job of jobs.sent) {
      expect(job).toMatchObject({ name: WEBHOOK_QUEUE, data: { payload } })
      expect(job.opts.tx).toBe(tx)
      expect(job.opts.startAfter).toBeInstanceOf(Date)
    }
    expect(new Set(jobs.sent.map((j) => j.opts.singletonKey)).size).toBe(3)
    // The engine polls every few seconds: the worker is woken when each delayed copy falls due.
    await vi.waitFor(() => expect(jobs.woken).toBe(3))
    s.close()
  })

  it('queues a copy without a wait to start at once, and wakes nobody', async () => {
    const jobs = fakeJobs()
    const s = make(jobs, 1, 0)
    await s.send(tx, payload)
    expect(jobs.sent[0]?.opts.startAfter).toBeUndefined()
    s.close()
    expect(jobs.woken).toBe(0)
  })

  it('is idle once none of the jobs it queued is live', async () => {
    const jobs = fakeJobs()
    const s = make(jobs, 2, 0)
    await s.send(tx, payload)
    let idle = false
    const waiting = s.idle().then(() => {
      idle = true
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(idle).toBe(false)
    jobs.live.clear()
    await waiting
    expect(idle).toBe(true)
  })
})
