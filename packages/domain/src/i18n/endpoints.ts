import { endpoint } from '../http/endpoint.ts'
import { translationsQuery, translationsResponse } from '../lookups/schemas.ts'

/** The labels of the web app and of the server's messages, staff-edited (spec 1 §6). */
const tag = 'Translations'

export const getTranslations = endpoint({
  method: 'GET',
  path: '/api/front/translations',
  summary:
    'The labels of a language (the request’s by default), left out while the stamp the browser holds is still current',
  tag,
  query: translationsQuery,
  response: translationsResponse,
})
