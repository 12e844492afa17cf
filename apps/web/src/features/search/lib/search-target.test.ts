import type { SearchResult } from '@shop/domain/catalog/search-schemas'
import { describe, expect, it } from 'vitest'
import { pickEnterResult, searchResultPath } from './search-target.ts'

const code: SearchResult = {
  kind: 'code',
  code: 'SZ30-60RFGM-PULM',
  valid: true,
  message: null,
  model_code: 'SZ-30',
  model_name: 'Silo zincato 30 m³',
}
const model: SearchResult = {
  kind: 'model',
  code: 'SI-45',
  configuration_code: 'SI45',
  name: 'Silo inox 45 m³',
  family: 'Silos per solidi',
}
const spare: SearchResult = {
  kind: 'accessory',
  code: 'SC-FAR',
  name: 'Valvola a farfalla',
  description_short: '',
  sold_alone: true,
  model_code: null,
}
const option: SearchResult = { ...spare, code: 'SZ-CO45', sold_alone: false, model_code: 'SZ-30' }
const orphan: SearchResult = { ...option, model_code: null }

describe('searchResultPath', () => {
  it.each([
    [code, '/it/prodotti/SZ-30?code=SZ30-60RFGM-PULM'],
    [{ ...code, valid: false, code: 'SZ30-60' }, '/it/prodotti/SZ-30?code=SZ30-60'],
    [model, '/it/prodotti/SI-45'],
    [spare, '/it/prodotti/accessori/SC-FAR'],
    [option, '/it/prodotti/SZ-30'],
    [orphan, '/it/prodotti'],
  ])('%j -> %s', (result, path) => {
    expect(searchResultPath('it', result)).toBe(path)
  })

  it('keeps the language', () => {
    expect(searchResultPath('de', model)).toBe('/de/prodotti/SI-45')
  })
})

describe('pickEnterResult', () => {
  it.each([
    [[model, code, spare], code],
    [[model, spare], model],
    [[spare], spare],
    [[], undefined],
  ])('%#', (results, expected) => {
    expect(pickEnterResult(results)).toBe(expected)
  })
})
