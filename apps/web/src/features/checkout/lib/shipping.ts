import { zodResolver } from '@hookform/resolvers/zod'
import type { Address } from '@shop/domain/accounts/address'
import { V } from '@shop/domain/http/fields'
import { CARRIER_IDS, defaultCarrierId } from '@shop/domain/orders/checkout'
import {
  type Order,
  type ShippingInfoBody,
  shippingInfoBody as shippingInfoSchema,
} from '@shop/domain/orders/checkout-schemas'
import { isDesiredDateAllowed } from '@shop/domain/orders/shipping-date'
import type { FieldErrors, Resolver } from 'react-hook-form'

/** The shipment step's choices (spec 2 §2.3 step 2), as the form holds them. */
export type ShippingDraft = {
  shipment_address_id: number | null
  carrier_id: number
  custom_carrier: string
  /** YYYY-MM-DD or ''. */
  desired_shipping_date: string
  reference_client_code: string
  /** YYYY-MM-DD or ''. */
  reference_client_date: string
}

/** The address to ship to by default: the default delivery address, else the main (billing) one. */
export function defaultShipmentAddress(addresses: Address[]): Address | null {
  return addresses.find((a) => a.delivery_default) ?? addresses.find((a) => a.address_type === 'main') ?? null
}

/**
 * The carrier to start from: the order's own when the buyer may not change it; else the order's (the client's)
 * unless it is 'to be defined', then the default for the destination (spec 2 §5: Italy GLS, abroad UPS).
 */
export function carrierFor(
  order: Pick<Order, 'carrier_id' | 'can_edit_carrier'>,
  destinationZone: string | null,
): number {
  if (!order.can_edit_carrier && order.carrier_id !== null) return order.carrier_id
  return defaultCarrierId({ clientCarrierId: order.carrier_id, destinationZone })
}

/**
 * The carriers offered (spec 3 §2 Completion flow): the one preset on the order (the client's), the provider's own
 * default for the destination (GLS in Italy, UPS abroad), and the customer's own courier; each once.
 */
export function carrierChoices(order: Pick<Order, 'carrier_id'>, destinationZone: string | null): number[] {
  const preset =
    order.carrier_id !== null && order.carrier_id !== CARRIER_IDS.toBeDefined ? order.carrier_id : null
  const providers = defaultCarrierId({ clientCarrierId: null, destinationZone })
  const choices = [preset, providers === CARRIER_IDS.toBeDefined ? null : providers, CARRIER_IDS.ownCourier]
  return [...new Set(choices.filter((c): c is number => c !== null))]
}

/**
 * What entering step 2 fills in (spec 2 §4): the order's address if it has one, else the default delivery or the
 * main address; the carrier for that destination; the order's own references and dates.
 */
export function initialShipping(order: Order, addresses: Address[]): ShippingDraft {
  const own = addresses.find((a) => a.id === order.shipment_address_id) ?? null
  const address = own ?? defaultShipmentAddress(addresses)
  return {
    shipment_address_id: address?.id ?? null,
    carrier_id: carrierFor(order, address?.esaedro_zone_code ?? null),
    custom_carrier: order.custom_carrier,
    desired_shipping_date: order.attrib.desired_shipping_date ?? '',
    reference_client_code: order.reference_client_code,
    reference_client_date: order.attrib.reference_client_date ?? '',
  }
}

/**
 * A new address chosen: while the buyer has not picked a carrier, it follows the destination (Italy GLS, abroad
 * UPS); a carrier they picked stays.
 */
export function withAddress(
  draft: ShippingDraft,
  order: Pick<Order, 'carrier_id' | 'can_edit_carrier'>,
  address: Address,
  carrierPicked: boolean,
): ShippingDraft {
  const carrier =
    carrierPicked && order.can_edit_carrier ? draft.carrier_id : carrierFor(order, address.esaedro_zone_code)
  return { ...draft, shipment_address_id: address.id, carrier_id: carrier }
}

/** POST order/get_shipping_info's body; null while no shipment address is chosen ('Avanti' stays disabled). */
export function shippingInfoBody(orderId: number, draft: ShippingDraft): ShippingInfoBody | null {
  if (draft.shipment_address_id === null) return null
  return {
    order: {
      id: orderId,
      shipment_address_id: draft.shipment_address_id,
      carrier_id: draft.carrier_id,
      // The details box belongs to the customer's own courier only.
      custom_carrier: draft.carrier_id === CARRIER_IDS.ownCourier ? draft.custom_carrier.trim() : '',
      desired_shipping_date: draft.desired_shipping_date,
      reference_client_code: draft.reference_client_code.trim(),
      reference_client_date: draft.reference_client_date,
    },
  }
}

/** The shipment step's form: get_shipping_info's body but the order's id, so each field has the server's name. */
export type ShippingValues = { order: ShippingDraft }

const checkBody = zodResolver(shippingInfoSchema)

/**
 * The form checked as the body it sends (shippingInfoBody), with the schema the server validates it with, so an error
 * has one name on both sides ('order.carrier_id'); then the desired date, a working day from the earliest shipping
 * date on (the server's rule, orders/shipping-date.ts). A missing address is the one thing the body cannot carry: it
 * is said on the address.
 */
export function shippingResolver(
  orderId: number,
  now: () => Date,
): Resolver<ShippingValues, unknown, ShippingInfoBody> {
  const refused = (errors: FieldErrors<ShippingValues>) => ({ values: {}, errors })
  return async (values, context, options) => {
    const body = shippingInfoBody(orderId, values.order)
    if (!body) return refused({ order: { shipment_address_id: { type: 'required', message: V.required } } })
    // The whole body is checked whichever fields the form asks about (`names`, which name the form's own values).
    const checked = await checkBody(body, context, { ...options, names: undefined })
    const date = body.order.desired_shipping_date
    if (Object.keys(checked.errors).length > 0 || date === '' || isDesiredDateAllowed(date, now()))
      return checked
    return refused({
      order: { desired_shipping_date: { type: 'validate', message: 'checkout.shipping.date_too_early' } },
    })
  }
}
