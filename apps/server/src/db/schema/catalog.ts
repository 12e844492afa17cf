import type { AttributesTemplateData, LangTexts } from '@shop/domain/catalog/variations'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { clients } from './clients.ts'

/**
 * The catalogue: families, base models, their code sections, accessories and variations, compatibility rules,
 * product configurations, wizard hotspots, discount rules and client product codes (clients and their groups are in
 * clients.ts).
 * Money is integer cents excluding VAT (null: priced on request); percentages are basis points (1/100 %).
 * See docs/decisions/005 (codes and prices) and 006 (this server side).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const texts = (name: string) => jsonb(name).$type<LangTexts>().notNull()
/** A code the configuration code is made of: upper-case letters and digits (CODE_PART in packages/domain/src/catalog/configuration-code.ts). */
const isCodePart = (column: string) => sql.raw(`${column} ~ '^[A-Z0-9]+$'`)
const isPrice = (column: string) => sql.raw(`${column} is null or ${column} >= 0`)
const isBasisPoints = (column: string) => sql.raw(`${column} is null or ${column} between 0 and 10000`)

/**
 * Base models and accessories share one id space, as the shop's products: `render_product_card/{prodId}` and the
 * products of `getProductDiscountedPrices` are keyed by an id that names exactly one of them.
 */
export const productIdSeq = pgSequence('product_id_seq')
const productId = () => integer('id').primaryKey().default(sql`nextval('product_id_seq')`)

/** Solids (silos for powders and granules) and liquids (tanks). */
export const productFamilies = pgTable('product_families', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: texts('name'),
  description: texts('description'),
  imageKey: text('image_key'),
  position: integer('position').notNull().default(0),
})

export type BaseModelSpecs = { capacity_l: number; diameter_mm: number; height_mm: number; material: string }
export type MediaItem = { role: 'main' | 'layer' | 'wizard'; key: string }

export const baseModels = pgTable(
  'base_models',
  {
    id: productId(),
    code: text('code').notNull().unique(),
    configurationCode: text('configuration_code').notNull().unique(),
    productFamilyId: integer('product_family_id')
      .notNull()
      .references(() => productFamilies.id),
    /** The catalogue-public configuration the configurator starts from. */
    defaultConfigurationId: integer('default_configuration_id').references(
      (): AnyPgColumn => productConfigurations.id,
      { onDelete: 'set null' },
    ),
    name: texts('name'),
    descriptionShort: texts('description_short'),
    description: texts('description'),
    /** Storage keys: the picture shown in lists, the base layer the configuration images are composed on, the wizard's. */
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    certificationMarkings: jsonb('certification_markings').$type<string[]>().notNull().default([]),
    specs: jsonb('specs').$type<BaseModelSpecs>(),
    price: bigint('price', { mode: 'number' }),
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('base_models_family_idx').on(t.productFamilyId),
    index('base_models_default_configuration_idx').on(t.defaultConfigurationId),
    check('base_models_configuration_code_ck', isCodePart('configuration_code')),
    check('base_models_price_ck', isPrice('price')),
  ],
)

/**
 * A base model's code sections: the lettered ones (A–F by sort_order) and the optional one named `opt`.
 * Prefix-free codes in a var_len section and the code lengths are checked by the service that writes them
 * (validateCodeModels); the table keeps what a CHECK can.
 */
export const codeSections = pgTable(
  'code_sections',
  {
    id: serial('id').primaryKey(),
    baseModelId: integer('base_model_id')
      .notNull()
      .references(() => baseModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: texts('label'),
    len: integer('len').notNull(),
    varLen: boolean('var_len').notNull().default(false),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    unique('code_sections_name_uq').on(t.baseModelId, t.name),
    // Referenced with base_model_id by the section's accessories, so an accessory sits in one section per model.
    unique('code_sections_id_model_uq').on(t.id, t.baseModelId),
    uniqueIndex('code_sections_order_uq').on(t.baseModelId, t.sortOrder).where(sql`name <> 'opt'`),
    check('code_sections_len_ck', sql`len >= 0`),
    check('code_sections_opt_ck', sql`name <> 'opt' or var_len = false`),
  ],
)

export const accessoryGroups = pgTable('accessory_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: texts('name'),
  position: integer('position').notNull().default(0),
})

export const accessories = pgTable(
  'accessories',
  {
    id: productId(),
    code: text('code').notNull().unique(),
    configurationCode: text('configuration_code').notNull(),
    accessoryGroupId: integer('accessory_group_id').references(() => accessoryGroups.id),
    name: texts('name'),
    descriptionShort: texts('description_short'),
    description: texts('description'),
    price: bigint('price', { mode: 'number' }),
    /** Storage key of the transparent layer drawn over the base model's picture. */
    imageKey: text('image_key'),
    /** Drawing order of the layer: higher is drawn later, on top. */
    layerZ: integer('layer_z').notNull().default(0),
    attributesTemplate: jsonb('attributes_template').$type<AttributesTemplateData>(),
    /** Also sold alone as a replacement part (a product configuration of type A). */
    soldAlone: boolean('sold_alone').notNull().default(false),
    available: boolean('available').notNull().default(true),
  },
  (t) => [
    index('accessories_group_idx').on(t.accessoryGroupId),
    check('accessories_configuration_code_ck', isCodePart('configuration_code')),
    check('accessories_price_ck', isPrice('price')),
  ],
)

/** The accessories of a section in display order (the order of `opt` is the canonical order of optional codes). */
export const codeSectionAccessories = pgTable(
  'code_section_accessories',
  {
    sectionId: integer('section_id').notNull(),
    baseModelId: integer('base_model_id').notNull(),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.accessoryId] }),
    foreignKey({
      name: 'code_section_accessories_section_fk',
      columns: [t.sectionId, t.baseModelId],
      foreignColumns: [codeSections.id, codeSections.baseModelId],
    }).onDelete('cascade'),
    // One section per accessory within a base model (docs/decisions/005).
    unique('code_section_accessories_model_uq').on(t.baseModelId, t.accessoryId),
    index('code_section_accessories_accessory_idx').on(t.accessoryId),
  ],
)

/** One allowed combination of an accessory's attributes, or its one custom variation (price on request). */
export const accessoryAttributesVariations = pgTable(
  'accessory_attributes_variations',
  {
    id: serial('id').primaryKey(),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessories.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    variationValue: text('variation_value').notNull(),
    /** Added to the accessory's price; null: priced on request. */
    price: bigint('price', { mode: 'number' }),
    /** Storage key of the datasheet that goes with this variation. */
    finalDatasheet: text('final_datasheet'),
    isCustom: boolean('is_custom').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('accessory_attributes_variations_accessory_idx').on(t.accessoryId),
    uniqueIndex('accessory_attributes_variations_value_uq')
      .on(t.accessoryId, t.variationValue)
      .where(sql`is_custom = false`),
    uniqueIndex('accessory_attributes_variations_custom_uq').on(t.accessoryId).where(sql`is_custom = true`),
    check('accessory_attributes_variations_price_ck', isPrice('price')),
    check('accessory_attributes_variations_custom_price_ck', sql`is_custom = false or price is null`),
  ],
)

/** 'Choosing one excludes or requires another', with the reason shown to the buyer (Italian required). */
export const compatibilityRules = pgTable(
  'compatibility_rules',
  {
    id: serial('id').primaryKey(),
    baseModelId: integer('base_model_id').references(() => baseModels.id, { onDelete: 'cascade' }),
    ifAccessoryId: integer('if_accessory_id')
      .notNull()
      .references(() => accessories.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['excludes', 'requires'] }).notNull(),
    thenAccessoryId: integer('then_accessory_id')
      .notNull()
      .references(() => accessories.id, { onDelete: 'cascade' }),
    reason: jsonb('reason').$type<Partial<LangTexts> & { it: string }>().notNull(),
  },
  (t) => [
    index('compatibility_rules_base_model_idx').on(t.baseModelId),
    index('compatibility_rules_if_idx').on(t.ifAccessoryId),
    index('compatibility_rules_then_idx').on(t.thenAccessoryId),
    check('compatibility_rules_kind_ck', sql`kind in ('excludes', 'requires')`),
    check('compatibility_rules_distinct_ck', sql`if_accessory_id <> then_accessory_id`),
    check('compatibility_rules_reason_ck', sql`length(trim(reason->>'it')) > 0`),
  ],
)

export type ConfiguratorArea = { key: string; label: LangTexts; sections: string[] }

/** Which sections the configurator shows in which area, for one base model (or the default, base_model_id null). */
export const configuratorAreaTemplates = pgTable(
  'configurator_area_templates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    baseModelId: integer('base_model_id').references(() => baseModels.id, { onDelete: 'cascade' }),
    areas: jsonb('areas').$type<ConfiguratorArea[]>().notNull(),
  },
  (t) => [uniqueIndex('configurator_area_templates_model_uq').on(t.baseModelId)],
)

/**
 * A saved configuration: a base model with accessories (type B) or a replacement accessory sold alone (type A).
 * Catalogue-public ones have no owner; a visitor's has no owner either and is reachable only by its code.
 */
export const productConfigurations = pgTable(
  'product_configurations',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['B', 'A'] }).notNull(),
    configurationCode: text('configuration_code').notNull(),
    currentRefCode: text('current_ref_code'),
    baseModelId: integer('base_model_id').references((): AnyPgColumn => baseModels.id),
    replacementAccessoryId: integer('replacement_accessory_id').references(() => accessories.id),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerClientId: integer('owner_client_id').references(() => clients.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(false),
    /** A catalogue-public configuration's title. */
    name: jsonb('name').$type<LangTexts>(),
    /** Accessory id -> the text of its custom variation. */
    customTexts: jsonb('custom_texts').$type<Record<string, string>>().notNull().default({}),
    /** Same code, variations and texts give the same fingerprint: a visitor's repeated save reuses the row. */
    fingerprint: text('fingerprint'),
    /**
     * A cart or order line's own copy (docs/decisions/019): never listed, never reused by a fingerprint (it has
     * none), never edited, so a later change to the saved configuration leaves the line as it was.
     */
    lineCopy: boolean('line_copy').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_configurations_code_idx').on(t.configurationCode),
    index('product_configurations_owner_idx').on(t.ownerUserId),
    index('product_configurations_owner_client_idx').on(t.ownerClientId),
    index('product_configurations_public_idx').on(t.isPublic),
    index('product_configurations_base_model_idx').on(t.baseModelId),
    index('product_configurations_replacement_idx').on(t.replacementAccessoryId),
    uniqueIndex('product_configurations_anonymous_uq')
      .on(t.fingerprint)
      .where(sql`owner_user_id is null and is_public = false`),
    check(
      'product_configurations_type_ck',
      sql`(type = 'B' and base_model_id is not null and replacement_accessory_id is null)
        or (type = 'A' and replacement_accessory_id is not null and base_model_id is null)`,
    ),
    check('product_configurations_public_ck', sql`is_public = false or owner_user_id is null`),
  ],
)

export const productConfigurationAccessories = pgTable(
  'product_configuration_accessories',
  {
    productConfigurationId: integer('product_configuration_id')
      .notNull()
      .references(() => productConfigurations.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessories.id),
    accessoryAttributesVariationId: integer('accessory_attributes_variation_id').references(
      () => accessoryAttributesVariations.id,
    ),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productConfigurationId, t.accessoryId] }),
    index('product_configuration_accessories_accessory_idx').on(t.accessoryId),
    index('product_configuration_accessories_variation_idx').on(t.accessoryAttributesVariationId),
  ],
)

/**
 * The spec's wishlist (issue 26 item 3): a product configuration kept for the company of the user who saved it, seen
 * by every user of that company; a user without a company keeps their own. The configuration is the row's own
 * (removing it removes the configuration); the same code, variations and texts saved again are the same row.
 */
export const savedConfigurations = pgTable(
  'saved_configurations',
  {
    id: serial('id').primaryKey(),
    /** The company it is kept for; null for a user without one, whose own it is. */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** Who saved it (the list says so); without a company, the only one who sees it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productConfigurationId: integer('product_configuration_id')
      .notNull()
      .references(() => productConfigurations.id, { onDelete: 'cascade' }),
    /** fingerprintOf(code, variations, texts), the cart line's key: one row per configuration and owner. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_configurations_client_uq')
      .on(t.clientId, t.fingerprint)
      .where(sql`client_id is not null`),
    uniqueIndex('saved_configurations_user_uq').on(t.userId, t.fingerprint).where(sql`client_id is null`),
    index('saved_configurations_user_idx').on(t.userId),
    uniqueIndex('saved_configurations_configuration_uq').on(t.productConfigurationId),
  ],
)

/** The wizard's image map: each hotspot opens one fixed base model. */
export const wizardHotspots = pgTable(
  'wizard_hotspots',
  {
    id: serial('id').primaryKey(),
    productFamilyId: integer('product_family_id')
      .notNull()
      .references(() => productFamilies.id),
    baseModelId: integer('base_model_id')
      .notNull()
      .references(() => baseModels.id, { onDelete: 'cascade' }),
    /** Rectangle on the family's image map, in percent of its width and height. */
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Storage key of the model picture the hotspot toggles to. */
    imageKey: text('image_key'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('wizard_hotspots_family_idx').on(t.productFamilyId),
    index('wizard_hotspots_base_model_idx').on(t.baseModelId),
    check('wizard_hotspots_box_ck', sql`x >= 0 and y >= 0 and width > 0 and height > 0`),
  ],
)

/** Short texts of the catalogue pages (wizard privacy, price notice, …) per language. */
export const siteTexts = pgTable('site_texts', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  text: texts('text'),
})

/**
 * Who (scope: a client or a client group) gets which price (base mode plus optional extra) on what (target).
 * `fixed` only on a single product's target, as findDiscountRuleIssues says; the CHECKs repeat what they can.
 */
export const discountRules = pgTable(
  'discount_rules',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: ['client', 'client_group'] }).notNull(),
    scopeId: integer('scope_id').notNull(),
    target: text('target', { enum: ['base_model', 'product_family', 'all', 'accessory_group'] }).notNull(),
    targetId: integer('target_id'),
    limitBp: integer('limit_bp'),
    limitFinalDiscountBp: integer('limit_final_discount_bp'),
    baseMode: text('base_mode', { enum: ['fixed', 'fixed_amount', 'other'] }).notNull(),
    baseFixedPrice: bigint('base_fixed_price', { mode: 'number' }),
    baseFixedAmount: bigint('base_fixed_amount', { mode: 'number' }),
    baseDiscountBp: integer('base_discount_bp'),
    extraMode: text('extra_mode', { enum: ['sum', 'extra'] }),
    extraDiscountBp: integer('extra_discount_bp'),
  },
  (t) => [
    index('discount_rules_scope_idx').on(t.scope, t.scopeId),
    uniqueIndex('discount_rules_scope_target_uq').on(
      t.scope,
      t.scopeId,
      t.target,
      sql`coalesce(${t.targetId}, 0)`,
    ),
    check('discount_rules_scope_ck', sql`scope in ('client', 'client_group')`),
    check(
      'discount_rules_target_ck',
      sql`target in ('base_model', 'product_family', 'all', 'accessory_group')
        and (target = 'all') = (target_id is null)`,
    ),
    check(
      'discount_rules_fixed_target_ck',
      sql`base_mode <> 'fixed' or target in ('base_model', 'accessory_group')`,
    ),
    check(
      'discount_rules_base_ck',
      sql`(base_mode = 'fixed' and base_fixed_price is not null)
        or (base_mode = 'fixed_amount' and base_fixed_amount is not null)
        or (base_mode = 'other' and base_discount_bp is not null)`,
    ),
    check('discount_rules_extra_ck', sql`(extra_mode is null) = (extra_discount_bp is null)`),
    check(
      'discount_rules_prices_ck',
      sql`coalesce(base_fixed_price, 0) >= 0 and coalesce(base_fixed_amount, 0) >= 0`,
    ),
    check('discount_rules_limit_ck', isBasisPoints('limit_bp')),
    check('discount_rules_limit_final_ck', isBasisPoints('limit_final_discount_bp')),
    check('discount_rules_base_bp_ck', isBasisPoints('base_discount_bp')),
    check('discount_rules_extra_bp_ck', isBasisPoints('extra_discount_bp')),
  ],
)

/** The client's own code for one of our products, shown on its cart lines and documents. */
export const clientProductCodes = pgTable(
  'client_product_codes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    refCode: text('ref_code').notNull().default(''),
    confCode: text('conf_code').notNull(),
    clientCode: text('client_code').notNull(),
  },
  (t) => [unique('client_product_codes_conf_uq').on(t.clientId, t.confCode)],
)
