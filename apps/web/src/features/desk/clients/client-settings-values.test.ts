import type { DeskClient } from '@shop/domain/desk/client-schemas'
import { describe, expect, it } from 'vitest'
import { changedFields, formValuesOf } from './client-settings-values.ts'

const stored: DeskClient = {
  id: 7,
  cli_for_code: 'WEB000007',
  ragione: 'Verdi Mangimi S.r.l.',
  piva: '01234567890',
  codice_fiscale: '',
  sdi_code: '',
  persona_fisica: false,
  esaedro_zone_code: '000',
  country: 'Italia',
  verified: false,
  verified_at: null,
  created_at: '2026-11-28T10:00:00.000Z',
  payment_mode_id: 12,
  carrier_id: null,
  port_id: null,
  transport_id: null,
  iva_code: null,
  bank_abi: '',
  bank_cab: '',
  bank_account: '',
  can_see_prices: true,
  can_create_order: true,
  can_pay_online: true,
  client_group_id: null,
  orders_count: 0,
}

describe('changedFields', () => {
  it.each([
    ['nothing changed', {}, {}],
    ['a select chosen: its id as a number', { carrier_id: '2' }, { carrier_id: 2 }],
    ['a select cleared: null, the shop default', { payment_mode_id: '' }, { payment_mode_id: null }],
    [
      'a VAT code chosen and a switch turned off',
      { iva_code: 'NI41', can_pay_online: false },
      { iva_code: 'NI41', can_pay_online: false },
    ],
    ['a text typed', { sdi_code: 'ABC1234', bank_abi: '03069' }, { sdi_code: 'ABC1234', bank_abi: '03069' }],
  ])('%s', (_, edits, body) => {
    expect(changedFields(stored, { ...formValuesOf(stored), ...edits })).toEqual(body)
  })
})
