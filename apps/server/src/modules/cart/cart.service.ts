import type { Lang } from '@shop/domain/i18n/langs'
import type { Cart, CartUpdateBody } from '@shop/domain/orders/cart-schemas'
import { canSeePrices } from '@shop/domain/orders/permissions'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { orderDocuments, orderLines, orders, productConfigurations } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../plugins/errors.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import { findSettings } from '../lookups/settings.service.ts'
import {
  type CartOwner,
  deleteCart,
  deleteLineCopies,
  ownerCondition,
  referenceColumns,
} from './cart.store.ts'
import { type CartViewInput, toCartAnswer } from './cart.view.ts'
import {
  type CartClient,
  type CartRow,
  findClientCodes,
  findUserCartRow,
  findVisitorCartRow,
  forgetClientCodes,
} from './cart-rows.store.ts'
import { findDocumentKeys, removeStoredFiles } from './document-files.store.ts'
import { findLineCopies } from './line-copies.store.ts'
import { findApplicablePromo, PROMO_CODE_PATH, promoError } from './promo-codes.service.ts'

export type { CartOwner } from './cart.store.ts'
// The document routes find the caller's cart the way the cart routes do.
export { resolveCartOwner } from './cart-caller.service.ts'

/**
 * The cart's use cases (docs/decisions/019): read it, and apply the client's edits under its version. Adding is in
 * cart-add.service.ts, the merge at sign-in in cart-merge.service.ts. Every change is one transaction that bumps the version.
 */

export type CartDeps = Pick<Deps, 'db' | 'labels' | 'clock' | 'storage' | 'log'>

/** Who is asking: a signed-in user with the company they act for, or a visitor (token hash null: no cookie yet). */
export type CartCaller =
  | { userId: number; client: CartClient | null }
  | { userId: null; client: null; visitorTokenHash: string | null }

/** The caller's cart owner; null for a visitor without a cart cookie (who has no cart). */
export function ownerOf(caller: CartCaller): CartOwner | null {
  if (caller.userId !== null) return { userId: caller.userId, clientId: caller.client?.id ?? null }
  return caller.visitorTokenHash === null ? null : { visitorTokenHash: caller.visitorTokenHash }
}

/** The caller's DRAFT order as the cart answer reads it (null: none). */
export function findCartRow(db: Db, caller: CartCaller): Promise<CartRow | null> {
  if (caller.userId !== null) return findUserCartRow(db, caller.userId, caller.client?.id ?? null)
  return caller.visitorTokenHash === null
    ? Promise.resolve(null)
    : findVisitorCartRow(db, caller.visitorTokenHash)
}

/**
 * What the cart answer is made of (cart.view.ts): the caller's cart with today's catalogue and settings. `row`, when
 * the caller already read it (with the session, CART_JOIN), saves the query: a cart costs one round trip whatever
 * its lines.
 */
export async function findCartViewInput(
  deps: Pick<CartDeps, 'db' | 'labels' | 'clock'>,
  caller: CartCaller,
  lang: Lang,
  row?: CartRow | null,
): Promise<CartViewInput> {
  const cart = row === undefined ? await findCartRow(deps.db, caller) : row
  const [snap, settings, copies] = await Promise.all([
    findCatalog(deps.db),
    findSettings(deps.db),
    findLineCopies(deps.db, cart),
  ])
  return {
    snap,
    settings,
    copies,
    translate: deps.labels.translate,
    lang,
    viewer: { userId: caller.userId, client: caller.client },
    cart,
    now: deps.clock(),
  }
}

/** The caller's cart with today's prices, or the empty cart (id -1). */
export async function findCart(
  deps: Pick<CartDeps, 'db' | 'labels' | 'clock'>,
  caller: CartCaller,
  lang: Lang,
): Promise<Cart> {
  return toCartAnswer(await findCartViewInput(deps, caller, lang))
}

const missing = () => new AppError('cart_is_missing', 'errors.cart_is_missing')

type Edits = CartUpdateBody['cart']

/** The line edits as one statement's parameter: qty always, texts only where the client allows them. */
function lineEdits(edits: Edits, client: CartClient | null) {
  return edits.lines.map((l) => ({
    id: l.id,
    qty: l.qty,
    notes: client?.allow_line_notes ? (l.notes ?? null) : null,
    client_product_ref: client?.allow_client_product_ref ? (l.client_product_ref ?? null) : null,
  }))
}

/** A code typed on a line becomes the client's own code for that configuration, shown on its next lines. */
async function keepClientCodes(
  tx: Tx,
  orderId: number,
  client: CartClient,
  edits: ReturnType<typeof lineEdits>,
) {
  const typed = edits.filter((e) => e.client_product_ref)
  if (typed.length === 0) return false
  await tx.execute(sql`
    insert into client_product_codes (client_id, conf_code, ref_code, client_code)
    select distinct on (pc.configuration_code) ${client.id}::int, pc.configuration_code,
      coalesce(nullif(pc.current_ref_code, ''), pc.configuration_code), v.client_product_ref
    from json_to_recordset(${JSON.stringify(typed)}::json) as v(id int, client_product_ref text)
    join order_lines l on l.id = v.id and l.order_id = ${orderId}::int
    join product_configurations pc on pc.id = l.product_configuration_id
    -- Lines of one code (other variations or texts) name one code: the first line's wins, never a row twice.
    order by pc.configuration_code, l.position, l.id
    on conflict (client_id, conf_code) do update set client_code = excluded.client_code`)
  return true
}

/**
 * POST cart/{lang}: applies the client's copy of the cart when its version is the current one (a line left out is
 * removed; qty, notes, client_product_ref, the references and the promo code are set), as one transaction that
 * bumps the version first. A stale version answers 409 cart_conflict with the current cart; a cart that is gone,
 * not the caller's or no longer DRAFT answers 404 cart_is_missing. Empty lines delete the cart.
 */
export async function updateCart(
  deps: CartDeps,
  caller: CartCaller,
  lang: Lang,
  edits: Edits,
): Promise<Cart> {
  const { db } = deps
  const owner = ownerOf(caller)
  if (owner === null) throw missing()
  const now = deps.clock()
  const typedPromo = edits.promo_code ? edits.promo_code : null
  if (typedPromo !== null) {
    const settings = await findSettings(db)
    const show = canSeePrices({ client: caller.client, show_public_prices: settings.show_public_prices })
    if (!settings.promo_codes_enabled || !show) throw promoError('disabled', PROMO_CODE_PATH)
  }

  const outcome = await db.transaction(async (tx) => {
    const [bumped] = await tx
      .update(orders)
      .set({ version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, edits.id),
          eq(orders.version, edits.version),
          eq(orders.status, 'DRAFT'),
          ownerCondition(owner),
        ),
      )
      .returning({ id: orders.id })
    if (!bumped) {
      const [still] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, edits.id), eq(orders.status, 'DRAFT'), ownerCondition(owner)))
      if (!still) throw missing()
      return { kind: 'conflict' as const }
    }
    if (edits.lines.length === 0) {
      const keys = await findDocumentKeys(tx, [edits.id])
      await deleteCart(tx, edits.id)
      return { kind: 'deleted' as const, keys }
    }

    const keep = edits.lines.map((l) => l.id)
    // A removed line's datasheets go with it: they belong to nothing else and would count against the cart's limit.
    // Before the lines, whose deletion would otherwise only clear the documents' line_id.
    const gone = await tx
      .delete(orderDocuments)
      .where(
        and(
          eq(orderDocuments.orderId, edits.id),
          inArray(
            orderDocuments.lineId,
            tx
              .select({ id: orderLines.id })
              .from(orderLines)
              .where(and(eq(orderLines.orderId, edits.id), notInArray(orderLines.id, keep))),
          ),
        ),
      )
      .returning({ key: orderDocuments.storageKey })
    const removed = await tx
      .delete(orderLines)
      .where(and(eq(orderLines.orderId, edits.id), notInArray(orderLines.id, keep)))
      .returning({ copy: orderLines.productConfigurationId })
    await deleteLineCopies(
      tx,
      removed.map((r) => r.copy),
    )
    const changes = lineEdits(edits, caller.client)
    // One statement for every line; ids that are not this cart's lines match nothing.
    await tx.execute(sql`
      update order_lines l set qty = v.qty,
        notes = coalesce(v.notes, l.notes),
        client_product_ref = coalesce(v.client_product_ref, l.client_product_ref)
      from json_to_recordset(${JSON.stringify(changes)}::json)
        as v(id int, qty int, notes text, client_product_ref text)
      where l.id = v.id and l.order_id = ${edits.id}::int`)
    const codesKept = caller.client ? await keepClientCodes(tx, edits.id, caller.client, changes) : false

    const set: Partial<typeof orders.$inferInsert> = referenceColumns(edits, caller.client !== null)
    if (edits.promo_code !== undefined)
      set.promoCodeId = typedPromo === null ? null : await findApplicablePromo(tx, typedPromo, now)
    if (Object.keys(set).length > 0) await tx.update(orders).set(set).where(eq(orders.id, edits.id))
    return { kind: 'updated' as const, keys: gone.map((d) => d.key), codesKept }
  })

  if (outcome.kind === 'conflict') {
    const cart = await findCart(deps, caller, lang)
    throw new AppError('cart_conflict', 'errors.cart_conflict', {}, { cart })
  }
  await removeStoredFiles(deps.storage, outcome.keys, deps.log)
  if (outcome.codesKept && caller.client) {
    forgetClientCodes(db, caller.client.id)
    const client = { ...caller.client, client_product_codes: await findClientCodes(db, caller.client.id) }
    return findCart(deps, { ...caller, client }, lang)
  }
  return findCart(deps, caller, lang)
}

/** The saved configuration a signed-in user or visitor may add by id: a public one or their own, never a line's copy. */
export async function findAddableConfiguration(db: Db, userId: number | null, id: number) {
  const [row] = await db
    .select()
    .from(productConfigurations)
    .where(
      and(
        eq(productConfigurations.id, id),
        eq(productConfigurations.lineCopy, false),
        userId === null
          ? eq(productConfigurations.isPublic, true)
          : sql`(${productConfigurations.isPublic} or ${productConfigurations.ownerUserId} = ${userId})`,
      ),
    )
  return row
}
