import { Alert, Anchor, Badge, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core'
import { formatMoney } from '@shop/domain/catalog/money'
import { isOnlinePaymentMode, PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { trackPurchaseOnce } from '../../../shared/lib/analytics.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { countriesQuery } from '../../../shared/lib/lookups.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { carriersQuery, lookupText, paymentModesQuery, useCompleteOrder } from '../api.ts'
import { addressLines } from '../lib/address-draft.ts'
import { bankOrderState } from '../lib/bank-order.ts'
import { isoToDisplay } from '../lib/dates.ts'
import { paymentChoice } from '../lib/payment.ts'
import { TermsCheckbox } from './terms-checkbox.tsx'

/**
 * Step 3 (spec 2 §2.3, spec 3 §2 Completion flow): the shipment address with a way back, the payment modes the server
 * offers for this order with the client's default marked, the terms of sale, the lead time and the final button,
 * which asks 'Procedere e completare l'ordine?' before completing.
 */
export function PaymentStep({ order, onBack }: { order: Order; onBack: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const modes = useQuery(paymentModesQuery(lang))
  const carriers = useQuery(carriersQuery(lang))
  const countries = useQuery(countriesQuery())
  const complete = useCompleteOrder()
  const choice = paymentChoice(order)
  const [modeId, setModeId] = useState(choice.initial)
  const [accepted, setAccepted] = useState(false)
  const [termsError, setTermsError] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const address = order.shipment_address
  const modeName = (id: number) =>
    id === PAYMENT_MODE_IDS.toBeAgreed ? t('checkout.payment.to_be_agreed') : lookupText(modes.data, id)
  const desiredDate = isoToDisplay(order.attrib.desired_shipping_date ?? '')

  const ask = () => {
    if (complete.isPending) return
    if (!accepted) return setTermsError(true)
    setConfirming(true)
  }

  const finish = () => {
    setConfirming(false)
    setError(null)
    complete.mutate(
      { orderId: order.id, paymentModeId: modeId },
      {
        onSuccess: ({ order: done, redirectUrl }) => {
          // The card: the provider's hosted checkout; the buyer comes back to /{lang}/checkout/payment/{id}.
          if (redirectUrl) return window.location.assign(redirectUrl)
          trackPurchaseOnce(done)
          void notify({ message: t('checkout.payment.completed') })
          // A bank transfer in advance (PM5) still has to be paid: the orders page shows where to (spec 2 §9).
          navigate(`/${lang}/user/orders`, done.bank_transfer ? { state: bankOrderState(done) } : undefined)
        },
        onError: (failure) => setError(errorText(failure, t)),
      },
    )
  }

  return (
    <Stack gap="lg" data-testid="payment-step">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h5">
              {t('checkout.payment.ship_to')}
            </Title>
            {address &&
              addressLines(
                address,
                countries.data?.find((c) => c.zone_code === address.esaedro_zone_code)?.short_name,
              ).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            {order.carrier_id !== null && (
              <Text size="sm" mt={4}>
                {t('checkout.payment.carrier', { carrier: lookupText(carriers.data, order.carrier_id) })}
              </Text>
            )}
            {desiredDate && (
              <Text size="sm">{t('checkout.payment.desired_date', { date: desiredDate })}</Text>
            )}
          </Stack>
          <Anchor component="button" type="button" size="sm" onClick={onBack} data-testid="payment-back">
            {t('checkout.payment.change_shipping')}
          </Anchor>
        </Group>
      </Paper>

      {order.online_payment_over_max && (
        // Card and PayPal stop at their per-charge maximum: the modes offered are the transfer and agreed terms.
        <Alert color="blue" variant="light" role="status" data-testid="payment-over-online-max">
          {t('orders.checkout.online_payment_over_max')}
        </Alert>
      )}
      <Radio.Group
        label={t('checkout.payment.mode')}
        value={String(modeId)}
        onChange={(id) => setModeId(Number(id))}
        required
      >
        <Stack gap={8} mt={8}>
          {choice.modes.map((id) => (
            <Group key={id} gap="xs">
              <Radio value={String(id)} label={modeName(id)} data-testid={`payment-mode-${id}`} />
              {id === choice.defaultId && (
                <Badge variant="light" size="sm">
                  {t('checkout.payment.client_default')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      </Radio.Group>

      {order.order_final_price !== null && order.order_final_price_iva !== null && (
        <Stack gap={2}>
          <Text size="sm">
            {t('checkout.payment.total', { amount: formatMoney(order.order_final_price, lang) })}
          </Text>
          <Text size="sm" fw={700}>
            {t('checkout.payment.total_iva', { amount: formatMoney(order.order_final_price_iva, lang) })}
          </Text>
        </Stack>
      )}
      <Text size="sm">{t('checkout.payment.lead_time', { days: order.lead_time_days })}</Text>

      <TermsCheckbox
        checked={accepted}
        onChange={(checked) => {
          setAccepted(checked)
          setTermsError(false)
        }}
        showError={termsError}
        data-testid="terms"
      />

      {error && (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('common.back')}
        </Button>
        <BusyButton busy={complete.isPending} onClick={ask} data-testid="complete-order">
          {isOnlinePaymentMode(modeId) ? t('checkout.payment.pay') : t('checkout.payment.confirm')}
        </BusyButton>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('checkout.payment.confirm_question')}
        yesLabel={t('common.yes')}
        noLabel={t('common.no')}
        onYes={finish}
        onNo={() => setConfirming(false)}
      />
    </Stack>
  )
}
