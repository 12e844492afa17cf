import type { Address } from '@shop/domain/accounts/address'
import { billingProblem } from '@shop/domain/orders/billing'
import { MAX_ORDER_TOTAL_CENTS, paymentRights } from '@shop/domain/orders/checkout'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { addresses } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { toAddress } from '../accounts/addresses.service.ts'
import { findOrderClient } from '../orders/order.view.ts'

/**
 * The checks an order passes before it is submitted, completed or paid (spec 2 §5, spec 3 §5; issues 11, 12 and 21):
 * the total is one the shop accepts, the shipment address is one of the client's and complete, the billing address
 * holds what an invoice needs, and the buyer may pay the way chosen. Shared by cart/submit, complete_order, the card
 * branch of submit_complete_order and the wallet calls.
 */

/** Label keys of these refusals (db/seed/labels/checkout.ts). */
export const ORDER_CHECK_LABELS = {
  addressIncomplete: 'orders.checkout.address_incomplete',
  addressUnknown: 'orders.checkout.address_unknown',
  billingNotSaved: 'orders.area.billing_not_saved',
  onlinePaymentUnavailable: 'orders.checkout.online_payment_unavailable',
  onlinePaymentOverMax: 'orders.checkout.online_payment_over_max',
  totalTooLarge: 'orders.checkout.total_too_large',
} as const

/**
 * Where a refusal of these checks is named (issue 22 item 3): the path of the field in the caller's body that chose
 * what is refused ['order', 'payment_mode_id'], or [] ('general') when its body has no such field (the wallet's
 * { cartId }, complete_order's shipment address, which get_shipping_info set before).
 */
type FieldPath = readonly PropertyKey[]

/** The 422 of a total above what one card or PayPal charge may take: pay by bank transfer or on agreed terms. */
export const onlinePaymentOverMax = (path: FieldPath) =>
  validationFailure([{ path, message: ORDER_CHECK_LABELS.onlinePaymentOverMax }])

/**
 * Refuses (422) a submission whose total, VAT included, is above the shop's ceiling (MAX_ORDER_TOTAL_CENTS): the
 * whole cart, no field of any body that submits it ('general').
 */
export function checkOrderTotal(orderFinalPriceIva: number | null): void {
  if ((orderFinalPriceIva ?? 0) <= MAX_ORDER_TOTAL_CENTS) return
  throw validationFailure([{ path: [], message: ORDER_CHECK_LABELS.totalTooLarge }])
}

/** 'Dati non completi!' on the shipment address. */
export const incompleteAddress = (path: FieldPath) =>
  validationFailure([{ path, message: ORDER_CHECK_LABELS.addressIncomplete }])

/**
 * Where the refusals of the client's first (billing) address are named: it is stored, in no body that approves,
 * completes or pays (the web shows them with the spec's titles, 'Dati non salvati' and 'Dati non completi!').
 */
export const BILLING_ADDRESS_PATH = ['billing_address'] as const

/**
 * Before approving, completing or paying, the client's first (main, billing) address must be saved and hold what an
 * invoice needs (spec 3 §5, billingProblem): 422 'I dati indirizzo non sono stati salvati…' on `billing_address`, or
 * the spec's text naming the first missing field on `billing_address.<field>`.
 */
export async function checkBillingAddress(tx: Tx, clientId: number | null): Promise<void> {
  if (clientId === null) return
  const [main] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.clientId, clientId), eq(addresses.addressType, 'main')))
  const client = await findOrderClient(tx, clientId)
  const problem = billingProblem(main ? toAddress(main, client) : null, client)
  if (problem === null) return
  throw validationFailure([
    problem === 'not_saved'
      ? { path: BILLING_ADDRESS_PATH, message: ORDER_CHECK_LABELS.billingNotSaved }
      : { path: [...BILLING_ADDRESS_PATH, problem], message: `orders.area.billing_missing.${problem}` },
  ])
}

/**
 * A cart the wallet pays straight from (issue 12 item 2): its shipment address chosen (get_shipping_info on the cart),
 * still the client's and complete; the buyer allowed to pay it in advance, and `online` (card, PayPal) for no more
 * than one charge may take (paymentRights); the billing address usable. Answers the shipment address to freeze.
 */
export async function checkWalletCart(
  tx: Tx,
  input: {
    clientId: number | null
    shipmentAddressId: number | null
    tobeQuoted: boolean
    orderFinalPriceIva: number | null
    /** Card or PayPal; else a bank transfer in advance. */
    online: boolean
  },
): Promise<Address> {
  const client = await findOrderClient(tx, input.clientId)
  const rights = paymentRights({
    client,
    tobe_quoted: input.tobeQuoted,
    order_final_price_iva: input.orderFinalPriceIva,
  })
  if (!rights.in_advance) throw new AppError('forbidden', ORDER_CHECK_LABELS.onlinePaymentUnavailable)
  if (input.online && !rights.online) throw onlinePaymentOverMax([])
  const [row] =
    input.shipmentAddressId === null || input.clientId === null
      ? []
      : await tx
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, input.shipmentAddressId), eq(addresses.clientId, input.clientId)))
  // The wallet's body ({ cartId }) names no address: get_shipping_info set the cart's before.
  if (!row) throw validationFailure([{ path: [], message: ORDER_CHECK_LABELS.addressUnknown }])
  const address = toAddress(row, client)
  if (!address.is_valid) throw incompleteAddress([])
  await checkBillingAddress(tx, input.clientId)
  return address
}
