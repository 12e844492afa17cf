import { booleanish, boundedRecord, isStorableText, PG_INT_MAX, storedText, V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import { z } from '../zod.ts'
import { COMPATIBILITY_KINDS, type CompatibilityRule, type RuleReason } from './compatibility.ts'
import { CONFIGURATION_CODE_MAX_LENGTH } from './configuration-code.ts'
import { OPEN_CHOICE_RULES } from './open-choices.ts'
import { discountRuleStaticSchema } from './pricing.ts'
import { SECTION_LETTERS } from './sections.ts'
import { attributeKeySchema, VARIATION_TEXT_MAX_LENGTH } from './variations.ts'

/**
 * The catalogue's HTTP contract (spec 3 §7 resources, decode_configuration, get_attributes_variation,
 * getProductDiscountedPrices; spec 1 §7 save_prod_images). Texts come in the request's language (Italian when a
 * translation is missing). Public resources carry no prices: prices depend on who asks, and only
 * `user/getProductDiscountedPrices` answers them (docs/decisions/006).
 */

/** A configuration code as a route parameter or form field: trimmed, any case (the decoder upper-cases it). */
const configurationCodeInputSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .max(CONFIGURATION_CODE_MAX_LENGTH, V.tooLong)

const reasonText = z.string().trim().max(500)

/** The reason shown to the buyer, per language; Italian is required and stands in for a missing language. */
export const ruleReasonSchema = z.object({
  it: reasonText.min(1),
  en: reasonText.optional(),
  de: reasonText.optional(),
  es: reasonText.optional(),
  fr: reasonText.optional(),
}) satisfies z.ZodType<RuleReason>

export const compatibilityRuleSchema = z
  .object({
    id: z.number().int(),
    /** The base model the rule is limited to; null or absent: every base model. */
    base_model_id: z.number().int().nullable().optional(),
    if_accessory_id: z.number().int(),
    kind: z.enum(COMPATIBILITY_KINDS),
    then_accessory_id: z.number().int(),
    reason: ruleReasonSchema,
  })
  .refine((r) => r.if_accessory_id !== r.then_accessory_id, {
    path: ['then_accessory_id'],
    message: 'validation.invalid',
  }) satisfies z.ZodType<CompatibilityRule>
const ok = z.literal('OK')
const id = z.number().int()
const nullableUrl = z.string().nullable()

/** A database id as a route parameter or body field: a positive integer that fits PostgreSQL's integer. */
export const dbIdSchema = z
  .number({ error: V.invalid })
  .int(V.invalid)
  .min(1, V.invalid)
  .max(PG_INT_MAX, V.invalid)
export const idParams = z.object({ id: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema) })
/** GET render_product_card/{prodId}: a base model's id. */
export const productCardParams = z.object({ prodId: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema) })

// ---------------------------------------------------------------------------------------------------------
// Resources

/** A hotspot of the wizard's image map: a rectangle in percent of the family image, fixed to one base model. */
export const wizardHotspotSchema = z.object({
  id,
  base_model_id: id,
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  /** The model picture the hotspot toggles to. */
  image: nullableUrl,
})

export const productFamilySchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The wizard's image map of the family's models. */
  image: nullableUrl,
  position: z.number().int(),
  wizard_hotspots: z.array(wizardHotspotSchema),
})
export type ProductFamily = z.infer<typeof productFamilySchema>

export const accessoryGroupSchema = z.object({ id, code: z.string(), name: z.string(), position: z.number() })
export type AccessoryGroup = z.infer<typeof accessoryGroupSchema>

export const attributeSchema = z.object({ key: z.string(), label: z.string(), values: z.array(z.string()) })
export const attributesTemplateSchema = z.object({
  need_datasheet: z.boolean(),
  allow_custom: z.boolean(),
  attributes: z.array(attributeSchema),
  /** What a value left unset means (docs/decisions/025): choose it before adding, or settle it in the quotation. */
  open_choice: z.enum(OPEN_CHOICE_RULES),
})

/** A variation without its price (prices come from getProductDiscountedPrices, for those who may see them). */
export const attributesVariationSchema = z.object({
  id,
  accessory_id: id,
  attributes: z.record(z.string(), z.string()),
  variation_value: z.string(),
  /** Address of the datasheet that goes with this variation. */
  final_datasheet: nullableUrl,
  is_custom: z.boolean(),
})
export type AttributesVariation = z.infer<typeof attributesVariationSchema>

export const accessorySchema = z.object({
  id,
  code: z.string(),
  configuration_code: z.string(),
  name: z.string(),
  description_short: z.string(),
  description: z.string(),
  accessory_group_id: id.nullable(),
  /** The transparent layer drawn over the base model's picture. */
  image: nullableUrl,
  layer_z: z.number().int(),
  attributes_template: attributesTemplateSchema.nullable(),
  attributes_variations: z.array(attributesVariationSchema),
  /** Also sold alone as a replacement part: its product code is then a configuration code of type A. */
  sold_alone: z.boolean(),
  available: z.boolean(),
  /** The base models that offer it, in catalogue order: what a replacement part fits. */
  base_model_ids: z.array(id),
})
export type Accessory = z.infer<typeof accessorySchema>

/** An accessory as a code section lists it (the rules table entry of spec 1 §3.3). */
export const sectionAccessorySchema = z.object({
  id,
  code: z.string(),
  configuration_code: z.string(),
  description_short: z.string(),
})

export const codeSectionResourceSchema = z.object({
  id,
  name: z.string(),
  /** A–F by order; null for the optional section `opt`. */
  letter: z.enum(SECTION_LETTERS).nullable(),
  label: z.string(),
  len: z.number().int(),
  var_len: z.boolean(),
  order: z.number().int(),
  accessories: z.array(sectionAccessorySchema),
})
export type CodeSectionResource = z.infer<typeof codeSectionResourceSchema>

/** A compatibility rule with its reason in every language (ruleReason picks one), as findBlockedOptions takes it. */
export const compatibilityRuleResourceSchema = z.object({
  id,
  base_model_id: id.nullable(),
  if_accessory_id: id,
  kind: z.enum(COMPATIBILITY_KINDS),
  then_accessory_id: id,
  reason: ruleReasonSchema,
})

export const mediaSchema = z.object({ role: z.enum(['main', 'layer', 'wizard']), url: z.string() })

/** Menus: the least a base model needs to be named and linked. */
export const baseModelExtralightSchema = z.object({
  id,
  code: z.string(),
  configuration_code: z.string(),
  name: z.string(),
  product_family_id: id,
})
/** Lists and cards. */
export const baseModelLightSchema = baseModelExtralightSchema.extend({
  description_short: z.string(),
  image: nullableUrl,
  certification_markings: z.array(z.string()),
  default_configuration: id.nullable(),
  default_configuration_code: z.string().nullable(),
  available: z.boolean(),
  position: z.number().int(),
})
export const baseModelSpecsSchema = z.object({
  capacity_l: z.number(),
  diameter_mm: z.number(),
  height_mm: z.number(),
  material: z.string(),
})
/** The configurator: sections with their accessories, the rules and the area template. */
export const baseModelSchema = baseModelLightSchema.extend({
  description: z.string(),
  media: z.array(mediaSchema),
  specs: baseModelSpecsSchema.nullable(),
  code_sections: z.array(codeSectionResourceSchema),
  compatibility_rules: z.array(compatibilityRuleResourceSchema),
  configurator_area_template_id: id.nullable(),
})
export type BaseModelExtralight = z.infer<typeof baseModelExtralightSchema>
export type BaseModelLight = z.infer<typeof baseModelLightSchema>
export type BaseModel = z.infer<typeof baseModelSchema>

export const configuratorAreaTemplateSchema = z.object({
  id,
  code: z.string(),
  /** null: the template of every base model without its own. */
  base_model_id: id.nullable(),
  areas: z.array(z.object({ key: z.string(), label: z.string(), sections: z.array(z.string()) })),
})

/** One entry of the 'Documentazione codici prodotto' page (spec 1 §3.3); also what createCodeCatalogue takes. */
export const configurationRulesTableEntrySchema = z.object({
  id,
  base_model: z.object({ id, code: z.string(), configuration_code: z.string(), name: z.string() }),
  code_sections: z.array(codeSectionResourceSchema),
  compatibility_rules: z.array(compatibilityRuleResourceSchema),
})

export const siteTextSchema = z.object({ id, key: z.string(), text: z.string() })

export const clientProductCodeSchema = z.object({
  ref_code: z.string(),
  conf_code: z.string(),
  client_code: z.string(),
})
export const clientSchema = z.object({
  id,
  cli_for_code: z.string(),
  ragione: z.string(),
  piva: z.string(),
  codice_fiscale: z.string(),
  sdi_code: z.string(),
  persona_fisica: z.boolean(),
  esaedro_zone_code: z.string(),
  can_see_prices: z.boolean(),
  can_create_order: z.boolean(),
  payment_mode_id: id.nullable(),
  carrier_id: id.nullable(),
  transport_id: id.nullable(),
  port_id: id.nullable(),
  client_group_id: id.nullable(),
  client_product_codes: z.array(clientProductCodeSchema),
})
export const clientGroupSchema = z.object({ id, code: z.string(), name: z.string() })

// ---------------------------------------------------------------------------------------------------------
// Product configurations

/** An accessory of a configuration with the chosen variation as pivot (spec 3 §3). */
export const configurationAccessorySchema = z.object({
  id,
  code: z.string(),
  configuration_code: z.string(),
  description_short: z.string(),
  /** Section letter A–F, or null for an optional accessory. */
  letter: z.enum(SECTION_LETTERS).nullable(),
  section: z.string(),
  attributes_template: z.object({ need_datasheet: z.boolean() }).nullable(),
  pivot: z.object({ accessory_attributes_variation_id: id.nullable() }),
  /**
   * A value still to choose (no variation chosen where the template asks for one): what that means and the
   * attributes' names in the language; null when nothing is open (docs/decisions/025).
   */
  open_choice: z.object({ rule: z.enum(OPEN_CHOICE_RULES), attributes: z.array(z.string()) }).nullable(),
  /** The chosen variation, when there is one. */
  attributes_variations: z.array(attributesVariationSchema),
})

export const productConfigurationSchema = z.object({
  id,
  /** B: a base model with accessories; A: a replacement accessory sold alone. */
  type: z.enum(['B', 'A']),
  configuration_code: z.string(),
  current_ref_code: z.string().nullable(),
  name: z.string().nullable(),
  is_public: z.boolean(),
  base_model: z
    .object({
      id,
      code: z.string(),
      configuration_code: z.string(),
      name: z.string(),
      certification_markings: z.array(z.string()),
    })
    .nullable(),
  replacement_accessory: z.object({ id, code: z.string(), name: z.string() }).nullable(),
  accessories: z.array(configurationAccessorySchema),
  /** Only on the signed-in user's own configurations. */
  owner: z.object({ user_id: id, client_id: id.nullable() }).optional(),
  /** Accessory id -> the text of its custom variation; only on the signed-in user's own configurations. */
  custom_texts: z.record(z.string(), z.string()).optional(),
  is_custom_configuration: z.boolean(),
})
export type ProductConfiguration = z.infer<typeof productConfigurationSchema>

/** A configuration has at most this many accessories, so at most this many variations and custom texts. */
const MAX_CHOICES = 50
const variationIdList = z.array(dbIdSchema).max(MAX_CHOICES, V.tooMany)

/**
 * The catalogue's request bodies are a few hundred bytes; the routes cap them well below the server's 1 MB, so a
 * body built to cost CPU is refused before it is parsed.
 */
export const CATALOG_BODY_LIMIT = 64 * 1024

/** POST product_configuration: the code plus the variation chosen per accessory (what a shared link carries). */
export const saveProductConfigurationBody = z.object({
  configuration_code: configurationCodeInputSchema,
  variations: variationIdList.default([]),
  /** Accessory id -> the buyer's text of its custom variation; stored as jsonb. */
  custom_texts: boundedRecord(
    z.string().regex(/^\d{1,10}$/, V.invalid),
    storedText(VARIATION_TEXT_MAX_LENGTH),
    MAX_CHOICES,
  ).default({}),
  current_ref_code: storedText(100).optional(),
})
export type SaveProductConfigurationBody = z.infer<typeof saveProductConfigurationBody>

/** `?variations=12,40` on decode_configuration: the variation ids of a shared link. */
export const decodeConfigurationQuery = z.object({
  variations: z
    .string({ error: V.invalid })
    .max(600, V.tooLong)
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, V.invalid)
    .optional()
    .transform((v) => (v ? v.split(',').map(Number) : []))
    .pipe(variationIdList),
})

export const decodeParams = z.object({ code: configurationCodeInputSchema })

export const codeSegmentSchema = z.discriminatedUnion('part', [
  z.object({ part: z.literal('base'), code: z.string(), baseModelId: id }),
  z.object({
    part: z.literal('section'),
    letter: z.enum(SECTION_LETTERS),
    section: z.string(),
    code: z.string(),
    accessoryId: id,
  }),
  z.object({ part: z.literal('optional'), code: z.string(), accessoryId: id }),
  z.object({ part: z.literal('replacement'), code: z.string(), accessoryId: id }),
])

/** GET decode_configuration/{code}: the configuration the code names, in canonical form; never anyone's record. */
export const decodeConfigurationResponse = z.object({
  status: ok,
  configuration: productConfigurationSchema.omit({ id: true, owner: true, custom_texts: true }).extend({
    /** True when the code given was already the canonical one. */
    is_canonical: z.boolean(),
    segments: z.array(codeSegmentSchema),
  }),
})

// ---------------------------------------------------------------------------------------------------------
// Attribute variations

/** An attribute value or custom text as typed: not trimmed (it is matched as is), but storable like every text. */
const variationText = z
  .string({ error: V.invalid })
  .max(VARIATION_TEXT_MAX_LENGTH, V.tooLong)
  .refine(isStorableText, V.invalidCharacters)

/** A template has a handful of attributes; more keys than this are never a real request. */
const MAX_ATTRIBUTES = 20

export const getAttributesVariationBody = z.object({
  attributes: boundedRecord(attributeKeySchema, variationText, MAX_ATTRIBUTES).default({}),
  variation_value: variationText.optional(),
  is_custom_variation: booleanish.default(false),
})

export const getAttributesVariationResponse = z.object({
  status: ok,
  attributes_variation: attributesVariationSchema.extend({
    /** Added to the accessory's price; -1 for a custom variation (to be quoted); null when prices are hidden. */
    price: z.number().int().nullable(),
    /** The buyer's text of a custom variation, to keep with the configuration as its custom text. */
    custom_text: z.string().nullable(),
  }),
})

// ---------------------------------------------------------------------------------------------------------
// Prices

/** One priced product; the price fields are null when the visitor may not see prices. */
export const productPriceSchema = z.object({
  id,
  price: z.number().int().nullable(),
  discounted_price: z.number().int().nullable(),
  discount_label: z.string().nullable(),
  discount_rule_static: discountRuleStaticSchema.nullable(),
  /** Offered for the base model (the base model itself: on sale). */
  available: z.boolean(),
})
export type ProductPrice = z.infer<typeof productPriceSchema>

export const productDiscountedPricesBody = z.object({
  ids: z.array(dbIdSchema).max(500, V.tooMany).default([]),
  bm_id: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema),
  lang: z.enum(LANGS, { error: V.invalid }).optional(),
  /** Variations to price as well, by id. */
  variation_ids: z.array(dbIdSchema).max(200, V.tooMany).default([]),
  /** A whole configuration to price as one line (rounded once), with its variations. */
  configuration_code: configurationCodeInputSchema.optional(),
})
export type ProductDiscountedPricesBody = z.infer<typeof productDiscountedPricesBody>

export const productDiscountedPricesResponse = z.object({
  status: ok,
  /** False when the price fields are null: anonymous without public prices, a client that may not see them. */
  show_prices: z.boolean(),
  products: z.record(z.string(), productPriceSchema),
  variations: z.record(z.string(), productPriceSchema),
  configuration: productPriceSchema.extend({ configuration_code: z.string() }).optional(),
})

// ---------------------------------------------------------------------------------------------------------
// Answers of the resource routes, each under its own name

const list = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ status: ok, [key]: z.array(item) } as { status: typeof ok } & Record<K, z.ZodArray<T>>)
const one = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ status: ok, [key]: item } as { status: typeof ok } & Record<K, T>)

export const catalogResponses = {
  accessory: { list: list('accessory', accessorySchema), one: one('accessory', accessorySchema) },
  accessory_group: {
    list: list('accessory_group', accessoryGroupSchema),
    one: one('accessory_group', accessoryGroupSchema),
  },
  base_model: { list: list('base_model', baseModelSchema), one: one('base_model', baseModelSchema) },
  base_model_light: {
    list: list('base_model_light', baseModelLightSchema),
    one: one('base_model_light', baseModelLightSchema),
  },
  base_model_extralight: {
    list: list('base_model_extralight', baseModelExtralightSchema),
    one: one('base_model_extralight', baseModelExtralightSchema),
  },
  product_family: {
    list: list('product_family', productFamilySchema),
    one: one('product_family', productFamilySchema),
  },
  configurator_area_template: {
    list: list('configurator_area_template', configuratorAreaTemplateSchema),
    one: one('configurator_area_template', configuratorAreaTemplateSchema),
  },
  configuration_rules_table: {
    list: list('configuration_rules_table', configurationRulesTableEntrySchema),
    one: one('configuration_rules_table', configurationRulesTableEntrySchema),
  },
  texts: { list: list('texts', siteTextSchema), one: one('texts', siteTextSchema) },
  product_configuration: {
    list: list('product_configuration', productConfigurationSchema),
    one: one('product_configuration', productConfigurationSchema),
  },
  client: { list: list('client', clientSchema), one: one('client', clientSchema) },
  client_group: {
    list: list('client_group', clientGroupSchema),
    one: one('client_group', clientGroupSchema),
  },
} as const

/** GET save_prod_images/{configuration_code}. */
export const productImageParams = z.object({ configuration_code: configurationCodeInputSchema })

export const saveProdImagesResponse = z.object({
  status: ok,
  configuration_code: z.string(),
  image: z.string(),
})
