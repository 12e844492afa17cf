import type { Deps } from './deps.ts'
import { type JobDefinition, registerJob } from './infra/jobs.ts'
import { mailDeliveryJob, mailSweepJob } from './infra/mailer.ts'
import { type LocalProvider, localPaymentsSweepJob } from './infra/payments/local-provider.ts'
import { webhookDeliveryJob } from './infra/payments/local-webhooks.ts'
import { visitorCartPurgeJob } from './modules/cart/visitor-cart-purge.service.ts'
import { orderRequestReminderJob } from './modules/checkout/order-request.service.ts'
import { quotationExpiryJob } from './modules/desk/desk-quotations-expiry.service.ts'
import { bankTransferExpiryJob } from './modules/payments/bank-transfer-expiry.ts'

/**
 * Every queue and schedule of the shop, in one place (docs/decisions/010, 031). Each is defined as data next to the
 * code it runs (name, retries, cron, a handler taking what it needs); a new job is added to one of these lists.
 */
const SHOP_JOBS: JobDefinition<Deps>[] = [
  mailDeliveryJob,
  mailSweepJob,
  visitorCartPurgeJob,
  bankTransferExpiryJob,
  orderRequestReminderJob,
  quotationExpiryJob,
]

/** The simulated provider's own work (PAYMENT_PROVIDER=local only): its handlers take the provider. */
const LOCAL_PAYMENT_JOBS: JobDefinition<LocalProvider>[] = [localPaymentsSweepJob, webhookDeliveryJob]

/**
 * Declares every queue and schedule on the engine, before it starts: the app and `npm run worker` both call it. The
 * queues are then created in every process, the handlers run only where the worker runs (WORKER=inline, the worker).
 */
export function registerJobs(deps: Deps): void {
  for (const job of SHOP_JOBS) registerJob(deps.jobs, job, deps)
  const local = deps.localPayments
  if (local) for (const job of LOCAL_PAYMENT_JOBS) registerJob(deps.jobs, job, local)
}
