import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { PendingRequest } from '@shop/domain/orders/order-request-schemas'
import { useId } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useMoney } from '../lib/money.ts'

/**
 * The buyer's order request not sent yet (issue 23 item 2), where the cart shows: in the cart modal, the flying cart
 * and the checkout's cart step. 'Riprendi' goes back to its shipping step, where 'Modifica il carrello' takes it
 * back into the cart. `compact` leaves out the sentence (the flying cart).
 */
export function PendingRequestNotice({
  pending,
  compact = false,
  onNavigate,
}: {
  pending: PendingRequest
  compact?: boolean
  /** Called as 'Riprendi' navigates: the modal and the flying cart close. */
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const money = useMoney()
  const headingId = useId()
  const ref = pending.order_ref
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={compact ? 'sm' : 'md'}
      style={{ borderLeft: '4px solid var(--mantine-color-orange-6)' }}
      data-testid="pending-request"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 14rem' }}>
          <Title order={3} size="h5" id={headingId}>
            {t('orders.badge.not_sent')} · <span style={{ whiteSpace: 'nowrap' }}>{ref}</span>
          </Title>
          {!compact && <Text size="sm">{t('cart.pending.text', { count: pending.total_qty })}</Text>}
          {pending.order_final_price_iva !== null && (
            <Text size="sm" fw={600}>
              {t('cart.pending.total', { amount: money(pending.order_final_price_iva) })}
            </Text>
          )}
        </Stack>
        <Button
          component={Link}
          to={`/${lang}/checkout?order=${pending.id}`}
          onClick={onNavigate}
          aria-label={t('cart.pending.resume_label', { ref })}
        >
          {t('cart.pending.resume')}
        </Button>
      </Group>
    </Paper>
  )
}
