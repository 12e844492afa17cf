import { endpoint } from '../http/endpoint.ts'
import {
  brochureFileParams,
  brochureLabelsResponse,
  brochureLangParams,
  brochurePageParams,
  searchQuerySchema,
  searchResponseSchema,
} from './schemas.ts'

/** The brochure viewer (spec 1 §7): its page, its labels, its pictures and files, and the text it searches. */
const tag = 'Brochures'

export const searchBrochure = endpoint({
  method: 'GET',
  path: '/flipbook/search',
  summary: 'Every page’s text of a rendition, searched in the browser; the same whatever the input',
  tag,
  query: searchQuerySchema,
  response: searchResponseSchema,
})

export const getBrochureFile = endpoint({
  method: 'GET',
  path: '/flipbook/{publicId}/{file}',
  summary:
    'A file of a rendition: a page picture (JPEG, WebP), its thumbnail or zoom picture, its text layout (JSON) or the PDF',
  tag,
  params: brochureFileParams,
  response: { media: '*/*' },
})

export const openNewestBrochure = endpoint({
  method: 'GET',
  path: '/{lang}/brochure',
  summary: 'Redirects (302) to the page of the brochure added last; the 404 page when there is none',
  tag,
  params: brochureLangParams,
  response: { media: 'text/html' },
})

export const getBrochureLabels = endpoint({
  method: 'GET',
  path: '/{lang}/brochure/getLabels',
  summary: 'The viewer’s labels in the language',
  tag,
  params: brochureLangParams,
  response: brochureLabelsResponse,
})

export const getBrochurePage = endpoint({
  method: 'GET',
  path: '/{lang}/brochure/{slug}',
  summary: 'The viewer’s page of a brochure',
  tag,
  params: brochurePageParams,
  response: { media: 'text/html' },
})
