import { Alert, Anchor, Stack, Text, Title } from '@mantine/core'
import { billingProblem } from '@shop/domain/orders/billing'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useQuery } from '@tanstack/react-query'
import { type ComponentType, Suspense, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { addressesQuery } from '../../../shared/lib/addresses.ts'
import { areaPath } from '../../../shared/lib/area-routes.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { COMPLETION_STEPS, type CompletionStep } from '../lib/detail-layout.ts'

/**
 * The checkout's pieces the detail screen reuses (spec 3 §2 completion flow; issue 25 item 8): its shipping form (with
 * the order's own PDF: upload, view, delete) and its payment step. The route passes them in (app/routes/order-detail-page.tsx), as the checkout page
 * composes its features: a feature never imports another.
 */
export type CompletionParts = {
  Shipping: ComponentType<{ order: Order; onDone: (order: Order) => void; onBack: () => void }>
  Payment: ComponentType<{
    order: Order
    onBack: () => void
    onAttach: () => void
    /** Completed without leaving for the card's page: where the buyer goes next is the caller's. */
    onCompleted?: (result: { order: Order; message?: string }) => void
  }>
}

type Props = {
  order: Order
  step: CompletionStep
  parts: CompletionParts
  /** Another step, or null to leave the flow for the detail. */
  onStep: (step: CompletionStep | null) => void
  onShipped: (order: Order) => void
  /** The quotation approved without leaving for the card's page (an order request keeps the checkout's landing). */
  onApproved: (result: { order: Order; message?: string }) => void
}

/**
 * Approving a quotation, or completing an order request, in two steps (spec 3 §2): shipping (the delivery address among
 * the company's, the carrier, the date and references) and payment (the recap with the address, the ways to pay with
 * the company's own marked, the final button). Before either, what stops invoicing on the company's first (billing)
 * address is said with the spec's words (§5), from the addresses as they are now, so a fix in the address book above
 * clears it at once; the server checks the same (billingProblem) before approving, paying or completing.
 */
export function CompletionFlow({ order, step, parts, onStep, onShipped, onApproved }: Props) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  const approval = order.is_quotation
  const number = COMPLETION_STEPS.indexOf(step) + 1
  // The flow replaces the detail and each step the one before: the reader starts again at the step's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus follows the step
  useEffect(() => {
    heading.current?.focus()
  }, [step])
  return (
    <Stack gap="lg" data-testid="completion-flow">
      <Anchor component="button" type="button" size="sm" onClick={() => onStep(null)} w="fit-content">
        <span aria-hidden="true">← </span>
        {t(approval ? 'orders.completion.back_to_quotation' : 'orders.completion.back_to_order')}
      </Anchor>
      <Stack gap={2}>
        <Title
          order={2}
          size="h3"
          ref={heading}
          tabIndex={-1}
          style={{ outline: 'none' }}
          data-testid="completion-heading"
        >
          {t(step === 'shipping' ? 'orders.completion.shipping' : 'orders.completion.payment')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(approval ? 'orders.completion.approving' : 'orders.completion.completing', {
            n: number,
            total: COMPLETION_STEPS.length,
          })}
        </Text>
      </Stack>
      <BillingCheck />
      <Suspense fallback={<PageLoader />}>
        {step === 'shipping' ? (
          <parts.Shipping order={order} onDone={onShipped} onBack={() => onStep(null)} />
        ) : (
          <parts.Payment
            order={order}
            onBack={() => onStep('shipping')}
            // The order's own PDF is attached on the shipping step.
            onAttach={() => onStep('shipping')}
            onCompleted={approval ? onApproved : undefined}
          />
        )}
      </Suspense>
    </Stack>
  )
}

/** 'Dati non salvati' or 'Dati non completi!' with the missing field (spec 3 §5), and where to fix it. */
function BillingCheck() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  const addresses = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user) })
  if (!user || !addresses.data) return null
  const main = addresses.data.find((a) => a.address_type === 'main') ?? null
  const problem = billingProblem(main, user.client)
  if (problem === null) return null
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={t(
        problem === 'not_saved' ? 'orders.billing.not_saved_title' : 'orders.billing.incomplete_title',
      )}
      data-testid="billing-problem"
    >
      <Stack gap={4} align="flex-start">
        <Text size="sm">
          {/* The server's own texts for the same check (spec 3 §5), naming the field. */}
          {t(
            problem === 'not_saved'
              ? 'orders.area.billing_not_saved'
              : `orders.area.billing_missing.${problem}`,
          )}
        </Text>
        <Anchor
          component={Link}
          to={areaPath(lang, 'addresses', main?.id)}
          size="sm"
          c="orange.9"
          underline="always"
        >
          {t('orders.billing.fix')}
        </Anchor>
      </Stack>
    </Alert>
  )
}
