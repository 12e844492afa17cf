import * as catalog from '@shop/domain/catalog/endpoints'
import type {
  configurationRulesTableEntrySchema,
  configuratorAreaTemplateSchema,
} from '@shop/domain/catalog/schemas'
import type { InputOf, ResponseOf } from '@shop/domain/http/endpoint'
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../shared/lib/api.ts'

export type AreaTemplate = z.infer<typeof configuratorAreaTemplateSchema>
export type RulesTableEntry = z.infer<typeof configurationRulesTableEntrySchema>
export type PricesResponse = ResponseOf<typeof catalog.getProductDiscountedPrices>

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
    queryFn: async () => (await api(catalog.listProductFamilies)).product_family,
    staleTime: RESOURCE_STALE_MS,
  })

export const baseModelsLightQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'base_model_light'],
    queryFn: async () => (await api(catalog.listBaseModelsLight)).base_model_light,
    staleTime: RESOURCE_STALE_MS,
  })

export const baseModelQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'base_model', id],
    queryFn: async () => (await api(catalog.getBaseModel, { params: { id } })).base_model,
    staleTime: RESOURCE_STALE_MS,
  })

export const accessoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'accessory'],
    queryFn: async () => (await api(catalog.listAccessories)).accessory,
    staleTime: RESOURCE_STALE_MS,
  })

export const areaTemplatesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'configurator_area_template'],
    queryFn: async () => (await api(catalog.listConfiguratorAreaTemplates)).configurator_area_template,
    staleTime: RESOURCE_STALE_MS,
  })

export const productConfigurationQuery = (lang: string, id: number) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'product_configuration', id],
    queryFn: async () =>
      (await api(catalog.getProductConfiguration, { params: { id } })).product_configuration,
    retry: false,
  })

/** GET decode_configuration/{code}?variations=…: the configuration a code (and a link's variations) names. */
export const decodeConfigurationQuery = (lang: string, code: string, variationIds: readonly number[]) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'decode', code, variationIds.join(',')],
    queryFn: async () => {
      const variations = variationIds.length > 0 ? variationIds.join(',') : undefined
      return (await api(catalog.decodeConfiguration, { params: { code }, query: { variations } }))
        .configuration
    },
    staleTime: RESOURCE_STALE_MS,
    retry: false,
  })

/**
 * What a configurator starts from, for either kind: a code (a shared link's, with its variations) is decoded; without
 * one, a saved configuration is read.
 */
export function useConfigurationStart(
  lang: string,
  start: { code?: string | undefined; variationIds?: number[] | undefined; configId?: number | undefined },
) {
  const fromCode = start.code ? start.code : undefined
  const decoded = useQuery({
    ...decodeConfigurationQuery(lang, fromCode ?? '', start.variationIds ?? []),
    enabled: fromCode !== undefined,
  })
  const saved = useQuery({
    ...productConfigurationQuery(lang, start.configId ?? 0),
    enabled: fromCode === undefined && start.configId !== undefined,
  })
  return { fromCode, decoded, saved }
}

type PricesBody = InputOf<typeof catalog.getProductDiscountedPrices>['body']

/**
 * POST user/getProductDiscountedPrices: prices depend on who asks, so the key carries the user id and the
 * session query's change (sign-in, sign-out) refetches them.
 */
export const pricesQuery = (body: PricesBody, userId: number | null, enabled = true) =>
  queryOptions({
    queryKey: [...catalogKeys.prices, userId, body],
    queryFn: () => api(catalog.getProductDiscountedPrices, { body }),
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
      (await api(catalog.getAttributesVariation, { params: { id: accessoryId }, body })).attributes_variation,
  })

export const siteTextsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'texts'],
    queryFn: async () => (await api(catalog.listSiteTexts)).texts,
    staleTime: RESOURCE_STALE_MS,
  })

/** Every base model's rules table: the documentation page analyses any code with the same decoder as the server. */
export const rulesTablesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...catalogKeys.all, lang, 'configuration_rules_table'],
    queryFn: async () => (await api(catalog.listConfigurationRulesTables)).configuration_rules_table,
    staleTime: RESOURCE_STALE_MS,
  })
