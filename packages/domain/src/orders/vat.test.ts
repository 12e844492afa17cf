import { describe, expect, it } from 'vitest'
import { type IvaCode, type IvaCodeInput, isIvaCode, ivaCodeFor, ivaPercFor } from './vat.ts'

const italy = { area: 0, has_vat_number: true }
const germanyVat = { area: 1, has_vat_number: true }
const germanyNoVat = { area: 1, has_vat_number: false }
const swiss = { area: 2, has_vat_number: true }

describe('ivaCodeFor', () => {
  it.each<[string, IvaCodeInput, IvaCode]>([
    [
      'a visitor or a user without a client',
      { admin_iva: null, client: null, destination_area: null },
      '22A',
    ],
    ['no client, even with a destination', { admin_iva: null, client: null, destination_area: 2 }, '22A'],
    ['an Italian client', { admin_iva: null, client: italy, destination_area: null }, '22A'],
    [
      'an EU client with a VAT number',
      { admin_iva: null, client: germanyVat, destination_area: null },
      'NI41',
    ],
    [
      'an EU client without a VAT number',
      { admin_iva: null, client: germanyNoVat, destination_area: null },
      '22A',
    ],
    ['a client outside the EU', { admin_iva: null, client: swiss, destination_area: null }, 'NI8'],
    [
      'an unknown area',
      { admin_iva: null, client: { area: 7, has_vat_number: true }, destination_area: null },
      '22A',
    ],
    // The delivery country, once chosen, wins over the client's own country.
    ['Italian client delivering to Germany', { admin_iva: null, client: italy, destination_area: 1 }, 'NI41'],
    [
      'German client delivering to Italy',
      { admin_iva: null, client: germanyVat, destination_area: 0 },
      '22A',
    ],
    [
      'German client exporting to Switzerland',
      { admin_iva: null, client: germanyVat, destination_area: 2 },
      'NI8',
    ],
    [
      'Swiss client delivering to France, no VAT number',
      { admin_iva: null, client: { area: 2, has_vat_number: false }, destination_area: 1 },
      '22A',
    ],
    // Staff's own code wins over everything.
    ['own code NI8 on an Italian client', { admin_iva: 'NI8', client: italy, destination_area: 0 }, 'NI8'],
    ['own code 22A on an EU client', { admin_iva: '22A', client: germanyVat, destination_area: 1 }, '22A'],
    [
      'own code in lower case with blanks',
      { admin_iva: ' ni41 ', client: italy, destination_area: null },
      'NI41',
    ],
    ['an unknown own code is ignored', { admin_iva: 'X99', client: swiss, destination_area: null }, 'NI8'],
    ['an empty own code is ignored', { admin_iva: '', client: germanyVat, destination_area: null }, 'NI41'],
  ])('%s', (_, input, code) => {
    expect(ivaCodeFor(input)).toBe(code)
  })
})

describe('IVA codes', () => {
  it.each<[IvaCode, number]>([
    ['22A', 22],
    ['NI41', 0],
    ['NI8', 0],
  ])('%s is %i%%', (code, perc) => {
    expect(ivaPercFor(code)).toBe(perc)
  })

  it.each([
    ['22A', true],
    ['NI41', true],
    ['ni41', false],
    ['toString', false],
    [null, false],
  ])('%s is a code: %s', (value, known) => {
    expect(isIvaCode(value)).toBe(known)
  })
})
