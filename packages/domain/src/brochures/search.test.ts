import { describe, expect, it } from 'vitest'
import { buildSearchIndex, cutSnippet, type SearchPage, searchPages } from './search.ts'

const pages: SearchPage[] = [
  { id: 0, fullTextAnnotation: { text: 'Catalogo 2026\nSILI VERTICALI' } },
  { id: 1, fullTextAnnotation: { text: 'Silo verticale in acciaio inox.\nVertical stainless steel silo.' } },
  { id: 2, fullTextAnnotation: { text: 'Tramoggia <script>alert(1)</script> hopper' } },
  { id: 3, fullTextAnnotation: { text: '' } },
]
const index = buildSearchIndex(pages)

describe('searchPages', () => {
  it.each([
    ['silo', [1]],
    ['SILO', [1]],
    ['sil', [0, 1]],
    ['  verticale ', [1]],
    ['inox. vertical', [1]],
    ['<script>', [2]],
    ['nothing like this', []],
    ['', []],
    ['   ', []],
  ])('%j finds pages %j', (input, ids) => {
    expect(searchPages(index, input).map((r) => r.id)).toEqual(ids)
  })

  it('bolds the first match only, in lower case', () => {
    const [hit] = searchPages(
      buildSearchIndex([{ id: 5, fullTextAnnotation: { text: 'Silo A, silo B' } }]),
      'SILO',
    )
    expect(hit).toEqual({ id: 5, snippet: { before: '', match: 'silo', after: ' a, silo b' } })
  })

  it('keeps markup in the page text as plain characters, never as elements', () => {
    const [hit] = searchPages(index, 'alert')
    expect(hit?.snippet).toEqual({
      before: 'tramoggia <script>',
      match: 'alert',
      after: '(1)</script> hopper',
    })
  })

  it('tolerates a page without text', () => {
    const broken = [{ id: 0 } as unknown as SearchPage]
    expect(searchPages(buildSearchIndex(broken), 'x')).toEqual([])
  })
})

describe('searchPages over text as PDFs spell it', () => {
  // Text as stored before ingest normalised it: a combining diaeresis, a ligature, a word broken at a line end.
  const stored = buildSearchIndex([
    { id: 0, fullTextAnnotation: { text: 'Ing. Bro\u0308ker GmbH\nMoire\u0301-Effekt' } },
    { id: 1, fullTextAnnotation: { text: 'Il \uFB01ltro della Dosier-\nschnecke in Edelstahl-\nBehälter' } },
    { id: 2, fullTextAnnotation: { text: 'Ing. Bröker GmbH, Moiré' } },
  ])

  it.each([
    ['Bröker', [0, 2]],
    ['Bro\u0308ker', [0, 2]],
    ['BRÖKER', [0, 2]],
    ['moiré', [0, 2]],
    ['Moire\u0301', [0, 2]],
    ['filtro', [1]],
    ['\uFB01ltro', [1]],
    ['dosierschnecke', [1]],
    ['edelstahl-behälter', [1]],
    ['dosier-', []],
  ])('%j finds pages %j', (input, ids) => {
    expect(searchPages(stored, input).map((r) => r.id)).toEqual(ids)
  })

  it('cuts the snippet from the same folded text, so the bold part is the match', () => {
    expect(searchPages(stored, 'Bro\u0308ker')[0]?.snippet).toEqual({
      before: 'ing. ',
      match: 'bröker',
      after: ' gmbh moiré-effekt',
    })
    expect(searchPages(stored, 'schnecke')[0]?.snippet).toEqual({
      before: 'il filtro della dosier',
      match: 'schnecke',
      after: ' in edelstahl-behälter',
    })
  })
})

describe('cutSnippet', () => {
  const long = `${'alpha beta gamma '.repeat(10)}silo${' delta epsilon'.repeat(20)}`
  it('cuts at word boundaries and marks the cuts', () => {
    const at = long.indexOf('silo')
    const s = cutSnippet(long, at, 4)
    expect(s.match).toBe('silo')
    expect(s.before.startsWith('…')).toBe(true)
    expect(s.after.endsWith('…')).toBe(true)
    expect(s.before.length).toBeLessThanOrEqual(41)
    expect(s.before.slice(1, 2)).not.toBe(' ')
    expect(long).toContain(s.after.slice(0, -1))
  })
})
