import { describe, expect, it } from 'vitest'
import {
  type AttributesTemplateData,
  checkChosenVariations,
  findAttributesVariation,
  type VariationData,
  type VariationRequest,
} from './variations.ts'

const label = { it: 'x', en: 'x', de: 'x', es: 'x', fr: 'x' }
const cells: AttributesTemplateData = {
  need_datasheet: true,
  allow_custom: false,
  attributes: [
    { key: 'celle', label, values: ['3', '4'] },
    { key: 'portata', label, values: ['10 t', '20 t'] },
  ],
}
const cellVariations: VariationData[] = [
  { id: 1, attributes: { celle: '3', portata: '10 t' }, variation_value: '3 × 10 t', is_custom: false },
  { id: 2, attributes: { celle: '4', portata: '20 t' }, variation_value: '4 × 20 t', is_custom: false },
]
const ral: AttributesTemplateData = {
  need_datasheet: false,
  allow_custom: true,
  attributes: [{ key: 'ral', label, values: ['RAL 9010', 'RAL 6011'] }],
}
const ralVariations: VariationData[] = [
  { id: 10, attributes: { ral: 'RAL 9010' }, variation_value: 'RAL 9010', is_custom: false },
  { id: 11, attributes: { ral: 'RAL 6011' }, variation_value: 'RAL 6011', is_custom: false },
  { id: 12, attributes: {}, variation_value: 'custom', is_custom: true },
]

const ask = (r: Partial<VariationRequest>): VariationRequest => ({
  attributes: {},
  is_custom_variation: false,
  ...r,
})

describe('findAttributesVariation', () => {
  it.each([
    [
      'every attribute',
      cells,
      cellVariations,
      ask({ attributes: { celle: '4', portata: '20 t' } }),
      { id: 2, text: null },
    ],
    [
      'case and blanks ignored',
      cells,
      cellVariations,
      ask({ attributes: { celle: ' 3', portata: '10 T' } }),
      { id: 1, text: null },
    ],
    [
      'by variation_value',
      cells,
      cellVariations,
      ask({ variation_value: '4 × 20 t' }),
      { id: 2, text: null },
    ],
    [
      'a custom text',
      ral,
      ralVariations,
      ask({ variation_value: 'RAL 3020', is_custom_variation: true }),
      { id: 12, text: 'RAL 3020' },
    ],
    [
      'a custom text from the attributes',
      ral,
      ralVariations,
      ask({ attributes: { ral: 'RAL 1013' }, is_custom_variation: true }),
      { id: 12, text: 'RAL 1013' },
    ],
    [
      'a custom text naming a listed value',
      ral,
      ralVariations,
      ask({ variation_value: 'ral 6011', is_custom_variation: true }),
      { id: 11, text: null },
    ],
  ])('finds %s', (_name, template, variations, request, expected) => {
    const found = findAttributesVariation(template, variations, request)
    expect(found.ok && { id: found.variation.id, text: found.custom_text }).toEqual(expected)
  })

  it.each([
    ['no template', null, cellVariations, ask({ variation_value: 'x' }), 'no_variations'],
    ['no variations', cells, [], ask({ variation_value: 'x' }), 'no_variations'],
    [
      'an unknown attribute',
      cells,
      cellVariations,
      ask({ attributes: { colore: 'blu' } }),
      'unknown_attribute',
    ],
    ['a missing attribute', cells, cellVariations, ask({ attributes: { celle: '4' } }), 'attribute_missing'],
    ['nothing chosen', cells, cellVariations, ask({}), 'attribute_missing'],
    [
      'a combination not listed',
      cells,
      cellVariations,
      ask({ attributes: { celle: '3', portata: '20 t' } }),
      'not_found',
    ],
    ['an unknown value', cells, cellVariations, ask({ variation_value: '5 × 10 t' }), 'not_found'],
    [
      'a custom text where none is allowed',
      cells,
      cellVariations,
      ask({ variation_value: '5 celle', is_custom_variation: true }),
      'custom_not_allowed',
    ],
    [
      'an empty custom text',
      ral,
      ralVariations,
      ask({ variation_value: '  ', is_custom_variation: true }),
      'custom_text_required',
    ],
  ])('refuses %s', (_name, template, variations, request, reason) => {
    expect(findAttributesVariation(template, variations, request)).toMatchObject({ ok: false, reason })
  })
})

describe('checkChosenVariations', () => {
  const variations = new Map([
    [1, { accessory_id: 100, is_custom: false }],
    [2, { accessory_id: 100, is_custom: false }],
    [3, { accessory_id: 200, is_custom: true }],
    [4, { accessory_id: 300, is_custom: false }],
  ])
  const of = (id: number) => variations.get(id)

  it('answers the variation per accessory', () => {
    const checked = checkChosenVariations([100, 200], of, [1, 3], { 200: 'RAL 3020' })
    expect(checked.ok && [...checked.byAccessory]).toEqual([
      [100, 1],
      [200, 3],
    ])
  })

  it.each([
    ['an unknown variation', [9], {}, 'unknown_variation', 9],
    ['a variation of an accessory not chosen', [4], {}, 'variation_of_other_accessory', 4],
    ['two variations of one accessory', [1, 2], {}, 'several_variations', 2],
    ['a custom variation without its text', [3], {}, 'custom_text_required', 200],
    ['a text without a custom variation', [1], { 100: 'x' }, 'custom_text_not_allowed', 100],
  ])('refuses %s', (_name, chosen, texts, issue, id) => {
    expect(checkChosenVariations([100, 200], of, chosen, texts)).toEqual({ ok: false, issue, id })
  })

  it('lets a shared link name a custom variation without its text', () => {
    expect(checkChosenVariations([100, 200], of, [3], {}, false).ok).toBe(true)
  })
})
