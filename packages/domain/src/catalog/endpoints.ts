import { endpoint, resourceEndpoints } from '../http/endpoint.ts'
import type { z } from '../zod.ts'
import {
  catalogResponses,
  decodeConfigurationQuery,
  decodeConfigurationResponse,
  decodeParams,
  getAttributesVariationBody,
  getAttributesVariationResponse,
  idParams,
  productCardParams,
  productDiscountedPricesBody,
  productDiscountedPricesResponse,
  productImageParams,
  saveProdImagesResponse,
  saveProductConfigurationBody,
} from './schemas.ts'
import { catalogSearchQuery, catalogSearchResponse } from './search-schemas.ts'
import { wizardSubmitBody, wizardSubmitResponse } from './wizard-submit.ts'

/**
 * The catalogue (spec 3 §7; spec 1 §7): its resources, configuration codes, variations, prices, product cards,
 * configuration pictures and files, the header's search and the wizard's submit. Texts come in the request's
 * language (X-Lang); public resources carry no prices (docs/decisions/006).
 */
const tag = 'Catalogue'

const resource = <const List extends z.ZodType, const One extends z.ZodType>(
  name: string,
  what: { all: string; one: string },
  answers: { list: List; one: One },
) => resourceEndpoints(name, tag, what, answers, idParams)

// The public resources: the same for every caller, cacheable (ETag, 600 s).

const accessory = resource(
  'accessory',
  { all: 'Every accessory with its template and variations', one: 'One accessory' },
  catalogResponses.accessory,
)
export const listAccessories = accessory.list
export const getAccessory = accessory.one

const accessoryGroup = resource(
  'accessory_group',
  { all: 'The accessory groups', one: 'One accessory group' },
  catalogResponses.accessory_group,
)
export const listAccessoryGroups = accessoryGroup.list
export const getAccessoryGroup = accessoryGroup.one

const baseModel = resource(
  'base_model',
  {
    all: 'Every base model for the configurator: code sections, accessories, rules, media',
    one: 'One base model for the configurator',
  },
  catalogResponses.base_model,
)
export const listBaseModels = baseModel.list
export const getBaseModel = baseModel.one

const baseModelLight = resource(
  'base_model_light',
  { all: 'Every base model for lists and cards', one: 'One base model for a list or a card' },
  catalogResponses.base_model_light,
)
export const listBaseModelsLight = baseModelLight.list
export const getBaseModelLight = baseModelLight.one

const baseModelExtralight = resource(
  'base_model_extralight',
  { all: 'Every base model for menus: names and links', one: 'One base model for a menu' },
  catalogResponses.base_model_extralight,
)
export const listBaseModelsExtralight = baseModelExtralight.list
export const getBaseModelExtralight = baseModelExtralight.one

const productFamily = resource(
  'product_family',
  { all: 'The product families with the wizard’s image maps', one: 'One product family' },
  catalogResponses.product_family,
)
export const listProductFamilies = productFamily.list
export const getProductFamily = productFamily.one

const areaTemplate = resource(
  'configurator_area_template',
  { all: 'The configurator’s area templates', one: 'One configurator area template' },
  catalogResponses.configurator_area_template,
)
export const listConfiguratorAreaTemplates = areaTemplate.list
export const getConfiguratorAreaTemplate = areaTemplate.one

const rulesTable = resource(
  'configuration_rules_table',
  {
    all: 'Every base model’s code sections and compatibility rules (the code documentation)',
    one: 'A base model’s code sections and compatibility rules, by the base model’s id',
  },
  catalogResponses.configuration_rules_table,
)
export const listConfigurationRulesTables = rulesTable.list
export const getConfigurationRulesTable = rulesTable.one

const siteText = resource(
  'texts',
  { all: 'The catalogue’s short texts', one: 'One of the catalogue’s short texts' },
  catalogResponses.texts,
)
export const listSiteTexts = siteText.list
export const getSiteText = siteText.one

// Product configurations: the public ones and the caller's own.

export const listProductConfigurations = endpoint({
  method: 'GET',
  path: '/api/front/product_configuration',
  summary: 'The public configurations and the signed-in caller’s own',
  tag,
  response: catalogResponses.product_configuration.list,
})

export const getProductConfiguration = endpoint({
  method: 'GET',
  path: '/api/front/product_configuration/{id}',
  summary: 'A public configuration, or one of the caller’s own',
  tag,
  params: idParams,
  response: catalogResponses.product_configuration.one,
})

export const saveProductConfiguration = endpoint({
  method: 'POST',
  path: '/api/front/product_configuration',
  summary:
    'Saves a configuration (a code with its variations and custom texts), for the caller when signed in',
  tag,
  body: saveProductConfigurationBody,
  response: catalogResponses.product_configuration.one,
})

export const decodeConfiguration = endpoint({
  method: 'GET',
  path: '/api/front/decode_configuration/{code}',
  summary:
    'The configuration a code (and a shared link’s variations) names, in canonical form; 422 with the reason',
  tag,
  params: decodeParams,
  query: decodeConfigurationQuery,
  response: decodeConfigurationResponse,
})

export const getAttributesVariation = endpoint({
  method: 'POST',
  path: '/api/front/accessory/{id}/get_attributes_variation',
  summary: 'The variation of an accessory that the attributes (or a custom text) name, with its price',
  tag,
  params: idParams,
  body: getAttributesVariationBody,
  response: getAttributesVariationResponse,
})

export const getProductDiscountedPrices = endpoint({
  method: 'POST',
  path: '/api/front/user/getProductDiscountedPrices',
  summary:
    'Prices for the caller: products, variations and a whole configuration; null where prices are hidden',
  tag,
  body: productDiscountedPricesBody,
  response: productDiscountedPricesResponse,
})

export const renderProductCard = endpoint({
  method: 'GET',
  path: '/api/front/render_product_card/{prodId}',
  summary: 'A base model’s product card as an HTML fragment',
  tag,
  params: productCardParams,
  response: { media: 'text/html' },
})

// The caller's companies (signed-in only; another company's record is not found).

const client = resource(
  'client',
  { all: 'The signed-in user’s companies', one: 'One of the signed-in user’s companies' },
  catalogResponses.client,
)
export const listClients = client.list
export const getClient = client.one

const clientGroup = resource(
  'client_group',
  { all: 'The signed-in user’s companies’ groups', one: 'One of the signed-in user’s company groups' },
  catalogResponses.client_group,
)
export const listClientGroups = clientGroup.list
export const getClientGroup = clientGroup.one

// Pictures and files.

export const saveProductImage = endpoint({
  method: 'GET',
  path: '/api/front/save_prod_images/{configuration_code}',
  summary: 'Composes a configuration’s picture (once per code) and answers its address',
  tag,
  params: productImageParams,
  response: saveProdImagesResponse,
})

/**
 * The files under /uploads/catalog/ at any depth: a wildcard, which Fastify's router matches across slashes and a
 * `{path}` parameter would not, so the path keeps the route's own `*`.
 */
export const getCatalogFile = endpoint({
  method: 'GET',
  path: '/uploads/catalog/*',
  summary:
    'A catalogue file: a picture, a layer, a composed configuration (PNG, WebP, JPEG) or a datasheet (PDF)',
  tag,
  response: { media: '*/*' },
})

// The header's search and the wizard.

export const searchCatalog = endpoint({
  method: 'GET',
  path: '/api/front/search',
  summary: 'Models, accessories and a configuration code being typed, best first (the header’s search)',
  tag,
  query: catalogSearchQuery,
  response: catalogSearchResponse,
})

export const submitWizard = endpoint({
  method: 'POST',
  path: '/api/front/wizard/submit',
  summary:
    'Saves the wizard’s configuration: a visitor signs up with it (409 already_exist keeps it for that account’s sign-in), a signed-in user saves it',
  tag,
  body: wizardSubmitBody,
  response: wizardSubmitResponse,
})
