import type { Lang } from '@shop/domain/i18n/langs'
import { type Cart, type CartAddBody, MAX_CART_LINES, MAX_LINE_QTY } from '@shop/domain/orders/cart-schemas'
import { canSeePrices } from '@shop/domain/orders/permissions'
import { and, asc, count, eq, max, sql } from 'drizzle-orm'
import { orderLines, orders, productConfigurationAccessories } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import { checkAnyProductConfiguration } from '../catalog/configurations.service.ts'
import {
  type CheckedConfiguration,
  fingerprintOf,
  insertProductConfiguration,
} from '../catalog/configurations.store.ts'
import { assertNoRequiredChoiceOpen, openChoicesOf } from '../catalog/open-choices.rules.ts'
import { priceConfiguration } from '../catalog/prices.rules.ts'
import { findSettings } from '../lookups/settings.service.ts'
import { type CartCaller, type CartDeps, findAddableConfiguration, findCart } from './cart.service.ts'
import { bumpCart, type CartOwner, lockOrCreateCart } from './cart.store.ts'
import { priceBuyerOfClient } from './cart.view.ts'
import { newVisitorToken } from './cart-cookie.service.ts'

/** What the add resolved before its transaction: the checked configuration, its key and the prices seen. */
type Resolved = {
  checked: CheckedConfiguration
  /** The saved configuration it was added from (added by id). */
  configurationId: number | null
  currentRefCode: string | null
  lineKey: string
  addedPrice: number | null
  addedDiscountedPrice: number | null
}

/**
 * The configuration to add, checked against today's catalogue exactly as POST product_configuration checks a save:
 * a saved one (public or the caller's own) by id, or a code with its variations and custom texts.
 */
async function resolveConfiguration(
  deps: Pick<CartDeps, 'db' | 'labels'>,
  caller: CartCaller,
  lang: Lang,
  body: CartAddBody,
) {
  const { db } = deps
  const { translate } = deps.labels
  if ('product_configuration_id' in body) {
    const row = await findAddableConfiguration(db, caller.userId, body.product_configuration_id)
    if (!row) {
      throw new AppError('not_found', 'catalog.no_configuration', {
        product_configuration_id: ['catalog.no_configuration'],
      })
    }
    const links = await db
      .select({ variationId: productConfigurationAccessories.accessoryAttributesVariationId })
      .from(productConfigurationAccessories)
      .where(eq(productConfigurationAccessories.productConfigurationId, row.id))
      .orderBy(asc(productConfigurationAccessories.position))
    const checked = await checkAnyProductConfiguration(db, translate, lang, {
      configuration_code: row.configurationCode,
      variations: links.flatMap((l) => (l.variationId === null ? [] : [l.variationId])),
      custom_texts: row.customTexts,
    })
    return { checked, configurationId: row.id, currentRefCode: row.currentRefCode }
  }
  const checked = await checkAnyProductConfiguration(db, translate, lang, {
    configuration_code: body.configuration_code,
    variations: body.variations,
    custom_texts: body.custom_texts,
  })
  return { checked, configurationId: null, currentRefCode: null }
}

async function resolve(
  deps: Pick<CartDeps, 'db' | 'labels'>,
  caller: CartCaller,
  lang: Lang,
  body: CartAddBody,
): Promise<Resolved> {
  const found = await resolveConfiguration(deps, caller, lang, body)
  const { decoded, byAccessory, customTexts } = found.checked
  const [snap, settings] = await Promise.all([findCatalog(deps.db), findSettings(deps.db)])
  // A value the buyer must choose (docs/decisions/025) keeps the configuration out of the cart, by code or by id.
  assertNoRequiredChoiceOpen(
    snap,
    deps.labels.translate,
    lang,
    openChoicesOf(snap, decoded.accessoryIds, byAccessory),
  )
  const show = canSeePrices({ client: caller.client, show_public_prices: settings.show_public_prices })
  // What the buyer saw when adding: a cart left for a month says which prices changed since (price_changed_from).
  const seen = show
    ? priceConfiguration(snap, priceBuyerOfClient(caller.client), {
        type: found.checked.type,
        baseModelId: decoded.baseModelId,
        accessoryIds: decoded.accessoryIds,
        variationOf: byAccessory,
      })
    : null
  return {
    ...found,
    lineKey: fingerprintOf(decoded.code, byAccessory, customTexts),
    addedPrice: seen?.price ?? null,
    addedDiscountedPrice: seen?.discounted_price ?? null,
  }
}

export type AddHooks = {
  /** Called before a visitor's new cart is made (the per-IP limit); a throw refuses the add. */
  beforeNewVisitorCart(): Promise<void>
}

/**
 * POST cart/{lang}/add: one product into the caller's cart, creating the cart when there is none. Never a conflict:
 * the cart row is locked and the version bumped. The same configuration again (same line_key) adds to its quantity,
 * up to MAX_LINE_QTY; otherwise a new line with its own copy of the configuration. Answers the cart, the line and,
 * for a visitor who had no cart token yet, the new token to put in the cookie.
 */
export async function addToCart(
  deps: CartDeps,
  caller: CartCaller,
  lang: Lang,
  body: CartAddBody,
  hooks: AddHooks,
): Promise<{ cart: Cart; lineId: number; visitorToken: string | null }> {
  const { db } = deps
  const settings = await findSettings(db)
  if (settings.cart_maintenance) throw new AppError('cart_maintenance', 'errors.cart_maintenance')
  const resolved = await resolve(deps, caller, lang, body)

  let owner: CartOwner
  let visitorToken: string | null = null
  let visitorCaller = caller
  if (caller.userId !== null) {
    owner = { userId: caller.userId, clientId: caller.client?.id ?? null }
  } else {
    let hash = caller.visitorTokenHash
    const exists =
      hash !== null &&
      (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.visitorTokenHash, hash), eq(orders.status, 'DRAFT')))
      ).length > 0
    if (!exists) {
      // Outside the transaction: the limit's own write must not wait for it (one PGlite transaction at a time).
      await hooks.beforeNewVisitorCart()
      if (hash === null) {
        const minted = newVisitorToken()
        visitorToken = minted.token
        hash = minted.hash
      }
    }
    owner = { visitorTokenHash: hash as string }
    visitorCaller = { userId: null, client: null, visitorTokenHash: hash }
  }

  const lineId = await db.transaction(async (tx) => {
    const orderId = await lockOrCreateCart(tx, owner, caller.userId)
    const [same] = await tx
      .update(orderLines)
      .set({ qty: sql`least(${orderLines.qty} + ${body.qty}::int, ${MAX_LINE_QTY}::int)` })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.lineKey, resolved.lineKey)))
      .returning({ id: orderLines.id })
    let id = same?.id
    if (id === undefined) {
      const [held] = await tx
        .select({ n: count(), last: max(orderLines.position) })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
      if ((held?.n ?? 0) >= MAX_CART_LINES)
        throw validationFailure([{ path: [], message: 'orders.cart_full' }])
      const copyId = await insertProductConfiguration(
        tx,
        resolved.checked,
        'visitorTokenHash' in owner ? { userId: null, clientId: null } : owner,
        resolved.currentRefCode,
        { lineCopy: true },
      )
      const [line] = await tx
        .insert(orderLines)
        .values({
          orderId,
          position: (held?.last ?? 0) + 1,
          qty: body.qty,
          productConfigurationId: copyId,
          configurationId: resolved.configurationId,
          lineKey: resolved.lineKey,
          addedPrice: resolved.addedPrice,
          addedDiscountedPrice: resolved.addedDiscountedPrice,
        })
        .returning({ id: orderLines.id })
      id = line?.id as number
    }
    await bumpCart(tx, orderId)
    return id
  })
  return { cart: await findCart(deps, visitorCaller, lang), lineId, visitorToken }
}
