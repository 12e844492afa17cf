import type { AreaDocument } from '@shop/domain/orders/area-documents'
import { describe, expect, it } from 'vitest'
import { groupByOrder } from './document-groups.ts'

const document = (id: number, orderId: number): AreaDocument => ({
  id,
  line_id: null,
  accessory_id: null,
  type: 'order',
  name: `Documento ${id}`,
  filename: `Documento ${id}.pdf`,
  size: 100,
  view_url: `/api/front/order/${orderId}/document_view/${id}`,
  download_url: `/api/front/order/${orderId}/document_download/${id}`,
  created_at: '2026-11-30T10:00:00.000Z',
  order: {
    id: orderId,
    order_ref: `2026-${orderId}`,
    quotation_reference: '',
    reference_client_code: '',
    is_quotation: false,
    badge: 'orders.badge.closed',
    list: 'orders',
    cart_submitted_at: null,
  },
})

describe('groupByOrder', () => {
  it('puts each run of one order’s documents under it, in the order listed, across pages', () => {
    const pageOne = [document(5, 30), document(6, 30), document(3, 20)]
    const pageTwo = [document(4, 20), document(1, 10)]
    const groups = groupByOrder([...pageOne, ...pageTwo])
    expect(groups.map((g) => [g.order.id, g.documents.map((d) => d.id)])).toEqual([
      [30, [5, 6]],
      [20, [3, 4]],
      [10, [1]],
    ])
  })

  it('answers no group for no document', () => {
    expect(groupByOrder([])).toEqual([])
  })
})
