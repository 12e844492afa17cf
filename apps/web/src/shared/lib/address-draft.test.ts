import type { Address, AddressSuggestion } from '@shop/domain/accounts/address'
import { USA_VAT_PLACEHOLDER } from '@shop/domain/accounts/schemas'
import type { Country } from '@shop/domain/lookups/schemas'
import { describe, expect, it } from 'vitest'
import {
  applySuggestion,
  asksSdiCode,
  blockingProblems,
  NEW_ADDRESS_ID,
  newAddress,
  provinceOf,
  toAddressInput,
  withCountry,
} from './address-draft.ts'

const countries = [
  { id: 1, zone_code: '000', iso2: 'IT', short_name: 'Italia', esaedro_ind_area_naz: 0 },
  { id: 2, zone_code: 'USA', iso2: 'US', short_name: 'Stati Uniti', esaedro_ind_area_naz: 2 },
] as Country[]

const complete = {
  ...newAddress('address'),
  address: 'Via Roma',
  address_num: '1',
  city: 'Milano',
  cap: '20100',
  tel: '02 123456',
  esaedro_zone_code: '000',
}

describe('newAddress', () => {
  it('is unsaved and empty', () => {
    expect(newAddress('main')).toMatchObject({ id: NEW_ADDRESS_ID, address_type: 'main', city: '' })
  })
})

describe('toAddressInput', () => {
  it('drops what only the server says', () => {
    expect(toAddressInput({ ...complete, id: 4, is_valid: true } as Address)).not.toHaveProperty('is_valid')
  })
})

describe('withCountry', () => {
  it('USA fills the VAT placeholder', () => {
    expect(withCountry({ ...complete, piva: '' }, 'USA').piva).toBe(USA_VAT_PLACEHOLDER)
  })
  it('leaving USA clears the placeholder and the state', () => {
    const usa = { ...complete, esaedro_zone_code: 'USA', piva: USA_VAT_PLACEHOLDER, usa_state_code: 'NY' }
    expect(withCountry(usa, '000')).toMatchObject({ piva: '', usa_state_code: '' })
  })
  it('keeps a real VAT number', () => {
    expect(withCountry({ ...complete, piva: '12345678903' }, 'DEU').piva).toBe('12345678903')
  })
})

describe('provinceOf', () => {
  it.each([
    ['mi', 'MI'],
    [' to ', 'TO'],
    ['Milano', 'MI'],
  ])('%s -> %s', (text, prov) => {
    expect(provinceOf(text)).toBe(prov)
  })
})

describe('applySuggestion', () => {
  const suggestion: AddressSuggestion = {
    label: 'Via Verdi 3, Torino',
    address: 'Via Verdi',
    address_num: '3',
    city: 'Torino',
    prov: 'to',
    cap: '10121',
    country: 'it',
    latitude: 45.07,
    longitude: 7.68,
  }
  it('fills street, number, city, province, postal code, country and coordinates', () => {
    expect(applySuggestion(newAddress('address'), suggestion, countries)).toMatchObject({
      address: 'Via Verdi',
      address_num: '3',
      city: 'Torino',
      prov: 'TO',
      cap: '10121',
      esaedro_zone_code: '000',
      latitude: 45.07,
      longitude: 7.68,
    })
  })
  it('a US suggestion sets the VAT placeholder', () => {
    const us = { ...suggestion, country: 'US', prov: 'NY' }
    expect(applySuggestion(newAddress('address'), us, countries).piva).toBe(USA_VAT_PLACEHOLDER)
  })
  it('leaves a province name and an unknown country alone', () => {
    const odd = { ...suggestion, prov: 'Piemonte', country: 'ZZ' }
    const filled = applySuggestion(
      { ...newAddress('address'), prov: 'AT', esaedro_zone_code: '000' },
      odd,
      countries,
    )
    expect(filled).toMatchObject({ prov: 'AT', esaedro_zone_code: '000' })
  })
})

describe('blockingProblems', () => {
  const italianMain = { ...complete, address_type: 'main' as const, piva: '12345678903' }
  const noCode = { sdi_code: '', persona_fisica: false }
  it('finds the empty fields', () => {
    expect(blockingProblems(newAddress('address'), null, '')).toEqual([
      'cap',
      'address',
      'city',
      'tel',
      'esaedro_zone_code',
    ])
  })
  it.each([
    ['the client has none and none is typed', noCode, '', ['sdi_code']],
    ['the client has none and one is typed', noCode, 'M5UXCR1', []],
    ['the client has one', { ...noCode, sdi_code: 'KRRH6B9' }, '', []],
    ['no client yet and one is typed', null, 'M5UXCR1', []],
  ] as const)("an Italian main address needs the client's SDI code: %s", (_, client, typed, problems) => {
    expect(blockingProblems(italianMain, client, typed)).toEqual(problems)
  })
  it('a delivery address needs no SDI code', () => {
    expect(blockingProblems(complete, noCode, '')).toEqual([])
  })
  it('a US address needs its state', () => {
    expect(blockingProblems(withCountry(complete, 'USA'), null, '')).toEqual(['usa_state_code'])
  })
})

describe('asksSdiCode', () => {
  const italianMain = { ...complete, address_type: 'main' as const }
  it.each([
    [
      'an Italian main address of a client without a code',
      italianMain,
      { sdi_code: ' ', persona_fisica: false },
      true,
    ],
    ['no client yet', italianMain, null, true],
    ['the client has a code', italianMain, { sdi_code: 'KRRH6B9', persona_fisica: false }, false],
    ['a delivery address', complete, null, false],
    ['a main address abroad', withCountry(italianMain, 'DEU'), null, false],
  ] as const)('%s: %s', (_, address, client, asked) => {
    expect(asksSdiCode(address, client)).toBe(asked)
  })
})
