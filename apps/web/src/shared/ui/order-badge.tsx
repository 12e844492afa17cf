import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core'
import type { OrderBadge } from '@shop/domain/orders/badges'
import { useTranslation } from '../lib/i18n.ts'

/** The badge's colour: waiting on the buyer orange, on the shop blue, done green, over grey or red. */
const BADGE_COLORS: Record<OrderBadge, string> = {
  'orders.badge.not_sent': 'orange',
  'orders.badge.to_approve': 'orange',
  'orders.badge.in_preparation': 'blue',
  'orders.badge.awaiting_acceptance': 'blue',
  'orders.badge.approved': 'green',
  'orders.badge.closed': 'gray',
  'orders.badge.refused': 'red',
  'orders.badge.cancelled': 'red',
  'orders.badge.quotation_expired': 'red',
}

/**
 * The text on the light tint, 4.5:1 at least: the palette's darkest shade, except orange and green, whose shade 9
 * stays under 4 (theme.ts darkens their light-variant colour instead).
 */
const textColor = (color: string) =>
  color === 'orange' || color === 'green' ? `var(--mantine-color-${color}-light-color)` : `${color}.9`

/**
 * An order's or a quotation's status badge (spec 3 §4; the key from orderBadge): the dashboard's cards, the lists and
 * the detail wear the same one.
 */
export function OrderBadgeTag({ badge, ...props }: { badge: OrderBadge } & BadgeProps) {
  const { t } = useTranslation()
  const color = BADGE_COLORS[badge]
  return (
    <Badge variant="light" color={color} c={textColor(color)} {...props}>
      <VisuallyHidden>{t('orders.detail.status')}: </VisuallyHidden>
      {t(badge)}
    </Badge>
  )
}
