import type { BaseModelLight, ProductFamily } from '@shop/domain/catalog/schemas'
import type { Lang } from '@shop/domain/i18n/langs'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { baseModelsLightQuery, productFamiliesQuery } from '../../features/catalog/api.ts'

/** A family with its models, for the product menu and the phone drawer. */
export type MenuFamily = { id: number; name: string; models: { code: string; name: string }[] }

/** The families in their order, each with its models in theirs; a family without models is left out. */
export function groupModelsByFamily(
  families: readonly Pick<ProductFamily, 'id' | 'name' | 'position'>[],
  models: readonly Pick<BaseModelLight, 'code' | 'name' | 'product_family_id' | 'position'>[],
): MenuFamily[] {
  const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position
  return [...families]
    .sort(byPosition)
    .map((f) => ({
      id: f.id,
      name: f.name,
      models: models
        .filter((m) => m.product_family_id === f.id)
        .sort(byPosition)
        .map((m) => ({ code: m.code, name: m.name })),
    }))
    .filter((f) => f.models.length > 0)
}

/**
 * The menu's families and models: the same two public lists as the catalogue page (about 1.3 KB compressed, cached
 * 600 s), so a visit there costs no more requests. Only the menu's own chunk reads them, never the first download.
 */
export function useMenuFamilies(lang: Lang, enabled = true) {
  const families = useQuery({ ...productFamiliesQuery(lang), enabled })
  const models = useQuery({ ...baseModelsLightQuery(lang), enabled })
  const data = families.data && models.data ? groupModelsByFamily(families.data, models.data) : undefined
  return { data, isError: families.isError || models.isError }
}

/** Starts reading the menu's lists, so that the menu opens full. */
export function prefetchMenuFamilies(queryClient: QueryClient, lang: Lang) {
  void queryClient.prefetchQuery(productFamiliesQuery(lang))
  void queryClient.prefetchQuery(baseModelsLightQuery(lang))
}
