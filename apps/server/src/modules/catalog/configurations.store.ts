import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { productConfigurationAccessories, productConfigurations } from '../../db/schema/index.ts'

/**
 * Same code, variations and texts give the same value: a visitor who saves the same configuration twice gets the
 * same record, and a cart line added again is the same line (its line_key, docs/decisions/019).
 */
export function fingerprintOf(
  code: string,
  variations: ReadonlyMap<number, number>,
  texts: Record<string, string>,
): string {
  const parts = [
    code,
    [...variations.values()].sort((a, b) => a - b).join(','),
    JSON.stringify(Object.entries(texts).sort()),
  ]
  return createHash('sha256').update(parts.join('|')).digest('base64url')
}

/** A configuration of either kind checked for saving: a base model's (B) or a replacement accessory's (A). */
export type CheckedConfiguration = {
  type: 'A' | 'B'
  decoded: { code: string; baseModelId: number | null; accessoryIds: number[] }
  customTexts: Record<string, string>
  byAccessory: Map<number, number>
}

/**
 * Stores a checked configuration inside the caller's transaction and returns its id (the wizard saves it in the
 * transaction that creates the account). A visitor's identical ownerless configuration is reused, except for a
 * cart line's own copy (`lineCopy`), which is always a new row without a fingerprint (docs/decisions/019).
 */
export async function insertProductConfiguration(
  tx: Tx,
  checked: CheckedConfiguration,
  owner: { userId: number | null; clientId: number | null },
  currentRefCode: string | null,
  opts: { lineCopy?: boolean } = {},
): Promise<number> {
  const { type, decoded, customTexts, byAccessory } = checked
  const lineCopy = opts.lineCopy === true
  const values = {
    type,
    configurationCode: decoded.code,
    currentRefCode,
    // The table's CHECK: a base model for type B, the one replacement accessory for type A.
    baseModelId: type === 'B' ? decoded.baseModelId : null,
    replacementAccessoryId: type === 'A' ? (decoded.accessoryIds[0] ?? null) : null,
    ownerUserId: owner.userId,
    ownerClientId: owner.clientId,
    customTexts,
    fingerprint:
      owner.userId === null && !lineCopy ? fingerprintOf(decoded.code, byAccessory, customTexts) : null,
    lineCopy,
  }
  const [inserted] = await tx
    .insert(productConfigurations)
    .values(values)
    .onConflictDoNothing({
      target: productConfigurations.fingerprint,
      where: sql`owner_user_id is null and is_public = false`,
    })
    .returning({ id: productConfigurations.id })
  if (!inserted) {
    const [same] = await tx
      .select({ id: productConfigurations.id })
      .from(productConfigurations)
      .where(
        and(
          eq(productConfigurations.fingerprint, values.fingerprint ?? ''),
          sql`owner_user_id is null and is_public = false`,
        ),
      )
    return same?.id as number
  }
  await tx.insert(productConfigurationAccessories).values(
    decoded.accessoryIds.map((accessoryId, position) => ({
      productConfigurationId: inserted.id,
      accessoryId,
      accessoryAttributesVariationId: byAccessory.get(accessoryId) ?? null,
      position,
    })),
  )
  return inserted.id
}
