import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Fieldset, Group, NumberInput, Select, Stack, Table, TextInput } from '@mantine/core'
import { type DeskFulfilment, deskShipmentBody } from '@shop/domain/desk/order-schemas'
import { romeToday } from '@shop/domain/orders/checkout'
import { TRACKING_CARRIERS } from '@shop/domain/orders/tracking'
import { useState } from 'react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { useOrderMove } from './api.ts'
import { lineName, PanelForm } from './panel-form.tsx'

type Input = z.input<typeof deskShipmentBody>
type Values = z.output<typeof deskShipmentBody>
type Line = DeskFulfilment['lines'][number]

const todayInRome = () => romeToday(new Date())
const MAX_PACKAGES = 20

/** A package's rows: every line still to ship, with what is left of it (0 for the lines it does not carry). */
const emptyPackage = (lines: Line[], first: boolean) => ({
  carrier: 'gls' as const,
  tracking_number: '',
  items: lines
    .filter((l) => l.shipped < l.qty)
    .map((l) => ({ line_id: l.id, qty: first ? l.qty - l.shipped : 0 })),
})

/**
 * A shipment: the transport document's date and note, then 1 to 20 packages (added and removed as rows), each with its
 * carrier, tracking number and how many of each line it carries. Lines at 0 are left out of what is sent; the server
 * refuses a quantity beyond what is left, naming the line.
 */
export function ShipmentForm({ fulfilment }: { fulfilment: DeskFulfilment }) {
  const { t } = useTranslation()
  const ship = useOrderMove(fulfilment.id, 'ship')
  const open = fulfilment.lines.filter((l) => l.shipped < l.qty)
  const [confirming, setConfirming] = useState<Values | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Input, unknown, Values>({
    // The rows at 0 are the lines a package does not carry: dropped before the schema sees them.
    resolver: (values, context, options) =>
      zodResolver(deskShipmentBody)(
        {
          ...values,
          packages: values.packages.map((p) => ({ ...p, items: p.items.filter((i) => Number(i.qty) > 0) })),
        },
        context,
        options,
      ),
    defaultValues: {
      shipping_doc_date: todayInRome(),
      note: '',
      packages: [emptyPackage(fulfilment.lines, true)],
    },
  })
  const packages = useFieldArray({ control: form.control, name: 'packages' })
  const errors = form.formState.errors

  const send = async (values: Values) => {
    setConfirming(null)
    setFailure(null)
    try {
      await ship.mutateAsync({ body: values })
      form.reset({
        shipping_doc_date: todayInRome(),
        note: '',
        packages: [emptyPackage(fulfilment.lines, true)],
      })
      void notify({ message: t('desk.orders.done.ship'), tone: 'success' })
    } catch (error) {
      setFailure(errorText(error, t))
    }
  }

  return (
    <PanelForm
      id="shipment-title"
      title={t('desk.orders.ship.title')}
      failure={failure}
      onSubmit={form.handleSubmit(setConfirming)}
      confirm={{
        title:
          confirming &&
          t('desk.orders.confirm.ship', { count: confirming.packages.length, ref: fulfilment.order_ref }),
        yes: t('desk.orders.action.ship'),
        help: t('desk.orders.confirm_help.ship'),
        onYes: () => confirming && void send(confirming),
        onNo: () => setConfirming(null),
      }}
    >
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('desk.orders.ship.doc_date')}
          error={messageText(errors.shipping_doc_date?.message, t)}
          miw={180}
          {...form.register('shipping_doc_date')}
        />
        <TextInput label={t('desk.orders.ship.note')} maxLength={1000} miw={220} {...form.register('note')} />
      </Group>
      {packages.fields.map((pkg, p) => (
        <Fieldset
          key={pkg.id}
          legend={t('desk.orders.ship.package', { n: p + 1 })}
          data-testid="shipment-package"
        >
          <Stack gap="xs">
            <Group grow align="flex-start" wrap="wrap">
              <Controller
                control={form.control}
                name={`packages.${p}.carrier`}
                render={({ field }) => (
                  <Select
                    label={t('desk.orders.ship.carrier')}
                    data={TRACKING_CARRIERS.map((c) => ({
                      value: c.key,
                      label: c.key === 'other' ? t('desk.orders.ship.other_carrier') : c.name,
                    }))}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(v) => field.onChange(v)}
                    miw={160}
                  />
                )}
              />
              <TextInput
                label={t('desk.orders.ship.tracking')}
                maxLength={60}
                error={messageText(errors.packages?.[p]?.tracking_number?.message, t)}
                miw={200}
                {...form.register(`packages.${p}.tracking_number`)}
              />
            </Group>
            <Table withTableBorder verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('desk.orders.ship.line')}</Table.Th>
                  <Table.Th>{t('desk.orders.ship.left')}</Table.Th>
                  <Table.Th>{t('desk.orders.ship.qty')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {open.map((line, i) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>{lineName(fulfilment.lines, line.id)}</Table.Td>
                    <Table.Td>{line.qty - line.shipped}</Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`packages.${p}.items.${i}.qty`}
                        render={({ field }) => (
                          <NumberInput
                            aria-label={t('desk.orders.ship.qty_of', {
                              line: lineName(fulfilment.lines, line.id),
                              n: p + 1,
                            })}
                            value={field.value}
                            onChange={(v) => field.onChange(Number(v || 0))}
                            min={0}
                            max={line.qty - line.shipped}
                            allowDecimal={false}
                            w={110}
                          />
                        )}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {messageText(
              errors.packages?.[p]?.items?.message ?? errors.packages?.[p]?.items?.root?.message,
              t,
            ) && (
              <Alert color="red" p="xs">
                {messageText(
                  errors.packages?.[p]?.items?.message ?? errors.packages?.[p]?.items?.root?.message,
                  t,
                )}
              </Alert>
            )}
            {packages.fields.length > 1 && (
              <Group justify="flex-end">
                <Button variant="subtle" color="red.8" size="xs" onClick={() => packages.remove(p)}>
                  {t('desk.orders.ship.remove_package', { n: p + 1 })}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      ))}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="default"
          disabled={packages.fields.length >= MAX_PACKAGES}
          onClick={() => packages.append(emptyPackage(fulfilment.lines, false))}
        >
          {t('desk.orders.ship.add_package')}
        </Button>
        <Button type="submit" loading={ship.isPending}>
          {t('desk.orders.action.ship')}
        </Button>
      </Group>
    </PanelForm>
  )
}
