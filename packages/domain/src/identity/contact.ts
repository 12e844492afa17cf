import { booleanish, emailField, optionalText, requiredText, V } from '../http/fields.ts'
import { z } from '../zod.ts'

/** The longest message the contact form takes: a few paragraphs; a longer brief goes in the reply thread. */
export const CONTACT_MESSAGE_MAX = 2000

/** A phone number as people type it: digits, spaces, + ( ) . / -. */
const PHONE_CHARACTERS = /^[+\d\s()./-]*$/

/** POST contact: a visitor writes to the provider (issue 13 item 1); the form's zodResolver uses the same schema. */
export const contactRequest = z.object({
  name: requiredText(100),
  company: optionalText(200),
  email: emailField,
  phone: optionalText(40).refine((v) => PHONE_CHARACTERS.test(v), V.invalid),
  message: requiredText(CONTACT_MESSAGE_MAX),
  privacy: booleanish.default(false).refine((v) => v, V.privacy),
})
export type ContactRequestInput = z.input<typeof contactRequest>
export type ContactRequest = z.output<typeof contactRequest>

/**
 * The message arrived. `copy_sent`: an acknowledgement went to the sender too, which happens only for a signed-in
 * customer writing from their own verified address (docs/decisions/026).
 */
export const contactResponse = z.object({
  status: z.literal('OK'),
  message: z.string(),
  copy_sent: z.boolean(),
})
