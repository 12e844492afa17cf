import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useEffect, useRef } from 'react'
import { errorText } from '../../../shared/lib/error-text.ts'
import { emit } from '../../../shared/lib/events.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { LineOutcomes } from '../../../shared/ui/line-outcomes.tsx'
import { useReorder } from '../reorder-api.ts'

/**
 * 'Riordina ai prezzi di oggi' on an order's or quotation's page (issue 26 item 4; area.actions.reorder): its lines go
 * back into the cart, each checked against today's catalogue, and the page says line by line what changed since —
 * the price then and now, an accessory no longer offered, an option now incompatible with the configurator's reason.
 */
export function ReorderAction({ order, area }: { order: Order; area: Pick<OrderArea, 'actions'> }) {
  const { t } = useTranslation()
  const reorder = useReorder()
  // One key per reorder asked for: a retry of the same one adds nothing twice, the next one is a new reorder.
  const key = useRef(crypto.randomUUID())
  const heading = useRef<HTMLHeadingElement>(null)
  const done = reorder.data

  useEffect(() => {
    if (done) heading.current?.focus()
  }, [done])

  if (!area.actions.reorder) return null
  const refused = done ? done.lines.filter((l) => !l.ok).length : 0

  return (
    <Stack gap="sm" data-testid="reorder">
      <div>
        <BusyButton
          busy={reorder.isPending}
          variant="light"
          onClick={() =>
            reorder.mutate(
              { orderId: order.id, key: key.current },
              { onSuccess: () => (key.current = crypto.randomUUID()) },
            )
          }
          data-testid="order-action-reorder"
        >
          {t('orders.reorder.button')}
        </BusyButton>
        <Text fz="sm" c="dimmed" mt={4}>
          {t('orders.reorder.hint')}
        </Text>
      </div>
      {reorder.isError && (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(reorder.error, t)}
        </Alert>
      )}
      {done && (
        <Stack gap="sm" data-testid="reorder-result">
          <Title order={2} fz="h3" ref={heading} tabIndex={-1}>
            {t('orders.reorder.title')}
          </Title>
          <Alert color={refused > 0 ? 'yellow' : 'green'} role="status">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">
                {t('orders.reorder.summary', { count: done.lines.length - refused })}
                {refused > 0 && ` ${t('orders.reorder.summary_refused', { count: refused })}`}
              </Text>
              <Button variant="light" size="xs" onClick={() => emit('customer:open', { section: 'cart' })}>
                {t('orders.by_code.open_cart')}
              </Button>
            </Stack>
          </Alert>
          <LineOutcomes
            lines={done.lines}
            okLabel={t('orders.reorder.added')}
            withThen
            testId="reorder-lines"
          />
        </Stack>
      )}
    </Stack>
  )
}
