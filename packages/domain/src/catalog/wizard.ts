import { saveProductConfigurationBody } from './schemas.ts'

/**
 * POST /api/front/wizard/submit: the configuration part. A visitor sends it with the wizard's sign-up fields
 * (`wizardSignupRequest`, company optional); a signed-in user sends it alone.
 */
export const wizardConfigurationBody = saveProductConfigurationBody.pick({
  configuration_code: true,
  variations: true,
  custom_texts: true,
})

/** The default configuration the wizard opens on (spec 1 §9). */
export const WIZARD_DEFAULT_CONFIGURATION_ID = 25

/** The wizard's two variants (spec 1 §2.5, §2.6): the site's and the trade-fair tablet's. */
export const WIZARD_MODE_TYPES = ['WIZARD', 'TABLET_SILO'] as const
export type WizardModeType = (typeof WIZARD_MODE_TYPES)[number]
