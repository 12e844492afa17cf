import type { Carrier } from '@shop/domain/lookups/schemas'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { toAreaResources } from './area-resources.ts'

const gls: Carrier = { id: 2, name: '000054', description: 'GLS' }
const ok = <T>(data: T) => ({ data, isError: false, isPending: false })
const failed = <T>(stale?: T) => ({ data: stale, isError: true, isPending: false })
const loading = { data: undefined, isError: false, isPending: true }

describe('toAreaResources', () => {
  it('reads each resource, and a failed one as empty even with an older answer in the cache', () => {
    const resources = toAreaResources([
      ok({}),
      ok({}),
      failed({ '2': gls }),
      ok({}),
      ok({}),
      failed([{ cod_iva: '22A', des_iva: 'IVA 22%', rate: 22, legal_text: '' }]),
    ])
    expect(resources.carrier).toEqual({})
    expect(resources.iva_code).toEqual([])
    expect(resources.isPending).toBe(false)
  })

  it('is pending while any resource waits for its first answer, the others already readable', () => {
    const resources = toAreaResources([loading, ok({}), ok({ '2': gls }), ok({}), ok({}), ok([])])
    expect(resources.isPending).toBe(true)
    expect(resources.order_status).toEqual({})
    expect(resources.carrier).toEqual({ '2': gls })
  })
})

describe('a failed resource is not kept', () => {
  it('stores no data for the failure and asks again on the next read', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const queryFn = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ '2': gls })
    const options = { queryKey: ['lookups', 'carrier', 'it'], queryFn, staleTime: 600_000 }
    await expect(client.fetchQuery(options)).rejects.toThrow('offline')
    expect(client.getQueryData(options.queryKey)).toBeUndefined()
    await expect(client.fetchQuery(options)).resolves.toEqual({ '2': gls })
    // Kept now: within the 600 s a second read does not ask the server again.
    await client.fetchQuery(options)
    expect(queryFn).toHaveBeenCalledTimes(2)
  })
})
