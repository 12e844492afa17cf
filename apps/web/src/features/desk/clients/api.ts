import * as desk from '@shop/domain/desk/client-endpoints'
import type {
  DeskClientDetailResponse,
  DeskClientListQuery,
  DeskClientUpdateInput,
} from '@shop/domain/desk/client-schemas'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api.ts'

/** The desk's client queries (issue 24 item 7), under the desk's key so every desk change can refresh them. */
export const deskClientKeys = {
  lists: ['desk', 'clients'] as const,
  list: (query: DeskClientListQuery) => ['desk', 'clients', query] as const,
  detail: (id: number) => ['desk', 'client', id] as const,
}

/** GET desk/clients: one page; the previous page stays on screen while the next one loads. */
export const deskClientsQueryOptions = (query: DeskClientListQuery) =>
  queryOptions({
    queryKey: deskClientKeys.list(query),
    queryFn: () => api(desk.deskClientsList, { query }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

/** GET desk/clients/{id}. */
export const deskClientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: deskClientKeys.detail(id),
    queryFn: () => api(desk.deskClientDetail, { params: { id } }),
  })

/** After a change: the page reads the company again (or takes the answer), and the lists are stale. */
function useRefresh() {
  const client = useQueryClient()
  return async (id: number, answer?: DeskClientDetailResponse) => {
    if (answer) client.setQueryData(deskClientKeys.detail(id), answer)
    else await client.invalidateQueries({ queryKey: deskClientKeys.detail(id) })
    await client.invalidateQueries({ queryKey: deskClientKeys.lists })
  }
}

export function useVerifyClient(id: number) {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: () => api(desk.deskClientVerify, { params: { id } }),
    onSettled: () => refresh(id),
  })
}

export function useUpdateClient(id: number) {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (body: DeskClientUpdateInput) => api(desk.deskClientUpdate, { params: { id }, body }),
    onSuccess: (answer) => refresh(id, answer),
  })
}

/** Links the user to another company; the page then goes to that company (the one left may be gone). */
export function useLinkUser() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (input: { userId: number; clientId: number }) =>
      api(desk.deskUserLink, { params: { userId: input.userId }, body: { client_id: input.clientId } }),
    onSuccess: (answer) => refresh(answer.client_id),
  })
}
