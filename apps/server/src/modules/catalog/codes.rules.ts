import { ruleReason } from '@shop/domain/catalog/compatibility'
import {
  CODE_ERROR_LABEL_PREFIX,
  type CodeError,
  type DecodedConfiguration,
  decodeConfigurationCode,
} from '@shop/domain/catalog/configuration-code'
import {
  createReplacementCodes,
  type DecodedProductCode,
  type DecodedReplacement,
  decodeProductCode,
  type ReplacementCodes,
} from '@shop/domain/catalog/replacement-code'
import { checkChosenVariations } from '@shop/domain/catalog/variations'
import type { Lang } from '@shop/domain/i18n/langs'
import { AppError } from '../../plugins/errors.ts'
import { interpolate, type Translate } from '../i18n/labels.service.ts'
import type { CatalogSnapshot } from './catalog.store.ts'

// Decoding codes against the catalogue: the decoded code, or the 422 with the reason in the language.

/** The {{name}} values of a decoder refusal's label (a broken rule: its reasons in the language). */
export function codeErrorParams(error: CodeError, lang: Lang): Record<string, unknown> {
  if (error.reason === 'rule_violated') {
    return { reasons: error.rules.map((r) => ruleReason(r, lang)).join('; ') }
  }
  const { reason: _reason, ...params } = error
  return params
}

/** A code that does not decode, as a 422 KO with the reason in the language and the parts that were read. */
function codeErrorToAppError(
  translate: Translate,
  lang: Lang,
  error: CodeError,
  segments: unknown[],
  field = 'code',
): AppError {
  const params = codeErrorParams(error, lang)
  const message = interpolate(translate(lang, `${CODE_ERROR_LABEL_PREFIX}${error.reason}`), params)
  return new AppError(
    'validation_failed',
    message,
    { [field]: [message] },
    {
      reason: error.reason,
      params: error.reason === 'rule_violated' ? { ...params, rules: error.rules.map((r) => r.id) } : params,
      segments,
    },
  )
}

/** Decodes a code against the catalogue and its compatibility rules, or throws the 422 with the reason. */
export function decodeOrThrow(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  code: string,
  field = 'code',
): DecodedConfiguration {
  const result = decodeConfigurationCode(code, snap.codes, snap.compatibilityRules)
  if (!result.ok) throw codeErrorToAppError(translate, lang, result.error, result.segments, field)
  return result.configuration
}

const replacementCodesBySnapshot = new WeakMap<CatalogSnapshot, ReplacementCodes>()

/** The accessories' product codes, indexed once per catalogue snapshot (a type A code is one of them). */
function replacementCodesOf(snap: CatalogSnapshot): ReplacementCodes {
  let codes = replacementCodesBySnapshot.get(snap)
  if (!codes) {
    codes = createReplacementCodes(
      snap.codes,
      snap.accessories.map((a) => ({ id: a.id, code: a.code, sold_alone: a.soldAlone })),
    )
    replacementCodesBySnapshot.set(snap, codes)
  }
  return codes
}

/**
 * Decodes a code of either kind (docs/decisions/017): a base model's configuration, checked against the rules, or
 * the product code of a replacement accessory sold alone; otherwise throws the 422 with the reason.
 */
export function decodeProductOrThrow(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  code: string,
  field = 'code',
): DecodedProductCode {
  const result = decodeProductCode(code, snap.codes, replacementCodesOf(snap), snap.compatibilityRules)
  if (!result.ok) throw codeErrorToAppError(translate, lang, result.error, result.segments, field)
  return result.product
}

/** The accessories a decoded code chooses, and the base model (null for a replacement accessory sold alone). */
export function chosenOf(product: DecodedProductCode): {
  code: string
  baseModelId: number | null
  accessoryIds: number[]
  segments: DecodedReplacement['segments']
} {
  return product.type === 'A' ? { ...product.replacement, baseModelId: null } : product.configuration
}

/** The variation chosen per accessory of a decoded code, or the 422 with the translated issue. */
export function chosenVariations(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  accessoryIds: number[],
  variationIds: readonly number[],
  customTexts: Record<number, string>,
  requireCustomText = true,
): Map<number, number> {
  const checked = checkChosenVariations(
    accessoryIds,
    (id) => {
      const v = snap.variationById.get(id)
      return v ? { accessory_id: v.accessoryId, is_custom: v.isCustom } : undefined
    },
    variationIds,
    customTexts,
    requireCustomText,
  )
  if (checked.ok) return checked.byAccessory
  const message = interpolate(translate(lang, `catalog.chosen_variation.${checked.issue}`), {
    id: checked.id,
  })
  throw new AppError('validation_failed', message, { variations: [message] }, { reason: checked.issue })
}
