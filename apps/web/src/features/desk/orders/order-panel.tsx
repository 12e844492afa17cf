import { Alert, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { deskDate, deskMoney } from '../quotations/desk-format.ts'
import { fulfilmentQueryOptions } from './api.ts'
import { PaymentsTable, ShipmentsList } from './fulfilment-lists.tsx'
import { MarkPaidForm } from './mark-paid-form.tsx'
import { OrderActions } from './order-actions.tsx'
import { OrderFieldsForm } from './order-fields-form.tsx'
import { ShipmentForm } from './shipment-form.tsx'

/**
 * The desk's fulfilment panel of one order (issue 24 items 4, 5, 6), at the bottom of the order's page: what was paid
 * and shipped, the moves the server says are possible now (each confirmed), marking a bank transfer paid, recording a
 * shipment, and the fields staff own. It reads its own answer (GET desk/orders/{id}/fulfilment).
 */
export function OrderPanel({ order }: { order: { id: number } }) {
  const { t } = useTranslation()
  const lang = useLang()
  const query = useQuery(fulfilmentQueryOptions(order.id))
  if (query.isPending) return <PageLoader />
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(query.error, t)}
      </Alert>
    )
  const f = query.data
  const refundDue = f.refunds_due.reduce((sum, p) => sum + (p.received_amount ?? p.amount), 0)
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="order-panel-title"
      data-testid="order-panel"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="order-panel-title">
            {t('desk.orders.panel.title')}
          </Title>
          {/* A quotation being priced or waiting for approval has no amount to pay yet. */}
          {(f.payed || !(f.is_quotation && (f.status === 'NEW' || f.status === 'READY'))) && (
            <Badge variant="light" color={f.payed ? 'green' : 'yellow'} size="lg">
              {f.payed
                ? t('desk.orders.panel.paid_on', { date: deskDate(f.paid_at, lang) })
                : t('desk.orders.panel.unpaid', { amount: deskMoney(f.amount_due, lang) })}
            </Badge>
          )}
        </Group>
        {f.refunds_due.length > 0 && (
          <Alert color="orange" title={t('desk.orders.panel.refund_due')}>
            {t('desk.orders.panel.refund_due_text', { amount: deskMoney(refundDue, lang) })}
          </Alert>
        )}
        <OrderActions fulfilment={f} />
        <PaymentsTable payments={f.payments} />
        {f.actions.mark_paid && (
          <>
            <Divider />
            <MarkPaidForm fulfilment={f} />
          </>
        )}
        <ShipmentsList fulfilment={f} />
        {f.actions.ship && (
          <>
            <Divider />
            <ShipmentForm key={f.shipments.length} fulfilment={f} />
          </>
        )}
        {f.status === 'CONFIRMED' && !f.actions.ship && f.shipments.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('desk.orders.panel.all_shipped')}
          </Text>
        )}
        <Divider />
        <OrderFieldsForm fulfilment={f} />
      </Stack>
    </Paper>
  )
}
