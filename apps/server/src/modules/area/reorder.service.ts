import type { Lang } from '@shop/domain/i18n/langs'
import { pick } from '@shop/domain/i18n/langs'
import { canReorder } from '@shop/domain/orders/area-actions'
import { MAX_CART_DOCUMENTS } from '@shop/domain/orders/cart-schemas'
import { and, count, eq, isNotNull } from 'drizzle-orm'
import { orderDocuments } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import type { CartDeps } from '../cart/cart.service.ts'
import type { LineCopy } from '../cart/cart-rows.store.ts'
import { removeStoredFiles } from '../cart/document-files.store.ts'
import { type DecodedLine, decodeLinesByCode, type LineByCode } from '../cart/lines-by-code.rules.ts'
import {
  type AfterLines,
  addLinesByCode,
  type ByCodeCaller,
  findDecodingContext,
} from '../cart/lines-by-code.service.ts'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import { readVisibleOrder } from '../checkout/checkout-order.service.ts'
import { documentKey } from '../documents/documents.service.ts'
import { interpolate, type Translate } from '../i18n/labels.service.ts'

/**
 * Reorder (issue 26 item 4; spec 3 §2 'recreated as a cart', widened to any order or quotation of the area): each
 * line's frozen configuration — code, variations, custom texts — goes back into the cart as a new line checked and
 * priced against today's catalogue, with its datasheets, and answers what changed since: the unit price then and now,
 * an accessory the catalogue no longer offers, an option now incompatible (the configurator's reason). A line that no
 * longer passes is reported, never dropped silently. The order itself is not touched.
 */

const DISCONTINUED = 'orders.reorder.discontinued'
/** 409: an order request to complete goes back with 'Modifica il carrello' instead. */
const NOT_NOW = 'orders.reorder.not_now'

/** The copy's accessories the catalogue no longer offers: on its model, or (sold alone) alone. */
function discontinuedOf(snap: CatalogSnapshot, copy: LineCopy): number[] {
  const { type, base_model_id } = copy.copy
  const onModel = new Set((snap.sectionsByModel.get(base_model_id ?? 0) ?? []).flatMap((s) => s.accessoryIds))
  const offered = (id: number) => (type === 'B' ? onModel.has(id) : snap.accessoryById.get(id)?.soldAlone)
  return copy.accessories.map((a) => a.accessory_id).filter((id) => !offered(id))
}

/** A refused line whose accessories are no longer offered says so first, before the decoder's reason. */
function withDiscontinued(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  decoded: DecodedLine,
  copy: LineCopy | undefined,
): DecodedLine {
  if (decoded.outcome.ok || !copy) return decoded
  const gone = discontinuedOf(snap, copy)
  if (gone.length === 0) return decoded
  const names = gone.map((id) => pick(snap.accessoryById.get(id)?.name, lang) || `#${id}`).join(', ')
  const error =
    `${interpolate(translate(lang, DISCONTINUED), { names })} ${decoded.outcome.error ?? ''}`.trim()
  return { ...decoded, outcome: { ...decoded.outcome, error, reason: 'discontinued' } }
}

/** POST order/{orderId}/reorder: the caller's order or quotation back into the cart; anyone else's is 404. */
export async function reorder(
  deps: CartDeps,
  caller: ByCodeCaller,
  lang: Lang,
  orderId: number,
  key: string,
) {
  const { translate } = deps.labels
  const [{ rows }, { snap, viewer }] = await Promise.all([
    readVisibleOrder(deps, caller, orderId),
    findDecodingContext(deps, caller),
  ])
  if (!canReorder(rows.order.status)) throw new AppError('conflict', NOT_NOW)
  const lines: LineByCode[] = rows.lines.map((line) => {
    const copy = rows.copies.get(line.copy_id)
    return {
      row: line.position,
      input: copy?.copy.configuration_code ?? '',
      configuration_code: copy?.copy.configuration_code ?? '',
      variations: (copy?.accessories ?? []).flatMap((a) => (a.variation_id === null ? [] : [a.variation_id])),
      custom_texts: copy?.copy.custom_texts ?? {},
      qty: line.qty,
      client_product_ref: line.client_product_ref,
      notes: line.notes,
      price_then: viewer.showPrices ? line.discounted_price : null,
      refusal: null,
    }
  })
  const decoded = decodeLinesByCode(snap, translate, lang, viewer, lines).map((d, i) => {
    const line = rows.lines[i]
    return withDiscontinued(snap, translate, lang, d, line && rows.copies.get(line.copy_id))
  })

  // The datasheets of the lines that go back, copied to the cart's line of the same configuration.
  const keyOfLine = new Map(rows.lines.map((l, i) => [l.id, decoded[i]?.add?.lineKey]))
  const copied: string[] = []
  const copyDocuments: AfterLines = async (tx, cartId, lineIdByKey) => {
    const sheets = await tx
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), isNotNull(orderDocuments.lineId)))
    const [held] = await tx
      .select({ n: count() })
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, cartId))
    const room = MAX_CART_DOCUMENTS - (held?.n ?? 0)
    const values = []
    for (const sheet of sheets) {
      const lineKey = keyOfLine.get(sheet.lineId as number)
      const lineId = lineKey === undefined ? undefined : lineIdByKey.get(lineKey)
      if (lineId === undefined || values.length >= room) continue
      const file = await deps.storage.get(sheet.storageKey)
      if (!file) continue
      const storageKey = documentKey(cartId)
      await deps.storage.put(storageKey, file)
      copied.push(storageKey)
      values.push({ ...sheet, id: undefined, createdAt: undefined, orderId: cartId, lineId, storageKey })
    }
    if (values.length > 0) await tx.insert(orderDocuments).values(values)
  }
  try {
    return await addLinesByCode(deps, caller, lang, decoded, `reorder:${orderId}:${key}`, copyDocuments)
  } catch (err) {
    await removeStoredFiles(deps.storage, copied, deps.log)
    throw err
  }
}
