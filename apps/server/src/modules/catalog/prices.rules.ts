import { TO_BE_QUOTED } from '@shop/domain/catalog/money'
import {
  computeListPrice,
  type DiscountLabelOptions,
  type DiscountRule,
  type PriceBuyer,
  type PriceSubject,
  type ProductPrice,
  priceProduct,
  replacementPriceSubject,
  selectDiscountRule,
} from '@shop/domain/catalog/pricing'
import type { AccessoryRow, CatalogSnapshot, ModelRow } from './catalog.store.ts'
import { openChoicesOf } from './open-choices.rules.ts'

/**
 * What prices a configuration: a base model with its accessories and their chosen variations (type B), or a
 * replacement accessory sold alone with its variation (type A). The configurator's price (getProductDiscountedPrices
 * with a code) and a cart line are both priced here, so that they can never disagree.
 */
export type PricedConfiguration = {
  type: 'A' | 'B'
  /** Type B: the base model; null for type A. */
  baseModelId: number | null
  /** Type B: the chosen accessories; type A: the one replacement accessory. */
  accessoryIds: readonly number[]
  /** Accessory id -> its chosen variation id (none: no variation). */
  variationOf: ReadonlyMap<number, number | null | undefined>
}

/** The buyer's rule for a base model's configurations: model, then family, then everything (docs/decisions/005). */
export function ruleForModel(snap: CatalogSnapshot, buyer: PriceBuyer, model: ModelRow): DiscountRule | null {
  return selectDiscountRule(snap.discountRules, buyer, {
    kind: 'configuration',
    base_model_id: model.id,
    product_family_id: model.productFamilyId,
  })
}

/** The buyer's rule for a replacement accessory sold alone: its accessory group's only (docs/decisions/017). */
export function ruleForReplacement(
  snap: CatalogSnapshot,
  buyer: PriceBuyer,
  accessory: AccessoryRow,
): DiscountRule | null {
  return selectDiscountRule(snap.discountRules, buyer, {
    kind: 'replacement_accessory',
    accessory_group_id: accessory.accessoryGroupId,
  })
}

/**
 * A base model's configuration at list price: the model plus each accessory and chosen variation; -1 to be quoted,
 * which includes a value left to the quotation (docs/decisions/025).
 */
export function configurationListPrice(
  snap: CatalogSnapshot,
  model: ModelRow,
  accessoryIds: readonly number[],
  variationOf: ReadonlyMap<number, number | null | undefined>,
): number {
  const inQuotation = new Set(openChoicesOf(snap, accessoryIds, variationOf).quotation)
  const parts = []
  for (const id of accessoryIds) {
    const a = snap.accessoryById.get(id)
    // An accessory the catalogue no longer has cannot be priced: the line is to be quoted.
    if (!a) return TO_BE_QUOTED
    const variationId = variationOf.get(id)
    const v = variationId == null ? undefined : snap.variationById.get(variationId)
    if (variationId != null && !v) return TO_BE_QUOTED
    parts.push({
      price: a.price,
      variation: v ? { price: v.price, is_custom: v.isCustom } : null,
      open_in_quotation: inQuotation.has(id),
    })
  }
  return computeListPrice({ price: model.price }, parts)
}

/** What the rule prices, and the rule, for a configuration of either kind; null when the catalogue lost its product. */
function subjectOf(
  snap: CatalogSnapshot,
  buyer: PriceBuyer,
  configuration: PricedConfiguration,
): { subject: PriceSubject; rule: DiscountRule | null } | null {
  if (configuration.type === 'B') {
    const model =
      configuration.baseModelId === null ? undefined : snap.modelById.get(configuration.baseModelId)
    if (!model) return null
    const list = configurationListPrice(snap, model, configuration.accessoryIds, configuration.variationOf)
    return { subject: { list, base: model.price ?? TO_BE_QUOTED }, rule: ruleForModel(snap, buyer, model) }
  }
  const accessoryId = configuration.accessoryIds[0]
  const accessory = accessoryId === undefined ? undefined : snap.accessoryById.get(accessoryId)
  if (!accessory) return null
  const variationId = configuration.variationOf.get(accessory.id)
  const v = variationId == null ? undefined : snap.variationById.get(variationId)
  if (variationId != null && !v) return null
  const open = openChoicesOf(snap, [accessory.id], configuration.variationOf).quotation.length > 0
  return {
    subject: replacementPriceSubject(
      { price: accessory.price, open_in_quotation: open },
      v ? { price: v.price, is_custom: v.isCustom } : null,
    ),
    rule: ruleForReplacement(snap, buyer, accessory),
  }
}

/**
 * One configuration's unit price for a buyer, as one line rounded once: list price, discounted price, the rule's
 * label and its static copy. A product the catalogue no longer has is to be quoted (-1). The caller decides whether
 * the buyer may see prices at all.
 */
export function priceConfiguration(
  snap: CatalogSnapshot,
  buyer: PriceBuyer,
  configuration: PricedConfiguration,
  options: DiscountLabelOptions = {},
): ProductPrice {
  const found = subjectOf(snap, buyer, configuration)
  if (!found) return priceProduct(TO_BE_QUOTED, null, options)
  return priceProduct(found.subject, found.rule, options)
}
