import { describe, expect, it } from 'vitest'
import { currentIf, navPaths } from './nav-paths.ts'
import { groupModelsByFamily } from './navigation-data.ts'

describe('groupModelsByFamily', () => {
  it('orders families and models by position and leaves out a family without models', () => {
    const families = [
      { id: 2, name: 'Liquidi', position: 1 },
      { id: 1, name: 'Solidi', position: 0 },
      { id: 3, name: 'Vuota', position: 2 },
    ]
    const models = [
      { code: 'LV-10', name: 'Serbatoio 10', product_family_id: 2, position: 7 },
      { code: 'SZ-60', name: 'Zincato 60', product_family_id: 1, position: 1 },
      { code: 'SZ-30', name: 'Zincato 30', product_family_id: 1, position: 0 },
    ]
    expect(groupModelsByFamily(families, models)).toEqual([
      {
        id: 1,
        name: 'Solidi',
        models: [
          { code: 'SZ-30', name: 'Zincato 30' },
          { code: 'SZ-60', name: 'Zincato 60' },
        ],
      },
      { id: 2, name: 'Liquidi', models: [{ code: 'LV-10', name: 'Serbatoio 10' }] },
    ])
  })
})

describe('navPaths and currentIf', () => {
  it.each([
    ['/it/prodotti', '/it/prodotti', 'page'],
    ['/it/prodotti/', '/it/prodotti', 'page'],
    ['/it/prodotti/SZ-30', '/it/prodotti', undefined],
    ['/it/prodotti/SZ-30', navPaths('it').model('SZ-30'), 'page'],
    ['/en/guida-acquisto', navPaths('en').guide, 'page'],
  ])('%s against %s', (pathname, path, expected) => {
    expect(currentIf(pathname, path)).toBe(expected)
  })
})
