import { z } from '../zod.ts'

/**
 * The buying guide's page tree (spec 3 §2): one JSON document per language at
 * /uploads/guida_acquisto/data/{lang}.json. Pages are named; a choice page leads to other pages, a product page
 * shows product cards that open the configurator.
 */

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

/** A file of the guide by name: `{lang}.json` for a tree, `{name}.svg` for a picture; any other name is not found. */
export const guideFileParams = z.object({ file: z.string() })
