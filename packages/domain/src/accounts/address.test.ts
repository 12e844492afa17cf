import { describe, expect, it } from 'vitest'
import {
  type AddressCheck,
  type AddressField,
  type AddressInput,
  addressProblems,
  isAddressComplete,
  isValidItalianVat,
  normaliseAddress,
} from './address.ts'
import { USA_VAT_PLACEHOLDER } from './schemas.ts'

describe('isValidItalianVat', () => {
  it.each([
    // Worked by hand: odd positions summed, even ones doubled (minus 9 above 9), check = (10 - sum % 10) % 10.
    ['01234567897', true, 'odd 0+2+4+6+8=20, even 2+6+1+5+9=23, sum 43, check 7'],
    ['12345678903', true, 'odd 1+3+5+7+9=25, even 4+8+3+7+0=22, sum 47, check 3'],
    ['07643520567', true, 'odd 0+6+3+2+5=16, even 5+8+1+0+3=17, sum 33, check 7'],
    ['00743110157', true, 'odd 0+7+3+1+1=12, even 0+8+2+0+1=11, sum 23, check 7'],
    ['10234567898', true, 'odd 1+2+4+6+8=21, even 0+6+1+5+9=21, sum 42, check 8'],
    ['00000000059', true, 'the 10th digit 5 doubles to 10, minus 9 = 1, check 9'],
    ['10900000000', true, 'sum 10, check (10 - 0) % 10 = 0'],
    ['00000000050', false, 'the check without the minus-9 step'],
    ['01234567890', false, 'wrong check digit'],
    ['10234567897', false, 'two digits swapped: the check moves to 8'],
    ['0123456789', false, 'ten digits'],
    ['012345678977', false, 'twelve digits'],
    ['IT01234567897', false, 'country prefix'],
    [' 01234567897', false, 'leading space'],
    ['0123456789a', false, 'a letter'],
    [USA_VAT_PLACEHOLDER, false, 'the USA placeholder'],
    ['', false, 'empty'],
  ])('%s: %s (%s)', (piva, valid) => {
    expect(isValidItalianVat(piva)).toBe(valid)
  })
})

const input = (over: Partial<AddressInput> = {}): AddressInput => ({
  id: -1,
  address_type: 'address',
  address_title: '',
  ragione: 'Rossi Srl',
  piva: '01234567897',
  codice_fiscale: '',
  name: '',
  last_name: '',
  address: 'Via Roma',
  address_num: '1',
  city: 'Milano',
  locality: '',
  prov: 'mi',
  cap: '20100',
  tel: '021234567',
  esaedro_zone_code: '000',
  usa_state_code: '',
  latitude: null,
  longitude: null,
  delivery_default: false,
  ...over,
})

describe('normaliseAddress', () => {
  it.each<[string, Partial<AddressInput>, Partial<AddressInput>]>([
    ['Italy: province upper-cased, VAT kept', {}, { prov: 'MI', piva: '01234567897', usa_state_code: '' }],
    [
      'USA: placeholder VAT, state kept',
      { esaedro_zone_code: 'USA', piva: '', prov: 'ny', usa_state_code: 'NY' },
      { prov: 'NY', piva: USA_VAT_PLACEHOLDER, usa_state_code: 'NY' },
    ],
    [
      'USA replaces a typed VAT number',
      { esaedro_zone_code: 'USA', piva: '01234567897', usa_state_code: 'CA' },
      { prov: 'MI', piva: USA_VAT_PLACEHOLDER, usa_state_code: 'CA' },
    ],
    [
      'leaving USA clears the placeholder and the state',
      { esaedro_zone_code: 'DE', piva: USA_VAT_PLACEHOLDER, usa_state_code: 'NY' },
      { prov: 'MI', piva: '', usa_state_code: '' },
    ],
    [
      'another zone keeps its own VAT, drops a stray state',
      { esaedro_zone_code: 'DE', piva: 'DE123456789', usa_state_code: 'TX' },
      { prov: 'MI', piva: 'DE123456789', usa_state_code: '' },
    ],
    ['an empty province stays empty', { prov: '' }, { prov: '' }],
  ])('%s', (_, over, expected) => {
    const before = input(over)
    const after = normaliseAddress(before)
    expect(after).toEqual({ ...before, ...expected })
  })

  it('does not change its argument', () => {
    const before = input({ esaedro_zone_code: 'USA' })
    normaliseAddress(before)
    expect(before).toEqual(input({ esaedro_zone_code: 'USA' }))
  })
})

const address = (over: Partial<AddressCheck> = {}): AddressCheck => ({
  address_type: 'main',
  cap: '20100',
  address: 'Via Roma',
  city: 'Milano',
  tel: '021234567',
  esaedro_zone_code: '000',
  piva: '01234567897',
  codice_fiscale: '',
  usa_state_code: '',
  ...over,
})
const company = { sdi_code: 'M5UXCR1', persona_fisica: false }
const person = { sdi_code: '0000000', persona_fisica: true }

describe('addressProblems', () => {
  it.each<[string, Partial<AddressCheck>, typeof company | null, AddressField[]]>([
    ['a complete Italian main address', {}, company, []],
    [
      'a complete Italian main address of a natural person',
      { codice_fiscale: 'RSSMRA80A01F205X' },
      person,
      [],
    ],
    [
      'every common field blank (spaces count as blank)',
      { cap: ' ', address: '', city: '', tel: '  ' },
      company,
      ['cap', 'address', 'city', 'tel'],
    ],
    [
      'no zone: the Italian rules do not apply',
      { esaedro_zone_code: '', piva: '' },
      company,
      ['esaedro_zone_code'],
    ],
    ['Italian main without VAT', { piva: '' }, company, ['piva']],
    ['Italian main with a wrong check digit', { piva: '01234567890' }, company, ['piva']],
    ['Italian main with a short VAT', { piva: '0123456789' }, company, ['piva']],
    ['Italian main, a VAT with spaces around is still valid', { piva: ' 01234567897 ' }, company, []],
    ['Italian main, client without SDI code', {}, { sdi_code: ' ', persona_fisica: false }, ['sdi_code']],
    ['Italian main, natural person without tax code', {}, person, ['codice_fiscale']],
    ['Italian main, no client yet: no SDI code to invoice with', {}, null, ['sdi_code']],
    [
      'Italian main, everything missing',
      { piva: '', codice_fiscale: '' },
      { sdi_code: '', persona_fisica: true },
      ['piva', 'codice_fiscale', 'sdi_code'],
    ],
    [
      'Italian delivery address: no VAT, SDI or tax code needed',
      { address_type: 'address', piva: '' },
      null,
      [],
    ],
    ['Italian delivery address of a natural person', { address_type: 'address', piva: '' }, person, []],
    [
      'foreign main: VAT not checked',
      { esaedro_zone_code: 'DE', piva: '' },
      { sdi_code: '', persona_fisica: true },
      [],
    ],
    [
      'USA main without a state',
      { esaedro_zone_code: 'USA', piva: USA_VAT_PLACEHOLDER },
      company,
      ['usa_state_code'],
    ],
    [
      'USA delivery address without a state',
      { address_type: 'address', esaedro_zone_code: 'USA' },
      null,
      ['usa_state_code'],
    ],
    ['USA address with a state', { esaedro_zone_code: 'USA', usa_state_code: 'NY' }, company, []],
    [
      'problems come in AddressField order',
      { cap: '', tel: '', piva: 'x', address: '' },
      { sdi_code: '', persona_fisica: true },
      ['cap', 'address', 'tel', 'piva', 'codice_fiscale', 'sdi_code'],
    ],
  ])('%s', (_, over, client, problems) => {
    expect(addressProblems(address(over), client)).toEqual(problems)
    expect(isAddressComplete(address(over), client)).toBe(problems.length === 0)
  })
})
