import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { formatMoney } from '@shop/domain/catalog/money'
import type { AreaOrderItem } from '@shop/domain/orders/area-schemas'
import { useId } from 'react'
import { Link } from 'react-router'
import { areaPath } from '../../../shared/lib/area-routes.ts'
import { romeDayToDisplay } from '../../../shared/lib/dates.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { orderPath } from '../../../shared/lib/orders.ts'
import { OrderBadgeTag } from '../../../shared/ui/order-badge.tsx'

/** How many of the newest a card shows; the list holds them all. */
const CARD_SIZE = 5

const TEXTS = {
  quotations: {
    title: 'area.dashboard.quotations',
    none: 'area.dashboard.no_quotations',
    all: 'area.dashboard.all_quotations',
  },
  orders: {
    title: 'area.dashboard.orders',
    none: 'area.dashboard.no_orders',
    all: 'area.dashboard.all_orders',
  },
} as const

/**
 * A card of the dashboard (spec 3 §2): the newest active quotations or orders, each with its number (to its detail),
 * date, the customer's reference, badge and total excluding VAT; a link to the whole list.
 */
export function OrdersCard({ kind, items }: { kind: 'quotations' | 'orders'; items: AreaOrderItem[] }) {
  const { t } = useTranslation()
  const lang = useLang()
  const headingId = useId()
  const texts = TEXTS[kind]
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={`dashboard-${kind}`}
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={headingId}>
          {t(texts.title)}
        </Title>
        {items.length === 0 ? (
          <Text size="sm">{t(texts.none)}</Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {items.slice(0, CARD_SIZE).map((item) => (
              <Group
                component="li"
                key={item.id}
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={orderPath(lang, item)} fw={600}>
                    {item.order_ref}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[
                      romeDayToDisplay(item.cart_submitted_at ?? item.created_at),
                      item.quotation_reference || item.reference_client_code,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <OrderBadgeTag badge={item.badge} />
                  {item.order_final_price !== null && !item.tobe_quoted && (
                    <Text size="sm" fw={600}>
                      {formatMoney(item.order_final_price, lang)}
                    </Text>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to={areaPath(lang, kind)} size="sm" mt="auto">
          {t(texts.all)}
        </Anchor>
      </Stack>
    </Paper>
  )
}
