import { Alert, Anchor, Box, Stack, Title } from '@mantine/core'
import { pathOf } from '@shop/domain/http/endpoint'
import * as payments from '@shop/domain/payments/endpoints'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { orderQuery } from '../../../shared/lib/orders.ts'
import { BankTransferDetails } from '../../../shared/ui/bank-transfer-details.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import {
  CONFIRMATION_WAIT_MS,
  captureFailureKind,
  confirmationPollInterval,
  type PaymentReturn,
  paymentView,
  readPaymentReturn,
  readPaypalError,
} from '../lib/payment-result.ts'
import { paypalCaptureQuery, usePaypalCreate, useWalletCheckout } from '../payment-api.ts'
import {
  ClosedPanel,
  DeclinedAlert,
  OnwardLinks,
  PaidPanel,
  PaypalErrorAlert,
  RetryPanel,
  SlowPanel,
  WaitingPanel,
} from './payment-result-panels.tsx'

/**
 * /{lang}/checkout/payment/{orderId} (issue 12): where the card provider and PayPal send the buyer back. The heading
 * takes the focus on arrival; the state below it (waiting, paid, cancelled…) sits in a polite live region, so its
 * changes are read out; refusals are alerts of their own.
 *
 * A paid card lands here rather than on /{lang}/user (spec 2 §2.2 'Wallet payment success'), as the issue allows with
 * a reason: the buyer must see this order paid before moving on, and the provider's webhook, which is what marks it
 * paid, may arrive after the browser does. Only this page knows the order and can wait for it; the reserved area
 * would show an unpaid order, or nothing. Its links then lead to the orders list and the reserved area.
 */
export function PaymentResult({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation()
  const lang = useLang()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <Stack gap="lg" data-testid="payment-result">
      <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {t('checkout.result.title')}
      </Title>
      {orderId === null ? (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {t('errors.not_found')}{' '}
          <Anchor component={Link} to={`/${lang}/user/orders`}>
            {t('checkout.result.to_orders')}
          </Anchor>
        </Alert>
      ) : (
        <PaymentState orderId={orderId} />
      )}
    </Stack>
  )
}

function PaymentState({ orderId }: { orderId: number }) {
  const { t } = useTranslation()
  const lang = useLang()
  const [searchParams] = useSearchParams()
  const back: PaymentReturn = readPaymentReturn(searchParams)
  const awaitingWebhook = back.method === 'card' && back.outcome === 'paid'
  const arrivedAt = useRef(Date.now())
  const [waitedTooLong, setWaitedTooLong] = useState(false)
  const order = useQuery({
    ...orderQuery(orderId),
    // Read on arrival whatever the cache holds: the order's payment is what this page is about.
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data
      if (!awaitingWebhook || data?.bank_transfer) return false
      return confirmationPollInterval(data?.payed === true, Date.now() - arrivedAt.current)
    },
  })
  useEffect(() => {
    if (!awaitingWebhook) return
    const timer = setTimeout(() => setWaitedTooLong(true), CONFIRMATION_WAIT_MS)
    return () => clearTimeout(timer)
  }, [awaitingWebhook])

  const token = back.method === 'paypal' ? back.token : null
  const firstView = paymentView(back, order.data, waitedTooLong)
  const capture = useQuery({
    ...paypalCaptureQuery({ orderID: token ?? '', cartId: orderId }),
    enabled: firstView === 'capture' && token !== null,
  })
  // The captured order is the paid one: no need to wait for the list to say so.
  const shown = capture.data?.cartOrder ?? order.data
  const view = paymentView(back, shown, waitedTooLong)

  const card = useWalletCheckout()
  const paypal = usePaypalCreate()
  const [leaving, setLeaving] = useState(false)
  const [retryError, setRetryError] = useState<{ title: string; message: string } | null>(null)
  const retrying = card.isPending || paypal.isPending || leaving
  // The same order's payment session again: the wallet calls are idempotent by cart id, which the order keeps.
  const retry = (method: 'card' | 'paypal') => {
    if (retrying) return
    setRetryError(null)
    if (method === 'card') {
      card.mutate(orderId, {
        onSuccess: (answer) => {
          setLeaving(true)
          window.location.assign(
            pathOf(payments.redirectToPayment, { sessionId: answer.cart.external_session_id }),
          )
        },
        onError: (error) =>
          setRetryError({ title: t('checkout.wallet.try_again_later'), message: errorText(error, t) }),
      })
    } else {
      paypal.mutate(orderId, {
        onSuccess: (answer) => {
          setLeaving(true)
          window.location.assign(answer.result.approve_url)
        },
        onError: (error) =>
          setRetryError({ title: t('checkout.wallet.order_creation_failed'), message: errorText(error, t) }),
      })
    }
  }

  if (order.isPending) return <PageLoader />
  if (!shown) {
    return (
      <Alert color="red" role="alert" title={t('common.error_title')}>
        {errorText(order.error, t)}{' '}
        <Anchor component={Link} to={`/${lang}/user/orders`}>
          {t('checkout.result.to_orders')}
        </Anchor>
      </Alert>
    )
  }

  let panel: ReactNode = null
  let alert: ReactNode = null
  if (view === 'paid') panel = <PaidPanel order={shown} />
  else if (view === 'bank') {
    panel = (
      <Stack gap="md">
        <BankTransferDetails order={shown} />
        <OnwardLinks order={shown} />
      </Stack>
    )
  } else if (view === 'waiting') panel = <WaitingPanel text={t('checkout.result.waiting')} />
  else if (view === 'slow') panel = <SlowPanel order={shown} />
  else if (view === 'capture') {
    if (capture.isError) {
      const failure = capture.error
      const paypalError = failure instanceof ApiError ? readPaypalError(failure.body) : null
      const code = failure instanceof ApiError ? failure.errorCode : undefined
      alert =
        captureFailureKind(code, paypalError) === 'declined' ? (
          <DeclinedAlert retrying={retrying} onRetry={() => retry('paypal')} />
        ) : (
          <PaypalErrorAlert paypal={paypalError} fallback={errorText(failure, t)} />
        )
    } else {
      panel = <WaitingPanel text={t('checkout.result.capturing')} />
    }
  } else if (view === 'closed') panel = <ClosedPanel order={shown} />
  else if (view === 'cancelled' || view === 'unpaid') {
    panel = (
      <RetryPanel
        order={shown}
        reason={view}
        method={back.method}
        retrying={retrying}
        onRetry={() => retry(back.method)}
      />
    )
  }

  return (
    <>
      <Box aria-live="polite">{panel}</Box>
      {alert}
      {retryError && (
        <Alert color="red" role="alert" title={retryError.title} data-testid="payment-retry-error">
          {retryError.message}
        </Alert>
      )}
    </>
  )
}
