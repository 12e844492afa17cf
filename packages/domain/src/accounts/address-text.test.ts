import { describe, expect, it } from 'vitest'
import { addressLines, type PrintedAddress } from './address-text.ts'

const complete: PrintedAddress = {
  address_title: '',
  ragione: '',
  name: '',
  last_name: '',
  address: 'Via Roma',
  address_num: '1',
  cap: '20100',
  city: 'Milano',
  prov: '',
  usa_state_code: '',
  tel: '02 123456',
}

describe('addressLines', () => {
  it.each([
    [
      { ...complete, address_title: 'Magazzino', prov: 'MI' },
      'Italia',
      ['Magazzino', 'Via Roma, 1', '20100 Milano (MI) – Italia', '02 123456'],
    ],
    [
      { ...complete, ragione: 'Molino Ferraresi S.r.l.', tel: '' },
      undefined,
      ['Molino Ferraresi S.r.l.', 'Via Roma, 1', '20100 Milano'],
    ],
    [
      { ...complete, name: 'Anna', last_name: 'Neri', usa_state_code: 'TX' },
      'Stati Uniti',
      ['Anna Neri', 'Via Roma, 1', '20100 Milano – TX – Stati Uniti', '02 123456'],
    ],
  ])('%o in %s -> %o', (address, country, lines) => {
    expect(addressLines(address, country)).toEqual(lines)
  })
})
