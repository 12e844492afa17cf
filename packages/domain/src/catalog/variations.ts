import type { Lang } from '../i18n/langs.ts'
import { z } from '../zod.ts'
import type { OpenChoiceRule } from './open-choices.ts'

/**
 * Attribute variations (issue 4 item 4). An accessory's attributes template lists its attributes and their
 * allowed values; each allowed combination is a variation with its own price and final datasheet. Where the
 * template allows it, a value outside the list is the accessory's one custom variation (priced on request); the
 * text the buyer typed travels beside it as the configuration's custom text, never as a new variation.
 */

/** Texts in every shop language, as the catalogue stores them. */
export type LangTexts = Record<Lang, string>

/** Longest attribute value or custom text accepted from a buyer. */
export const VARIATION_TEXT_MAX_LENGTH = 200

export const attributeKeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/)

/** An attribute of a template as stored: its key, its name per language and the values offered. */
export type AttributeDefinition = { key: string; label: LangTexts; values: string[] }

/** An accessory's attributes template as stored. */
export type AttributesTemplateData = {
  /** The buyer must attach a datasheet (spec 1 §4.7) before ordering this accessory. */
  need_datasheet: boolean
  /** A value outside the list is accepted as a custom variation, priced on request. */
  allow_custom: boolean
  attributes: AttributeDefinition[]
  /** A value left unset must be chosen before adding to the cart, or is settled in the quotation (open-choices.ts). */
  open_choice?: OpenChoiceRule
}

/** A variation as the rules need it. */
export type VariationData = {
  id: number
  attributes: Record<string, string>
  variation_value: string
  is_custom: boolean
}

/** What the configurator asks: the chosen attribute values, or a value, or a custom text. */
export type VariationRequest = {
  attributes: Record<string, string>
  variation_value?: string | undefined
  is_custom_variation: boolean
}

export const VARIATION_ERROR_REASONS = [
  'no_variations',
  'unknown_attribute',
  'attribute_missing',
  'not_found',
  'custom_not_allowed',
  'custom_text_required',
] as const
export type VariationErrorReason = (typeof VARIATION_ERROR_REASONS)[number]

/** Label keys of variation errors are this prefix plus the reason. */
export const VARIATION_ERROR_LABEL_PREFIX = 'catalog.variation.'

export type VariationMatch<V extends VariationData> =
  | { ok: true; variation: V; custom_text: string | null }
  | { ok: false; reason: VariationErrorReason; attribute?: string }

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('it') === b.trim().toLocaleLowerCase('it')

/**
 * The variation matching a request: by every attribute of the template when attributes are given, else by
 * variation_value (case and surrounding blanks ignored). A custom request whose text names a listed value gets
 * that listed variation; any other text gets the accessory's custom variation with the text beside it.
 */
export function findAttributesVariation<V extends VariationData>(
  template: AttributesTemplateData | null,
  variations: readonly V[],
  request: VariationRequest,
): VariationMatch<V> {
  const listed = variations.filter((v) => !v.is_custom)
  if (!template || variations.length === 0) return { ok: false, reason: 'no_variations' }
  const keys = template.attributes.map((a) => a.key)
  const given = Object.entries(request.attributes).filter(([, value]) => value.trim() !== '')
  const unknown = given.find(([key]) => !keys.includes(key))
  if (unknown) return { ok: false, reason: 'unknown_attribute', attribute: unknown[0] }

  if (request.is_custom_variation) {
    const text = (request.variation_value ?? given.map(([, v]) => v.trim()).join(' ')).trim()
    if (text === '') return { ok: false, reason: 'custom_text_required' }
    const named = listed.find((v) => same(v.variation_value, text))
    if (named) return { ok: true, variation: named, custom_text: null }
    const custom = variations.find((v) => v.is_custom)
    if (!template.allow_custom || !custom) return { ok: false, reason: 'custom_not_allowed' }
    return { ok: true, variation: custom, custom_text: text.slice(0, VARIATION_TEXT_MAX_LENGTH) }
  }

  if (given.length > 0) {
    const values = new Map(given)
    const missing = keys.find((k) => !values.has(k))
    if (missing) return { ok: false, reason: 'attribute_missing', attribute: missing }
    const found = listed.find((v) => keys.every((k) => same(v.attributes[k] ?? '', values.get(k) ?? '')))
    return found ? { ok: true, variation: found, custom_text: null } : { ok: false, reason: 'not_found' }
  }
  const value = request.variation_value?.trim() ?? ''
  if (value === '') return { ok: false, reason: 'attribute_missing', attribute: keys[0] }
  const found = listed.find((v) => same(v.variation_value, value))
  return found ? { ok: true, variation: found, custom_text: null } : { ok: false, reason: 'not_found' }
}

export const CHOSEN_VARIATION_ISSUES = [
  'unknown_variation',
  'variation_of_other_accessory',
  'several_variations',
  'custom_text_required',
  'custom_text_not_allowed',
] as const
export type ChosenVariationIssue = (typeof CHOSEN_VARIATION_ISSUES)[number]

/**
 * Checks the variations and custom texts saved with a configuration: each variation belongs to one of its
 * accessories, at most one per accessory, and a custom text goes with (and only with) a custom variation.
 * Answers the variation id per accessory id, or the first issue.
 */
export function checkChosenVariations(
  accessoryIds: readonly number[],
  variationOf: (id: number) => { accessory_id: number; is_custom: boolean } | undefined,
  chosen: readonly number[],
  customTexts: Readonly<Record<number, string>>,
  /** False where no text is at hand yet (a shared link carries the variation ids, never the texts). */
  requireCustomText = true,
): { ok: true; byAccessory: Map<number, number> } | { ok: false; issue: ChosenVariationIssue; id: number } {
  const inConfiguration = new Set(accessoryIds)
  const byAccessory = new Map<number, number>()
  for (const id of new Set(chosen)) {
    const variation = variationOf(id)
    if (!variation) return { ok: false, issue: 'unknown_variation', id }
    if (!inConfiguration.has(variation.accessory_id)) {
      return { ok: false, issue: 'variation_of_other_accessory', id }
    }
    if (byAccessory.has(variation.accessory_id)) return { ok: false, issue: 'several_variations', id }
    byAccessory.set(variation.accessory_id, id)
  }
  for (const [accessoryId, variationId] of byAccessory) {
    const custom = variationOf(variationId)?.is_custom === true
    const text = customTexts[accessoryId]?.trim() ?? ''
    if (requireCustomText && custom && text === '')
      return { ok: false, issue: 'custom_text_required', id: accessoryId }
  }
  for (const [key, text] of Object.entries(customTexts)) {
    const accessoryId = Number(key)
    const variationId = byAccessory.get(accessoryId)
    const custom = variationId !== undefined && variationOf(variationId)?.is_custom === true
    if (!custom && text.trim() !== '') return { ok: false, issue: 'custom_text_not_allowed', id: accessoryId }
  }
  return { ok: true, byAccessory }
}
