import type { Lang } from '@shop/domain/i18n/langs'
import {
  type AddToWishlistBody,
  MAX_SAVED_CONFIGURATIONS,
  type SavedConfiguration,
} from '@shop/domain/orders/saved-configurations'
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  productConfigurationAccessories,
  productConfigurations,
  savedConfigurations,
  users,
} from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import { checkAnyProductConfiguration } from '../catalog/configurations.service.ts'
import { fingerprintOf, insertProductConfiguration } from '../catalog/configurations.store.ts'
import type { CheckoutCaller } from '../checkout/checkout.service.ts'
import { toSavedConfiguration } from './saved-configurations.view.ts'

/** Label keys of the saved configurations' refusals (db/seed/labels/area-saved.ts). */
export const SAVED_LABELS = {
  notFound: 'area.saved.not_found',
  full: 'area.saved.full',
} as const

/** The saved configurations a caller sees: their company's, or their own without a company. */
function scopeOf(caller: CheckoutCaller): SQL {
  return caller.client
    ? eq(savedConfigurations.clientId, caller.client.id)
    : (and(isNull(savedConfigurations.clientId), eq(savedConfigurations.userId, caller.userId)) as SQL)
}

/** The caller's saved configurations, newest first, or the one of them with `id`: three statements whatever their number. */
async function findSaved(db: Db, caller: CheckoutCaller, lang: Lang, id?: number) {
  const rows = await db
    .select({
      id: savedConfigurations.id,
      createdAt: savedConfigurations.createdAt,
      savedBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      configuration: productConfigurations,
    })
    .from(savedConfigurations)
    .innerJoin(
      productConfigurations,
      eq(productConfigurations.id, savedConfigurations.productConfigurationId),
    )
    .innerJoin(users, eq(users.id, savedConfigurations.userId))
    .where(and(scopeOf(caller), id === undefined ? undefined : eq(savedConfigurations.id, id)))
    .orderBy(desc(savedConfigurations.createdAt), desc(savedConfigurations.id))
  if (rows.length === 0) return []
  const [snap, links] = await Promise.all([
    findCatalog(db),
    db
      .select()
      .from(productConfigurationAccessories)
      .where(
        inArray(
          productConfigurationAccessories.productConfigurationId,
          rows.map((r) => r.configuration.id),
        ),
      )
      .orderBy(asc(productConfigurationAccessories.position)),
  ])
  const linksOf = Map.groupBy(links, (l) => l.productConfigurationId)
  return rows.map((row) => toSavedConfiguration(snap, row, linksOf.get(row.configuration.id) ?? [], lang))
}

/** GET user/get_wishlist. */
export function findSavedConfigurations(db: Db, caller: CheckoutCaller, lang: Lang) {
  return findSaved(db, caller, lang)
}

/** The saved row of the caller with this fingerprint, if any. */
async function findSame(tx: Tx, caller: CheckoutCaller, fingerprint: string) {
  const [same] = await tx
    .select({ id: savedConfigurations.id })
    .from(savedConfigurations)
    .where(and(scopeOf(caller), eq(savedConfigurations.fingerprint, fingerprint)))
  return same?.id
}

/**
 * POST user/add_to_wishlist: the configuration checked as POST product_configuration checks a save (the code against
 * the rules, the variations and custom texts against the code; a value left open is allowed, as in a quotation),
 * saved for the caller's company with a configuration of its own. The same code, variations and texts again
 * answer the row already there (`already_saved`), also when two saves cross.
 */
export async function saveConfiguration(
  deps: Pick<Deps, 'db' | 'labels'>,
  caller: CheckoutCaller,
  lang: Lang,
  body: AddToWishlistBody,
): Promise<{ saved: SavedConfiguration; alreadySaved: boolean }> {
  const { db } = deps
  const checked = await checkAnyProductConfiguration(db, deps.labels.translate, lang, body)
  const fingerprint = fingerprintOf(checked.decoded.code, checked.byAccessory, checked.customTexts)
  const owner = { userId: caller.userId, clientId: caller.client?.id ?? null }
  const result = await db.transaction(async (tx) => {
    const same = await findSame(tx, caller, fingerprint)
    if (same !== undefined) return { id: same, alreadySaved: true }
    const [held] = await tx.select({ n: count() }).from(savedConfigurations).where(scopeOf(caller))
    if ((held?.n ?? 0) >= MAX_SAVED_CONFIGURATIONS) {
      throw validationFailure([{ path: [], message: SAVED_LABELS.full }], { max: MAX_SAVED_CONFIGURATIONS })
    }
    const configurationId = await insertProductConfiguration(tx, checked, owner, null)
    const [inserted] = await tx
      .insert(savedConfigurations)
      .values({ ...owner, productConfigurationId: configurationId, fingerprint })
      .onConflictDoNothing()
      .returning({ id: savedConfigurations.id })
    if (inserted) return { id: inserted.id, alreadySaved: false }
    // A save of the same configuration committed meanwhile: keep that one.
    await tx.delete(productConfigurations).where(eq(productConfigurations.id, configurationId))
    return { id: (await findSame(tx, caller, fingerprint)) as number, alreadySaved: true }
  })
  const [saved] = await findSaved(db, caller, lang, result.id)
  if (!saved) throw new AppError('not_found', SAVED_LABELS.notFound)
  return { saved, alreadySaved: result.alreadySaved }
}

/**
 * POST user/removeFromWishlist: removes the saved configuration with its configuration (a cart line added from it
 * keeps its own copy); another company's is not found.
 */
export async function removeSavedConfiguration(db: Db, caller: CheckoutCaller, id: number): Promise<void> {
  const mine = db
    .select({ id: savedConfigurations.productConfigurationId })
    .from(savedConfigurations)
    .where(and(eq(savedConfigurations.id, id), scopeOf(caller)))
  const removed = await db
    .delete(productConfigurations)
    .where(inArray(productConfigurations.id, mine))
    .returning({ id: productConfigurations.id })
  if (removed.length === 0) throw new AppError('not_found', SAVED_LABELS.notFound)
}
