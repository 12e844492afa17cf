import { dbIdSchema } from '../catalog/schemas.ts'
import { SECTION_LETTERS } from '../catalog/sections.ts'
import { V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import { z } from '../zod.ts'

/**
 * The customer's price list (spec 3 §2, §7 get_price_list_front and get_price_list_front_detail; issue 26 item 2):
 * what the company can buy on its own (each base model on its default configuration, each accessory sold alone) with
 * the list price, the company's net price and the discount label, as the configurator prices them. Cents excluding
 * VAT; -1 is to be quoted (money.ts TO_BE_QUOTED).
 */

const ok = z.literal('OK')
const lang = z.enum(LANGS, { error: V.invalid }).optional()

export const priceListQuery = z.object({ lang })
export const priceListDetailQuery = z.object({
  lang,
  pid: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema),
})

const priced = {
  price: z.number().int(),
  discounted_price: z.number().int(),
  discount_label: z.string(),
}

export const PRICE_LIST_KINDS = ['base_model', 'accessory'] as const

export const priceListProductSchema = z.object({
  /** The base model's or the accessory's product id (one id space, docs/decisions/006). */
  id: z.number().int(),
  kind: z.enum(PRICE_LIST_KINDS),
  /** The code the configurator and the cart take: the default configuration's, or the accessory's product code. */
  code: z.string(),
  name: z.string(),
  /** The company's own code for it (client_product_codes), when it has one. */
  client_code: z.string().nullable(),
  ...priced,
})
export type PriceListProduct = z.infer<typeof priceListProductSchema>

/** Base models by product family, then accessories sold alone by accessory group, in the catalogue's order. */
export const priceListGroupSchema = z.object({
  kind: z.enum(['family', 'accessory_group']),
  id: z.number().int(),
  name: z.string(),
  products: z.array(priceListProductSchema),
})
export type PriceListGroup = z.infer<typeof priceListGroupSchema>

export const priceListResponse = z.object({
  status: ok,
  groups: z.array(priceListGroupSchema),
})

/** A variation of an option with its own price (added to the option's); custom ones are priced on request. */
const pricedVariationSchema = z.object({ id: z.number().int(), text: z.string(), ...priced })

const pricedOptionSchema = z.object({
  id: z.number().int(),
  /** The option's part of the configuration code. */
  code: z.string(),
  name: z.string(),
  /** Part of the default configuration. */
  in_default: z.boolean(),
  ...priced,
  variations: z.array(pricedVariationSchema),
})

const pricedSectionSchema = z.object({
  /** A–F, null for the optional section. */
  letter: z.enum(SECTION_LETTERS).nullable(),
  label: z.string(),
  options: z.array(pricedOptionSchema),
})

export const priceListDetailResponse = z.object({
  status: ok,
  /** The family or accessory group's name. */
  group: z.string(),
  product: priceListProductSchema,
  /** A base model's options by code section (none for an accessory). */
  sections: z.array(pricedSectionSchema),
  /** An accessory's own variations (none for a base model). */
  variations: z.array(pricedVariationSchema),
})
export type PriceListDetail = z.infer<typeof priceListDetailResponse>
