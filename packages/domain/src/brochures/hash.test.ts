import { describe, expect, it } from 'vitest'
import { pageHash, parsePageHash } from './hash.ts'

describe('parsePageHash', () => {
  it.each([
    ['#3', 24, 3],
    ['3', 24, 3],
    ['#1', 24, 1],
    ['#24', 24, 24],
    ['#999', 24, 24],
    ['#abc', 24, 1],
    ['#0', 24, 1],
    ['#-3', 24, 1],
    ['#2.5', 24, 1],
    ['#', 24, 1],
    ['', 24, 1],
    ['#07', 24, 7],
    ['#00', 24, 1],
    ['#1e2', 24, 1],
    ['# 4', 24, 1],
    ['#99999999999999999999', 24, 24],
    ['#5', 0, 1],
  ])('%j with %i pages gives page %i', (hash, pages, expected) => {
    expect(parsePageHash(hash, pages)).toBe(expected)
  })

  it('round-trips with pageHash', () => {
    expect(parsePageHash(pageHash(7), 10)).toBe(7)
  })
})
