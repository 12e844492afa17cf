import type { GuideTree } from './schemas.ts'

// The guide's rules apart from its schemas: the guide's page imports these, and zod stays out of its first download.

/** The first page of every tree ("what to measure"). */
export const GUIDE_START_PAGE = 'cosa_misurare'
/** A pick fades the other choices and moves on after this long (spec 3 §9). */
export const GUIDE_TRANSITION_MS = 500

/** Every problem with a tree: a missing start page, a choice leading nowhere, a page no path reaches. */
export function findGuideTreeIssues(tree: GuideTree): string[] {
  const issues: string[] = []
  if (!tree.pages[tree.start]) issues.push(`start page '${tree.start}' missing`)
  for (const [name, page] of Object.entries(tree.pages)) {
    if (page.name !== name) issues.push(`page '${name}' is named '${page.name}'`)
    if (page.type === 'choice') {
      for (const c of page.choices) {
        if (!tree.pages[c.target]) issues.push(`'${name}' leads to missing page '${c.target}'`)
      }
    }
  }
  const reached = new Set<string>()
  const walk = (name: string) => {
    const page = tree.pages[name]
    if (!page || reached.has(name)) return
    reached.add(name)
    if (page.type === 'choice') for (const c of page.choices) walk(c.target)
  }
  walk(tree.start)
  for (const name of Object.keys(tree.pages))
    if (!reached.has(name)) issues.push(`page '${name}' unreachable`)
  return issues
}

/**
 * The path a visitor walked, checked against the tree: it starts at the start page and each step is a choice of
 * the one before. Stops at the first step that is not, so a stale or hand-edited address still shows a real page.
 */
export function followGuidePath(tree: GuideTree, names: readonly string[]): string[] {
  const path = [tree.start]
  for (const name of names.slice(names[0] === tree.start ? 1 : 0)) {
    const last = tree.pages[path[path.length - 1] as string]
    if (last?.type !== 'choice' || !last.choices.some((c) => c.target === name)) break
    path.push(name)
  }
  return path
}
