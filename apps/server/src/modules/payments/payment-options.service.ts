import type { Lang } from '@shop/domain/i18n/langs'
import { paymentRights } from '@shop/domain/orders/checkout'
import { computeOrderTotals } from '@shop/domain/orders/totals'
import { frozenVatInput, vatInputOf } from '@shop/domain/orders/vat'
import { paymentOptions } from '@shop/domain/payments/options'
import type { PaymentOptionsResponse } from '@shop/domain/payments/schemas'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { addresses, countries, orders } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { toAddress } from '../accounts/addresses.service.ts'
import { toCartAnswer } from '../cart/cart.view.ts'
import { findCartRowInTx } from '../cart/cart-rows.store.ts'
import { findLineCopies } from '../cart/line-copies.store.ts'
import {
  CHECKOUT_LABELS,
  type CheckoutCaller,
  callerSeesPrices,
  findCheckoutContext,
} from '../checkout/checkout.service.ts'
import { shippable } from '../checkout/checkout-order.service.ts'
import { findBankDetails } from '../lookups/settings.service.ts'
import { findOrderClient, frozenTotalsInput, getOrderRows } from '../orders/order.view.ts'
import type { PaymentDeps } from './payments.service.ts'

type OptionsDeps = Pick<PaymentDeps, 'db' | 'labels' | 'clock' | 'payments'>

/** The area (decision 002) of a country by its zone code; null for one we do not know. */
async function areaOf(tx: Tx, zone: string): Promise<number | null> {
  const [country] = await tx
    .select({ area: countries.esaedroIndAreaNaz })
    .from(countries)
    .where(eq(countries.zoneCode, zone))
  return country?.area ?? null
}

/**
 * GET order/{orderId}/payment_options (issue 22 item 7): which ways to pay in advance the caller's cart or order
 * request may take (paymentOptions), for the shipment address asked about or else its own, and the total with the VAT
 * of that destination, reckoned as get_shipping_info and the wallet's calls reckon it. Reads only: nothing is saved,
 * so the wallet can ask as the buyer looks at an address. The caller's priced quotation being approved (READY) is
 * asked about as an order request is (issue 25: its payment step is the same). Anything else is a 404, an address
 * that is not one of its client's a 404 on shipment_address_id.
 */
export async function findPaymentOptions(
  deps: OptionsDeps,
  caller: CheckoutCaller,
  lang: Lang,
  orderId: number,
  addressId: number | undefined,
): Promise<Omit<PaymentOptionsResponse, 'status'>> {
  const { db } = deps
  const { snap, settings } = await findCheckoutContext(db)
  const show = callerSeesPrices(caller, settings)
  // One read-only transaction: the order, its address and its lines as of one moment.
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        status: orders.status,
        clientId: orders.clientId,
        shipmentAddressId: orders.shipmentAddressId,
      })
      .from(orders)
      .where(shippable(caller, orderId))
    if (!found) throw new AppError('not_found', 'errors.not_found')
    const wanted = addressId ?? found.shipmentAddressId
    const [row] =
      wanted === null || found.clientId === null
        ? []
        : await tx
            .select()
            .from(addresses)
            .where(and(eq(addresses.id, wanted), eq(addresses.clientId, found.clientId)))
    if (addressId !== undefined && !row) {
      throw new AppError('not_found', CHECKOUT_LABELS.addressUnknown, {
        shipment_address_id: [CHECKOUT_LABELS.addressUnknown],
      })
    }
    const client = await findOrderClient(tx, found.clientId)
    const destination = row ? await areaOf(tx, row.esaedroZoneCode) : null

    let total: { tobe_quoted: boolean; order_final_price_iva: number | null }
    if (found.status === 'DRAFT') {
      // The cart priced as its answer would be with this destination (its VAT follows the shipment address).
      const cart = await findCartRowInTx(tx, orderId)
      total = toCartAnswer({
        snap,
        settings,
        translate: deps.labels.translate,
        lang,
        viewer: caller,
        cart: cart && { ...cart, destination_area: destination },
        copies: await findLineCopies(db, cart, tx),
        now: deps.clock(),
      })
    } else {
      // An order request's (or a quotation's) frozen lines with the VAT of this destination, as get_shipping_info would
      // store it; without an address, the VAT it has.
      const rows = await getOrderRows(db, orderId, tx)
      total = computeOrderTotals({
        ...frozenTotalsInput(rows),
        vat: row ? vatInputOf(caller.client, destination) : frozenVatInput(rows.order.ivaCode),
      })
    }

    const options = paymentOptions({
      offered: {
        card: true,
        bank_transfer: (await findBankDetails(tx)) !== null,
        paypal: deps.payments.paypal !== null,
      },
      address: !row ? 'none' : toAddress(row, client).is_valid ? 'complete' : 'incomplete',
      rights: paymentRights({
        client,
        tobe_quoted: total.tobe_quoted,
        order_final_price_iva: total.order_final_price_iva,
      }),
    })
    return {
      order_id: orderId,
      shipment_address_id: row?.id ?? null,
      order_final_price_iva: show ? total.order_final_price_iva : null,
      options,
    }
  })
}
