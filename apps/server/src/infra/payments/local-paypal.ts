import { randomBytes, randomInt } from 'node:crypto'
import type { Lang } from '@shop/domain/i18n/langs'
import type { PaypalCapture, PaypalOrderInput, PaypalPayments } from './provider.ts'

/**
 * The simulated PayPal of the local provider: PayPal's order life cycle and its error answers, in memory. No HTTP is
 * needed, since the shop talks to PayPal through an SDK call, not a URL it can point elsewhere. The buyer's side is
 * the approval page of local-pages.ts (or `approve` in tests). Like the card sessions, orders live in this process
 * only: after a restart an order is unknown, and capturing it answers RESOURCE_NOT_FOUND.
 */

/**
 * created: waiting for the buyer; approved*: the buyer approved, and the capture will succeed, be declined
 * (INSTRUMENT_DECLINED, the buyer may approve again) or be refused for good; completed: captured; refused: unusable.
 */
export type LocalPaypalState =
  | 'created'
  | 'approved'
  | 'approved_decline'
  | 'approved_error'
  | 'completed'
  | 'refused'

export type LocalPaypalOrder = {
  id: string
  state: LocalPaypalState
  amount: number
  currency: 'EUR'
  description: string
  locale: Lang
  returnUrl: string
  cancelUrl: string
  createdAt: number
}

export type LocalPaypalOutcome = 'approve' | 'decline' | 'error'

export type LocalPaypal = PaypalPayments & {
  order(id: string): LocalPaypalOrder | undefined
  /** The approval page's buttons; an order no longer waiting for approval (completed, refused) is left as it is. */
  approve(id: string, outcome: LocalPaypalOutcome): void
}

/** PayPal's own wording for each issue, so the shop's messages are tried against the real texts. */
export const PAYPAL_ISSUES = {
  INSTRUMENT_DECLINED:
    "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
  TRANSACTION_REFUSED: 'The request was refused.',
  ORDER_NOT_APPROVED: 'Payer has not yet approved the Order for payment.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
} as const

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const randomCode = (length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('')

/** PayPal forgets an order a few days after it was made; so does the simulation, or a long-lived demo would grow. */
const FORGET_AFTER_MS = 3 * 24 * 3600 * 1000

export function createLocalPaypal(opts: { publicUrl: string; now?: () => number }): LocalPaypal {
  const now = opts.now ?? Date.now
  const orders = new Map<string, LocalPaypalOrder>()
  /** PayPal-Request-Id of createOrder → the order it made. */
  const created = new Map<string, string>()
  const captures = new Map<string, PaypalCapture & { ok: true }>()

  const failure = (issue: keyof typeof PAYPAL_ISSUES): PaypalCapture => ({
    ok: false,
    issue,
    description: PAYPAL_ISSUES[issue],
    debugId: randomBytes(7).toString('hex'),
  })

  /** Maps keep insertion order, so the oldest orders are at the front. */
  function forgetOld() {
    for (const [id, order] of orders) {
      if (order.createdAt > now() - FORGET_AFTER_MS) break
      orders.delete(id)
      captures.delete(id)
    }
    for (const [requestId, id] of created) {
      if (orders.has(id)) break
      created.delete(requestId)
    }
  }

  return {
    async createOrder(input: PaypalOrderInput) {
      forgetOld()
      const known = orders.get(created.get(input.requestId) ?? '')
      const order: LocalPaypalOrder = known ?? {
        id: `LOCAL${randomCode(13)}`,
        state: 'created',
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        locale: input.locale,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        createdAt: now(),
      }
      if (!known) {
        orders.set(order.id, order)
        created.set(input.requestId, order.id)
      }
      return { id: order.id, approveUrl: `${opts.publicUrl}/local-pay/paypal/${order.id}` }
    },

    // The request id is not needed to answer a repeat: a completed order always answers its one capture, which is
    // what PayPal-Request-Id gives the real shop.
    async captureOrder(paypalOrderId: string, _requestId: string) {
      const order = orders.get(paypalOrderId)
      if (!order) return failure('RESOURCE_NOT_FOUND')
      switch (order.state) {
        case 'completed':
          return captures.get(order.id) ?? failure('RESOURCE_NOT_FOUND')
        case 'approved': {
          const capture = {
            ok: true as const,
            captureId: randomCode(17),
            amount: order.amount,
            currency: order.currency,
          }
          captures.set(order.id, capture)
          order.state = 'completed'
          return capture
        }
        case 'approved_decline':
          // PayPal's restart: the buyer goes back to the approval page and picks another funding source.
          order.state = 'created'
          return failure('INSTRUMENT_DECLINED')
        case 'approved_error':
        case 'refused':
          order.state = 'refused'
          return failure('TRANSACTION_REFUSED')
        case 'created':
          return failure('ORDER_NOT_APPROVED')
      }
    },

    order: (id) => orders.get(id),

    approve(id, outcome) {
      const order = orders.get(id)
      if (!order) throw new Error(`local PayPal: no order ${id}`)
      if (order.state === 'completed' || order.state === 'refused') return
      order.state =
        outcome === 'approve' ? 'approved' : outcome === 'decline' ? 'approved_decline' : 'approved_error'
    },
  }
}
