import type { ProductConfiguration } from '@shop/domain/catalog/schemas'
import type { SavedConfiguration } from '@shop/domain/orders/saved-configurations'
import { describe, expect, it } from 'vitest'
import { configuratorPath, searchSaved } from './saved-configurations.ts'

const accessory = (id: number, description: string, variation: number | null) =>
  ({
    id,
    description_short: description,
    pivot: { accessory_attributes_variation_id: variation },
    attributes_variations: [],
  }) as unknown as ProductConfiguration['accessories'][number]

function saved(
  id: number,
  values: {
    type?: 'A' | 'B'
    code: string
    name: string
    ref: string
    by: string
    accessories?: ProductConfiguration['accessories']
    texts?: Record<string, string>
  },
): SavedConfiguration {
  return {
    id,
    product: { id, accessory_ref_code: values.ref, name: values.name, description_short: '', image: null },
    product_configuration: {
      type: values.type ?? 'B',
      configuration_code: values.code,
      base_model: values.type === 'A' ? null : { code: values.ref },
      replacement_accessory: values.type === 'A' ? { code: values.ref } : null,
      accessories: values.accessories ?? [],
      custom_texts: values.texts ?? {},
    } as unknown as ProductConfiguration,
    saved_by: { id: 1, name: values.by },
    saved_at: '2026-12-01T10:00:00.000Z',
  }
}

const silo = saved(1, {
  code: 'SZ30-60RFGM-PULMRL',
  name: 'Silo in acciaio zincato',
  ref: 'SZ-30',
  by: 'Carla Buyer 34',
  accessories: [accessory(139, 'Verniciatura RAL', 18), accessory(140, 'Scala', null)],
  texts: { '139': 'RAL 3020 opaco' },
})
const filter = saved(2, {
  type: 'A',
  code: 'FI-MAN',
  name: 'Filtro a maniche',
  ref: 'FI-MAN',
  by: 'Mario Rossi',
})

describe('searchSaved', () => {
  it.each<[string, number[]]>([
    ['', [1, 2]],
    ['  ', [1, 2]],
    ['sz30-60', [1]],
    // A code typed without its dashes.
    ['SZ3060RFGM', [1]],
    ['filtro', [2]],
    ['fi-man', [2]],
    ['ral 3020', [1]],
    ['verniciatura', [1]],
    ['mario', [2]],
    ['carla filtro', []],
    ['zincàto', [1]],
    ['XYZ', []],
  ])('%j finds %j', (query, ids) => {
    expect(searchSaved([silo, filter], query).map((s) => s.id)).toEqual(ids)
  })
})

describe('configuratorPath', () => {
  it('opens a base model’s configuration by its shared link, an accessory on its own page', () => {
    expect(configuratorPath('it', silo)).toBe('/it/prodotti/SZ-30?code=SZ30-60RFGM-PULMRL&variations=18')
    expect(configuratorPath('en', filter)).toBe('/en/prodotti/accessori/FI-MAN')
    expect(
      configuratorPath(
        'de',
        saved(3, {
          code: 'OP-LR',
          type: 'A',
          name: '',
          ref: 'OP-LR',
          by: '',
          accessories: [accessory(7, '', 8)],
        }),
      ),
    ).toBe('/de/prodotti/accessori/OP-LR?variations=8')
  })
})
