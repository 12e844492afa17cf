import { Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { CARRIER_IDS } from '@shop/domain/orders/checkout'
import type { Order, ShippingInfoBody } from '@shop/domain/orders/checkout-schemas'
import {
  earliestShippingDate,
  isWorkingDay,
  PROCESSING_WORKING_DAYS,
} from '@shop/domain/orders/shipping-date'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { isoToDisplay } from '../../../shared/lib/dates.ts'
import { messageText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { carriersQuery, lookupText } from '../../../shared/lib/lookups.ts'
import { portsQuery } from '../api.ts'
import { carrierChoices, type ShippingDraft, type ShippingValues } from '../lib/shipping.ts'
import { DateField, DESCRIPTION_UNDER } from './date-field.tsx'

export type ShippingForm = UseFormReturn<ShippingValues, unknown, ShippingInfoBody>

type Props = {
  form: ShippingForm
  order: Order
  destinationZone: string | null
  onCarrierPicked: () => void
}

/**
 * Carrier, desired date and the client's order reference (spec 2 §2.3 step 2, §5). The carrier is a choice only when
 * the order allows it (can_edit_carrier); the customer's own courier asks for its details. The desired date is a
 * working day from the earliest shipping date on (orders/shipping-date.ts); the field says which and why.
 */
export function ShippingFields({ form, order, destinationZone, onCarrierPicked }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const { control, register, formState } = form
  const carrierId = useWatch({ control, name: 'order.carrier_id' })
  const carriers = useQuery(carriersQuery(lang))
  const ports = useQuery(portsQuery(lang))
  const carrierName = (id: number) => lookupText(carriers.data, id) || t('checkout.shipping.carrier_unknown')
  const port = Object.values(ports.data ?? {}).find((p) => p.key_cod_porto === order.port_key)
  const choices = carrierChoices(order, destinationZone)
  // The carrier chosen before (or preset) stays among the choices even when the destination suggests others.
  const options = choices.includes(carrierId) ? choices : [carrierId, ...choices]
  const fieldError = (field: keyof ShippingDraft) => messageText(formState.errors.order?.[field]?.message, t)
  const earliest = earliestShippingDate(new Date())

  return (
    <Stack gap="md">
      {order.can_edit_carrier ? (
        <Controller
          control={control}
          name="order.carrier_id"
          render={({ field }) => (
            <Radio.Group
              label={t('checkout.shipping.carrier')}
              value={String(field.value)}
              onChange={(id) => {
                onCarrierPicked()
                field.onChange(Number(id))
              }}
              error={fieldError('carrier_id')}
              required
            >
              <Stack gap={6} mt={6}>
                {options.map((id) => (
                  <Radio key={id} value={String(id)} label={carrierName(id)} data-testid={`carrier-${id}`} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      ) : (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('checkout.shipping.carrier')}
          </Text>
          <Text size="sm" data-testid="carrier-fixed">
            {carrierName(carrierId)}
          </Text>
        </Stack>
      )}
      {carrierId === CARRIER_IDS.ownCourier && (
        <Textarea
          label={t('checkout.shipping.custom_carrier')}
          description={t('checkout.shipping.custom_carrier_hint')}
          autosize
          minRows={2}
          maxLength={500}
          {...register('order.custom_carrier')}
          error={fieldError('custom_carrier')}
          data-testid="custom-carrier"
        />
      )}
      {port && (
        <Text size="sm" c="dimmed">
          {t('checkout.shipping.port', { port: port.description })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <Controller
          control={control}
          name="order.desired_shipping_date"
          render={({ field }) => (
            <DateField
              ref={field.ref}
              label={t('checkout.shipping.desired_date')}
              description={t('checkout.shipping.earliest_date', {
                date: isoToDisplay(earliest),
                days: PROCESSING_WORKING_DAYS,
              })}
              minDate={earliest}
              excludeDate={(date) => !isWorkingDay(date)}
              value={field.value}
              error={fieldError('desired_shipping_date')}
              onChange={field.onChange}
              testId="desired-date"
            />
          )}
        />
        <TextInput
          label={t('checkout.shipping.reference')}
          description={t('checkout.shipping.optional')}
          inputWrapperOrder={DESCRIPTION_UNDER}
          maxLength={200}
          {...register('order.reference_client_code')}
          error={fieldError('reference_client_code')}
          data-testid="reference-code"
        />
        <Controller
          control={control}
          name="order.reference_client_date"
          render={({ field }) => (
            <DateField
              ref={field.ref}
              label={t('checkout.shipping.reference_date')}
              description={t('checkout.shipping.optional')}
              value={field.value}
              error={fieldError('reference_client_date')}
              onChange={field.onChange}
              testId="reference-date"
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  )
}
