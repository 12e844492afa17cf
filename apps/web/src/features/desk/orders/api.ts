import * as desk from '@shop/domain/desk/order-endpoints'
import type { DeskFulfilment } from '@shop/domain/desk/order-schemas'
import type { InputOf } from '@shop/domain/http/endpoint'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api.ts'

/** The fulfilment panel's calls (issue 24 items 4 to 6), under the desk's key so a move refreshes the lists and detail. */
export const fulfilmentKey = (id: number) => ['desk', 'fulfilment', id] as const

export const fulfilmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: fulfilmentKey(id),
    queryFn: async () => (await api(desk.deskOrderFulfilment, { params: { id } })).fulfilment,
  })

/** The desk's order calls that answer the fulfilment as it is after the change. */
const MOVES = {
  accept: desk.deskAcceptOrder,
  pay: desk.deskRecordPayment,
  ship: desk.deskShipOrder,
  close: desk.deskCloseOrder,
  cancel: desk.deskCancelOrder,
  fields: desk.deskUpdateOrderFields,
} as const
type Moves = typeof MOVES

/** One move of the order: its answer replaces the panel's data, and everything else of the desk is read again. */
export function useOrderMove<K extends keyof Moves>(orderId: number, move: K) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: Omit<InputOf<Moves[K]>, 'params'>) =>
      (await api(MOVES[move] as Moves[K], { ...input, params: { id: orderId } } as InputOf<Moves[K]>))
        .fulfilment,
    onSuccess: (fulfilment: DeskFulfilment) => {
      client.setQueryData(fulfilmentKey(orderId), fulfilment)
      void client.invalidateQueries({
        queryKey: ['desk'],
        predicate: (q) => q.queryKey[1] !== 'fulfilment' || q.queryKey[2] !== orderId,
      })
    },
  })
}
