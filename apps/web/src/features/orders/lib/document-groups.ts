import type { AreaDocument } from '@shop/domain/orders/area-documents'

/** One order or quotation of the documents page with its documents, in the order the server listed them. */
export type DocumentGroup = { order: AreaDocument['order']; documents: AreaDocument[] }

/**
 * The documents under their orders. The server lists each order's documents together, the newest order first, so a
 * group is a run of one order's documents; the pages read so far go in one after the other, and an order split
 * between two pages stays one group.
 */
export function groupByOrder(documents: readonly AreaDocument[]): DocumentGroup[] {
  const groups: DocumentGroup[] = []
  for (const document of documents) {
    const last = groups.at(-1)
    if (last?.order.id === document.order.id) last.documents.push(document)
    else groups.push({ order: document.order, documents: [document] })
  }
  return groups
}
