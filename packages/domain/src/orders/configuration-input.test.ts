import { describe, expect, it } from 'vitest'
import type { ProductConfiguration } from '../catalog/schemas.ts'
import { configurationInput } from './configuration-input.ts'

const withVariation = (id: number, variation: number | null) =>
  ({
    id,
    pivot: { accessory_attributes_variation_id: variation },
  }) as ProductConfiguration['accessories'][number]

describe('configurationInput', () => {
  it.each<
    [
      ProductConfiguration['accessories'],
      Record<string, string> | undefined,
      number[],
      Record<string, string>,
    ]
  >([
    [[], undefined, [], {}],
    [[withVariation(1, null), withVariation(2, 18)], { '2': 'RAL 3020' }, [18], { '2': 'RAL 3020' }],
    [[withVariation(1, 4), withVariation(2, 8)], {}, [4, 8], {}],
  ])('takes the chosen variations in order and the texts', (accessories, texts, variations, customTexts) => {
    expect(configurationInput({ configuration_code: 'SZ30-60', accessories, custom_texts: texts })).toEqual({
      configuration_code: 'SZ30-60',
      variations,
      custom_texts: customTexts,
    })
  })
})
