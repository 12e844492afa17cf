import { describe, expect, it } from 'vitest'
import {
  canMovePayment,
  isLivePayment,
  PAYMENT_ACTORS,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  type PaymentActor,
  type PaymentStatus,
} from './attempt-machine.ts'

type From = PaymentStatus | null

/**
 * A payment attempt's life written out by hand from issue 21 item 4 and docs/decisions/022: from → to → who. Money
 * that cannot be applied is never 'paid': it goes to refund_due from wherever the attempt was.
 */
const ALLOWED: Record<string, PaymentActor[]> = {
  'null→creating': ['customer'],
  // Issue 24 item 4: a bank transfer the desk saw arrive is recorded paid at once.
  'null→paid': ['staff'],
  'creating→open': ['customer', 'provider'],
  'creating→expired': ['system'],
  'creating→failed': ['provider'],
  'open→paid': ['provider'],
  'open→expired': ['provider', 'system'],
  'open→failed': ['provider'],
  'open→refund_due': ['provider'],
  'expired→refund_due': ['provider'],
  'failed→refund_due': ['provider'],
  'paid→refund_due': ['customer', 'staff', 'system'],
  'refund_due→refunded': ['staff'],
}

const FROMS: From[] = [null, ...PAYMENT_STATUSES]
const triples = FROMS.flatMap((from) =>
  PAYMENT_STATUSES.flatMap((to) =>
    PAYMENT_ACTORS.map((actor) => {
      const allowed = ALLOWED[`${from}→${to}`]?.includes(actor) ?? false
      return [from, to, actor, allowed] as const
    }),
  ),
)

describe('canMovePayment: every (from, to, actor)', () => {
  it('walks all 8 × 7 × 4 triples', () => {
    expect(triples).toHaveLength(224)
    expect(triples.filter(([, , , allowed]) => allowed)).toHaveLength(17)
  })

  it.each(triples)('%s → %s by %s: %s', (from, to, actor, allowed) => {
    expect(canMovePayment(from, to, actor)).toBe(allowed)
  })
})

describe('the attempt transitions table', () => {
  it('lists exactly the life above, nothing more', () => {
    const listed = new Map<string, Set<PaymentActor>>()
    for (const t of PAYMENT_TRANSITIONS) {
      const key = `${t.from}→${t.to}`
      const actors = listed.get(key) ?? new Set<PaymentActor>()
      for (const actor of t.actors) actors.add(actor)
      listed.set(key, actors)
    }
    expect(Object.fromEntries([...listed].map(([k, v]) => [k, [...v].sort()]))).toEqual(
      Object.fromEntries(Object.entries(ALLOWED).map(([k, v]) => [k, [...v].sort()])),
    )
  })

  it('has unique names, no move to the same status, and nothing leaves refunded', () => {
    const names = PAYMENT_TRANSITIONS.map((t) => t.name)
    expect(new Set(names).size).toBe(names.length)
    for (const t of PAYMENT_TRANSITIONS) {
      expect(t.from).not.toBe(t.to)
      expect(t.actors.length).toBeGreaterThan(0)
      expect(t.description).not.toBe('')
    }
    const froms: From[] = PAYMENT_TRANSITIONS.map((t) => t.from)
    expect(froms).not.toContain('refunded')
  })

  it('marks an attempt paid only by the provider, and only an open one, or by the desk recording a transfer', () => {
    const toPaid = PAYMENT_TRANSITIONS.filter((t) => t.to === 'paid')
    expect(toPaid.map((t) => [t.from, [...t.actors]])).toEqual([
      ['open', ['provider']],
      [null, ['staff']],
    ])
  })

  it('counts creating and open as live, nothing else', () => {
    expect(PAYMENT_STATUSES.filter(isLivePayment)).toEqual(['creating', 'open'])
  })
})
