import { z } from '../zod.ts'

/**
 * Who runs the shop (issue 13 item 1): the company the footer, the privacy notice and the contact page name. Staff
 * keep it in the settings row PROVIDER_IDENTITY_KEY; the demo seeds one. Italian law asks a company's website to
 * show its name, registered office, VAT number and, for companies, the register (REA) entry and the share capital
 * (art. 35 DPR 633/1972, art. 2250 c.c.); the GDPR asks the privacy notice to name the controller and a contact.
 */
export const PROVIDER_IDENTITY_KEY = 'provider_identity'

const required = (max: number) => z.string().trim().min(1).max(max)
const optional = (max: number) => z.string().trim().max(max).default('')
const optionalEmail = z
  .union([z.literal(''), z.email()])
  .default('')
  .transform((v) => v.toLowerCase())

const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)

const shareCapitalSchema = z
  .object({ amount: cents.min(1), paid_in: cents })
  .refine((c) => c.paid_in <= c.amount, { message: 'paid_in must not exceed amount', path: ['paid_in'] })
export type ShareCapital = z.output<typeof shareCapitalSchema>

/** Digits, spaces and the usual separators, 6 to 40 characters, an optional leading +: what a tel: link can dial. */
const PHONE = /^\+?[\d\s()./-]{6,40}$/

export const providerIdentitySchema = z.object({
  /** The registered company name, legal form included ('Silo Shop Demo S.r.l.'). */
  company_name: required(200),
  /** Street and number of the registered office. */
  street: required(200),
  postal_code: required(20),
  city: required(100),
  /** The two-letter Italian province code, or '' abroad. */
  province: z
    .string()
    .trim()
    .regex(/^([A-Z]{2})?$/)
    .default(''),
  /** ISO 3166-1 alpha-2; each page names the country in its own language. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/),
  /** As printed, with or without the country prefix ('IT01234567890'). */
  vat_number: required(30),
  /** Codice fiscale, when it differs from the VAT number. */
  tax_code: optional(30),
  /** The companies register entry ('BS-123456'). */
  rea: optional(40),
  /**
   * The share capital and the part of it paid in, in euro cents (art. 2250 c.c.); each page prints them in its own
   * language ('50.000,00 € i.v.', '€50,000.00, fully paid-up'). Null for a business that has none (a sole trader).
   */
  share_capital: shareCapitalSchema.nullable().default(null),
  phone: z.union([z.literal(''), z.string().trim().regex(PHONE)]).default(''),
  email: z.email().transform((v) => v.toLowerCase()),
  /** Where privacy requests go; '' means the general e-mail. */
  privacy_email: optionalEmail,
  /** Certified e-mail (PEC), usual for Italian companies. */
  pec: optionalEmail,
})
export type ProviderIdentity = z.output<typeof providerIdentitySchema>

/**
 * The identity a stored settings value stands for, or null when it is missing or malformed: the shop keeps working
 * and names itself by the shop's name only.
 */
export function parseProviderIdentity(value: unknown): ProviderIdentity | null {
  const parsed = providerIdentitySchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
