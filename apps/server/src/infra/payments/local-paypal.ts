import { randomBytes, randomInt } from 'node:crypto'
import type { Lang } from '@shop/domain/i18n/langs'
import { and, eq, lt, notInArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { localProviderSessions as sessions } from '../../db/schema/index.ts'
import type { PaypalCapture, PaypalOrderInput, PaypalPayments } from './provider.ts'

/**
 * The simulated PayPal of the local provider: PayPal's order life cycle and its error answers, kept in the database
 * (local_provider_sessions, kind 'paypal') as PayPal keeps them on its side, so any app process captures an order
 * another one created. No HTTP is needed, since the shop talks to PayPal through an SDK call, not a URL it can point
 * elsewhere. The buyer's side is the approval page of local-pages.ts (or `approve` in tests).
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

/** What the order was made with: its `created` column. */
type PaypalDetails = {
  amount: number
  currency: 'EUR'
  description: string
  locale: Lang
  returnUrl: string
  cancelUrl: string
}

export type LocalPaypalOrder = PaypalDetails & {
  id: string
  state: LocalPaypalState
  /** The shop's order it pays: only that order's buyer may act on its approval page. */
  orderId: number | null
}

export type LocalPaypalOutcome = 'approve' | 'decline' | 'error'

export type LocalPaypal = PaypalPayments & {
  order(id: string): Promise<LocalPaypalOrder | undefined>
  /** The approval page's buttons; an order no longer waiting for approval (completed, refused) is left as it is. */
  approve(id: string, outcome: LocalPaypalOutcome): Promise<void>
  /** Forgets the orders made more than a few days ago (the provider's sweep). */
  forgetOld(): Promise<void>
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

const OUTCOME_STATES: Record<LocalPaypalOutcome, LocalPaypalState> = {
  approve: 'approved',
  decline: 'approved_decline',
  error: 'approved_error',
}

/** What a capture does to an order in each state: the state it leaves, and the issue it answers (none: captured). */
const CAPTURE_MOVES: Record<
  LocalPaypalState,
  { next: LocalPaypalState; issue: keyof typeof PAYPAL_ISSUES | null }
> = {
  approved: { next: 'completed', issue: null },
  // PayPal's restart: the buyer goes back to the approval page and picks another funding source.
  approved_decline: { next: 'created', issue: 'INSTRUMENT_DECLINED' },
  approved_error: { next: 'refused', issue: 'TRANSACTION_REFUSED' },
  refused: { next: 'refused', issue: 'TRANSACTION_REFUSED' },
  created: { next: 'created', issue: 'ORDER_NOT_APPROVED' },
  // A completed order answers its one capture again: what PayPal-Request-Id gives the real shop.
  completed: { next: 'completed', issue: null },
}

const isPaypal = (id: string) => and(eq(sessions.id, id), eq(sessions.kind, 'paypal'))

export function createLocalPaypal(opts: {
  db: Db
  publicUrl: string
  log: Pick<FastifyBaseLogger, 'info'>
  now?: () => number
}): LocalPaypal {
  const { db, log } = opts
  const now = opts.now ?? Date.now

  const failure = (issue: keyof typeof PAYPAL_ISSUES): PaypalCapture => ({
    ok: false,
    issue,
    description: PAYPAL_ISSUES[issue],
    debugId: randomBytes(7).toString('hex'),
  })

  return {
    async createOrder(input: PaypalOrderInput) {
      const created: PaypalDetails = {
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        locale: input.locale,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
      }
      // The same PayPal-Request-Id gives the order it made first, whichever process made it.
      const [made] = await db
        .insert(sessions)
        .values({
          id: `LOCAL${randomCode(13)}`,
          kind: 'paypal',
          status: 'created' satisfies LocalPaypalState,
          orderId: input.orderId,
          requestKey: input.requestId,
          created,
          createdAt: new Date(now()),
        })
        .onConflictDoNothing({ target: [sessions.kind, sessions.requestKey] })
        .returning({ id: sessions.id })
      const [known] = made
        ? [made]
        : await db
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(eq(sessions.kind, 'paypal'), eq(sessions.requestKey, input.requestId)))
      if (!known) throw new Error(`local PayPal: request ${input.requestId} made no order`)
      return { id: known.id, approveUrl: `${opts.publicUrl}/local-pay/paypal/${known.id}` }
    },

    // The request id is not needed to answer a repeat: a completed order always answers its one capture.
    async captureOrder(paypalOrderId: string, _requestId: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sessions).where(isPaypal(paypalOrderId)).for('update')
        if (!row) return failure('RESOURCE_NOT_FOUND')
        const state = row.status as LocalPaypalState
        const { next, issue } = CAPTURE_MOVES[state]
        const captureId = state === 'approved' ? randomCode(17) : row.chargeId
        if (next !== state)
          await tx.update(sessions).set({ status: next, chargeId: captureId }).where(eq(sessions.id, row.id))
        if (issue) return failure(issue)
        const { amount, currency } = row.created as PaypalDetails
        if (state === 'approved')
          log.info(
            { paypalOrder: row.id, order: row.orderId, amount },
            'local payments: simulated PayPal capture, no money taken',
          )
        return { ok: true as const, captureId: captureId ?? '', amount, currency }
      })
    },

    async order(id) {
      const [row] = await db.select().from(sessions).where(isPaypal(id))
      if (!row) return undefined
      return {
        ...(row.created as PaypalDetails),
        id: row.id,
        state: row.status as LocalPaypalState,
        orderId: row.orderId,
      }
    },

    async approve(id, outcome) {
      const [row] = await db.select({ id: sessions.id }).from(sessions).where(isPaypal(id))
      if (!row) throw new Error(`local PayPal: no order ${id}`)
      await db
        .update(sessions)
        .set({ status: OUTCOME_STATES[outcome] })
        .where(and(isPaypal(id), notInArray(sessions.status, ['completed', 'refused'])))
    },

    async forgetOld() {
      await db
        .delete(sessions)
        .where(and(eq(sessions.kind, 'paypal'), lt(sessions.createdAt, new Date(now() - FORGET_AFTER_MS))))
    },
  }
}
