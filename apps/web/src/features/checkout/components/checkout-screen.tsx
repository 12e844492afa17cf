import { Alert, Anchor, Stack, Title } from '@mantine/core'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { orderPath, orderQuery } from '../../../shared/lib/orders.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { VerifyEmailNotice } from '../../../shared/ui/verify-email-notice.tsx'
import {
  canSelectStep,
  cartCanOrder,
  checkoutSearch,
  readCheckoutParams,
  resolveStep,
  STEPS,
  type Step,
  visibleSteps,
} from '../lib/steps.ts'
import { CheckoutStepper, STEP_LABELS } from './checkout-stepper.tsx'
import { OrderInProgress } from './order-in-progress.tsx'
import { OrderRequestBar } from './order-request-bar.tsx'
import { PaymentStep } from './payment-step.tsx'
import { ShippingForm } from './shipping-form.tsx'
import { SubmitActions } from './submit-actions.tsx'

type Props = {
  /** The cart of the page's language (the cart feature's query, passed in by the route). */
  cart: Cart | undefined
  /** Step 0: the accounts feature's login and sign-up. */
  account: ReactNode
  /** Step 1: the cart feature's list, sidebar and totals, with these submit actions placed among them. */
  renderCart: (actions: ReactNode) => ReactNode
}

/**
 * The multi-step checkout (spec 2 §2.3): the stepper, the step's heading (which takes the focus when the step
 * changes) and the step. Which step shows follows the address (?order=&step=) and what is valid (lib/steps.ts).
 */
export function CheckoutScreen({ cart, account, renderCart }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const [searchParams] = useSearchParams()
  const params = readCheckoutParams(searchParams)
  const signedIn = Boolean(user)
  const order = useQuery({ ...orderQuery(params.orderId ?? 0), enabled: signedIn && params.orderId !== null })
  // Login and sign-up are listed only for someone who arrived without an account (spec 2 §2.3).
  const startedAsVisitor = useRef<boolean | null>(null)
  if (user !== undefined && startedAsVisitor.current === null) startedAsVisitor.current = user === null
  const state = {
    signedIn,
    orderId: params.orderId,
    hasShipment: order.data?.shipment_address_id != null,
    cartEmpty: cart?.lines.length === 0,
  }
  const step = resolveStep(params.step, state)
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    heading.current?.focus()
  }, [step])

  if (user === undefined || (params.orderId !== null && signedIn && order.isPending)) return <PageLoader />

  const go = (target: Step, orderId = params.orderId) =>
    navigate({ search: checkoutSearch(orderId, target === STEPS.cart && orderId === null ? null : target) })
  const steps = visibleSteps({
    ...state,
    startedAsVisitor: startedAsVisitor.current ?? false,
    canOrder: cartCanOrder(cart, user),
  })

  const content = (): ReactNode => {
    if (step === STEPS.account) return account
    if (params.orderId !== null && !order.data) {
      return (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(order.error, t)}{' '}
          <Anchor component={Link} to={`/${lang}/checkout`}>
            {t('checkout.order.back_to_cart')}
          </Anchor>
        </Alert>
      )
    }
    const current: Order | undefined = order.data
    if (current && current.status !== 'INCOMPLETE_REQUEST') {
      return (
        <Alert color="yellow" role="status">
          {t('checkout.order.not_open', { ref: current.order_ref })}{' '}
          <Anchor component={Link} to={orderPath(lang, current)}>
            {t('checkout.result.to_order')}
          </Anchor>
        </Alert>
      )
    }
    if (step === STEPS.cart) {
      if (current) return <OrderInProgress order={current} onContinue={() => go(STEPS.shipping)} />
      return renderCart(
        cart && (
          <SubmitActions
            cart={cart}
            onOrder={(made) => go(STEPS.shipping, made.id)}
            onAttach={() =>
              document.querySelector<HTMLElement>('[data-testid="line-documents"] button')?.focus()
            }
          />
        ),
      )
    }
    if (!current) return null
    if (step === STEPS.shipping) {
      return <ShippingForm order={current} onDone={() => go(STEPS.payment)} onBack={() => go(STEPS.cart)} />
    }
    if (step === STEPS.payment) {
      return (
        <PaymentStep
          order={current}
          onBack={() => go(STEPS.shipping)}
          // The request's lines take their datasheets in the cart: 'Modifica il carrello' takes it back there.
          onAttach={() =>
            document.querySelector<HTMLElement>('[data-testid="order-request-bar"] button')?.focus()
          }
        />
      )
    }
    // The spec's recap after payment is empty: the step is listed, nothing is shown.
    return null
  }

  return (
    <Stack gap="lg" data-testid="checkout">
      {/* A single step (a quotation sent from the cart, an empty cart) is no path to show. */}
      {steps.length > 1 && (
        <CheckoutStepper
          steps={steps}
          current={step}
          canSelect={(target) => canSelectStep(target, step, state)}
          onSelect={(target) => go(target)}
        />
      )}
      <Title
        order={2}
        size="h3"
        ref={heading}
        tabIndex={-1}
        style={{ outline: 'none' }}
        data-testid="step-heading"
      >
        {t(STEP_LABELS[step])}
      </Title>
      {step !== STEPS.account && <VerifyEmailNotice />}
      {step !== STEPS.account && order.data?.status === 'INCOMPLETE_REQUEST' && (
        <OrderRequestBar order={order.data} onBack={() => go(STEPS.cart, null)} />
      )}
      {content()}
    </Stack>
  )
}
