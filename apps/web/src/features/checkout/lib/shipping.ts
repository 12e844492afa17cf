import type { Address } from '@shop/domain/accounts/address'
import { CARRIER_IDS, defaultCarrierId } from '@shop/domain/orders/checkout'
import type { Order, ShippingInfoBody } from '@shop/domain/orders/checkout-schemas'

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
