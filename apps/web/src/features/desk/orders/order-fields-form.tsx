import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Checkbox, Group, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { type DeskFulfilment, deskOrderFieldsBody } from '@shop/domain/desk/order-schemas'
import { IVA_CODES } from '@shop/domain/orders/vat'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { setServerErrors } from '../../../shared/lib/form-errors.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { useOrderMove } from './api.ts'
import { PanelForm } from './panel-form.tsx'

type Input = z.input<typeof deskOrderFieldsBody>
type Values = z.output<typeof deskOrderFieldsBody>

const valuesOf = (f: DeskFulfilment): Input => ({
  hide_discounts: f.fields.hide_discounts,
  has_fixed_price: f.fields.has_fixed_price,
  custom_abi_cab: f.fields.custom_abi_cab,
  ddt_notes: f.fields.ddt_notes,
  ...(f.fields.iva_code ? { iva_code: f.fields.iva_code } : {}),
  lines: f.lines.map((l) => ({ id: l.id, skip_erp: l.skip_erp })),
})

/**
 * The fields staff own (spec 3 §3): net prices only on the customer's views, a fixed price, the ABI/CAB, the transport
 * document's notes, the VAT code (locked once the order is paid) and each line's 'not sent to the ERP'.
 */
export function OrderFieldsForm({ fulfilment }: { fulfilment: DeskFulfilment }) {
  const { t } = useTranslation()
  const save = useOrderMove(fulfilment.id, 'fields')
  const [confirming, setConfirming] = useState<Values | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(deskOrderFieldsBody),
    values: valuesOf(fulfilment),
  })
  const errors = form.formState.errors
  const vatLocked =
    fulfilment.payed || !['NEW', 'READY', 'CONFIRMED', 'INCOMPLETE_REQUEST'].includes(fulfilment.status)

  const send = async (values: Values) => {
    setConfirming(null)
    setFailure(null)
    // The VAT code goes only when it changed: it reprices the order.
    const body = values.iva_code === fulfilment.fields.iva_code ? { ...values, iva_code: undefined } : values
    try {
      await save.mutateAsync({ body })
      void notify({ message: t('desk.orders.done.fields'), tone: 'success' })
    } catch (error) {
      if (!setServerErrors(form.setError, error, ['custom_abi_cab', 'ddt_notes', 'iva_code']))
        setFailure(errorText(error, t))
    }
  }

  return (
    <PanelForm
      id="order-fields-title"
      title={t('desk.orders.fields.title')}
      failure={failure}
      onSubmit={form.handleSubmit(setConfirming)}
      confirm={{
        title: confirming && t('desk.orders.confirm.fields', { ref: fulfilment.order_ref }),
        yes: t('desk.orders.fields.save'),
        onYes: () => confirming && void send(confirming),
        onNo: () => setConfirming(null),
      }}
    >
      <Checkbox label={t('desk.orders.fields.hide_discounts')} {...form.register('hide_discounts')} />
      <Checkbox label={t('desk.orders.fields.has_fixed_price')} {...form.register('has_fixed_price')} />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('desk.orders.fields.custom_abi_cab')}
          description={t('desk.orders.fields.custom_abi_cab_help')}
          placeholder="03069/09606"
          maxLength={20}
          error={messageText(errors.custom_abi_cab?.message, t)}
          miw={200}
          {...form.register('custom_abi_cab')}
        />
        <Controller
          control={form.control}
          name="iva_code"
          render={({ field }) => (
            <Select
              label={t('desk.orders.fields.iva_code')}
              description={vatLocked ? t('desk.orders.fields.iva_locked') : undefined}
              data={Object.keys(IVA_CODES)}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              disabled={vatLocked}
              allowDeselect={false}
              error={messageText(errors.iva_code?.message, t)}
              miw={160}
            />
          )}
        />
      </Group>
      <Textarea
        label={t('desk.orders.fields.ddt_notes')}
        autosize
        minRows={2}
        maxLength={500}
        error={messageText(errors.ddt_notes?.message, t)}
        {...form.register('ddt_notes')}
      />
      <Stack gap={4} role="group" aria-label={t('desk.orders.fields.skip_erp')}>
        {fulfilment.lines.map((line, i) => (
          <Checkbox
            key={line.id}
            label={t('desk.orders.fields.skip_erp_line', { line: `${i + 1}. ${line.configuration_code}` })}
            {...form.register(`lines.${i}.skip_erp`)}
          />
        ))}
      </Stack>
      <Group>
        <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
          {t('desk.orders.fields.save')}
        </Button>
      </Group>
    </PanelForm>
  )
}
