import { describe, expect, it } from 'vitest'
import type { GuideTree } from './schemas.ts'
import { findGuideTreeIssues, followGuidePath } from './tree.ts'

const choice = (name: string, ...targets: string[]) => ({
  name,
  type: 'choice' as const,
  title: name,
  intro: '',
  choices: targets.map((target) => ({ label: target, hint: '', image: '/x.svg', target })),
})
const products = (name: string) => ({
  name,
  type: 'products' as const,
  title: name,
  intro: '',
  products: [{ base_model_id: 1, note: '' }],
})

const tree: GuideTree = {
  lang: 'it',
  start: 'cosa_misurare',
  home_label: 'Inizio',
  pages: {
    cosa_misurare: choice('cosa_misurare', 'a', 'b'),
    a: choice('a', 'p', 'b'),
    b: products('b'),
    p: products('p'),
  },
}

describe('followGuidePath', () => {
  it.each([
    [[], ['cosa_misurare']],
    [['cosa_misurare'], ['cosa_misurare']],
    [
      ['a', 'p'],
      ['cosa_misurare', 'a', 'p'],
    ],
    [
      ['cosa_misurare', 'a', 'b'],
      ['cosa_misurare', 'a', 'b'],
    ],
    [['p'], ['cosa_misurare']],
    [
      ['a', 'zz', 'p'],
      ['cosa_misurare', 'a'],
    ],
    [
      ['b', 'p'],
      ['cosa_misurare', 'b'],
    ],
  ])('%j -> %j', (names, path) => {
    expect(followGuidePath(tree, names)).toEqual(path)
  })
})

describe('findGuideTreeIssues', () => {
  it('accepts a sound tree', () => {
    expect(findGuideTreeIssues(tree)).toEqual([])
  })
  it('names a missing target, a wrong name and an unreachable page', () => {
    const bad: GuideTree = {
      ...tree,
      pages: { ...tree.pages, a: choice('a', 'nowhere', 'b'), lost: products('lost'), p: products('q') },
    }
    expect(findGuideTreeIssues(bad)).toEqual([
      "'a' leads to missing page 'nowhere'",
      "page 'p' is named 'q'",
      "page 'p' unreachable",
      "page 'lost' unreachable",
    ])
  })
})
