import { z } from '../zod.ts'

/**
 * The buying guide's page tree (spec 3 §2): one JSON document per language at
 * /uploads/guida_acquisto/data/{lang}.json. Pages are named; a choice page leads to other pages, a product page
 * shows product cards that open the configurator.
 */

/** The first page of every tree ("what to measure"). */
export const GUIDE_START_PAGE = 'cosa_misurare'
/** A pick fades the other choices and moves on after this long (spec 3 §9). */
export const GUIDE_TRANSITION_MS = 500

const pageName = z.string().regex(/^[a-z0-9_]+$/)

export const guideChoiceSchema = z.object({
  label: z.string().min(1),
  /** A short line under the label. */
  hint: z.string(),
  image: z.string().min(1),
  /** The page the choice leads to. */
  target: pageName,
})

export const guideProductSchema = z.object({
  base_model_id: z.number().int().positive(),
  /** Why this model fits the answers given. */
  note: z.string(),
})

const pageBase = { name: pageName, title: z.string().min(1), intro: z.string() }

export const guidePageSchema = z.discriminatedUnion('type', [
  z.object({ ...pageBase, type: z.literal('choice'), choices: z.array(guideChoiceSchema).min(2) }),
  // Products are resolved against the live catalogue: a catalogue without the page's models leaves it empty.
  z.object({ ...pageBase, type: z.literal('products'), products: z.array(guideProductSchema) }),
])

export const guideTreeSchema = z.object({
  lang: z.string(),
  start: pageName,
  /** Label of the first page in the breadcrumbs. */
  home_label: z.string(),
  pages: z.record(pageName, guidePageSchema),
})

export type GuidePage = z.infer<typeof guidePageSchema>
export type GuideTree = z.infer<typeof guideTreeSchema>

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

/** A file of the guide by name: `{lang}.json` for a tree, `{name}.svg` for a picture; any other name is not found. */
export const guideFileParams = z.object({ file: z.string() })
