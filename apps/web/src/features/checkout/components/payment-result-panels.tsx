import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { formatMoney } from '@shop/domain/catalog/money'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import type { PaypalError } from '@shop/domain/payments/schemas'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { trackPurchaseOnce } from '../../../shared/lib/analytics.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { orderPath } from '../../../shared/lib/orders.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { CheckIcon } from '../../../shared/ui/icons.tsx'
import { checkoutSearch, STEPS } from '../lib/steps.ts'

/**
 * The order's page and the reserved area: where every outcome of the payment page leads on (issue 23 item 5: the same
 * address the mails link to).
 */
export function OnwardLinks({ order }: { order: Pick<Order, 'id' | 'is_quotation'> }) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Group gap="sm">
      <Button component={Link} to={orderPath(lang, order)} data-testid="payment-to-order">
        {t('checkout.result.to_order')}
      </Button>
      <Button component={Link} to={`/${lang}/user`} variant="default" data-testid="payment-to-account">
        {t('checkout.result.to_account')}
      </Button>
    </Group>
  )
}

/** A progress line: the card's confirmation awaited, PayPal's capture running, the order loading. */
export function WaitingPanel({ text }: { text: string }) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="payment-waiting">
      <Loader size="sm" aria-hidden="true" />
      <Text fw={600}>{text}</Text>
    </Group>
  )
}

/** 'Payment received': the order's reference and amount, counted once for GA4 (issue 12). */
export function PaidPanel({ order }: { order: Order }) {
  const { t } = useTranslation()
  const lang = useLang()
  // Once per order in this browser, whichever way the buyer got here (the card's return, PayPal's, a reload).
  useEffect(() => {
    trackPurchaseOnce(order)
  }, [order])
  return (
    <Stack gap="sm" data-testid="payment-paid">
      {/* The theme's text green (5.4:1 on white): green.8 is 3.5:1, below the 4.5:1 this 18px text needs. */}
      <Group gap="xs" wrap="nowrap" c="var(--mantine-color-green-light-color)">
        <CheckIcon size={24} />
        <Text fw={700} size="lg">
          {t('checkout.result.paid')}
        </Text>
      </Group>
      <Text>{t('checkout.result.order_ref', { ref: order.order_ref })}</Text>
      {order.order_final_price_iva !== null && (
        <Text>
          {t('checkout.result.amount_paid', { amount: formatMoney(order.order_final_price_iva, lang) })}
        </Text>
      )}
      <Text size="sm">{t('checkout.result.paid_text')}</Text>
      <OnwardLinks order={order} />
    </Stack>
  )
}

/** Two minutes without the provider's confirmation: the order is safe, an e-mail will follow. */
export function SlowPanel({ order }: { order: Order }) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm" data-testid="payment-slow">
      <Text fw={700}>{t('checkout.result.slow_title')}</Text>
      <Text>{t('checkout.result.slow_text', { ref: order.order_ref })}</Text>
      <OnwardLinks order={order} />
    </Stack>
  )
}

/** Nothing to pay online for this order any more: cancelled, or paid another way. */
export function ClosedPanel({ order }: { order: Order }) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm" data-testid="payment-closed">
      <Text fw={700}>{t('checkout.result.not_payable', { ref: order.order_ref })}</Text>
      <OnwardLinks order={order} />
    </Stack>
  )
}

type RetryProps = {
  order: Order
  /** 'cancelled': the buyer left the provider's page (spec 2 §8 'payment cancelled'); 'unpaid': no outcome given. */
  reason: 'cancelled' | 'unpaid'
  method: 'card' | 'paypal'
  retrying: boolean
  onRetry: () => void
}

/**
 * The payment did not happen: 'Try again' opens the same payment session again (the wallet calls answer it for the
 * same order), 'Choose another payment method' opens the checkout's payment step on the order.
 */
export function RetryPanel({ order, reason, method, retrying, onRetry }: RetryProps) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Stack gap="sm" data-testid="payment-cancelled">
      <Text fw={700}>
        {t(reason === 'cancelled' ? 'checkout.result.cancelled' : 'checkout.result.unpaid')}
      </Text>
      <Text>{t('checkout.result.retry_text', { ref: order.order_ref })}</Text>
      <Group gap="sm">
        <BusyButton busy={retrying} onClick={onRetry} data-testid="payment-retry">
          {method === 'paypal' ? t('checkout.result.retry_paypal') : t('checkout.result.retry')}
        </BusyButton>
        {/* The checkout's payment step completes order requests; an approved quotation is paid from the customer area. */}
        {order.status === 'INCOMPLETE_REQUEST' && (
          <Button
            component={Link}
            to={`/${lang}/checkout${checkoutSearch(order.id, STEPS.payment)}`}
            variant="default"
            data-testid="payment-other-method"
          >
            {t('checkout.result.other_method')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}

/** PayPal refused the card or account (INSTRUMENT_DECLINED): the payment restarts at PayPal (spec 2 §8). */
export function DeclinedAlert({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert
      color="yellow"
      role="alert"
      title={t('checkout.paypal.declined_title')}
      data-testid="paypal-declined"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('checkout.paypal.declined_text')}</Text>
        <BusyButton busy={retrying} onClick={onRetry} data-testid="payment-retry">
          {t('checkout.paypal.back_to_paypal')}
        </BusyButton>
      </Stack>
    </Alert>
  )
}

/**
 * Any other refusal of a PayPal payment (spec 2 §8): 'Error occured.', 'Sorry, your transaction could not be
 * processed.', PayPal's description and debug id, then back to the reserved area.
 */
export function PaypalErrorAlert({ paypal, fallback }: { paypal: PaypalError | null; fallback: string }) {
  const { t } = useTranslation()
  const lang = useLang()
  const descriptions = paypal?.details.map((d) => d.description).filter(Boolean) ?? []
  return (
    <Alert color="red" role="alert" title={t('checkout.paypal.error_title')} data-testid="paypal-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('checkout.paypal.error_text')}</Text>
        {descriptions.length > 0 ? (
          descriptions.map((description) => (
            <Text key={description} size="sm">
              {description}
            </Text>
          ))
        ) : (
          <Text size="sm">{fallback}</Text>
        )}
        {paypal?.debug_id && <Text size="xs">{t('checkout.paypal.debug_id', { id: paypal.debug_id })}</Text>}
        <Button component={Link} to={`/${lang}/user`} mt="xs" data-testid="paypal-error-continue">
          {t('checkout.result.to_account')}
        </Button>
      </Stack>
    </Alert>
  )
}
