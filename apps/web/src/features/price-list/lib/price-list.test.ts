import type { PriceListGroup } from '@shop/domain/price-list/schemas'
import { describe, expect, it } from 'vitest'
import { buildPriceListCsv, indexPriceList, searchPriceList } from './price-list.ts'

const product = (
  id: number,
  code: string,
  name: string,
  extra: Partial<PriceListGroup['products'][number]> = {},
) => ({
  id,
  kind: 'base_model' as const,
  code,
  name,
  client_code: null,
  price: 2_398_500,
  discounted_price: 1_511_055,
  discount_label: 'sconto 30% + 10%',
  ...extra,
})

const GROUPS: PriceListGroup[] = [
  {
    kind: 'family',
    id: 1,
    name: 'Silos per solidi',
    products: [
      product(10, 'SZ30-60RFGM-PULM', 'Silo zincato 30 m³', { client_code: 'MIO-SILO' }),
      product(11, 'SI20-45RF', 'Silo inox 20 m³', { price: -1, discounted_price: -1, discount_label: '' }),
    ],
  },
  {
    kind: 'accessory_group',
    id: 2,
    name: 'Filtri',
    products: [product(20, 'FI-MAN', '=Filtro a maniche "FM"')],
  },
]

describe('searchPriceList', () => {
  const index = indexPriceList(GROUPS)
  it.each([
    ['', [10, 11, 20]],
    ['  ', [10, 11, 20]],
    ['sz30', [10]],
    ['SZ30-60', [10]],
    ['mio-silo', [10]],
    ['inox', [11]],
    ['filtro', [20]],
    ['silo', [10, 11]],
    ['solidi', [10, 11]],
    ['nulla', []],
  ])('%j finds %j, families kept in order', (query, ids) => {
    expect(searchPriceList(index, query).flatMap((g) => g.products.map((p) => p.id))).toEqual(ids)
  })
  it('drops a family with nothing found', () => {
    expect(searchPriceList(index, 'filtro').map((g) => g.name)).toEqual(['Filtri'])
  })
})

describe('buildPriceListCsv', () => {
  const words = {
    group: 'Famiglia',
    code: 'Codice',
    client_code: 'Vostro codice',
    name: 'Prodotto',
    price: 'Prezzo di listino (€)',
    discounted_price: 'Prezzo netto (€)',
    discount: 'Sconto',
    to_be_quoted: 'Su preventivo',
  }
  it('writes one row per product with the language separator, decimal mark and BOM, a formula neutralised', () => {
    expect(buildPriceListCsv(GROUPS, words, 'it')).toBe(
      '\uFEFF' +
        '"Famiglia";"Codice";"Vostro codice";"Prodotto";"Prezzo di listino (€)";"Prezzo netto (€)";"Sconto"\r\n' +
        '"Silos per solidi";"SZ30-60RFGM-PULM";"MIO-SILO";"Silo zincato 30 m³";"23985,00";"15110,55";"sconto 30% + 10%"\r\n' +
        '"Silos per solidi";"SI20-45RF";"";"Silo inox 20 m³";"Su preventivo";"Su preventivo";""\r\n' +
        `"Filtri";"FI-MAN";"";"'=Filtro a maniche ""FM""";"23985,00";"15110,55";"sconto 30% + 10%"\r\n`,
    )
  })
  it('writes English with commas and a decimal point', () => {
    const lines = buildPriceListCsv(GROUPS, words, 'en').split('\r\n')
    expect(lines[1]).toBe(
      '"Silos per solidi","SZ30-60RFGM-PULM","MIO-SILO","Silo zincato 30 m³","23985.00","15110.55","sconto 30% + 10%"',
    )
  })
})
