import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Group, NumberInput, TextInput } from '@mantine/core'
import { type DeskFulfilment, deskRecordPaymentBody } from '@shop/domain/desk/order-schemas'
import { romeToday } from '@shop/domain/orders/checkout'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { setServerErrors } from '../../../shared/lib/form-errors.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { deskMoney } from '../quotations/desk-format.ts'
import { useOrderMove } from './api.ts'
import { PanelForm } from './panel-form.tsx'

type Input = z.input<typeof deskRecordPaymentBody>
type Values = z.output<typeof deskRecordPaymentBody>

const todayInRome = () => romeToday(new Date())

/**
 * 'Mark paid': the bank transfer staff saw arrive, for the order's whole total with VAT (partial payments are not
 * taken), its value date and a note (the CRO, the bank). Confirmed before it is sent.
 */
export function MarkPaidForm({ fulfilment }: { fulfilment: DeskFulfilment }) {
  const { t } = useTranslation()
  const lang = useLang()
  const pay = useOrderMove(fulfilment.id, 'pay')
  const [confirming, setConfirming] = useState<Values | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(deskRecordPaymentBody),
    defaultValues: { amount: fulfilment.amount_due ?? 0, paid_at: todayInRome(), note: '' },
  })
  const err = (name: keyof Input) => messageText(form.formState.errors[name]?.message, t)

  const send = async (values: Values) => {
    setConfirming(null)
    setFailure(null)
    try {
      await pay.mutateAsync({ body: values })
      void notify({ message: t('desk.orders.done.mark_paid'), tone: 'success' })
    } catch (error) {
      if (!setServerErrors(form.setError, error, ['amount', 'paid_at', 'note']))
        setFailure(errorText(error, t))
    }
  }

  return (
    <PanelForm
      id="mark-paid-title"
      title={t('desk.orders.mark_paid.title')}
      failure={failure}
      onSubmit={form.handleSubmit(setConfirming)}
      confirm={{
        title:
          confirming &&
          t('desk.orders.confirm.mark_paid', {
            amount: deskMoney(confirming.amount, lang),
            ref: fulfilment.order_ref,
          }),
        yes: t('desk.orders.action.mark_paid'),
        onYes: () => confirming && void send(confirming),
        onNo: () => setConfirming(null),
      }}
    >
      <Group grow align="flex-start" wrap="wrap">
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <NumberInput
              label={t('desk.orders.mark_paid.amount')}
              description={t('desk.orders.mark_paid.amount_help', {
                amount: deskMoney(fulfilment.amount_due, lang),
              })}
              value={field.value / 100}
              onChange={(v) => field.onChange(Math.round(Number(v || 0) * 100))}
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator=","
              thousandSeparator="."
              min={0}
              prefix="€ "
              error={err('amount')}
              miw={200}
            />
          )}
        />
        <TextInput
          type="date"
          label={t('desk.orders.mark_paid.paid_at')}
          max={todayInRome()}
          error={err('paid_at')}
          miw={180}
          {...form.register('paid_at')}
        />
      </Group>
      <TextInput
        label={t('desk.orders.mark_paid.note')}
        error={err('note')}
        maxLength={1000}
        {...form.register('note')}
      />
      <Group>
        <Button type="submit" loading={pay.isPending}>
          {t('desk.orders.action.mark_paid')}
        </Button>
      </Group>
    </PanelForm>
  )
}
