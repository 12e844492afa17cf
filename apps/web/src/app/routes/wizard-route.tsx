import type { WizardModeType } from '@shop/domain/catalog/wizard'
import { lazy, Suspense } from 'react'
import { useWizardCartLine } from '../../features/cart/lib/wizard-line.ts'
import type { WizardSignupSlot } from '../../features/wizard/components/save-modal.tsx'
import { type WizardConfiguratorSlot, WizardScreen } from '../../features/wizard/components/wizard-screen.tsx'
import { emit } from '../../shared/lib/events.ts'
import { lazyPart } from '../../shared/lib/lazy-part.ts'
import { PageLoader } from '../../shared/ui/page-loader.tsx'

// The sign-up form (zod schema, form library) loads when the save modal opens, as it does in the customer modal;
// the configurator when the visitor reaches step 3.
const SignupForm = lazy(() => import('../../features/accounts/components/signup-form.tsx'))
const Configurator = lazyPart(() =>
  import('../../features/catalog/components/configurator.tsx').then((m) => m.Configurator),
)

/** Step 3: the catalogue's configurator in the wizard's mode (spec 1 §2.5), reporting the code it builds. */
function WizardConfigurator({ modeType, configId, onChange }: WizardConfiguratorSlot) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Configurator
        mode="product_configurator"
        modeType={modeType}
        configId={configId}
        onChange={(state) =>
          onChange(
            state.code && state.complete
              ? {
                  configuration_code: state.code,
                  variations: state.variationIds,
                  custom_texts: state.customTexts,
                }
              : null,
          )
        }
      />
    </Suspense>
  )
}

/** The save modal's fields: the accounts feature's sign-up form in its wizard variant. */
function WizardSignup(slot: WizardSignupSlot) {
  return (
    <Suspense fallback={<PageLoader />}>
      <SignupForm
        variant="wizard"
        configurationCode={slot.configurationCode}
        send={slot.send}
        onSuccess={slot.onSuccess}
        privacyText={slot.privacyText}
        submitLabel={slot.submitLabel}
        onLogin={slot.onLogin}
        onRecoverPassword={() => emit('customer:open', { section: 'password_recovery' })}
      />
    </Suspense>
  )
}

/** The wizard composed from the features it needs (features never import each other: ARCHITECTURE, convention 8). */
export function WizardRoute({ modeType }: { modeType: WizardModeType }) {
  const cartLine = useWizardCartLine()
  return (
    <WizardScreen
      modeType={modeType}
      cartLine={cartLine}
      renderConfigurator={(slot) => <WizardConfigurator {...slot} />}
      renderSignupForm={(slot) => <WizardSignup {...slot} />}
    />
  )
}
