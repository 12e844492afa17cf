import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core'
import { formatMoney } from '@shop/domain/catalog/money'
import type { AreaOrderItem } from '@shop/domain/orders/area-schemas'
import { Link } from 'react-router'
import { romeDayToDisplay } from '../../../shared/lib/dates.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { OrderBadgeTag } from '../../../shared/ui/order-badge.tsx'

/**
 * Orders or quotations of a list (spec 3 §2): each with its number (the link to its page), the buyer's references,
 * the day it was sent, its badge and its total excluding VAT (spec 3 §1), or 'to be quoted' while the desk has not
 * priced it. A list of rows rather than a table, so a phone shows every item whole without scrolling sideways.
 */
export function OrderList({
  items,
  list,
  emptyText,
}: {
  items: AreaOrderItem[]
  /** The list shown: its items open under its address (an approved quotation is an order: /orders/{id}). */
  list: 'orders' | 'quotations'
  emptyText: string
}) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="order-list-empty">
        {emptyText}
      </Text>
    )
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="order-list">
      {items.map((item) => (
        <OrderListItem key={item.id} item={item} list={list} />
      ))}
    </Stack>
  )
}

function OrderListItem({ item, list }: { item: AreaOrderItem; list: 'orders' | 'quotations' }) {
  const { t } = useTranslation()
  const lang = useLang()
  const references = [item.quotation_reference, item.reference_client_code].filter(Boolean).join(' · ')
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="order-list-item">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs" align="center">
            <Anchor component={Link} to={`/${lang}/user/${list}/${item.id}`} fw={700}>
              {t(item.is_quotation ? 'orders.detail.quotation_title' : 'orders.detail.order_title', {
                ref: item.order_ref,
              })}
            </Anchor>
            <OrderBadgeTag badge={item.badge} data-testid="order-list-badge" />
          </Group>
          {references && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {references}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('orders.list.sent_on', { date: romeDayToDisplay(item.cart_submitted_at ?? item.created_at) })}
          </Text>
        </Stack>
        <Box ta="right" style={{ marginInlineStart: 'auto' }}>
          <Total item={item} />
        </Box>
      </Group>
    </Paper>
  )
}

/** The total excluding VAT; nothing where prices are hidden from the buyer. */
function Total({ item }: { item: AreaOrderItem }) {
  const { t } = useTranslation()
  const lang = useLang()
  if (item.order_final_price === null) return null
  return (
    <>
      <Text size="xs" c="dimmed">
        {t('orders.list.total_excl_vat')}
      </Text>
      <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="order-list-total">
        {formatMoney(item.order_final_price, lang)}
      </Text>
      {item.tobe_quoted && <Text size="xs">{t('cart.totals.plus_to_be_quoted')}</Text>}
    </>
  )
}
