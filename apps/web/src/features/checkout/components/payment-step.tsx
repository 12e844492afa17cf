import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Radio, Stack } from '@mantine/core'
import { PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { BANK_TRANSFER_CANCEL_DAYS } from '@shop/domain/payments/schemas'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { trackPurchaseOnce } from '../../../shared/lib/analytics.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { setServerErrors } from '../../../shared/lib/form-errors.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { lookupText, paymentModesQuery } from '../../../shared/lib/lookups.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { orderPath } from '../../../shared/lib/orders.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { OrderSummary } from '../../../shared/ui/order-summary/order-summary.tsx'
import { type CompletionResult, useCompleteOrder } from '../api.ts'
import {
  choiceKey,
  initialPayment,
  type PaymentBody,
  type PaymentChoice,
  type PaymentValues,
  paymentChoice,
  paymentChoices,
  paymentResolver,
} from '../lib/payment.ts'
import { paymentOptionsQuery } from '../payment-api.ts'
import { useDatasheetWarning } from './datasheet-warning.tsx'
import { TermsCheckbox } from './terms-checkbox.tsx'

/** The fields of the step, by their name in the completion's body. */
const FIELDS = ['order.payment_mode_id', 'order.payment_method', 'order.accept_terms'] as const

type Props = {
  order: Order
  /** Back to step 2 (shipping). */
  onBack: () => void
  /** 'Chiudi e allega' of the datasheet question: to where the request's lines can take their datasheets. */
  onAttach: () => void
  /**
   * Completed here, not sent to a provider's page: where the buyer goes next, when not the order's page with 'Ordine
   * completato con successo' (the customer area lands an approved quotation on the orders list, spec 3 §2).
   */
  onCompleted?: (result: CompletionResult) => void
}

/**
 * Step 3 (spec 2 §2.3, spec 3 §2 Completion flow; issue 23 items 4 and 5): the recap of what is being bought and for
 * whom, then every way the buyer may pay this order (the client's own mode, agreed terms, bank transfer in advance,
 * the card and PayPal), the terms of sale and the final button. It asks about a special accessory still without its
 * datasheet, then 'Procedere e completare l'ordine?'. The online ways leave for the card provider's page or PayPal's;
 * the others complete the order here.
 */
export function PaymentStep({ order, onBack, onAttach, onCompleted }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const complete = useCompleteOrder()
  const datasheets = useDatasheetWarning(order.lines, onAttach)
  const modes = useQuery(paymentModesQuery(lang))
  const options = useQuery(paymentOptionsQuery(order.id, order.shipment_address_id))
  const form = useForm<PaymentValues, unknown, PaymentBody>({
    resolver: paymentResolver,
    defaultValues: initialPayment(order),
  })
  const [confirming, setConfirming] = useState<PaymentBody | null>(null)
  // On its way to the provider's page: the button stays busy until the browser has left.
  const [leaving, setLeaving] = useState(false)
  const [general, setGeneral] = useState<string | null>(null)
  const chosen = useWatch({ control: form.control, name: 'order' })
  const { defaultId } = paymentChoice(order)
  // PayPal is offered while the shop takes it for this order; until the answer comes, the list waits for it.
  const choices = paymentChoices(order.payment_modes, options.data?.options.paypal.allowed ?? false)
  const online = chosen.payment_mode_id === PAYMENT_MODE_IDS.pv9
  const busy = complete.isPending || leaving

  const label = (choice: PaymentChoice) => {
    if (choice.method === 'paypal') return t('checkout.payment.paypal')
    if (choice.modeId === PAYMENT_MODE_IDS.toBeAgreed) return t('checkout.payment.to_be_agreed')
    return lookupText(modes.data, choice.modeId)
  }

  const finish = (body: PaymentBody) => {
    setConfirming(null)
    setGeneral(null)
    complete.mutate(
      { ...body, isQuotation: order.is_quotation },
      {
        onSuccess: (result) => {
          const { order: done, redirectUrl } = result
          // The card provider's hosted page or PayPal's; either sends the buyer back to /{lang}/checkout/payment/{id}.
          if (redirectUrl) {
            setLeaving(true)
            return window.location.assign(redirectUrl)
          }
          if (onCompleted) return onCompleted(result)
          trackPurchaseOnce(done)
          void notify({ message: t('checkout.payment.completed') })
          // The order's page; a bank transfer in advance (PM5) still has to be paid, and it shows where to (spec 2 §9).
          navigate(orderPath(lang, done))
        },
        onError: (failure) => {
          if (!setServerErrors(form.setError, failure, FIELDS)) setGeneral(errorText(failure, t))
        },
      },
    )
  }

  const submit = form.handleSubmit((body) => {
    if (busy) return
    datasheets.confirm(() => setConfirming(body))
  })

  return (
    <Stack gap="lg" data-testid="payment-step">
      <OrderSummary
        order={order}
        deliveryAction={
          <Anchor component="button" type="button" size="sm" onClick={onBack} data-testid="payment-back">
            {t('checkout.payment.change_shipping')}
          </Anchor>
        }
      />

      {order.online_payment_over_max && (
        // Card and PayPal stop at their per-charge maximum: the modes offered are the transfer and agreed terms.
        <Alert color="blue" variant="light" role="status" data-testid="payment-over-online-max">
          {t('orders.checkout.online_payment_over_max')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {options.isPending && order.payment_modes.includes(PAYMENT_MODE_IDS.pv9) ? (
            <Center py="sm">
              <Loader size="sm" aria-label={t('checkout.payment.checking')} />
            </Center>
          ) : (
            <Controller
              control={form.control}
              name="order.payment_mode_id"
              render={({ fieldState }) => (
                <Radio.Group
                  label={t('checkout.payment.mode')}
                  value={choiceKey(chosen.payment_mode_id, chosen.payment_method)}
                  onChange={(key) => {
                    const picked = choices.find((c) => c.key === key)
                    if (!picked) return
                    form.setValue('order.payment_mode_id', picked.modeId)
                    form.setValue('order.payment_method', picked.method ?? 'card')
                    form.clearErrors(['order.payment_mode_id', 'order.payment_method'])
                  }}
                  error={messageText(
                    fieldState.error?.message ?? form.formState.errors.order?.payment_method?.message,
                    t,
                  )}
                  required
                >
                  <Stack gap={8} mt={8}>
                    {choices.map((choice) => {
                      const isDefault = choice.modeId === defaultId && choice.method !== 'paypal'
                      const hint =
                        choice.modeId === PAYMENT_MODE_IDS.pm5
                          ? t('checkout.payment.bank_hint', { days: BANK_TRANSFER_CANCEL_DAYS })
                          : null
                      return (
                        <Radio
                          key={choice.key}
                          value={choice.key}
                          label={label(choice)}
                          // Under the name, so the name stays the mode's own: the client's default, what a transfer means.
                          description={
                            (isDefault || hint) && (
                              <>
                                {isDefault && (
                                  <Badge component="span" variant="light" size="sm" mr={6}>
                                    {t('checkout.payment.client_default')}
                                  </Badge>
                                )}
                                {hint}
                              </>
                            )
                          }
                          data-testid={`payment-choice-${choice.key}`}
                        />
                      )
                    })}
                  </Stack>
                </Radio.Group>
              )}
            />
          )}

          <Controller
            control={form.control}
            name="order.accept_terms"
            render={({ field, fieldState }) => (
              <TermsCheckbox
                checked={field.value}
                onChange={field.onChange}
                showError={fieldState.error !== undefined}
                data-testid="terms"
              />
            )}
          />
        </Stack>
      </Paper>

      {general && (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {general}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('common.back')}
        </Button>
        <BusyButton busy={busy} onClick={submit} data-testid="complete-order" maw="100%">
          {/* Spec 3 §2: the card pays; an order request is completed; an approval proceeds with the order. */}
          {online
            ? t('checkout.payment.pay')
            : order.status === 'INCOMPLETE_REQUEST'
              ? t('checkout.payment.complete')
              : t('checkout.payment.confirm')}
        </BusyButton>
      </Group>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('checkout.payment.confirm_question')}
        yesLabel={t('common.yes')}
        noLabel={t('common.no')}
        onYes={() => confirming && finish(confirming)}
        onNo={() => setConfirming(null)}
      />
      {datasheets.dialog}
    </Stack>
  )
}
