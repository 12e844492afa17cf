import type { DeskClient, DeskClientUpdateInput } from '@shop/domain/desk/client-schemas'

/** The settings form's values: texts as typed, a select's value as a string ('' = the shop's default). */
export type SettingsValues = {
  ragione: string
  piva: string
  codice_fiscale: string
  sdi_code: string
  persona_fisica: boolean
  esaedro_zone_code: string
  payment_mode_id: string
  carrier_id: string
  port_id: string
  transport_id: string
  iva_code: string
  client_group_id: string
  bank_abi: string
  bank_cab: string
  bank_account: string
  can_see_prices: boolean
  can_create_order: boolean
  can_pay_online: boolean
}

const ID_FIELDS = ['payment_mode_id', 'carrier_id', 'port_id', 'transport_id', 'client_group_id'] as const

/** The stored company as the form shows it. */
export function formValuesOf(c: DeskClient): SettingsValues {
  const id = (v: number | null) => (v === null ? '' : String(v))
  return {
    ragione: c.ragione,
    piva: c.piva,
    codice_fiscale: c.codice_fiscale,
    sdi_code: c.sdi_code,
    persona_fisica: c.persona_fisica,
    esaedro_zone_code: c.esaedro_zone_code,
    payment_mode_id: id(c.payment_mode_id),
    carrier_id: id(c.carrier_id),
    port_id: id(c.port_id),
    transport_id: id(c.transport_id),
    iva_code: c.iva_code ?? '',
    client_group_id: id(c.client_group_id),
    bank_abi: c.bank_abi,
    bank_cab: c.bank_cab,
    bank_account: c.bank_account,
    can_see_prices: c.can_see_prices,
    can_create_order: c.can_create_order,
    can_pay_online: c.can_pay_online,
  }
}

/** The PATCH body: only what differs from the stored company, ids as numbers, '' as null. */
export function changedFields(stored: DeskClient, values: SettingsValues): DeskClientUpdateInput {
  const before = formValuesOf(stored)
  const body: Record<string, unknown> = {}
  for (const key of Object.keys(values) as (keyof SettingsValues)[]) {
    const value = values[key]
    if (value === before[key]) continue
    if ((ID_FIELDS as readonly string[]).includes(key)) body[key] = value === '' ? null : Number(value)
    else if (key === 'iva_code') body[key] = value === '' ? null : value
    else body[key] = value
  }
  return body as DeskClientUpdateInput
}
