import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'

/**
 * Step 1 once the order request exists: the cart became the order (and the server emptied it), so the step shows
 * what the order holds and leads back to shipment.
 */
export function OrderInProgress({ order, onContinue }: { order: Order; onContinue: () => void }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-in-progress">
      <Stack gap="sm">
        <Text>{t('checkout.order.in_progress', { ref: order.order_ref })}</Text>
        <Stack component="ul" gap={4} m={0} pl="md">
          {order.lines.map((line) => (
            <Text component="li" size="sm" key={line.id}>
              {t('checkout.order.line', {
                name: line.product.name,
                code: line.product_configuration.configuration_code,
                qty: line.qty,
              })}
            </Text>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onContinue}>{t('checkout.order.continue')}</Button>
        </Group>
      </Stack>
    </Paper>
  )
}
