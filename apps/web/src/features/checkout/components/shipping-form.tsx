import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core'
import type { Address } from '@shop/domain/accounts/address'
import { isDesiredDateAllowed } from '@shop/domain/orders/checkout'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { addressesQuery } from '../address-api.ts'
import { useShippingInfo } from '../api.ts'
import { initialShipping, type ShippingDraft, shippingInfoBody, withAddress } from '../lib/shipping.ts'
import { AddressBook } from './address-book.tsx'
import { OrderAttachment } from './order-attachment.tsx'
import { type ShippingErrors, ShippingFields } from './shipping-fields.tsx'

type Props = {
  order: Order
  /** get_shipping_info answered OK with this order: on to payment. */
  onDone: (order: Order) => void
  onBack: () => void
}

/** Step 2 once the addresses are in: entering it fills the defaults from them (spec 2 §4). */
export function ShippingForm(props: Props) {
  const user = useCurrentUser()
  const addresses = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user) })
  if (!addresses.data) return <PageLoader />
  return <ShippingFormFields {...props} addresses={addresses.data} />
}

const FIELDS: (keyof ShippingDraft)[] = [
  'shipment_address_id',
  'carrier_id',
  'custom_carrier',
  'desired_shipping_date',
  'reference_client_code',
  'reference_client_date',
]

/** The server's field errors, named by their path in the body ('order.carrier_id'). */
function serverErrors(error: ApiError): ShippingErrors {
  const out: ShippingErrors = {}
  for (const field of FIELDS) {
    const message = error.fieldError(`order.${field}`)
    if (message) out[field] = message
  }
  return out
}

function ShippingFormFields({ order, onDone, onBack, addresses }: Props & { addresses: Address[] }) {
  const { t } = useTranslation()
  const shippingInfo = useShippingInfo()
  const [draft, setDraft] = useState(() => initialShipping(order, addresses))
  const [carrierPicked, setCarrierPicked] = useState(false)
  const [errors, setErrors] = useState<ShippingErrors>({})
  const [general, setGeneral] = useState<string | null>(null)
  // A deleted or no longer valid address is no choice any more.
  const selected = addresses.find((a) => a.id === draft.shipment_address_id && a.is_valid) ?? null
  const current = { ...draft, shipment_address_id: selected?.id ?? null }
  const body = shippingInfoBody(order.id, current)

  const next = () => {
    if (!body || shippingInfo.isPending) return
    setGeneral(null)
    if (current.desired_shipping_date && !isDesiredDateAllowed(current.desired_shipping_date, new Date())) {
      setErrors({ desired_shipping_date: t('checkout.shipping.date_past') })
      return
    }
    setErrors({})
    shippingInfo.mutate(body, {
      onSuccess: (answer) => onDone(answer.order),
      onError: (error) => {
        const fields = error instanceof ApiError ? serverErrors(error) : {}
        const shown = Object.fromEntries(
          Object.entries(fields).map(([field, message]) => [field, messageText(message, t)]),
        )
        setErrors(shown)
        // A refusal the fields do not explain (or that names no field we show) is said once above the buttons.
        if (Object.keys(shown).length === 0) setGeneral(errorText(error, t))
      },
    })
  }

  return (
    <Stack gap="lg" data-testid="shipping-form">
      <AddressBook
        mode="select"
        selectedId={current.shipment_address_id}
        error={errors.shipment_address_id}
        onSelect={(address) => setDraft((d) => withAddress(d, order, address, carrierPicked))}
      />
      <Divider />
      <ShippingFields
        order={order}
        draft={current}
        destinationZone={selected?.esaedro_zone_code ?? null}
        errors={errors}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        onCarrierPicked={() => setCarrierPicked(true)}
      />
      <OrderAttachment orderId={order.id} initial={order.documents.find((d) => d.line_id === null) ?? null} />
      {general && (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {general}
        </Alert>
      )}
      {!body && (
        <Text size="sm" c="dimmed" ta="right">
          {t('checkout.shipping.address_needed')}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('common.back')}
        </Button>
        <BusyButton
          busy={shippingInfo.isPending}
          // Steps 2 and 3 are valid only with a shipment address (spec 2 §5).
          disabled={!body}
          onClick={next}
          data-testid="shipping-next"
        >
          {t('checkout.shipping.next')}
        </BusyButton>
      </Group>
    </Stack>
  )
}
