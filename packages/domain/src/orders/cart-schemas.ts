import { discountRuleStaticSchema } from '../catalog/pricing.ts'
import { dbIdSchema, productConfigurationSchema, saveProductConfigurationBody } from '../catalog/schemas.ts'
import { PG_INT_MAX, storedText, V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import { z } from '../zod.ts'

/**
 * The cart's HTTP contract (spec 2 §3 and §7, spec 1 §3.3; docs/decisions/019). The cart is a DRAFT order: its id is
 * the order id the document calls take. Money is integer cents excluding VAT; null where the viewer may not see
 * prices; -1 on a line means 'to be quoted' and such a line is left out of every total.
 */

const ok = z.literal('OK')
const id = z.number().int()
const cents = z.number().int()
/** Cents, or null when the viewer may not see prices. */
const shownCents = cents.nullable()

/**
 * The most lines a cart holds and the largest quantity of one line: 9,999 pieces, what order_lines' CHECK (1..9999)
 * holds and the four digits the quantity field shows. Nobody buys ten thousand silos in one line; a larger number
 * is a typing slip, answered 422 before it reaches a total.
 */
export const MAX_CART_LINES = 200
export const MAX_LINE_QTY = 9_999
/** At most this many datasheets per cart, each at most 10 MB (issue 10 item 11). */
export const MAX_CART_DOCUMENTS = 20
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
/** Normal order processing, in days (spec 2 §9). */
export const LEAD_TIME_DAYS = 10

export const cartLangParams = z.object({ lang: z.enum(LANGS, { error: V.invalid }) })

/** Port keys (spec 3 §3 port.key_cod_porto): 03 free delivery, 02 carriage forward, EXW ex works. */
export const PORT_KEYS = ['03', '02', 'EXW'] as const
export type PortKey = (typeof PORT_KEYS)[number]

/** A datasheet uploaded for an accessory of a line (spec 1 §4.7): type 'accessory_{id}'. */
export const cartDocumentSchema = z.object({
  id,
  line_id: id.nullable(),
  accessory_id: id.nullable(),
  type: z.string(),
  name: z.string(),
  filename: z.string(),
  size: z.number().int(),
  view_url: z.string(),
  download_url: z.string(),
  created_at: z.string(),
})
export type CartDocument = z.infer<typeof cartDocumentSchema>

export const cartLineSchema = z.object({
  id,
  qty: z.number().int(),
  /** Unit list price; -1 to be quoted; null when prices are hidden. */
  price: shownCents,
  /** Unit price after the line's rule. */
  discounted_price: shownCents,
  /** The rule in words ('sconto 30% + 10%'); '' without a rule; null when prices are hidden. */
  discount_label: z.string().nullable(),
  discount_rule_static: discountRuleStaticSchema.nullable(),
  /** The unit prices when the line was added, when today's differ (a cart left for a month says so). */
  price_changed_from: z.object({ price: cents, discounted_price: cents }).nullable(),
  /** discounted_price × qty minus the line's shares of the web-order and promo discounts; null to be quoted. */
  line_final_price: shownCents,
  discount_weborder_share: shownCents,
  discount_promo_code_share: shownCents,
  /** The base model's id (type B) or the replacement accessory's (type A). */
  product_id: id,
  product: z.object({
    id,
    /** The base model's or the accessory's product code. */
    accessory_ref_code: z.string(),
    name: z.string(),
    description_short: z.string(),
    image: z.string().nullable(),
  }),
  /** The line's own immutable copy of the configuration (clone_configuration_id). */
  product_configuration_id: id,
  clone_configuration_id: id,
  /** The saved configuration the line was added from, if it was added by id. */
  configuration_id: id.nullable(),
  product_configuration: productConfigurationSchema.extend({
    custom_texts: z.record(z.string(), z.string()).optional(),
  }),
  client_product_ref: z.string(),
  notes: z.string(),
  /** Not used by this shop (docs/decisions/019). */
  pdf_elica: z.null(),
  documents: z.array(cartDocumentSchema),
})
export type CartLine = z.infer<typeof cartLineSchema>

/** What the viewer may do and see on the cart (spec 1 §6, spec 2 §6): one domain rule, server and screen. */
export const cartPermissionsSchema = z.object({
  show_prices: z.boolean(),
  order_reference: z.boolean(),
  quotation_reference: z.boolean(),
  line_notes: z.boolean(),
  client_product_ref: z.boolean(),
  promo_code: z.boolean(),
  add_to_cart: z.boolean(),
  can_create_order: z.boolean(),
})
export type CartPermissions = z.infer<typeof cartPermissionsSchema>

export const cartSchema = z.object({
  /** The order id; -1 while there is no cart yet. */
  id,
  /** Bumped by every change; a POST must send the version it saw. */
  version: z.number().int(),
  status: z.literal('DRAFT'),
  lines: z.array(cartLineSchema),
  total_qty: z.number().int(),
  quotation_reference: z.string(),
  /** The order reference of a user with a client (spec 3 reference_client_code). */
  reference_client_code: z.string(),
  applied_promo_code: z.object({ code: z.string(), discount: z.number() }).nullable(),
  total_price: shownCents,
  total_discounted_price: shownCents,
  total_discount: shownCents,
  discount_weborder_value: shownCents,
  discount_weborder_perc: z.number().nullable(),
  discount_promo_code_value: shownCents,
  discount_promo_code_perc: z.number().nullable(),
  /** A line's limit_final_discount took back part of the promo discount (computeOrderTotals); false without prices. */
  discount_promo_code_capped: z.boolean(),
  /** 0 for ports 03, 02 and EXW (nothing on our total); null: to be defined. */
  shipping_price: shownCents,
  carrier_id: id.nullable(),
  port: z.enum(PORT_KEYS).nullable(),
  can_edit_carrier: z.boolean(),
  custom_iva_code: z.string(),
  iva_perc: z.number(),
  order_final_price: shownCents,
  iva_total: shownCents,
  order_final_price_iva: shownCents,
  /** Some line is to be quoted: the cart can only become a quotation request. */
  tobe_quoted: z.boolean(),
  lead_time_days: z.number().int(),
  client: z
    .object({
      id,
      ragione: z.string(),
      piva: z.string(),
      sdi_code: z.string(),
      persona_fisica: z.boolean(),
      port_key: z.enum(PORT_KEYS).nullable(),
      client_product_codes: z.array(
        z.object({ ref_code: z.string(), conf_code: z.string(), client_code: z.string() }),
      ),
    })
    .nullable(),
  permissions: cartPermissionsSchema,
  /** "noId" when there is none (spec 2 §3). */
  internal_session_id: z.string(),
  external_session_id: z.string().nullable(),
  documents: z.array(cartDocumentSchema),
  updated_at: z.string().nullable(),
})
export type Cart = z.infer<typeof cartSchema>

/** GET and POST cart/{lang}, and cart/{lang}/add. */
export const cartResponse = z.object({ status: ok, cart: cartSchema, show_public_prices: z.boolean() })
export type CartResponse = z.infer<typeof cartResponse>

const qtySchema = z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(MAX_LINE_QTY, V.invalid)

/** The cart version a change or a submission was made against (orders.version, an integer column). */
export const cartVersionSchema = z
  .number({ error: V.invalid })
  .int(V.invalid)
  .min(0, V.invalid)
  .max(PG_INT_MAX, V.invalid)

/**
 * The cart's two references as a body sets them (POST cart/{lang}, and POST cart/submit, which stores what the buyer
 * typed with the submission): absent leaves one as it is.
 */
export const cartReferencesSchema = z.object({
  quotation_reference: storedText(200).optional(),
  reference_client_code: storedText(200).optional(),
})
export type CartReferences = z.infer<typeof cartReferencesSchema>

/**
 * POST cart/{lang}: the cart as the client last saw it. The server applies the differences (a line's qty, notes and
 * client_product_ref; a line missing from the list is removed; the references; the promo code) when `version`
 * matches, else answers 409 `cart_conflict` with the current cart. Prices sent by the client are ignored (unknown
 * keys are stripped). An empty `lines` destroys the cart.
 */
export const cartUpdateBody = z.object({
  cart: z.object({
    id: dbIdSchema,
    version: cartVersionSchema,
    lines: z
      .array(
        z.object({
          id: dbIdSchema,
          qty: qtySchema,
          notes: storedText(1000).optional(),
          client_product_ref: storedText(100).optional(),
        }),
      )
      .max(MAX_CART_LINES, V.tooMany),
    ...cartReferencesSchema.shape,
    /** A code to apply; '' or null removes the applied one; absent leaves it. */
    promo_code: storedText(50).nullable().optional(),
  }),
})
export type CartUpdateBody = z.infer<typeof cartUpdateBody>

/**
 * POST cart/{lang}/add: one product into the cart, never a conflict. Either a saved configuration by id, or a code
 * (base model configuration, type B, or a replacement accessory's product code, type A) with its variations and
 * custom texts, as POST product_configuration takes them. The same configuration again adds to its quantity.
 */
export const cartAddBody = z.union([
  z.object({ product_configuration_id: dbIdSchema, qty: qtySchema.default(1) }),
  saveProductConfigurationBody.omit({ current_ref_code: true }).extend({ qty: qtySchema.default(1) }),
])
export type CartAddBody = z.infer<typeof cartAddBody>

export const cartAddResponse = cartResponse.extend({ line_id: id })

/** Document routes: order/{orderId}/document[/{documentId}], document_view, document_download. */
export const orderDocumentParams = z.object({
  /** A saved order's id, or -1 for a cart never saved: the upload then answers 'save first' (spec 1 §5). */
  orderId: z.coerce
    .number({ error: V.invalid })
    .pipe(z.union([z.literal(-1), dbIdSchema], { error: V.invalid })),
  documentId: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema),
})
export const orderIdParams = orderDocumentParams.pick({ orderId: true })
export const documentResponse = z.object({ status: ok, document: cartDocumentSchema })
export const okResponse = z.object({ status: ok })
