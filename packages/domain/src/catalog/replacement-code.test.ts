import { describe, expect, it } from 'vitest'
import type { CompatibilityRule } from './compatibility.ts'
import { type CodeBaseModel, createCodeCatalogue } from './configuration-code.ts'
import {
  createReplacementCodes,
  decodeProductCode,
  findReplacementCodeIssues,
  type ReplacementCandidate,
} from './replacement-code.ts'

const silo: CodeBaseModel = {
  id: 1,
  configuration_code: 'SZ30',
  sections: [
    { name: 'cone', len: 2, var_len: false, order: 1, accessories: [acc(11, '45'), acc(12, '60')] },
    { name: 'filter', len: 1, var_len: false, order: 2, accessories: [acc(21, 'M'), acc(22, 'C')] },
    { name: 'opt', len: 2, var_len: false, order: 3, accessories: [acc(31, 'LR')] },
  ],
}
const catalogue = createCodeCatalogue([silo])

function acc(id: number, configuration_code: string) {
  return { id, configuration_code }
}

const accessories: ReplacementCandidate[] = [
  { id: 11, code: 'SZ-CO45', sold_alone: false },
  { id: 12, code: 'SZ-CO60', sold_alone: false },
  { id: 21, code: 'FI-MAN', sold_alone: true },
  { id: 22, code: 'FI-CAR', sold_alone: true },
  { id: 31, code: 'OP-LR', sold_alone: true },
  { id: 40, code: 'VALVOLA', sold_alone: true },
]
const replacements = createReplacementCodes(catalogue, accessories)
const needs60: CompatibilityRule = {
  id: 1,
  if_accessory_id: 21,
  kind: 'requires',
  then_accessory_id: 12,
  reason: { it: 'Il filtro a maniche richiede il cono a 60°' },
}

describe('decodeProductCode', () => {
  it.each([
    ['FI-MAN', 'FI-MAN', 21],
    ['fi-man', 'FI-MAN', 21],
    ['  Op-Lr ', 'OP-LR', 31],
    ['VALVOLA', 'VALVOLA', 40],
  ])('reads %s as the replacement accessory %s', (input, code, accessoryId) => {
    const result = decodeProductCode(input, catalogue, replacements)
    expect(result).toEqual({
      ok: true,
      product: {
        type: 'A',
        replacement: {
          code,
          accessoryId,
          accessoryIds: [accessoryId],
          segments: [{ part: 'replacement', code, accessoryId }],
        },
      },
    })
  })

  it('reads a base model configuration as before, with the rules', () => {
    const result = decodeProductCode('sz30-60m-lr', catalogue, replacements, [needs60])
    expect(result.ok && result.product.type === 'B' && result.product.configuration).toMatchObject({
      code: 'SZ30-60M-LR',
      baseModelId: 1,
      accessoryIds: [12, 21, 31],
    })
    const broken = decodeProductCode('SZ30-45M', catalogue, replacements, [needs60])
    expect(broken).toMatchObject({ ok: false, error: { reason: 'rule_violated' } })
  })

  it.each([
    ['SZ-CO45', { reason: 'not_sold_alone', code: 'SZ-CO45' }],
    ['FI-MAM', { reason: 'unknown_base_model', code: 'FI' }],
    ['FI-MAN-X', { reason: 'unknown_base_model', code: 'FI' }],
    ['FI MAN', { reason: 'invalid_character', character: ' ', position: 3 }],
    ['', { reason: 'empty' }],
    ['SZ30-99M', { reason: 'unknown_accessory', letter: 'A', section: 'cone', code: '99' }],
  ])('refuses %s with the reason', (input, error) => {
    expect(decodeProductCode(input, catalogue, replacements)).toMatchObject({ ok: false, error })
  })
})

describe('findReplacementCodeIssues and createReplacementCodes', () => {
  it('finds nothing wrong with product codes that cannot read as a configuration', () => {
    expect(findReplacementCodeIssues(catalogue, accessories)).toEqual([])
  })

  it('reports, and leaves out of the index, codes that would be unreachable or read two ways', () => {
    const bad: ReplacementCandidate[] = [
      { id: 50, code: 'SZ30-X', sold_alone: true },
      { id: 51, code: 'SZ30', sold_alone: true },
      { id: 52, code: 'fi-man', sold_alone: true },
      { id: 53, code: 'FI--MAN', sold_alone: true },
      { id: 54, code: 'FI MAN', sold_alone: true },
      { id: 55, code: 'DUP', sold_alone: true },
      { id: 56, code: 'DUP', sold_alone: false },
      { id: 57, code: 'OK-1', sold_alone: true },
    ]
    expect(findReplacementCodeIssues(catalogue, bad)).toEqual([
      { issue: 'product_code_reads_as_configuration', accessoryId: 50, code: 'SZ30-X', baseCode: 'SZ30' },
      { issue: 'product_code_reads_as_configuration', accessoryId: 51, code: 'SZ30', baseCode: 'SZ30' },
      { issue: 'invalid_product_code', accessoryId: 52, code: 'fi-man' },
      { issue: 'invalid_product_code', accessoryId: 53, code: 'FI--MAN' },
      { issue: 'invalid_product_code', accessoryId: 54, code: 'FI MAN' },
      { issue: 'duplicate_product_code', code: 'DUP', accessoryIds: [55, 56] },
    ])
    const index = createReplacementCodes(catalogue, bad)
    expect([...index.byCode.keys()]).toEqual(['OK-1'])
    // The base model keeps its reading.
    expect(decodeProductCode('SZ30', catalogue, index)).toMatchObject({
      ok: false,
      error: { reason: 'too_short' },
    })
  })
})
