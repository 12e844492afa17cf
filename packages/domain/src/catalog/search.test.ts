import { describe, expect, it } from 'vitest'
import {
  compactCode,
  configurationCodeBase,
  normalizeSearchText,
  prepareSearchEntry,
  rankSearchEntries,
  scoreSearchEntry,
} from './search.ts'

describe('normalizeSearchText', () => {
  it.each([
    ['Cono 45° (zincato)', 'cono 45 zincato'],
    ['  Silo  INOX ', 'silo inox'],
    ['Übergröße Ø 250', 'ubergroße ø 250'],
    ['Guía de compra', 'guia de compra'],
    ["Guida all'acquisto", 'guida all acquisto'],
    ['SZ30-60RFGM', 'sz30 60rfgm'],
    ['', ''],
    ['---', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected)
  })
})

describe('compactCode', () => {
  it.each([
    ['sz-30', 'SZ30'],
    ['SZ 30', 'SZ30'],
    ['op-pu', 'OPPU'],
    ['°', ''],
  ])('%j -> %j', (input, expected) => {
    expect(compactCode(input)).toBe(expected)
  })
})

const zinc30 = prepareSearchEntry({
  item: 'SZ-30',
  codes: ['SZ-30', 'SZ30'],
  name: 'Silo zincato 30 m³',
  details: 'Silo zincato imbullonato per cereali e mangimi Silos per solidi',
})
const zinc60 = prepareSearchEntry({
  item: 'SZ-60',
  codes: ['SZ-60', 'SZ60'],
  name: 'Silo zincato 60 m³',
  details: 'Silo zincato imbullonato per cereali e mangimi Silos per solidi',
})
const inox45 = prepareSearchEntry({
  item: 'SI-45',
  codes: ['SI-45', 'SI45'],
  name: 'Silo inox 45 m³',
  details: 'Silo saldato in inox AISI 304 per farine e zucchero Silos per solidi',
})
const cone45 = prepareSearchEntry({
  item: 'SZ-CO45',
  codes: ['SZ-CO45'],
  name: 'Cono 45°',
  details: 'Cono di scarico a 45° in acciaio zincato Coni',
})
const valve = prepareSearchEntry({
  item: 'SC-FAR',
  codes: ['SC-FAR'],
  name: 'Valvola a farfalla',
  details: 'Valvola a farfalla DN250 con leva manuale Scarico',
})
const entries = [zinc30, zinc60, inox45, cone45, valve]

describe('scoreSearchEntry', () => {
  it('puts a whole code above its beginning, and a code above words', () => {
    const exact = scoreSearchEntry('SZ-30', zinc30)
    const prefix = scoreSearchEntry('SZ', zinc30)
    const byWords = scoreSearchEntry('zincato', zinc30)
    expect(exact).toBeGreaterThan(prefix)
    expect(prefix).toBeGreaterThan(byWords)
    expect(byWords).toBeGreaterThan(0)
  })

  it.each([
    ['sz30', zinc30],
    ['sz 30', zinc30],
    ['Sz-30', zinc30],
    ['silo 30', zinc30],
    ['inox 45', inox45],
    ['zucchero', inox45],
    ['farf', valve],
    ['dn250', valve],
    ['scarico', cone45],
    ['cono 45', cone45],
  ])('%j matches %j', (query, entry) => {
    expect(scoreSearchEntry(query, entry)).toBeGreaterThan(0)
  })

  it.each([
    ['inox 30', zinc30],
    ['liquidi', zinc30],
    ['xyz', valve],
    // One letter inside a word is chance, not a match.
    ['ar', zinc30],
    ['', zinc30],
  ])('%j does not match %j', (query, entry) => {
    expect(scoreSearchEntry(query, entry)).toBe(0)
  })

  it('weighs a word of the name above the same word in the details', () => {
    expect(scoreSearchEntry('valvola', valve)).toBeGreaterThan(scoreSearchEntry('leva', valve))
  })
})

describe('rankSearchEntries', () => {
  it.each([
    ['SZ-30', ['SZ-30']],
    ['SZ', ['SZ-30', 'SZ-60', 'SZ-CO45']],
    ['45', ['SI-45', 'SZ-CO45']],
    ['silo zincato', ['SZ-30', 'SZ-60']],
    ['zincato', ['SZ-30', 'SZ-60', 'SZ-CO45']],
    ['farfalla', ['SC-FAR']],
    ['nothing here', []],
  ])('%j -> %j', (query, expected) => {
    expect(rankSearchEntries(query, entries)).toEqual(expected)
  })

  it('keeps at most the limit, best first', () => {
    expect(rankSearchEntries('silo', entries, 2)).toEqual(['SZ-30', 'SZ-60'])
  })
})

describe('configurationCodeBase', () => {
  const bases = new Set(['SZ30', 'SZ60', 'SI45'])
  it.each([
    ['SZ30-60RFGM-PULM', 'SZ30'],
    ['sz30-60rfgm-pulm', 'SZ30'],
    ['  SI45-70 ', 'SI45'],
    ['SZ30-', 'SZ30'],
    ['SZ30-60RFGM-', 'SZ30'],
    // Not (yet) a code: the model itself, an accessory's product code, an unknown base, a blank inside.
    ['SZ30', null],
    ['SC-FAR', null],
    ['SZ31-60RFGM', null],
    ['SZ30-60 RFGM', null],
    ['SZ30_60', null],
    ['', null],
  ])('%j -> %j', (query, expected) => {
    expect(configurationCodeBase(query, bases)).toBe(expected)
  })
})
