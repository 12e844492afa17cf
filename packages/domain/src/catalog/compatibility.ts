import { type Lang, pick } from '../i18n/langs.ts'
import { OPTIONAL_SECTION_NAME } from './sections.ts'

/**
 * Compatibility rules as data: when accessory `if_accessory_id` is chosen, accessory `then_accessory_id`
 * is excluded (may not be chosen with it) or required (must be chosen with it). An exclusion binds both
 * ways: two accessories that exclude each other can never be chosen together, whichever comes first.
 */
export const COMPATIBILITY_KINDS = ['excludes', 'requires'] as const

export type CompatibilityKind = (typeof COMPATIBILITY_KINDS)[number]

/** The reason shown to the buyer, per language; Italian is required and stands in for a missing language. */
export type RuleReason = { it: string; en?: string; de?: string; es?: string; fr?: string }

// Plain types, checked against their schemas in schemas.ts: the configurator imports this file, and zod stays out of
// the model page's first download.
export type CompatibilityRule = {
  id: number
  /** The base model the rule is limited to; null or absent: every base model. */
  base_model_id?: number | null
  if_accessory_id: number
  kind: CompatibilityKind
  then_accessory_id: number
  reason: RuleReason
}

/** The rule's reason in the language, falling back to Italian. */
export function ruleReason(rule: Pick<CompatibilityRule, 'reason'>, lang: Lang): string {
  return pick(rule.reason, lang)
}

function appliesTo(rule: CompatibilityRule, baseModelId: number | undefined): boolean {
  return baseModelId === undefined || rule.base_model_id == null || rule.base_model_id === baseModelId
}

function isBroken(rule: CompatibilityRule, chosen: ReadonlySet<number>): boolean {
  if (!chosen.has(rule.if_accessory_id)) return false
  return rule.kind === 'excludes' ? chosen.has(rule.then_accessory_id) : !chosen.has(rule.then_accessory_id)
}

/**
 * The rules the chosen accessories break, in the rules' order (empty when compatible).
 * With `baseModelId`, rules limited to another base model are skipped; without it every rule counts.
 */
export function findRuleViolations(
  rules: readonly CompatibilityRule[],
  chosenIds: Iterable<number>,
  baseModelId?: number,
): CompatibilityRule[] {
  const chosen = new Set(chosenIds)
  return rules.filter((rule) => appliesTo(rule, baseModelId) && isBroken(rule, chosen))
}

/** The sections of a base model as the configurator offers them: one choice per section except `opt`. */
export type ConfiguratorModel = {
  id: number
  sections: readonly { name: string; accessories: readonly { id: number }[] }[]
}

/** An option the configurator shows blocked, with the rules that choosing it would break. */
export type BlockedOption = { accessoryId: number; rules: CompatibilityRule[] }

/**
 * Which of the model's options not chosen yet are blocked, and by which rules: choosing one (in place of its
 * section's current choice, or added to the optionals) would break a rule the current choice does not break
 * already. Options come in the order of `model.sections`.
 */
export function findBlockedOptions(
  rules: readonly CompatibilityRule[],
  model: ConfiguratorModel,
  chosenIds: Iterable<number>,
): BlockedOption[] {
  const applicable = rules.filter((rule) => appliesTo(rule, model.id))
  const chosen = new Set(chosenIds)
  if (applicable.length === 0) return []
  const brokenNow = new Set(applicable.filter((rule) => isBroken(rule, chosen)))
  // Only rules that mention the option or a choice it replaces can change: check those alone.
  const byAccessory = new Map<number, CompatibilityRule[]>()
  for (const rule of applicable) {
    for (const id of [rule.if_accessory_id, rule.then_accessory_id]) {
      byAccessory.set(id, [...(byAccessory.get(id) ?? []), rule])
    }
  }
  const blocked: BlockedOption[] = []
  for (const section of model.sections) {
    const isOptional = section.name === OPTIONAL_SECTION_NAME
    const replaced = isOptional ? [] : section.accessories.filter((a) => chosen.has(a.id)).map((a) => a.id)
    for (const { id } of section.accessories) {
      if (chosen.has(id)) continue
      const next = new Set(chosen)
      for (const r of replaced) next.delete(r)
      next.add(id)
      const touched = new Set([id, ...replaced].flatMap((a) => byAccessory.get(a) ?? []))
      const broken = applicable.filter(
        (rule) => touched.has(rule) && !brokenNow.has(rule) && isBroken(rule, next),
      )
      if (broken.length > 0) blocked.push({ accessoryId: id, rules: broken })
    }
  }
  return blocked
}
