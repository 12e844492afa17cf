import { isStorableText, V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import { z } from '../zod.ts'
import { SEARCH_QUERY_MAX_LENGTH } from './search.ts'

/**
 * GET search?q=&lang= (issue 13, the header's search): models, accessories and a configuration code being typed,
 * answered from the catalogue in memory. docs/decisions/024.
 */
export const catalogSearchQuery = z.object({
  q: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(SEARCH_QUERY_MAX_LENGTH, V.tooLong)
    .refine(isStorableText, V.invalidCharacters),
  lang: z.enum(LANGS, { error: V.invalid }).optional(),
})

/** A configuration code: whether it decodes, and why not, in the request's language. */
export const codeSearchResultSchema = z.object({
  kind: z.literal('code'),
  /** The canonical code when valid, else the query in upper case. */
  code: z.string(),
  valid: z.boolean(),
  /** Why the code does not decode (the decoder's reason, translated); null when valid. */
  message: z.string().nullable(),
  /** The base model the code starts with (its page analyses the code). */
  model_code: z.string(),
  model_name: z.string(),
})

export const modelSearchResultSchema = z.object({
  kind: z.literal('model'),
  code: z.string(),
  configuration_code: z.string(),
  name: z.string(),
  /** The family's name. */
  family: z.string(),
})

export const accessorySearchResultSchema = z.object({
  kind: z.literal('accessory'),
  code: z.string(),
  name: z.string(),
  description_short: z.string(),
  /** A replacement part sold alone has a page of its own; an option is chosen on a model's page. */
  sold_alone: z.boolean(),
  /** For an option: the first base model offering it; null for a part sold alone or an option of no model. */
  model_code: z.string().nullable(),
})

export const searchResultSchema = z.discriminatedUnion('kind', [
  codeSearchResultSchema,
  modelSearchResultSchema,
  accessorySearchResultSchema,
])
export type SearchResult = z.infer<typeof searchResultSchema>

export const catalogSearchResponse = z.object({
  status: z.literal('OK'),
  /** The query as read (trimmed). */
  query: z.string(),
  /** A recognised configuration code first, then models and accessories, best first. */
  results: z.array(searchResultSchema),
})
