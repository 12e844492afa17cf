import type { Address } from '@shop/domain/accounts/address'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { describe, expect, it } from 'vitest'
import {
  carrierChoices,
  carrierFor,
  defaultShipmentAddress,
  initialShipping,
  type ShippingDraft,
  shippingInfoBody,
  shippingResolver,
  withAddress,
} from './shipping.ts'

const address = (id: number, extra: Partial<Address> = {}) =>
  ({ id, address_type: 'address', esaedro_zone_code: '000', delivery_default: false, ...extra }) as Address

const main = address(1, { address_type: 'main' })
const german = address(2, { esaedro_zone_code: 'DEU' })
const usual = address(3, { delivery_default: true })

const order = (extra: Partial<Order> = {}) =>
  ({
    id: 50,
    carrier_id: null,
    can_edit_carrier: true,
    custom_carrier: '',
    shipment_address_id: null,
    reference_client_code: 'PO-1',
    attrib: {},
    ...extra,
  }) as Order

describe('defaultShipmentAddress', () => {
  it.each([
    ['the default delivery address first', [main, german, usual], 3],
    ['else the main address', [german, main], 1],
    ['else none', [german], null],
    ['none without addresses', [], null],
  ] as const)('%s', (_, list, id) => {
    expect(defaultShipmentAddress([...list])?.id ?? null).toBe(id)
  })
})

describe('carrierFor', () => {
  it.each([
    ['Italy goes by GLS', order(), '000', 2],
    ['abroad by UPS', order(), 'DEU', 3],
    ['to be defined without a destination', order(), null, 1],
    ["the client's carrier stays", order({ carrier_id: 4 }), 'DEU', 4],
    ["'to be defined' on the order is no choice", order({ carrier_id: 1 }), 'DEU', 3],
    ['a carrier the buyer may not change stays', order({ carrier_id: 1, can_edit_carrier: false }), '000', 1],
  ] as const)('%s', (_, o, zone, carrier) => {
    expect(carrierFor(o, zone)).toBe(carrier)
  })
})

describe('carrierChoices', () => {
  it.each([
    ['Italy: GLS and own courier', order(), '000', [2, 4]],
    ['abroad: UPS and own courier', order(), 'USA', [3, 4]],
    ["the client's UPS beside GLS", order({ carrier_id: 3 }), '000', [3, 2, 4]],
    ['each once', order({ carrier_id: 2 }), '000', [2, 4]],
    ['no destination: own courier only', order(), null, [4]],
  ] as const)('%s', (_, o, zone, choices) => {
    expect(carrierChoices(o, zone)).toEqual(choices)
  })
})

describe('initialShipping', () => {
  it('takes the default delivery address and its carrier, and the order references', () => {
    const o = order({ attrib: { desired_shipping_date: '2026-12-05' } })
    expect(initialShipping(o, [main, usual])).toEqual({
      shipment_address_id: 3,
      carrier_id: 2,
      custom_carrier: '',
      desired_shipping_date: '2026-12-05',
      reference_client_code: 'PO-1',
      reference_client_date: '',
    })
  })

  it("keeps the order's own address when it is still in the book", () => {
    expect(initialShipping(order({ shipment_address_id: 2 }), [main, german]).shipment_address_id).toBe(2)
    expect(initialShipping(order({ shipment_address_id: 2 }), [main, german]).carrier_id).toBe(3)
  })

  it('has no address without one in the book', () => {
    expect(initialShipping(order({ shipment_address_id: 9 }), []).shipment_address_id).toBeNull()
  })
})

describe('withAddress', () => {
  const draft: ShippingDraft = initialShipping(order(), [main])
  it('follows the destination while no carrier was picked', () => {
    expect(withAddress(draft, order(), german, false)).toMatchObject({
      shipment_address_id: 2,
      carrier_id: 3,
    })
  })
  it('keeps a picked carrier', () => {
    const picked = { ...draft, carrier_id: 4 }
    expect(withAddress(picked, order(), german, true).carrier_id).toBe(4)
  })
})

describe('shippingInfoBody', () => {
  const draft: ShippingDraft = {
    shipment_address_id: 3,
    carrier_id: 2,
    custom_carrier: 'Rossi Trasporti',
    desired_shipping_date: '2026-12-05',
    reference_client_code: ' PO-7 ',
    reference_client_date: '',
  }
  it('is null without an address', () => {
    expect(shippingInfoBody(50, { ...draft, shipment_address_id: null })).toBeNull()
  })
  it('sends the courier details only with the own courier', () => {
    expect(shippingInfoBody(50, draft)?.order).toEqual({
      id: 50,
      shipment_address_id: 3,
      carrier_id: 2,
      custom_carrier: '',
      desired_shipping_date: '2026-12-05',
      reference_client_code: 'PO-7',
      reference_client_date: '',
    })
    expect(shippingInfoBody(50, { ...draft, carrier_id: 4 })?.order.custom_carrier).toBe('Rossi Trasporti')
  })
})

describe('shippingResolver', () => {
  const draft: ShippingDraft = {
    shipment_address_id: 3,
    carrier_id: 2,
    custom_carrier: '',
    desired_shipping_date: '2026-12-16',
    reference_client_code: ' PO-7 ',
    reference_client_date: '',
  }
  // 1 December 2026 in Rome.
  const resolve = (order: ShippingDraft) =>
    shippingResolver(50, () => new Date('2026-12-01T10:00:00Z'))({ order }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })

  it('answers the body it sends, checked by the schema the server uses', async () => {
    expect(await resolve(draft)).toEqual({
      values: { order: { ...draft, id: 50, reference_client_code: 'PO-7' } },
      errors: {},
    })
  })
  it('names each error as the server does', async () => {
    const { errors } = await resolve({ ...draft, reference_client_code: 'x'.repeat(201) })
    expect(errors).toEqual({
      order: { reference_client_code: expect.objectContaining({ message: 'validation.too_long' }) },
    })
  })
  it('says a missing address on the address', async () => {
    const { errors } = await resolve({ ...draft, shipment_address_id: null })
    expect(errors).toEqual({
      order: { shipment_address_id: expect.objectContaining({ message: 'validation.required' }) },
    })
  })
  it('refuses a desired day before the earliest working day or on no working day, and takes the earliest', async () => {
    // Tuesday 1 December 2026 plus 10 working days, 8 December (Immacolata) skipped: Wednesday 16 December.
    for (const date of ['2026-12-01', '2026-12-15', '2026-12-19', '2026-12-25']) {
      const { errors } = await resolve({ ...draft, desired_shipping_date: date })
      expect(errors, date).toEqual({
        order: {
          desired_shipping_date: expect.objectContaining({ message: 'checkout.shipping.date_too_early' }),
        },
      })
    }
    expect((await resolve({ ...draft, desired_shipping_date: '2026-12-16' })).errors).toEqual({})
  })
})
