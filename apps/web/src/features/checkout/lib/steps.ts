import type { PublicUser } from '@shop/domain/accounts/schemas'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import { cartSubmitKinds } from './submit.ts'

/**
 * The steps of /{lang}/checkout (spec 2 §2.3 and §4): 0 login or sign-up (visitors only), 1 the cart, 2 shipment,
 * 3 payment and confirmation, 4 the recap, which the spec leaves empty. The order request made at step 1 and the step
 * live in the address (?order=123&step=3), so a reload comes back to the same place.
 */

export const STEPS = { account: 0, cart: 1, shipping: 2, payment: 3, recap: 4 } as const
export type Step = (typeof STEPS)[keyof typeof STEPS]

/** What decides which steps can be reached. */
export type StepState = {
  signedIn: boolean
  /** The order request being completed (INCOMPLETE_REQUEST), from the address. */
  orderId: number | null
  /** The order has its shipment address: get_shipping_info answered OK (or it was set before). */
  hasShipment: boolean
  /** The cart has no line: the page only says so, and a visitor has nothing to log in for yet (spec 2 §2.3). */
  cartEmpty: boolean
}

/** What the address says: the order id and the step asked for. */
export type CheckoutParams = { orderId: number | null; step: Step | null }

function toStep(value: string | null): Step | null {
  if (value === null || !/^[0-4]$/.test(value)) return null
  return Number(value) as Step
}

/** Reads ?order= and ?step=; anything malformed counts as absent. */
export function readCheckoutParams(params: URLSearchParams): CheckoutParams {
  const order = params.get('order')
  const orderId = order && /^[1-9]\d{0,9}$/.test(order) ? Number(order) : null
  return {
    orderId: orderId !== null && orderId <= 2_147_483_647 ? orderId : null,
    step: toStep(params.get('step')),
  }
}

/** The query string of a place in the checkout ('' for the cart step without an order). */
export function checkoutSearch(orderId: number | null, step: Step | null): string {
  const params = new URLSearchParams()
  if (orderId !== null) params.set('order', String(orderId))
  if (step !== null) params.set('step', String(step))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** An empty cart and no order request: nothing to check out. */
const isEmpty = (state: StepState) => state.cartEmpty && state.orderId === null

/** The furthest step the state allows: a step is valid only when the ones before it are (spec 2 §5). */
export function furthestStep(state: StepState): Step {
  if (!state.signedIn) return isEmpty(state) ? STEPS.cart : STEPS.account
  if (state.orderId === null) return STEPS.cart
  // Steps 2 and 3 are valid only with a shipment address (spec 2 §5): payment waits for it.
  return state.hasShipment ? STEPS.payment : STEPS.shipping
}

/**
 * The step to show for the step asked for: a visitor logs in first, unless the cart is empty and no order request is
 * asked for (the cart step then says it is empty); a signed-in user never sees step 0 again;
 * with an order the page opens on shipment unless another reachable step is asked for; the recap is never asked.
 */
export function resolveStep(requested: Step | null, state: StepState): Step {
  const furthest = furthestStep(state)
  if (furthest === STEPS.account) return STEPS.account
  if (requested === null || requested === STEPS.account || requested === STEPS.recap) {
    return state.orderId === null ? STEPS.cart : STEPS.shipping
  }
  return requested <= furthest ? requested : furthest
}

/** Whether the stepper lets the user click a step: earlier ones (never back to login), later ones already valid. */
export function canSelectStep(target: Step, current: Step, state: StepState): boolean {
  if (target === current || target === STEPS.recap) return false
  if (target === STEPS.account) return false
  return state.signedIn && target <= furthestStep(state)
}

/**
 * The steps the stepper lists, only those the buyer can reach: login and sign-up for someone who arrived without an
 * account; shipment, payment and the recap only where the cart can become an order (a quotation is sent from the
 * cart). An empty cart lists the cart alone.
 */
export function visibleSteps(state: StepState & { startedAsVisitor: boolean; canOrder: boolean }): Step[] {
  if (isEmpty(state)) return [STEPS.cart]
  const ordering = state.canOrder || state.orderId !== null
  const after: Step[] = ordering ? [STEPS.cart, STEPS.shipping, STEPS.payment, STEPS.recap] : [STEPS.cart]
  return state.startedAsVisitor ? [STEPS.account, ...after] : after
}

/**
 * Whether the cart can become an order: a signed-in user's when ordering is among its actions (lib/submit.ts), a
 * visitor's unless a line is to be quoted (whoever logs in can at most request a quotation then).
 */
export function cartCanOrder(
  cart: Cart | undefined,
  user: Pick<PublicUser, 'email_verified'> | null,
): boolean {
  // While the cart loads, the usual path: the stepper keeps its steps rather than growing.
  if (!cart) return true
  return user ? cartSubmitKinds(cart, user).includes('order') : !cart.tobe_quoted
}
