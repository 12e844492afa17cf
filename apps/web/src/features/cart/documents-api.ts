import * as orders from '@shop/domain/orders/endpoints'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, apiUpload } from '../../shared/lib/api.ts'
import { queryKeys } from '../../shared/lib/session.ts'

export type UploadRequest = { orderId: number; lineId: number; accessoryId: number; file: File }

/**
 * POST order/{orderId}/document (spec 1 §7): the datasheet of one accessory of one line, as multipart. The server
 * picks where the file goes; `path` is sent because the contract names it, and never used as a path.
 */
export function useUploadDocument(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, lineId, accessoryId, file }: UploadRequest) => {
      const form = new FormData()
      form.append('name', file.name)
      form.append('resource_id', String(lineId))
      form.append('line_id', String(lineId))
      form.append('accessory_id', String(accessoryId))
      form.append('path', `accessory_${accessoryId}`)
      // The file last: a multipart reader meets the fields before the bytes.
      form.append('file', file, file.name)
      return apiUpload(orders.uploadDocument, { params: { orderId } }, form, onProgress)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  })
}

/** DELETE order/{orderId}/document/{documentId}. */
export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, documentId }: { orderId: number; documentId: number }) =>
      api(orders.deleteDocument, { params: { orderId, documentId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  })
}
