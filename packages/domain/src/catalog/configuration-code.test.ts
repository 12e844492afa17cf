import { describe, expect, it } from 'vitest'
import type { CompatibilityRule } from './compatibility.ts'
import {
  type CodeBaseModel,
  type CodeCatalogue,
  CodeCatalogueError,
  type CodeModelIssue,
  createCodeCatalogue,
  decodeConfigurationCode,
  encodeConfigurationCode,
  findPrefixConflicts,
  isPrefixFree,
  listCodeSections,
  validateCodeModel,
  validateCodeModels,
} from './configuration-code.ts'
import { SECTION_LETTERS } from './sections.ts'

// Sections listed out of order on purpose: letters follow `order`, not the array.
const silo: CodeBaseModel = {
  id: 1,
  configuration_code: 'SL30',
  sections: [
    { name: 'hatch', len: 1, var_len: false, order: 3, accessories: [acc(31, 'A'), acc(32, 'B')] },
    {
      name: 'opt',
      len: 2,
      var_len: false,
      order: 9,
      accessories: [acc(41, '01'), acc(42, '02'), acc(43, 'TR')],
    },
    { name: 'cone', len: 2, var_len: false, order: 1, accessories: [acc(11, '45'), acc(12, '60')] },
    {
      name: 'legs',
      len: 3,
      var_len: true,
      order: 2,
      accessories: [acc(21, 'S'), acc(22, 'RA'), acc(23, 'RB4')],
    },
  ],
}
const tank: CodeBaseModel = {
  id: 2,
  configuration_code: 'LQ10',
  sections: [{ name: 'opt', len: 2, var_len: false, order: 1, accessories: [acc(51, 'AA'), acc(52, 'BB')] }],
}
const hopper: CodeBaseModel = {
  id: 3,
  configuration_code: 'X9',
  sections: [{ name: 'outlet', len: 1, var_len: false, order: 1, accessories: [acc(61, '1'), acc(62, '2')] }],
}
const catalogue = createCodeCatalogue([silo, tank, hopper])

function acc(id: number, configuration_code: string) {
  return { id, configuration_code }
}

const needsLegs: CompatibilityRule = {
  id: 1,
  if_accessory_id: 12,
  kind: 'requires',
  then_accessory_id: 22,
  reason: { it: 'Un cono a 60° richiede le gambe rinforzate', en: 'A 60° cone needs the reinforced legs' },
}

describe('listCodeSections', () => {
  it('letters the sections by order and sets the optional one apart', () => {
    const { lettered, optional } = listCodeSections(silo)
    expect(lettered.map((l) => `${l.letter}:${l.section.name}`)).toEqual(['A:cone', 'B:legs', 'C:hatch'])
    expect(optional?.name).toBe('opt')
    expect(listCodeSections(hopper).optional).toBeNull()
  })
})

describe('decodeConfigurationCode', () => {
  it.each([
    ['SL30-45SA', 'SL30-45SA', [11, 21, 31]],
    ['SL30-60RB4B-TR01', 'SL30-60RB4B-01TR', [12, 23, 32, 41, 43]],
    ['sl30-60rab-02', 'SL30-60RAB-02', [12, 22, 32, 42]],
    ['  SL30-45SA\n', 'SL30-45SA', [11, 21, 31]],
    ['SL30-45SA-', 'SL30-45SA', [11, 21, 31]],
    ['SL30-45RAA-TR0201', 'SL30-45RAA-0102TR', [11, 22, 31, 41, 42, 43]],
    ['LQ10', 'LQ10', []],
    ['LQ10-', 'LQ10', []],
    ['LQ10--', 'LQ10', []],
    ['lq10--bbaa', 'LQ10--AABB', [51, 52]],
    ['X9-2', 'X9-2', [62]],
  ])('%j decodes to %s', (input, code, accessoryIds) => {
    const result = decodeConfigurationCode(input, catalogue)
    expect(result).toMatchObject({ ok: true, configuration: { code, accessoryIds } })
  })

  it.each([
    ['', { reason: 'empty' }],
    ['   ', { reason: 'empty' }],
    ['SL30-45 SA', { reason: 'invalid_character', character: ' ', position: 8 }],
    ['SL30_45SA', { reason: 'invalid_character', character: '_', position: 5 }],
    ['SL30-45SÀ', { reason: 'invalid_character', character: 'À', position: 9 }],
    ['SL30-45SA-01-02', { reason: 'too_many_parts', parts: 4 }],
    ['SL31-45SA', { reason: 'unknown_base_model', code: 'SL31' }],
    ['-45SA', { reason: 'unknown_base_model', code: '' }],
    ['SL30', { reason: 'too_short', letter: 'A', section: 'cone' }],
    ['SL30-4', { reason: 'too_short', letter: 'A', section: 'cone' }],
    ['SL30-45', { reason: 'too_short', letter: 'B', section: 'legs' }],
    ['SL30-45R', { reason: 'too_short', letter: 'B', section: 'legs' }],
    ['SL30-45RB', { reason: 'too_short', letter: 'B', section: 'legs' }],
    ['SL30-45S', { reason: 'too_short', letter: 'C', section: 'hatch' }],
    ['SL30-46SA', { reason: 'unknown_accessory', letter: 'A', section: 'cone', code: '46' }],
    ['SL30-45XYZA', { reason: 'unknown_accessory', letter: 'B', section: 'legs', code: 'XYZ' }],
    ['SL30-45RC', { reason: 'unknown_accessory', letter: 'B', section: 'legs', code: 'RC' }],
    ['SL30-45SC', { reason: 'unknown_accessory', letter: 'C', section: 'hatch', code: 'C' }],
    ['SL30-45SAB', { reason: 'too_long', rest: 'B' }],
    ['LQ10-A', { reason: 'too_long', rest: 'A' }],
    ['SL30-45SA-0', { reason: 'optional_incomplete', code: '0' }],
    ['SL30-45SA-01T', { reason: 'optional_incomplete', code: 'T' }],
    ['SL30-45SA-ZZ', { reason: 'unknown_optional', code: 'ZZ' }],
    ['X9-1-01', { reason: 'unknown_optional', code: '01' }],
    ['SL30-45SA-0101', { reason: 'duplicate_optional', code: '01' }],
    ['SL30-45SA-01TR01', { reason: 'duplicate_optional', code: '01' }],
  ])('%j is refused: %j', (input, error) => {
    expect(decodeConfigurationCode(input, catalogue)).toMatchObject({ ok: false, error })
  })

  it('refuses a code whose choices break a compatibility rule, with that rule', () => {
    expect(decodeConfigurationCode('SL30-60SA', catalogue, [needsLegs])).toMatchObject({
      ok: false,
      error: { reason: 'rule_violated', rules: [needsLegs] },
    })
    expect(decodeConfigurationCode('SL30-60RAA', catalogue, [needsLegs]).ok).toBe(true)
    expect(decodeConfigurationCode('SL30-60SA', catalogue, [{ ...needsLegs, base_model_id: 2 }]).ok).toBe(
      true,
    )
  })

  it('explains each part it could read, before and after an error', () => {
    expect(decodeConfigurationCode('SL30-45XYZA', catalogue)).toMatchObject({
      segments: [
        { part: 'base', code: 'SL30', baseModelId: 1 },
        { part: 'section', letter: 'A', section: 'cone', code: '45', accessoryId: 11 },
      ],
    })
    const ok = decodeConfigurationCode('SL30-45RAA-TR', catalogue)
    expect(ok.ok && ok.configuration.segments.map((s) => s.code)).toEqual(['SL30', '45', 'RA', 'A', 'TR'])
    expect(ok.ok && ok.configuration.sections.map((s) => s.letter)).toEqual(['A', 'B', 'C'])
  })
})

describe('encodeConfigurationCode', () => {
  it.each([
    [1, [31, 11, 21], 'SL30-45SA'],
    [1, [43, 41, 12, 23, 32], 'SL30-60RB4B-01TR'],
    [1, [11, 21, 31, 11], 'SL30-45SA'],
    [2, [], 'LQ10'],
    [2, [52, 51], 'LQ10--AABB'],
    [3, [61], 'X9-1'],
  ])('model %i with %j is %s', (baseModelId, ids, code) => {
    expect(encodeConfigurationCode(catalogue, baseModelId, ids)).toEqual({ ok: true, code })
  })

  it.each([
    [9, [], { reason: 'unknown_base_model', baseModelId: 9 }],
    [1, [11, 21], { reason: 'missing_choice', letter: 'C', section: 'hatch' }],
    [
      1,
      [11, 12, 21, 31],
      { reason: 'several_choices', letter: 'A', section: 'cone', accessoryIds: [11, 12] },
    ],
    [1, [11, 21, 31, 99], { reason: 'unknown_accessory', accessoryId: 99 }],
    [1, [11, 21, 31, 51], { reason: 'unknown_accessory', accessoryId: 51 }],
  ])('model %i with %j is refused: %j', (baseModelId, ids, error) => {
    expect(encodeConfigurationCode(catalogue, baseModelId, ids)).toEqual({ ok: false, error })
  })
})

describe('findPrefixConflicts', () => {
  it.each([
    [[], []],
    [['A', 'B', 'CD'], []],
    [['RB4', 'RA', 'S'], []],
    [['AB', 'A'], [['A', 'AB']]],
    [
      ['ABC', 'B', 'AB', 'A'],
      [
        ['A', 'AB'],
        ['A', 'ABC'],
        ['AB', 'ABC'],
      ],
    ],
    [['A', 'A'], [['A', 'A']]],
  ])('%j has conflicts %j', (codes, conflicts) => {
    expect(findPrefixConflicts(codes)).toEqual(conflicts)
    expect(isPrefixFree(codes)).toBe(conflicts.length === 0)
  })
})

describe('validateCodeModel', () => {
  const section = (
    name: string,
    order: number,
    len: number,
    var_len: boolean,
    codes: string[],
    firstId = 100,
  ) => ({
    name,
    len,
    var_len,
    order,
    accessories: codes.map((code, i) => acc(firstId + i, code)),
  })
  const model = (sections: CodeBaseModel['sections'], configuration_code = 'M1'): CodeBaseModel => ({
    id: 7,
    configuration_code,
    sections,
  })

  it.each<[string, CodeBaseModel, CodeModelIssue[]]>([
    ['the demo silo', silo, []],
    ['a model with only optionals', tank, []],
    ['a lower-case base code', model([], 'm1'), [{ issue: 'invalid_base_code', code: 'm1' }]],
    ['a base code with a dash', model([], 'M-1'), [{ issue: 'invalid_base_code', code: 'M-1' }]],
    [
      'seven lettered sections',
      model(SECTION_LETTERS.concat(['F']).map((_, i) => section(`s${i}`, i, 1, false, ['A'], 10 * i))),
      [{ issue: 'too_many_sections', count: 7 }],
    ],
    [
      'two optional sections',
      model([section('opt', 1, 2, false, ['01']), section('opt', 2, 2, false, ['02'], 200)]),
      [{ issue: 'several_optional_sections' }],
    ],
    [
      'two sections with the same order',
      model([section('a', 1, 1, false, ['A']), section('b', 1, 1, false, ['B'], 200)]),
      [{ issue: 'duplicate_section_order', order: 1, sections: ['a', 'b'] }],
    ],
    [
      'a section of length 0 without accessories',
      model([section('a', 1, 0, false, [])]),
      [
        { issue: 'invalid_section_length', section: 'a', len: 0 },
        { issue: 'empty_section', section: 'a' },
      ],
    ],
    [
      'an accessory code with a dash or lower case',
      model([section('a', 1, 2, false, ['A-', 'ab'])]),
      [
        { issue: 'invalid_accessory_code', section: 'a', accessoryId: 100, code: 'A-' },
        { issue: 'invalid_accessory_code', section: 'a', accessoryId: 101, code: 'ab' },
      ],
    ],
    [
      'a code shorter than its fixed section',
      model([section('a', 1, 2, false, ['45', '6'])]),
      [{ issue: 'wrong_code_length', section: 'a', accessoryId: 101, code: '6', expected: 2 }],
    ],
    [
      'an optional code of 3 characters',
      model([section('opt', 1, 2, false, ['01', 'TRX'])]),
      [{ issue: 'wrong_code_length', section: 'opt', accessoryId: 101, code: 'TRX', expected: 2 }],
    ],
    [
      'a var_len code longer than the section',
      model([section('a', 1, 2, true, ['S', 'RB4'])]),
      [{ issue: 'code_longer_than_section', section: 'a', accessoryId: 101, code: 'RB4', len: 2 }],
    ],
    [
      'the same code twice in a section',
      model([section('a', 1, 1, false, ['A', 'A'])]),
      [{ issue: 'duplicate_accessory_code', section: 'a', code: 'A', accessoryIds: [100, 101] }],
    ],
    [
      'a var_len section that is not prefix-free',
      model([section('a', 1, 3, true, ['R', 'RA', 'S'])]),
      [{ issue: 'not_prefix_free', section: 'a', code: 'R', prefixOf: 'RA' }],
    ],
    [
      'an accessory in two sections',
      model([section('a', 1, 1, false, ['A']), section('b', 2, 1, false, ['B'])]),
      [{ issue: 'accessory_in_several_sections', accessoryId: 100, sections: ['a', 'b'] }],
    ],
  ])('%s: %j', (_what, m, issues) => {
    expect(validateCodeModel(m)).toEqual(issues)
  })

  it('finds base codes used twice, and createCodeCatalogue refuses such data', () => {
    const twin = { ...hopper, id: 4 }
    expect(validateCodeModels([silo, hopper, twin])).toEqual([
      { issue: 'duplicate_base_code', code: 'X9', baseModelIds: [3, 4] },
    ])
    expect(() => createCodeCatalogue([silo, hopper, twin])).toThrow(CodeCatalogueError)
  })
})

// ---------------------------------------------------------------------------------------------------------
// Round trips over generated catalogues

/** A small seeded generator, so a failure can be replayed. */
function randomSource(seed: number) {
  let s = seed >>> 0
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)] as T
  const shuffle = <T>(list: readonly T[]) => {
    const out = [...list]
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[out[i], out[j]] = [out[j] as T, out[i] as T]
    }
    return out
  }
  return { next, int, pick, shuffle }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

function generateCatalogue(seed: number, count: number): CodeBaseModel[] {
  const r = randomSource(seed)
  let nextId = 1
  const word = (length: number) => Array.from({ length }, () => r.pick([...ALPHABET])).join('')
  const distinct = (n: number, make: () => string, accept: (code: string, taken: string[]) => boolean) => {
    const taken: string[] = []
    for (let tries = 0; taken.length < n && tries < 200; tries++) {
      const code = make()
      if (accept(code, taken)) taken.push(code)
    }
    return taken
  }
  const baseCodes = distinct(
    count,
    () => word(r.int(2, 5)),
    (c, taken) => !taken.includes(c),
  )
  return baseCodes.map((configuration_code, m) => {
    const sections: CodeBaseModel['sections'] = []
    const lettered = r.int(0, 6)
    const orders = r.shuffle(Array.from({ length: lettered }, (_, i) => i * 10))
    for (let i = 0; i < lettered; i++) {
      const varLen = r.next() < 0.4
      const len = varLen ? r.int(1, 4) : r.int(1, 3)
      const codes = varLen
        ? distinct(
            r.int(1, 6),
            () => word(r.int(1, len)),
            (c, taken) => isPrefixFree([...taken, c]),
          )
        : distinct(
            r.int(1, 6),
            () => word(len),
            (c, taken) => !taken.includes(c),
          )
      const accessories = codes.map((code) => acc(nextId++, code))
      sections.push({ name: `s${i}`, len, var_len: varLen, order: orders[i] as number, accessories })
    }
    if (r.next() < 0.8) {
      const codes = distinct(
        r.int(0, 12),
        () => word(2),
        (c, taken) => !taken.includes(c),
      )
      sections.push({
        name: 'opt',
        len: 2,
        var_len: false,
        order: 99,
        accessories: codes.map((c) => acc(nextId++, c)),
      })
    }
    return { id: m + 1, configuration_code, sections: r.shuffle(sections) }
  })
}

describe('configuration code round trips', () => {
  const models = generateCatalogue(20261104, 40)
  const generated: CodeCatalogue = createCodeCatalogue(models)
  const r = randomSource(42)

  /** A random valid choice: one accessory per lettered section, a random subset of the optionals. */
  function randomChoice(model: CodeBaseModel): number[] {
    const { lettered, optional } = listCodeSections(model)
    const ids = lettered.map(({ section }) => r.pick(section.accessories).id)
    for (const a of optional?.accessories ?? []) if (r.next() < 0.3) ids.push(a.id)
    return r.shuffle(ids)
  }

  it('generates valid models with var_len sections among them', () => {
    expect(validateCodeModels(models)).toEqual([])
    expect(models.some((m) => m.sections.some((s) => s.var_len))).toBe(true)
  })

  it('decodes 10,000 encoded random choices back to the same choices and the same canonical code', () => {
    for (let i = 0; i < 10_000; i++) {
      const model = r.pick(models)
      const ids = randomChoice(model)
      const encoded = encodeConfigurationCode(generated, model.id, ids)
      if (!encoded.ok) throw new Error(`encode ${JSON.stringify({ model: model.id, ids, encoded })}`)
      const decoded = decodeConfigurationCode(encoded.code, generated)
      if (!decoded.ok) throw new Error(`decode ${encoded.code}: ${JSON.stringify(decoded.error)}`)
      expect(decoded.configuration.code).toBe(encoded.code)
      expect(decoded.configuration.baseModelId).toBe(model.id)
      expect([...decoded.configuration.accessoryIds].sort()).toEqual([...ids].sort())
      const again = encodeConfigurationCode(generated, model.id, decoded.configuration.accessoryIds)
      expect(again).toEqual({ ok: true, code: encoded.code })
    }
  })

  it('decodes any order of the optionals and lower case to the canonical code', () => {
    for (let i = 0; i < 2_000; i++) {
      const model = r.pick(models)
      const encoded = encodeConfigurationCode(generated, model.id, randomChoice(model))
      if (!encoded.ok) throw new Error('encode')
      const [base, sections = '', optionals = ''] = encoded.code.split('-')
      const pairs = r.shuffle(optionals.match(/../g) ?? [])
      const variant = `${base}-${sections}-${pairs.join('')}`.toLowerCase()
      const decoded = decodeConfigurationCode(variant, generated)
      expect(decoded.ok && decoded.configuration.code).toBe(encoded.code)
    }
  })

  it('answers damaged codes with a typed reason, and whatever decodes re-encodes to itself', () => {
    for (let i = 0; i < 5_000; i++) {
      const model = r.pick(models)
      const encoded = encodeConfigurationCode(generated, model.id, randomChoice(model))
      if (!encoded.ok) throw new Error('encode')
      const chars = [...encoded.code]
      const at = r.int(0, chars.length - 1)
      const edit = r.int(0, 2)
      if (edit === 0) chars.splice(at, 1)
      else if (edit === 1) chars.splice(at, 0, r.pick([...`${ALPHABET}-`]))
      else chars[at] = r.pick([...ALPHABET])
      const decoded = decodeConfigurationCode(chars.join(''), generated)
      if (decoded.ok) {
        const { code, baseModelId, accessoryIds } = decoded.configuration
        expect(encodeConfigurationCode(generated, baseModelId, accessoryIds)).toEqual({ ok: true, code })
      } else {
        expect(typeof decoded.error.reason).toBe('string')
      }
    }
  })
})
