import { endpoint } from '../http/endpoint.ts'
import { guideFileParams, guideTreeSchema } from './schemas.ts'

/** The buying guide's files (spec 3 §7): the page tree per language and its pictures, cacheable. */
const tag = 'Buying guide'

export const getGuideTree = endpoint({
  method: 'GET',
  path: '/uploads/guida_acquisto/data/{file}',
  summary: 'The page tree in a language, as `{lang}.json`, its products from the live catalogue',
  tag,
  params: guideFileParams,
  response: guideTreeSchema,
})

export const getGuideImage = endpoint({
  method: 'GET',
  path: '/uploads/guida_acquisto/img/{file}',
  summary: 'A picture of the guide’s choices, as `{name}.svg`',
  tag,
  params: guideFileParams,
  response: { media: 'image/svg+xml' },
})
