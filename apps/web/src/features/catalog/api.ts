import type {
  Accessory,
  BaseModel,
  BaseModelLight,
  codeSegmentSchema,
  configurationRulesTableEntrySchema,
  configuratorAreaTemplateSchema,
  decodeConfigurationResponse,
  getAttributesVariationResponse,
  ProductConfiguration,
  ProductFamily,
  productDiscountedPricesResponse,
} from '@shop/domain/catalog/schemas'
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../shared/lib/api.ts'

type Ok = { status: 'OK' }
export type AreaTemplate = z.infer<typeof configuratorAreaTemplateSchema>
export type RulesTableEntry = z.infer<typeof configurationRulesTableEntrySchema>
export type DecodedConfiguration = z.infer<typeof decodeConfigurationResponse>['configuration']
export type CodeSegment = z.infer<typeof codeSegmentSchema>
export type PricesResponse = z.infer<typeof productDiscountedPricesResponse>
export type FoundVariation = z.infer<typeof getAttributesVariationResponse>['attributes_variation']

// The public resources are the same for everyone and cached 600 s by the server (ETag): keep them as long here.
// Their texts are in the request's language (X-Lang), so the language is part of every key.
const RESOURCE_STALE_MS = 600_000

export const catalogKeys = {
  all: ['catalog'] as const,
  prices: ['catalog', 'prices'] as const,
}

export const productFamiliesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'product_family'],
    queryFn: async () =>
      (await api<Ok & { product_family: ProductFamily[] }>('product_family')).product_family,
    staleTime: RESOURCE_STALE_MS,
  })

export const baseModelsLightQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'base_model_light'],
    queryFn: async () =>
      (await api<Ok & { base_model_light: BaseModelLight[] }>('base_model_light')).base_model_light,
    staleTime: RESOURCE_STALE_MS,
  })

export const baseModelQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'base_model', id],
    queryFn: async () => (await api<Ok & { base_model: BaseModel }>(`base_model/${id}`)).base_model,
    staleTime: RESOURCE_STALE_MS,
  })

export const accessoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'accessory'],
    queryFn: async () => (await api<Ok & { accessory: Accessory[] }>('accessory')).accessory,
    staleTime: RESOURCE_STALE_MS,
  })

export const areaTemplatesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'configurator_area_template'],
    queryFn: async () =>
      (await api<Ok & { configurator_area_template: AreaTemplate[] }>('configurator_area_template'))
        .configurator_area_template,
    staleTime: RESOURCE_STALE_MS,
  })

export const rulesTableQuery = (lang: string, baseModelId: number) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'configuration_rules_table', baseModelId],
    queryFn: async () =>
      (
        await api<Ok & { configuration_rules_table: RulesTableEntry }>(
          `configuration_rules_table/${baseModelId}`,
        )
      ).configuration_rules_table,
    staleTime: RESOURCE_STALE_MS,
  })

export const productConfigurationQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'product_configuration', id],
    queryFn: async () =>
      (await api<Ok & { product_configuration: ProductConfiguration }>(`product_configuration/${id}`))
        .product_configuration,
    retry: false,
  })

/** GET decode_configuration/{code}?variations=…: the configuration a code (and a link's variations) names. */
export const decodeConfigurationQuery = (lang: string, code: string, variationIds: readonly number[]) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'decode', code, variationIds.join(',')],
    queryFn: async () => {
      const query = variationIds.length > 0 ? `?variations=${variationIds.join(',')}` : ''
      return (
        await api<Ok & { configuration: DecodedConfiguration }>(
          `decode_configuration/${encodeURIComponent(code)}${query}`,
        )
      ).configuration
    },
    staleTime: RESOURCE_STALE_MS,
    retry: false,
  })

type PricesBody = {
  ids: number[]
  bm_id: number
  lang: string
  variation_ids?: number[]
  configuration_code?: string
}

/**
 * POST user/getProductDiscountedPrices: prices depend on who asks, so the key carries the user id and the
 * session query's change (sign-in, sign-out) refetches them.
 */
export const pricesQuery = (body: PricesBody, userId: number | null, enabled = true) =>
  queryOptions({
    queryKey: [...catalogKeys.prices, userId, body],
    queryFn: () => api<PricesResponse>('user/getProductDiscountedPrices', { method: 'POST', body }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  })

export type VariationRequest = {
  accessoryId: number
  attributes: Record<string, string>
  variation_value?: string
  is_custom_variation: boolean
}

export const useFindVariation = () =>
  useMutation({
    mutationFn: async ({ accessoryId, ...body }: VariationRequest) =>
      (
        await api<Ok & { attributes_variation: FoundVariation }>(
          `accessory/${accessoryId}/get_attributes_variation`,
          { method: 'POST', body },
        )
      ).attributes_variation,
  })

export type SaveConfigurationBody = {
  configuration_code: string
  variations: number[]
  custom_texts: Record<string, string>
}

export const useSaveConfiguration = () =>
  useMutation({
    mutationFn: async (body: SaveConfigurationBody) =>
      (
        await api<Ok & { product_configuration: ProductConfiguration }>('product_configuration', {
          method: 'POST',
          body,
        })
      ).product_configuration,
  })

export const siteTextsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'texts'],
    queryFn: async () =>
      (await api<Ok & { texts: { id: number; key: string; text: string }[] }>('texts')).texts,
    staleTime: RESOURCE_STALE_MS,
  })

/** Every base model's rules table: the documentation page analyses any code with the same decoder as the server. */
export const rulesTablesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'configuration_rules_table'],
    queryFn: async () =>
      (await api<Ok & { configuration_rules_table: RulesTableEntry[] }>('configuration_rules_table'))
        .configuration_rules_table,
    staleTime: RESOURCE_STALE_MS,
  })
