import { describe, expect, it } from 'vitest'
import {
  type CompatibilityRule,
  type ConfiguratorModel,
  findBlockedOptions,
  findRuleViolations,
  ruleReason,
} from './compatibility.ts'
import { compatibilityRuleSchema } from './schemas.ts'

// Cone 45° (11) or 60° (12); legs standard (21), reinforced (22) or short (23); hatch 31 or 32;
// optionals: ladder (41), cage (42), top rail (43).
const silo: ConfiguratorModel = {
  id: 1,
  sections: [
    { name: 'cone', accessories: [{ id: 11 }, { id: 12 }] },
    { name: 'legs', accessories: [{ id: 21 }, { id: 22 }, { id: 23 }] },
    { name: 'hatch', accessories: [{ id: 31 }, { id: 32 }] },
    { name: 'opt', accessories: [{ id: 41 }, { id: 42 }, { id: 43 }] },
  ],
}

const coneNeedsLegs: CompatibilityRule = {
  id: 1,
  if_accessory_id: 12,
  kind: 'requires',
  then_accessory_id: 22,
  reason: { it: 'Un cono a 60° richiede le gambe rinforzate', en: 'A 60° cone needs the reinforced legs' },
}
const railExcludesLadder: CompatibilityRule = {
  id: 2,
  if_accessory_id: 43,
  kind: 'excludes',
  then_accessory_id: 41,
  reason: { it: 'Il parapetto esclude la scala semplice' },
}
const onlyOnModel2: CompatibilityRule = {
  id: 3,
  base_model_id: 2,
  if_accessory_id: 11,
  kind: 'excludes',
  then_accessory_id: 31,
  reason: { it: 'Solo sul modello 2' },
}
const cageNeedsLadder: CompatibilityRule = {
  id: 4,
  if_accessory_id: 42,
  kind: 'requires',
  then_accessory_id: 41,
  reason: { it: 'La gabbia richiede la scala' },
}
const rules = [coneNeedsLegs, railExcludesLadder, onlyOnModel2, cageNeedsLadder]

describe('findRuleViolations', () => {
  it.each([
    [[11, 21, 31], 1, []],
    [[11, 21, 31], 2, [3]],
    [[11, 21, 31], undefined, [3]],
    [[12, 21, 31], 1, [1]],
    [[12, 22, 31], 1, []],
    [[11, 21, 31, 41, 43], 1, [2]],
    [[11, 21, 31, 42], 1, [4]],
    [[11, 21, 31, 41, 42], 1, []],
    [[12, 21, 31, 41, 43], 1, [1, 2]],
  ])('%j on model %s breaks rules %j', (chosen, baseModelId, ruleIds) => {
    expect(findRuleViolations(rules, chosen, baseModelId).map((r) => r.id)).toEqual(ruleIds)
  })
})

describe('findBlockedOptions', () => {
  it.each([
    ['the 60° cone while the legs are standard', [11, 21, 31], { 12: [1], 42: [4] }],
    ['other legs under the 60° cone', [12, 22, 31], { 21: [1], 23: [1], 42: [4] }],
    ['the top rail once the ladder is in', [11, 21, 31, 41], { 12: [1], 43: [2] }],
    ['the ladder once the top rail is in', [11, 21, 31, 43], { 12: [1], 41: [2], 42: [4] }],
    ['nothing new when a rule is already broken', [12, 21, 31], { 42: [4] }],
  ])('%s', (_what, chosen, expected) => {
    const blocked = findBlockedOptions(rules, silo, chosen)
    expect(Object.fromEntries(blocked.map((b) => [b.accessoryId, b.rules.map((r) => r.id)]))).toEqual(
      expected,
    )
  })

  it('applies a model-limited rule only on that model', () => {
    const model2 = { ...silo, id: 2 }
    expect(findBlockedOptions([onlyOnModel2], silo, [12, 22, 31])).toEqual([])
    expect(findBlockedOptions([onlyOnModel2], model2, [12, 22, 31])).toEqual([
      { accessoryId: 11, rules: [onlyOnModel2] },
    ])
  })

  it('blocks nothing without rules', () => {
    expect(findBlockedOptions([], silo, [11, 21, 31])).toEqual([])
  })
})

describe('ruleReason', () => {
  it.each([
    [coneNeedsLegs, 'en', 'A 60° cone needs the reinforced legs'],
    [coneNeedsLegs, 'it', 'Un cono a 60° richiede le gambe rinforzate'],
    [coneNeedsLegs, 'de', 'Un cono a 60° richiede le gambe rinforzate'],
    [{ reason: { it: 'Testo', fr: '  ' } }, 'fr', 'Testo'],
  ] as const)('%j in %s', (rule, lang, text) => {
    expect(ruleReason(rule, lang)).toBe(text)
  })
})

describe('compatibilityRuleSchema', () => {
  it.each([
    ['a rule', coneNeedsLegs, true],
    ['a rule limited to a base model', onlyOnModel2, true],
    ['a rule about the accessory itself', { ...coneNeedsLegs, then_accessory_id: 12 }, false],
    ['a rule without an Italian reason', { ...coneNeedsLegs, reason: { en: 'x' } }, false],
    ['an unknown kind', { ...coneNeedsLegs, kind: 'prefers' }, false],
  ])('%s: valid %s', (_what, rule, valid) => {
    expect(compatibilityRuleSchema.safeParse(rule).success).toBe(valid)
  })
})
