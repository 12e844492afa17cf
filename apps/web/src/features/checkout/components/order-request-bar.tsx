import { Alert, Group, Paper, Stack, Text } from '@mantine/core'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { useReturnToCart } from '../order-request-api.ts'

/**
 * Above steps 1 to 3 of an order request (issue 23 item 2): it is not sent yet, and 'Modifica il carrello' takes it
 * back into the cart (the request is cancelled, its lines merged into the cart) and leads to the cart step. A refusal
 * (a payment in progress, the order sent meanwhile) is said here.
 */
export function OrderRequestBar({ order, onBack }: { order: Order; onBack: () => void }) {
  const { t } = useTranslation()
  const back = useReturnToCart()
  const ref = order.order_ref
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={{ borderLeft: '4px solid var(--mantine-color-orange-6)' }}
      data-testid="order-request-bar"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text size="sm" style={{ flex: '1 1 16rem' }}>
            {t('checkout.order.request_bar', { ref })}
          </Text>
          <BusyButton
            variant="default"
            busy={back.isPending}
            onClick={() =>
              back.mutate(order.id, {
                onSuccess: () => {
                  void notify({ message: t('checkout.order.back_in_cart', { ref }) })
                  onBack()
                },
              })
            }
          >
            {t('checkout.order.edit_cart')}
          </BusyButton>
        </Group>
        {back.error && (
          <Alert color="red" role="alert">
            {errorText(back.error, t)}
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
