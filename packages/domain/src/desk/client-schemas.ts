import { addressSchema, SDI_CODE } from '../accounts/address.ts'
import { dbIdSchema } from '../catalog/schemas.ts'
import { booleanish, PG_INT_MAX, requiredText, storedText, V } from '../http/fields.ts'
import { z } from '../zod.ts'

/**
 * The desk's clients (issue 24 item 7): the list of companies, one company with its addresses, users, settings,
 * price rules and audit, and the calls that verify it, link a user to it and change its settings.
 */

const ok = z.literal('OK')

/** Sort orders of the list; `waiting` (the default) puts the unverified companies first, newest first within each. */
export const CLIENT_SORTS = ['waiting', 'newest', 'oldest', 'name', '-name', 'orders', '-orders'] as const
export type ClientSort = (typeof CLIENT_SORTS)[number]

export const CLIENTS_PER_PAGE_MAX = 100

const pageNumber = z.coerce
  .number({ error: V.invalid })
  .int(V.invalid)
  .min(1, V.invalid)
  .max(PG_INT_MAX, V.invalid)

/** GET /api/desk/clients: filter by verification and text, a page of at most 100, a sort. */
export const deskClientListQuery = z.object({
  verified: booleanish.optional(),
  /** Matched in the name, VAT number, SDI code, ERP code and the e-mail addresses of the company's users. */
  q: storedText(100).optional(),
  page: pageNumber.default(1),
  per_page: pageNumber.max(CLIENTS_PER_PAGE_MAX, V.invalid).default(25),
  sort: z.enum(CLIENT_SORTS, { error: V.invalid }).default('waiting'),
})
export type DeskClientListQuery = z.input<typeof deskClientListQuery>

export const deskClientRowSchema = z.object({
  id: z.number().int(),
  cli_for_code: z.string(),
  ragione: z.string(),
  piva: z.string(),
  sdi_code: z.string(),
  esaedro_zone_code: z.string(),
  /** The country's name in the request's language; the zone code when the country is unknown. */
  country: z.string(),
  verified: z.boolean(),
  created_at: z.string(),
  users_count: z.number().int(),
  /** Orders and quotations sent (carts not counted). */
  orders_count: z.number().int(),
})
export type DeskClientRow = z.infer<typeof deskClientRowSchema>

export const deskClientListResponse = z.object({
  status: ok,
  clients: z.array(deskClientRowSchema),
  /** Every company the filter matches, for the pager. */
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
})

export const deskClientParams = z.object({ id: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema) })
export const deskUserParams = z.object({ userId: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema) })

/** A user of the company: `main` is the company they belong to, `alias` one they may switch to. */
export const deskClientUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_verified: z.boolean(),
  link: z.enum(['main', 'alias']).nullable(),
  /** The company the user acts for now. */
  acting: z.boolean(),
  preferred_lang: z.string(),
  created_at: z.string(),
})

/** A price rule of the client or of its group (catalog discount_rules), shown read-only on the desk. */
export const deskDiscountRuleSchema = z.object({
  id: z.number().int(),
  scope: z.enum(['client', 'client_group']),
  target: z.enum(['base_model', 'product_family', 'all', 'accessory_group']),
  /** The target's code (model, family or accessory group); null for `all`. */
  target_code: z.string().nullable(),
  base_mode: z.enum(['fixed', 'fixed_amount', 'other']),
  base_fixed_price: z.number().int().nullable(),
  base_fixed_amount: z.number().int().nullable(),
  base_discount_bp: z.number().int().nullable(),
  extra_mode: z.enum(['sum', 'extra']).nullable(),
  extra_discount_bp: z.number().int().nullable(),
  limit_bp: z.number().int().nullable(),
  limit_final_discount_bp: z.number().int().nullable(),
})
export type DeskDiscountRule = z.infer<typeof deskDiscountRuleSchema>

export const deskAuditRowSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_email: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
})
export type DeskAuditRow = z.infer<typeof deskAuditRowSchema>

export const deskClientSchema = z.object({
  id: z.number().int(),
  cli_for_code: z.string(),
  ragione: z.string(),
  piva: z.string(),
  codice_fiscale: z.string(),
  sdi_code: z.string(),
  persona_fisica: z.boolean(),
  esaedro_zone_code: z.string(),
  country: z.string(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  payment_mode_id: z.number().int().nullable(),
  carrier_id: z.number().int().nullable(),
  port_id: z.number().int().nullable(),
  transport_id: z.number().int().nullable(),
  iva_code: z.string().nullable(),
  bank_abi: z.string(),
  bank_cab: z.string(),
  bank_account: z.string(),
  can_see_prices: z.boolean(),
  can_create_order: z.boolean(),
  can_pay_online: z.boolean(),
  client_group_id: z.number().int().nullable(),
  orders_count: z.number().int(),
})
export type DeskClient = z.infer<typeof deskClientSchema>

export const deskClientGroupSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })

export const deskClientDetailResponse = z.object({
  status: ok,
  client: deskClientSchema,
  addresses: z.array(addressSchema),
  users: z.array(deskClientUserSchema),
  discount_rules: z.array(deskDiscountRuleSchema),
  /** Every client group, for the settings form's select. */
  client_groups: z.array(deskClientGroupSchema),
  audit: z.array(deskAuditRowSchema),
})
export type DeskClientDetailResponse = z.infer<typeof deskClientDetailResponse>

/** Five digits, or empty: the Italian bank (ABI) and branch (CAB) codes. */
const bankCode = z
  .string({ error: V.invalid })
  .trim()
  .refine((v) => v === '' || /^\d{5}$/.test(v), 'desk.clients.invalid_bank_code')

/** A nullable id: null clears the client's own choice (the shop's default then applies, spec 3 §4). */
const lookupId = dbIdSchema.nullable()

/**
 * PATCH /api/desk/clients/{id}: only the fields sent change. The VAT number's rules that depend on the country (spec 3
 * §5: required in areas 0 and 1, at least 11 characters in area 0) and the ids' existence are checked by the server
 * against the stored values, so a field error names the field that is wrong.
 */
export const deskClientUpdateBody = z
  .object({
    ragione: requiredText(200),
    piva: storedText(30),
    codice_fiscale: storedText(16).refine((v) => /^[A-Za-z0-9]*$/.test(v), V.invalid),
    sdi_code: z
      .string({ error: V.invalid })
      .trim()
      .toUpperCase()
      .refine((code) => code === '' || SDI_CODE.test(code), 'addresses.invalid_sdi_code'),
    persona_fisica: z.boolean({ error: V.invalid }),
    esaedro_zone_code: requiredText(10),
    payment_mode_id: lookupId,
    carrier_id: lookupId,
    port_id: lookupId,
    transport_id: lookupId,
    iva_code: storedText(10).nullable(),
    bank_abi: bankCode,
    bank_cab: bankCode,
    bank_account: storedText(34).refine((v) => /^[A-Za-z0-9]*$/.test(v), V.invalid),
    can_see_prices: z.boolean({ error: V.invalid }),
    can_create_order: z.boolean({ error: V.invalid }),
    can_pay_online: z.boolean({ error: V.invalid }),
    client_group_id: lookupId,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'desk.clients.nothing_to_change')
export type DeskClientUpdateBody = z.output<typeof deskClientUpdateBody>
export type DeskClientUpdateInput = z.input<typeof deskClientUpdateBody>

/** POST /api/desk/users/{userId}/link: the existing company the user should act for instead. */
export const deskUserLinkBody = z.object({ client_id: dbIdSchema })

/** Verify and link answer what changed; the page reads the client again. */
export const deskClientActionResponse = z.object({
  status: ok,
  client_id: z.number().int(),
  /** Link only: the company the user had made, when it was removed (unverified, no orders, no other user). */
  removed_client_id: z.number().int().nullable(),
  /** Users a mail was queued for. */
  mailed: z.number().int(),
})
export type DeskClientActionResponse = z.infer<typeof deskClientActionResponse>
