import {
  type CodeBaseModel,
  type CodeModelIssue,
  validateCodeModels,
} from '@shop/domain/catalog/configuration-code'
import {
  type DiscountRule,
  type DiscountRuleIssue,
  discountRuleSchema,
  findDiscountRuleIssues,
} from '@shop/domain/catalog/pricing'
import type { LangTexts } from '@shop/domain/catalog/variations'
import type { Lang } from '@shop/domain/i18n/langs'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { codeSectionAccessories, codeSections, discountRules } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { interpolate, type Translate } from '../i18n/labels.service.ts'
import { invalidateCatalog, loadCatalogSnapshot } from './catalog.store.ts'

/**
 * Writes to the catalogue that must respect the code and price rules: the same domain validators the decoder and
 * the price functions rely on (validateCodeModels, findDiscountRuleIssues) refuse bad data before it is stored,
 * and the tables' CHECKs repeat what SQL can say. The back office will call these; the demo seed runs the
 * same validators on its data.
 */

export type SectionInput = {
  name: string
  label: LangTexts
  len: number
  var_len: boolean
  order: number
  /** In display order; the order of `opt` is the canonical order of optional codes. */
  accessory_ids: number[]
}

function issueParams(issue: CodeModelIssue): Record<string, unknown> {
  const { issue: _issue, ...params } = issue
  return params
}

/**
 * Replaces a base model's code sections. Refused (422, one translated message per issue) when the codes would
 * not read one way only: a var_len section that is not prefix-free, wrong lengths, an accessory in two sections…
 */
export async function saveBaseModelSections(
  db: Db,
  translate: Translate,
  lang: Lang,
  baseModelId: number,
  sections: readonly SectionInput[],
): Promise<void> {
  const snap = await loadCatalogSnapshot(db)
  if (!snap.modelById.has(baseModelId)) throw new AppError('not_found', 'catalog.no_base_model')
  const unknown = sections.flatMap((s) => s.accessory_ids).find((id) => !snap.accessoryById.has(id))
  if (unknown !== undefined) {
    throw new AppError('validation_failed', 'catalog.no_accessory', { sections: ['catalog.no_accessory'] })
  }
  const proposed: CodeBaseModel = {
    id: baseModelId,
    configuration_code: snap.modelById.get(baseModelId)?.configurationCode ?? '',
    sections: sections.map((s) => ({
      name: s.name,
      len: s.len,
      var_len: s.var_len,
      order: s.order,
      accessories: s.accessory_ids.map((id) => ({
        id,
        configuration_code: snap.accessoryById.get(id)?.configurationCode ?? '',
      })),
    })),
  }
  const issues = validateCodeModels(snap.codeModels.map((m) => (m.id === baseModelId ? proposed : m)))
  if (issues.length > 0) {
    const messages = issues.map((i) =>
      interpolate(translate(lang, `catalog.code_data.${i.issue}`), issueParams(i)),
    )
    throw new AppError('validation_failed', messages[0], { sections: messages }, { issues })
  }
  await db.transaction(async (tx) => {
    await tx.delete(codeSections).where(eq(codeSections.baseModelId, baseModelId))
    if (sections.length === 0) return
    const inserted = await tx
      .insert(codeSections)
      .values(
        sections.map((s) => ({
          baseModelId,
          name: s.name,
          label: s.label,
          len: s.len,
          varLen: s.var_len,
          sortOrder: s.order,
        })),
      )
      .returning({ id: codeSections.id, name: codeSections.name })
    const idOf = new Map(inserted.map((r) => [r.name, r.id]))
    const links = sections.flatMap((s) =>
      s.accessory_ids.map((accessoryId, position) => ({
        sectionId: idOf.get(s.name) as number,
        baseModelId,
        accessoryId,
        position,
      })),
    )
    if (links.length > 0) await tx.insert(codeSectionAccessories).values(links)
  })
  invalidateCatalog(db)
}

/** A discount rule as the domain reads it, as the table stores it (percentages in basis points). */
export function toDiscountRuleRow(
  rule: Omit<DiscountRule, 'id'> & { id?: number | undefined },
): typeof discountRules.$inferInsert {
  const bp = (p: number | null | undefined) => (p === null || p === undefined ? null : Math.round(p * 100))
  return {
    ...(rule.id === undefined ? {} : { id: rule.id }),
    scope: rule.scope,
    scopeId: rule.scope_id,
    target: rule.target,
    targetId: rule.target_id,
    limitBp: bp(rule.limit),
    limitFinalDiscountBp: bp(rule.limit_final_discount),
    baseMode: rule.base.mode,
    baseFixedPrice: rule.base.fixed_price,
    baseFixedAmount: rule.base.fixed_amount,
    baseDiscountBp: bp(rule.base.discount_perc),
    extraMode: rule.extra?.mode ?? null,
    extraDiscountBp: bp(rule.extra?.discount_perc),
  }
}

/**
 * Stores a discount rule (a new one, or the one with its id). Refused with a translated reason when the domain
 * says so: a `fixed` base off a base-model or accessory-group target, a target id missing or out of place.
 */
export async function saveDiscountRule(
  db: Db,
  translate: Translate,
  lang: Lang,
  input: unknown,
): Promise<number> {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const isNew = raw.id === undefined || raw.id === null
  const parsed = discountRuleSchema.safeParse({ ...raw, id: isNew ? 0 : raw.id })
  if (!parsed.success) {
    const shaped = raw as { target?: unknown; target_id?: unknown; base?: { mode?: unknown } }
    const ruleIssues: DiscountRuleIssue[] =
      typeof shaped.target === 'string' && typeof shaped.base?.mode === 'string'
        ? findDiscountRuleIssues({
            target: shaped.target as DiscountRule['target'],
            target_id: typeof shaped.target_id === 'number' ? shaped.target_id : null,
            base: { mode: shaped.base.mode as DiscountRule['base']['mode'] },
          })
        : []
    const messages = ruleIssues.length
      ? ruleIssues.map((i) => translate(lang, `catalog.discount.${i}`))
      : parsed.error.issues.map((i) => translate(lang, i.message))
    const errors: Record<string, string[]> = {}
    for (const [n, issue] of parsed.error.issues.entries()) {
      const field = issue.path.join('.') || 'general'
      errors[field] = [...(errors[field] ?? []), messages[Math.min(n, messages.length - 1)] ?? issue.message]
    }
    throw new AppError('validation_failed', messages[0], errors, { issues: ruleIssues })
  }
  const row = toDiscountRuleRow({ ...parsed.data, id: isNew ? undefined : parsed.data.id })
  try {
    if (isNew) {
      const [inserted] = await db.insert(discountRules).values(row).returning({ id: discountRules.id })
      return inserted?.id as number
    }
    const [updated] = await db
      .update(discountRules)
      .set(row)
      .where(eq(discountRules.id, parsed.data.id))
      .returning({ id: discountRules.id })
    if (!updated) throw new AppError('not_found')
    return updated.id
  } catch (err) {
    const cause = err as { code?: string; cause?: { code?: string } }
    if ((cause.code ?? cause.cause?.code) === '23505') {
      throw new AppError('conflict', 'errors.conflict')
    }
    throw err
  } finally {
    invalidateCatalog(db)
  }
}
