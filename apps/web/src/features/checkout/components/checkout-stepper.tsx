import { Stepper } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { STEPS, type Step } from '../lib/steps.ts'

/** The name of each step (spec 2 §2.3). */
export const STEP_LABELS: Record<Step, string> = {
  [STEPS.account]: 'checkout.step.account',
  [STEPS.cart]: 'checkout.step.cart',
  [STEPS.shipping]: 'checkout.step.shipping',
  [STEPS.payment]: 'checkout.step.payment',
  [STEPS.recap]: 'checkout.step.recap',
}

type Props = {
  steps: Step[]
  current: Step
  canSelect: (step: Step) => boolean
  onSelect: (step: Step) => void
}

/**
 * The steps as a navigation: earlier steps (and later ones already valid) are buttons; the current one is marked
 * aria-current and said in a polite live region when it changes. On a phone only the current step keeps its name.
 */
export function CheckoutStepper({ steps, current, canSelect, onSelect }: Props) {
  const { t } = useTranslation()
  const isMobile = useMediaQuery('(max-width: 48em)')
  const active = steps.indexOf(current)
  return (
    <nav aria-label={t('checkout.steps_label')}>
      <Stepper
        active={active}
        onStepClick={(index) => {
          const step = steps[index]
          if (step !== undefined && canSelect(step)) onSelect(step)
        }}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={isMobile ? 28 : 34}
        wrap={false}
      >
        {steps.map((step, index) => {
          const label = t(STEP_LABELS[step])
          const selectable = canSelect(step)
          return (
            <Stepper.Step
              key={step}
              label={isMobile && index !== active ? undefined : label}
              allowStepSelect={selectable}
              aria-label={t('checkout.step_of', { step: index + 1, count: steps.length, label })}
              aria-current={index === active ? 'step' : undefined}
              aria-disabled={selectable || index === active ? undefined : true}
              data-testid={`step-${step}`}
            />
          )
        })}
      </Stepper>
      <p className="visually-hidden" aria-live="polite" data-testid="step-live">
        {t('checkout.step_of', { step: active + 1, count: steps.length, label: t(STEP_LABELS[current]) })}
      </p>
    </nav>
  )
}
