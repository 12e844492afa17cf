import { Badge, Box, Text } from '@mantine/core'
import type { CartLine } from '@shop/domain/orders/cart-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useMoney, useSaving } from '../lib/money.ts'
import './cart.css'

/** A line to be quoted (-1) has no price in any total; null is a price the viewer may not see. */
export function isToBeQuoted(line: CartLine): boolean {
  return line.price === -1 || line.discounted_price === -1
}

/**
 * The unit prices of a line, list struck through beside the buyer's, the discount in words (spec 1 §3.3, issue 10
 * item 9), and the line's total; 'to be quoted' for a line priced -1. Nothing when prices are hidden.
 */
export function LinePrices({ line, compact = false }: { line: CartLine; compact?: boolean }) {
  const { t } = useTranslation()
  const money = useMoney()
  const saving = useSaving()
  if (line.price === null || line.discounted_price === null) return null
  if (isToBeQuoted(line)) {
    return (
      <Badge variant="light" color="yellow" c="dark.8" data-testid="line-to-be-quoted">
        {t('cart.line.to_be_quoted')}
      </Badge>
    )
  }
  const discounted = line.discounted_price
  const hasDiscount = discounted !== line.price
  if (compact) {
    return (
      <Text size="sm" fw={600} data-testid="line-total">
        {money(discounted * line.qty)}
      </Text>
    )
  }
  return (
    <Box className="cart-line-prices" data-testid="line-prices">
      <Text size="sm">
        <Text span fw={700} data-testid="line-unit-price">
          {money(discounted)}
        </Text>{' '}
        <Text span size="xs" c="dimmed">
          {t('cart.line.each')}
        </Text>
      </Text>
      {hasDiscount && (
        <Text size="xs" c="dimmed" td="line-through" data-testid="line-list-price">
          <span className="visually-hidden">{t('catalog.list_price')} </span>
          {money(line.price)}
        </Text>
      )}
      {line.discount_label && (
        <Text size="xs" fw={600} c="var(--mantine-color-green-light-color)" data-testid="line-discount">
          {line.discount_label}
          {hasDiscount && ` · ${saving((line.price - discounted) * line.qty)}`}
        </Text>
      )}
      <Text size="md" fw={700} mt={4} data-testid="line-total">
        <span className="visually-hidden">{t('cart.line.total')}: </span>
        {money(discounted * line.qty)}
      </Text>
    </Box>
  )
}

/** 'The price changed since you added it: it was …' (issue 10 item 6). */
export function PriceChangedNote({ line }: { line: CartLine }) {
  const { t } = useTranslation()
  const money = useMoney()
  const was = line.price_changed_from
  if (!was || line.discounted_price === null) return null
  return (
    <Text size="xs" c="var(--mantine-color-orange-light-color)" data-testid="price-changed">
      {t('cart.line.price_changed', { price: money(was.discounted_price) })}
    </Text>
  )
}
