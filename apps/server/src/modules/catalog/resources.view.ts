import { DEFAULT_OPEN_CHOICE_RULE } from '@shop/domain/catalog/open-choices'
import type {
  Accessory,
  AccessoryGroup,
  AttributesVariation,
  BaseModel,
  BaseModelExtralight,
  BaseModelLight,
  CodeSectionResource,
  ProductFamily,
} from '@shop/domain/catalog/schemas'
import { type Lang, pick } from '@shop/domain/i18n/langs'
import type { CatalogSnapshot, ModelSection, VariationRow } from './catalog.store.ts'
import { fileUrl } from './catalog-files.store.ts'

// The public resources: the same for everyone (no prices), texts in the request's language.

function toProductFamily(snap: CatalogSnapshot, id: number, lang: Lang): ProductFamily | null {
  const f = snap.familyById.get(id)
  if (!f) return null
  return {
    id: f.id,
    code: f.code,
    name: pick(f.name, lang),
    description: pick(f.description, lang),
    image: fileUrl(f.imageKey),
    position: f.position,
    wizard_hotspots: (snap.hotspotsByFamily.get(f.id) ?? []).map((h) => ({
      id: h.id,
      base_model_id: h.baseModelId,
      x: h.x,
      y: h.y,
      width: h.width,
      height: h.height,
      image: fileUrl(h.imageKey),
    })),
  }
}

function toAccessoryGroup(snap: CatalogSnapshot, id: number, lang: Lang): AccessoryGroup | null {
  const g = snap.groupById.get(id)
  return g ? { id: g.id, code: g.code, name: pick(g.name, lang), position: g.position } : null
}

/** A variation as the resources and configurations show it. */
export function toVariation(v: VariationRow): AttributesVariation {
  return {
    id: v.id,
    accessory_id: v.accessoryId,
    attributes: v.attributes,
    variation_value: v.variationValue,
    final_datasheet: fileUrl(v.finalDatasheet),
    is_custom: v.isCustom,
  }
}

function toAccessory(snap: CatalogSnapshot, id: number, lang: Lang): Accessory | null {
  const a = snap.accessoryById.get(id)
  if (!a) return null
  const template = a.attributesTemplate
  return {
    id: a.id,
    code: a.code,
    configuration_code: a.configurationCode,
    name: pick(a.name, lang),
    description_short: pick(a.descriptionShort, lang),
    description: pick(a.description, lang),
    accessory_group_id: a.accessoryGroupId,
    image: fileUrl(a.imageKey),
    layer_z: a.layerZ,
    attributes_template: template
      ? {
          need_datasheet: template.need_datasheet,
          allow_custom: template.allow_custom,
          attributes: template.attributes.map((attr) => ({
            key: attr.key,
            label: pick(attr.label, lang),
            values: attr.values,
          })),
          open_choice: template.open_choice ?? DEFAULT_OPEN_CHOICE_RULE,
        }
      : null,
    attributes_variations: (snap.variationsByAccessory.get(a.id) ?? []).map(toVariation),
    sold_alone: a.soldAlone,
    available: a.available,
    base_model_ids: snap.models.filter((m) => snap.sectionOfAccessory.get(m.id)?.has(a.id)).map((m) => m.id),
  }
}

function toSection(snap: CatalogSnapshot, s: ModelSection, lang: Lang): CodeSectionResource {
  return {
    id: s.row.id,
    name: s.row.name,
    letter: s.letter,
    label: pick(s.row.label, lang),
    len: s.row.len,
    var_len: s.row.varLen,
    order: s.row.sortOrder,
    accessories: s.accessoryIds.flatMap((id) => {
      const a = snap.accessoryById.get(id)
      return a
        ? [
            {
              id: a.id,
              code: a.code,
              configuration_code: a.configurationCode,
              description_short: pick(a.descriptionShort, lang),
            },
          ]
        : []
    }),
  }
}

function rulesOfModel(snap: CatalogSnapshot, modelId: number) {
  const offered = snap.sectionOfAccessory.get(modelId)
  return snap.compatibilityRules
    .filter(
      (r) =>
        (r.base_model_id == null || r.base_model_id === modelId) &&
        offered?.has(r.if_accessory_id) &&
        offered.has(r.then_accessory_id),
    )
    .map((r) => ({ ...r, base_model_id: r.base_model_id ?? null }))
}

function toBaseModelExtralight(snap: CatalogSnapshot, id: number, lang: Lang): BaseModelExtralight | null {
  const m = snap.modelById.get(id)
  if (!m) return null
  return {
    id: m.id,
    code: m.code,
    configuration_code: m.configurationCode,
    name: pick(m.name, lang),
    product_family_id: m.productFamilyId,
  }
}

function toBaseModelLight(snap: CatalogSnapshot, id: number, lang: Lang): BaseModelLight | null {
  const m = snap.modelById.get(id)
  const base = toBaseModelExtralight(snap, id, lang)
  if (!m || !base) return null
  return {
    ...base,
    description_short: pick(m.descriptionShort, lang),
    image: fileUrl(m.media.find((x) => x.role === 'main')?.key),
    certification_markings: m.certificationMarkings,
    default_configuration: m.defaultConfigurationId,
    default_configuration_code:
      m.defaultConfigurationId === null
        ? null
        : (snap.defaultConfigurationCode.get(m.defaultConfigurationId) ?? null),
    available: m.available,
    position: m.position,
  }
}

function toBaseModel(snap: CatalogSnapshot, id: number, lang: Lang): BaseModel | null {
  const m = snap.modelById.get(id)
  const light = toBaseModelLight(snap, id, lang)
  if (!m || !light) return null
  return {
    ...light,
    description: pick(m.description, lang),
    media: m.media.map((x) => ({ role: x.role, url: fileUrl(x.key) as string })),
    specs: m.specs,
    code_sections: (snap.sectionsByModel.get(m.id) ?? []).map((s) => toSection(snap, s, lang)),
    compatibility_rules: rulesOfModel(snap, m.id),
    configurator_area_template_id:
      (snap.areaByModel.get(m.id) ?? snap.areas.find((a) => a.baseModelId === null))?.id ?? null,
  }
}

function toAreaTemplate(snap: CatalogSnapshot, id: number, lang: Lang) {
  const a = snap.areas.find((x) => x.id === id)
  if (!a) return null
  return {
    id: a.id,
    code: a.code,
    base_model_id: a.baseModelId,
    areas: a.areas.map((x) => ({ key: x.key, label: pick(x.label, lang), sections: x.sections })),
  }
}

function toRulesTableEntry(snap: CatalogSnapshot, id: number, lang: Lang) {
  const m = snap.modelById.get(id)
  if (!m) return null
  return {
    id: m.id,
    base_model: { id: m.id, code: m.code, configuration_code: m.configurationCode, name: pick(m.name, lang) },
    code_sections: (snap.sectionsByModel.get(m.id) ?? []).map((s) => toSection(snap, s, lang)),
    compatibility_rules: rulesOfModel(snap, m.id),
  }
}

function toSiteText(snap: CatalogSnapshot, id: number, lang: Lang) {
  const t = snap.texts.find((x) => x.id === id)
  return t ? { id: t.id, key: t.key, text: pick(t.text, lang) } : null
}

/** The public resources: name -> the ids it lists and how one is shaped. */
export const PUBLIC_RESOURCES = {
  accessory: { ids: (s: CatalogSnapshot) => s.accessories.map((a) => a.id), one: toAccessory },
  accessory_group: { ids: (s: CatalogSnapshot) => s.groups.map((g) => g.id), one: toAccessoryGroup },
  base_model: { ids: (s: CatalogSnapshot) => s.models.map((m) => m.id), one: toBaseModel },
  base_model_light: { ids: (s: CatalogSnapshot) => s.models.map((m) => m.id), one: toBaseModelLight },
  base_model_extralight: {
    ids: (s: CatalogSnapshot) => s.models.map((m) => m.id),
    one: toBaseModelExtralight,
  },
  product_family: { ids: (s: CatalogSnapshot) => s.families.map((f) => f.id), one: toProductFamily },
  configurator_area_template: { ids: (s: CatalogSnapshot) => s.areas.map((a) => a.id), one: toAreaTemplate },
  configuration_rules_table: {
    ids: (s: CatalogSnapshot) => s.models.map((m) => m.id),
    one: toRulesTableEntry,
  },
  texts: { ids: (s: CatalogSnapshot) => s.texts.map((t) => t.id), one: toSiteText },
} as const
export type PublicResource = keyof typeof PUBLIC_RESOURCES
