import type { OpenChoiceRule } from '@shop/domain/catalog/open-choices'
import type { ProductConfiguration } from '@shop/domain/catalog/schemas'
import { type Lang, pick } from '@shop/domain/i18n/langs'
import type { productConfigurationAccessories, productConfigurations } from '../../db/schema/index.ts'
import type { CatalogSnapshot } from './catalog.store.ts'
import { attributeLabelsOf, openChoicesOf } from './open-choices.rules.ts'
import { toVariation } from './resources.view.ts'

export type ConfigurationRow = typeof productConfigurations.$inferSelect

function openChoiceOf(rule: OpenChoiceRule | null, labels: () => string[]) {
  return rule === null ? null : { rule, attributes: labels() }
}

/** The accessories of a configuration as spec 3 §3 shows them: with the chosen variation as pivot. */
export function toConfigurationAccessories(
  snap: CatalogSnapshot,
  baseModelId: number | null,
  accessoryIds: readonly number[],
  variationOf: ReadonlyMap<number, number | null>,
  lang: Lang,
): ProductConfiguration['accessories'] {
  const sections = baseModelId === null ? undefined : snap.sectionOfAccessory.get(baseModelId)
  const open = openChoicesOf(snap, accessoryIds, variationOf)
  const ruleOf = (id: number) =>
    open.required.includes(id) ? 'required' : open.quotation.includes(id) ? 'quotation' : null
  return accessoryIds.flatMap((id) => {
    const a = snap.accessoryById.get(id)
    if (!a) return []
    const section = sections?.get(id)
    const variationId = variationOf.get(id) ?? null
    const variation = variationId === null ? undefined : snap.variationById.get(variationId)
    return [
      {
        id: a.id,
        code: a.code,
        configuration_code: a.configurationCode,
        description_short: pick(a.descriptionShort, lang),
        letter: section?.letter ?? null,
        section: section?.row.name ?? '',
        attributes_template: a.attributesTemplate
          ? { need_datasheet: a.attributesTemplate.need_datasheet }
          : null,
        pivot: { accessory_attributes_variation_id: variation ? variation.id : null },
        open_choice: openChoiceOf(ruleOf(id), () => attributeLabelsOf(snap, id, lang)),
        attributes_variations: variation ? [toVariation(variation)] : [],
      },
    ]
  })
}

export function toReplacementSummary(snap: CatalogSnapshot, id: number | null, lang: Lang) {
  const a = id === null ? undefined : snap.accessoryById.get(id)
  return a ? { id: a.id, code: a.code, name: pick(a.name, lang) } : null
}

export function toModelSummary(snap: CatalogSnapshot, id: number | null, lang: Lang) {
  const m = id === null ? undefined : snap.modelById.get(id)
  return m
    ? {
        id: m.id,
        code: m.code,
        configuration_code: m.configurationCode,
        name: pick(m.name, lang),
        certification_markings: m.certificationMarkings,
      }
    : null
}

/** A configuration row and its accessories as spec 3 §3 shows it (custom texts only on the user's own). */
export function toProductConfiguration(
  snap: CatalogSnapshot,
  row: ConfigurationRow,
  links: (typeof productConfigurationAccessories.$inferSelect)[],
  userId: number | null,
  lang: Lang,
): ProductConfiguration {
  const variationOf = new Map(links.map((l) => [l.accessoryId, l.accessoryAttributesVariationId]))
  const own = userId !== null && row.ownerUserId === userId
  return {
    id: row.id,
    type: row.type,
    configuration_code: row.configurationCode,
    current_ref_code: row.currentRefCode,
    name: row.name ? pick(row.name, lang) : null,
    is_public: row.isPublic,
    base_model: toModelSummary(snap, row.baseModelId, lang),
    replacement_accessory: toReplacementSummary(snap, row.replacementAccessoryId, lang),
    accessories: toConfigurationAccessories(
      snap,
      row.baseModelId,
      links.map((l) => l.accessoryId),
      variationOf,
      lang,
    ),
    ...(own
      ? {
          owner: { user_id: row.ownerUserId as number, client_id: row.ownerClientId },
          custom_texts: row.customTexts,
        }
      : {}),
    is_custom_configuration: links.some(
      (l) =>
        l.accessoryAttributesVariationId !== null &&
        snap.variationById.get(l.accessoryAttributesVariationId)?.isCustom === true,
    ),
  }
}
