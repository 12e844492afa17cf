import { describe, expect, it } from 'vitest'
import type { AddressCheck } from '../accounts/address.ts'
import { billingProblem } from './billing.ts'

const italian: AddressCheck = {
  address_type: 'main',
  cap: '20100',
  address: 'Via Roma',
  city: 'Milano',
  tel: '02 123456',
  esaedro_zone_code: '000',
  piva: '01234567897',
  codice_fiscale: '',
  usa_state_code: '',
}
const company = { sdi_code: 'ABC1234', persona_fisica: false }
const person = { sdi_code: 'ABC1234', persona_fisica: true }
const german: AddressCheck = { ...italian, esaedro_zone_code: '004', piva: 'DE123456789', cap: '10115' }

describe('billingProblem (spec 3 §5, before approving, paying or completing)', () => {
  it.each([
    ['no billing address saved', null, company, 'not_saved'],
    ['a complete Italian company', italian, company, null],
    ['an Italian company without VAT number', { ...italian, piva: '' }, company, 'piva'],
    ['an Italian VAT number with a wrong check digit', { ...italian, piva: '01234567890' }, company, 'piva'],
    ['an Italian natural person without tax code', italian, person, 'codice_fiscale'],
    [
      'an Italian natural person with tax code',
      { ...italian, codice_fiscale: 'RSSMRA80A01F205X' },
      person,
      null,
    ],
    ['an Italian company without SDI code', italian, { sdi_code: '', persona_fisica: false }, 'sdi_code'],
    ['no client at all (no SDI code)', italian, null, 'sdi_code'],
    ['VAT before the address fields', { ...italian, piva: '', cap: '' }, company, 'piva'],
    ['an address field missing', { ...italian, tel: ' ' }, company, 'tel'],
    ['a foreign company', german, company, null],
    ['a foreign company without VAT number', { ...german, piva: '' }, company, 'piva'],
    [
      'a foreign natural person needs no tax code or SDI code',
      german,
      { sdi_code: '', persona_fisica: true },
      null,
    ],
  ] as const)('%s', (_what, main, client, problem) => {
    expect(billingProblem(main, client)).toBe(problem)
  })
})
