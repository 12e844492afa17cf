import { describe, expect, it } from 'vitest'
import { isLang, pick } from './langs.ts'

describe('isLang', () => {
  it.each([
    ['it', true],
    ['fr', true],
    ['pt', false],
    ['IT', false],
    [undefined, false],
  ])('%s: %s', (value, expected) => {
    expect(isLang(value)).toBe(expected)
  })
})

describe('pick', () => {
  it.each([
    [{ it: 'Silo', en: 'Silo EN' }, 'en', 'Silo EN'],
    [{ it: 'Silo', en: '  Silo EN  ' }, 'en', 'Silo EN'],
    [{ it: 'Silo', en: '' }, 'en', 'Silo'],
    [{ it: 'Silo', en: '   ' }, 'en', 'Silo'],
    [{ it: 'Silo' }, 'de', 'Silo'],
    [{}, 'de', ''],
    [null, 'it', ''],
    [undefined, 'fr', ''],
  ] as const)('%j in %s: %s', (texts, lang, expected) => {
    expect(pick(texts, lang)).toBe(expected)
  })
})
