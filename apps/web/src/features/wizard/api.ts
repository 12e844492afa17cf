import * as accounts from '@shop/domain/accounts/endpoints'
import * as catalog from '@shop/domain/catalog/endpoints'
import type { InputOf } from '@shop/domain/http/endpoint'
import type { Lang } from '@shop/domain/i18n/langs'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { track } from '../../shared/lib/analytics.ts'
import { api } from '../../shared/lib/api.ts'
import { queryKeys } from '../../shared/lib/session.ts'

// Public resources: the server caches them 600 s with an ETag.
const STALE_MS = 600_000

/** The configuration the wizard sends: the code plus the variation per accessory and any custom texts. */
export type WizardConfiguration = {
  configuration_code: string
  variations: number[]
  custom_texts: Record<string, string>
}

export const wizardKeys = { all: ['wizard'] as const }

/** GET product_family: the two families with the wizard's image map and hotspots. */
export const familiesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...wizardKeys.all, 'product_family', lang],
    queryFn: async () => (await api(catalog.listProductFamilies)).product_family,
    staleTime: STALE_MS,
  })

export const modelsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...wizardKeys.all, 'base_model_light', lang],
    queryFn: async () => (await api(catalog.listBaseModelsLight)).base_model_light,
    staleTime: STALE_MS,
  })

/** The detail modal's pictures (media) and specs. */
export const modelQuery = (lang: Lang, id: number) =>
  queryOptions({
    queryKey: [...wizardKeys.all, 'base_model', lang, id],
    queryFn: async () => (await api(catalog.getBaseModel, { params: { id } })).base_model,
    staleTime: STALE_MS,
  })

/** The catalogue's short texts: the wizard's intro and privacy text. */
export const textsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...wizardKeys.all, 'texts', lang],
    queryFn: async () => (await api(catalog.listSiteTexts)).texts,
    staleTime: STALE_MS,
  })

/** The signed-in user's own configurations (after a sign-in, to see whether the pending one was saved). */
export async function findOwnConfigurationCodes(): Promise<string[]> {
  const { product_configuration } = await api(catalog.listProductConfigurations)
  return product_configuration.filter((c) => c.owner).map((c) => c.configuration_code)
}

/** GET save_prod_images/{code}: composes the configuration's picture on the server (spec 1 §7). */
export async function requestProductImage(code: string): Promise<string | null> {
  const res = await api(catalog.saveProductImage, { params: { configuration_code: code } })
  return res.image
}

/** POST /api/front/wizard/submit: the sign-up fields (visitors only) and the configuration. */
export function useWizardSubmit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: InputOf<typeof catalog.submitWizard>['body']) => api(catalog.submitWizard, { body }),
    onSuccess: async ({ user }, body) => {
      // A visitor's submit is a registration (spec 1 §7's analytics).
      if ('email' in body) track('sign_up', { user_id: user.id, method: 'wizard' })
      // A visitor is now signed in: the header shows the account.
      await queryClient.invalidateQueries({ queryKey: queryKeys.session })
    },
  })
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(accounts.logout),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  })
}
