import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core'
import type { Address } from '@shop/domain/accounts/address'
import type { Order, ShippingInfoBody } from '@shop/domain/orders/checkout-schemas'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { addressesQuery } from '../../../shared/lib/addresses.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { setServerErrors } from '../../../shared/lib/form-errors.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { AddressBook } from '../../../shared/ui/address/address-book.tsx'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { useShippingInfo } from '../api.ts'
import { initialShipping, type ShippingValues, shippingResolver, withAddress } from '../lib/shipping.ts'
import { OrderAttachment } from './order-attachment.tsx'
import { ShippingFields } from './shipping-fields.tsx'

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

/** The fields the step shows, by their name in get_shipping_info's body. */
const FIELDS = [
  'order.shipment_address_id',
  'order.carrier_id',
  'order.custom_carrier',
  'order.desired_shipping_date',
  'order.reference_client_code',
  'order.reference_client_date',
] as const

function ShippingFormFields({ order, onDone, onBack, addresses }: Props & { addresses: Address[] }) {
  const { t } = useTranslation()
  const shippingInfo = useShippingInfo()
  const form = useForm<ShippingValues, unknown, ShippingInfoBody>({
    resolver: shippingResolver(order.id, () => new Date()),
    defaultValues: { order: initialShipping(order, addresses) },
  })
  // Once the buyer picks a carrier, choosing another address no longer changes it (withAddress).
  const [carrierPicked, setCarrierPicked] = useState(false)
  const [general, setGeneral] = useState<string | null>(null)
  const addressId = useWatch({ control: form.control, name: 'order.shipment_address_id' })
  // A deleted or no longer valid address is no choice any more.
  const selected = addresses.find((a) => a.id === addressId && a.is_valid) ?? null

  const next = form.handleSubmit((body) => {
    if (shippingInfo.isPending) return
    setGeneral(null)
    shippingInfo.mutate(body, {
      onSuccess: (answer) => onDone(answer.order),
      onError: (error) => {
        // A refusal the fields do not explain (or that names no field we show) is said once above the buttons.
        if (!setServerErrors(form.setError, error, FIELDS)) setGeneral(errorText(error, t))
      },
    })
  })

  return (
    <Stack gap="lg" data-testid="shipping-form">
      <AddressBook
        mode="select"
        selectedId={selected?.id ?? null}
        error={messageText(form.formState.errors.order?.shipment_address_id?.message, t)}
        onSelect={(address) =>
          form.setValue('order', withAddress(form.getValues('order'), order, address, carrierPicked))
        }
      />
      <Divider />
      <ShippingFields
        form={form}
        order={order}
        destinationZone={selected?.esaedro_zone_code ?? null}
        onCarrierPicked={() => setCarrierPicked(true)}
      />
      <OrderAttachment orderId={order.id} initial={order.documents.find((d) => d.line_id === null) ?? null} />
      {general && (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {general}
        </Alert>
      )}
      {!selected && (
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
          disabled={!selected}
          onClick={next}
          data-testid="shipping-next"
        >
          {t('checkout.shipping.next')}
        </BusyButton>
      </Group>
    </Stack>
  )
}
