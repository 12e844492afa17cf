import { Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { CARRIER_IDS, romeToday } from '@shop/domain/orders/checkout'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../../shared/lib/lang.ts'
import { carriersQuery, lookupText, portsQuery } from '../api.ts'
import { carrierChoices, type ShippingDraft } from '../lib/shipping.ts'
import { DateField } from './date-field.tsx'

export type ShippingErrors = Partial<Record<keyof ShippingDraft, string>>

type Props = {
  order: Order
  draft: ShippingDraft
  destinationZone: string | null
  errors: ShippingErrors
  onChange: (patch: Partial<ShippingDraft>) => void
  onCarrierPicked: () => void
}

/**
 * Carrier, desired date and the client's order reference (spec 2 §2.3 step 2, §5). The carrier is a choice only when
 * the order allows it (can_edit_carrier); the customer's own courier asks for its details. No desired day before
 * today in Rome can be picked.
 */
export function ShippingFields({ order, draft, destinationZone, errors, onChange, onCarrierPicked }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const carriers = useQuery(carriersQuery(lang))
  const ports = useQuery(portsQuery(lang))
  const carrierName = (id: number) => lookupText(carriers.data, id) || t('checkout.shipping.carrier_unknown')
  const port = Object.values(ports.data ?? {}).find((p) => p.key_cod_porto === order.port_key)
  const choices = carrierChoices(order, destinationZone)
  // The carrier chosen before (or preset) stays among the choices even when the destination suggests others.
  const options = choices.includes(draft.carrier_id) ? choices : [draft.carrier_id, ...choices]

  return (
    <Stack gap="md">
      {order.can_edit_carrier ? (
        <Radio.Group
          label={t('checkout.shipping.carrier')}
          value={String(draft.carrier_id)}
          onChange={(id) => {
            onCarrierPicked()
            onChange({ carrier_id: Number(id) })
          }}
          error={errors.carrier_id}
          required
        >
          <Stack gap={6} mt={6}>
            {options.map((id) => (
              <Radio key={id} value={String(id)} label={carrierName(id)} data-testid={`carrier-${id}`} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('checkout.shipping.carrier')}
          </Text>
          <Text size="sm" data-testid="carrier-fixed">
            {carrierName(draft.carrier_id)}
          </Text>
        </Stack>
      )}
      {draft.carrier_id === CARRIER_IDS.ownCourier && (
        <Textarea
          label={t('checkout.shipping.custom_carrier')}
          description={t('checkout.shipping.custom_carrier_hint')}
          autosize
          minRows={2}
          maxLength={500}
          value={draft.custom_carrier}
          error={errors.custom_carrier}
          onChange={(e) => onChange({ custom_carrier: e.currentTarget.value })}
          data-testid="custom-carrier"
        />
      )}
      {port && (
        <Text size="sm" c="dimmed">
          {t('checkout.shipping.port', { port: port.description })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <DateField
          label={t('checkout.shipping.desired_date')}
          description={t('checkout.shipping.optional')}
          minDate={romeToday(new Date())}
          value={draft.desired_shipping_date}
          error={errors.desired_shipping_date}
          onChange={(value) => onChange({ desired_shipping_date: value })}
          testId="desired-date"
        />
        <TextInput
          label={t('checkout.shipping.reference')}
          description={t('checkout.shipping.optional')}
          maxLength={200}
          value={draft.reference_client_code}
          error={errors.reference_client_code}
          onChange={(e) => onChange({ reference_client_code: e.currentTarget.value })}
          data-testid="reference-code"
        />
        <DateField
          label={t('checkout.shipping.reference_date')}
          description={t('checkout.shipping.optional')}
          value={draft.reference_client_date}
          error={errors.reference_client_date}
          onChange={(value) => onChange({ reference_client_date: value })}
          testId="reference-date"
        />
      </SimpleGrid>
    </Stack>
  )
}
