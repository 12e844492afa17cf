import { wizardSignupRequest } from '../accounts/schemas.ts'
import { z } from '../zod.ts'
import { productConfigurationSchema } from './schemas.ts'
import { wizardConfigurationBody } from './wizard.ts'

/**
 * POST /api/front/wizard/submit (spec 1 §7), apart from wizard.ts so that the wizard's screen, which reads its
 * constants, does not load the sign-up's schemas.
 */

/** A visitor's submit: the configuration and the sign-up, both parts checked so the form gets every error at once. */
export const wizardVisitorSubmitBody = z.intersection(wizardConfigurationBody, wizardSignupRequest)

/**
 * A visitor's sign-up with the configuration, or a signed-in user's configuration alone. The sign-up fields tell
 * the two apart (isWizardSignup); a signed-in user's sign-up fields are checked, then ignored.
 */
export const wizardSubmitBody = z.union([wizardVisitorSubmitBody, wizardConfigurationBody])

/** The fields only a sign-up has. */
const SIGNUP_ONLY_FIELDS = Object.keys(wizardSignupRequest.shape).filter(
  (field) => !(field in wizardConfigurationBody.shape),
)

/** True for a body with any sign-up field: it is read as a visitor's submit (wizardVisitorSubmitBody). */
export function isWizardSignup(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    SIGNUP_ONLY_FIELDS.some((field) => Object.hasOwn(body, field))
  )
}

export const wizardSubmitResponse = z.object({
  status: z.literal('OK'),
  /** The account the configuration was saved to: the visitor's new one, or the signed-in user's. */
  user: z.object({ id: z.number().int(), email: z.string() }),
  product_configuration: productConfigurationSchema,
})
export type WizardSubmitResponse = z.infer<typeof wizardSubmitResponse>
