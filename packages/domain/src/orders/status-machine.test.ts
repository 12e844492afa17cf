import { describe, expect, it } from 'vitest'
import {
  type Actor,
  awaitsPayment,
  canTransition,
  closesPayments,
  nextStatuses,
  ORDER_ACTORS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type TransitionName,
  transitionError,
  transitionNamed,
} from './status-machine.ts'

type From = OrderStatus | null

/** The lifecycle written out by hand from spec 3 §4, issue 10 and issue 11's table: from → to → who. */
const ALLOWED: Record<string, Actor[]> = {
  'null→DRAFT': ['customer', 'system'],
  'DRAFT→NEW': ['customer'],
  'DRAFT→READY': ['customer'],
  'DRAFT→INCOMPLETE_REQUEST': ['customer'],
  'INCOMPLETE_REQUEST→NEW': ['customer', 'system'],
  'INCOMPLETE_REQUEST→CANCELLED': ['customer', 'staff'],
  'NEW→READY': ['staff'],
  'NEW→CONFIRMED': ['staff'],
  'NEW→CANCELLED': ['customer', 'staff', 'system'],
  'READY→CONFIRMED': ['customer', 'system'],
  'READY→REFUSED': ['customer'],
  'READY→NEW': ['customer'],
  'CONFIRMED→CLOSED': ['staff'],
  'CONFIRMED→CANCELLED': ['customer', 'staff'],
}

const FROMS: From[] = [null, ...ORDER_STATUSES]
const triples = FROMS.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) =>
    ORDER_ACTORS.map((actor) => {
      const allowed = ALLOWED[`${from}→${to}`]?.includes(actor) ?? false
      return [from, to, actor, allowed] as const
    }),
  ),
)

describe('canTransition: every (from, to, actor)', () => {
  it('walks all 9 × 8 × 3 triples', () => {
    expect(triples).toHaveLength(216)
    expect(triples.filter(([, , , allowed]) => allowed)).toHaveLength(21)
  })

  it.each(triples)('%s → %s by %s: %s', (from, to, actor, allowed) => {
    expect(canTransition(from, to, actor)).toBe(allowed)
  })
})

describe('the transitions table', () => {
  it('lists exactly the lifecycle above, nothing more', () => {
    const listed = new Map<string, Set<Actor>>()
    for (const t of ORDER_TRANSITIONS) {
      const key = `${t.from}→${t.to}`
      const actors = listed.get(key) ?? new Set<Actor>()
      for (const actor of t.actors) actors.add(actor)
      listed.set(key, actors)
    }
    expect(Object.fromEntries([...listed].map(([k, v]) => [k, [...v].sort()]))).toEqual(
      Object.fromEntries(Object.entries(ALLOWED).map(([k, v]) => [k, [...v].sort()])),
    )
  })

  it('has unique names and no move to the same status, and nothing ever goes back to DRAFT', () => {
    const names = ORDER_TRANSITIONS.map((t) => t.name)
    expect(new Set(names).size).toBe(names.length)
    for (const t of ORDER_TRANSITIONS) {
      expect(t.from).not.toBe(t.to)
      expect(t.actors.length).toBeGreaterThan(0)
      expect(t.description).not.toBe('')
      if (t.from !== null) expect(t.to).not.toBe('DRAFT')
    }
  })

  it('ends nowhere from REFUSED, CANCELLED and CLOSED', () => {
    for (const from of ['REFUSED', 'CANCELLED', 'CLOSED'] as const) {
      for (const actor of ORDER_ACTORS) expect(nextStatuses(from, actor)).toEqual([])
    }
  })

  it.each<[From, Actor, OrderStatus[]]>([
    [null, 'customer', ['DRAFT']],
    [null, 'staff', []],
    ['DRAFT', 'customer', ['NEW', 'READY', 'INCOMPLETE_REQUEST']],
    ['DRAFT', 'system', []],
    ['NEW', 'system', ['CANCELLED']],
    ['INCOMPLETE_REQUEST', 'customer', ['NEW', 'CANCELLED']],
    ['INCOMPLETE_REQUEST', 'staff', ['CANCELLED']],
    ['READY', 'customer', ['CONFIRMED', 'REFUSED', 'NEW']],
    ['NEW', 'staff', ['READY', 'CONFIRMED', 'CANCELLED']],
  ])('from %s, %s may go to %j', (from, actor, next) => {
    expect(nextStatuses(from, actor)).toEqual(next)
  })

  // The moves one (from, to) pair cannot tell apart: the server asks for them by name (issue 21 item 4).
  it.each<[TransitionName, From, OrderStatus, Actor[]]>([
    ['start_order', 'DRAFT', 'INCOMPLETE_REQUEST', ['customer']],
    ['start_wallet_order', 'DRAFT', 'INCOMPLETE_REQUEST', ['customer']],
    ['request_quotation', 'DRAFT', 'NEW', ['customer']],
    ['bank_order', 'DRAFT', 'NEW', ['customer']],
    ['complete_order', 'INCOMPLETE_REQUEST', 'NEW', ['customer']],
    ['payment_confirmed', 'INCOMPLETE_REQUEST', 'NEW', ['system']],
    ['cancel_incomplete', 'INCOMPLETE_REQUEST', 'CANCELLED', ['staff']],
    ['back_to_cart', 'INCOMPLETE_REQUEST', 'CANCELLED', ['customer']],
    ['cancel_new', 'NEW', 'CANCELLED', ['customer', 'staff']],
    ['cancel_unpaid_transfer', 'NEW', 'CANCELLED', ['system']],
  ])('%s is %s → %s by %j', (name, from, to, actors) => {
    expect(transitionNamed(name)).toMatchObject({ name, from, to, actors })
  })

  it('finds every move by its name', () => {
    for (const t of ORDER_TRANSITIONS) expect(transitionNamed(t.name)).toBe(t)
  })
})

describe('closesPayments: which moves need every payment attempt closed first', () => {
  /** Written out by hand: out of a status waiting for a payment (but the payment's own moves), and every cancel. */
  const CLOSING = [
    'complete_order',
    'cancel_incomplete',
    'back_to_cart',
    'refuse_quotation',
    'ask_modification',
    'approve_quotation',
    'cancel_new',
    'cancel_unpaid_transfer',
    'cancel_confirmed',
  ]

  it.each(ORDER_TRANSITIONS.map((t) => [t.name, CLOSING.includes(t.name)] as const))(
    '%s: %s',
    (name, closes) => {
      expect(closesPayments(transitionNamed(name))).toBe(closes)
    },
  )

  it('waits for a payment only in INCOMPLETE_REQUEST and READY', () => {
    expect(ORDER_STATUSES.filter(awaitsPayment)).toEqual(['READY', 'INCOMPLETE_REQUEST'])
  })
})

describe('transitionError', () => {
  it('gives the label key and both statuses', () => {
    expect(transitionError('CLOSED', 'NEW')).toEqual({
      key: 'orders.transition_forbidden',
      params: { from: 'CLOSED', to: 'NEW' },
    })
    expect(transitionError(null, 'NEW').params.from).toBe('none')
  })
})
