import { describe, expect, it } from 'vitest'
import {
  type ChoiceTemplate,
  findOpenChoices,
  nameOpenChoice,
  type OpenChoiceRule,
  openChoiceRule,
} from './open-choices.ts'

const template = (open_choice?: OpenChoiceRule, attributes = ['a']): ChoiceTemplate => ({
  attributes,
  ...(open_choice ? { open_choice } : {}),
})

describe('openChoiceRule', () => {
  it.each<[string, ChoiceTemplate | null | undefined, OpenChoiceRule | null]>([
    ['no template', null, null],
    ['an unknown accessory', undefined, null],
    ['a template without attributes (a datasheet only)', template('quotation', []), null],
    ['a template that does not say', template(), 'required'],
    ['a required value', template('required'), 'required'],
    ['a value settled in the quotation', template('quotation'), 'quotation'],
  ])('%s', (_name, t, rule) => {
    expect(openChoiceRule(t)).toBe(rule)
  })
})

describe('findOpenChoices', () => {
  // 1 screw (length required), 2 RAL paint (colour in the quotation), 3 radar (output, template silent: required),
  // 4 a plain accessory, 5 load cells with no variations in the catalogue (nothing to choose from).
  const templates = new Map<number, ChoiceTemplate | null>([
    [1, template('required')],
    [2, template('quotation')],
    [3, template()],
    [4, null],
    [5, null],
  ])
  const of = (id: number) => templates.get(id)

  it.each<[string, number[], number[], { required: number[]; quotation: number[] }]>([
    ['nothing with a value to choose', [4, 5], [], { required: [], quotation: [] }],
    ['every value chosen', [1, 2, 3, 4], [1, 2, 3], { required: [], quotation: [] }],
    ['the screw without its length', [1, 4], [], { required: [1], quotation: [] }],
    ['the paint without its colour', [2, 4], [], { required: [], quotation: [2] }],
    ['a template that does not say is required', [3], [], { required: [3], quotation: [] }],
    ['both kinds open, in the order given', [3, 2, 1], [], { required: [3, 1], quotation: [2] }],
    ['the length chosen, the colour open', [1, 2], [1], { required: [], quotation: [2] }],
    ['an accessory given twice counts once', [1, 1], [], { required: [1], quotation: [] }],
    ['a variation of an accessory not chosen changes nothing', [1], [2], { required: [1], quotation: [] }],
  ])('%s', (_name, accessoryIds, withVariation, expected) => {
    const chosen = new Set(withVariation)
    expect(findOpenChoices(accessoryIds, of, (id) => chosen.has(id))).toEqual(expected)
  })
})

describe('nameOpenChoice', () => {
  it.each<[string[], string, string]>([
    [['Lunghezza'], 'Coclea di estrazione', 'Lunghezza (Coclea di estrazione)'],
    [
      ['Numero di celle', 'Portata per cella'],
      'Celle di carico',
      'Numero di celle, Portata per cella (Celle di carico)',
    ],
    [[], 'Kit ATEX', 'Kit ATEX'],
    [['Zona ATEX'], '', 'Zona ATEX'],
  ])('%j of %s', (labels, accessory, expected) => {
    expect(nameOpenChoice(labels, accessory)).toBe(expected)
  })
})
