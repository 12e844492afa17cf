import { Box, Group, Stack, Text } from '@mantine/core'
import type { Cart, CartLine } from '@shop/domain/orders/cart-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { ProductPicture } from '../../../shared/ui/product-picture.tsx'
import { CartLineItem } from './cart-line.tsx'
import { LinePrices } from './line-prices.tsx'

/** The cart list modes of spec 1 §4.5. */
export type CartListMode = 'large' | 'sidebar' | 'flying_cart'

/** One line in few words: the sidebar's and the flying cart's. */
export function LineSummary({ line, highlighted = false }: { line: CartLine; highlighted?: boolean }) {
  const { t } = useTranslation()
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      p={6}
      bg={highlighted ? 'blue.0' : undefined}
      style={{ borderRadius: 6 }}
      data-testid="cart-line-summary"
    >
      <ProductPicture image={line.product.image} size={44} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {line.product.name}
        </Text>
        <Text size="xs" ff="monospace" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
          {line.product_configuration.configuration_code}
        </Text>
        <Text size="xs" c="dimmed">
          {t('cart.line.qty_short', { qty: line.qty })}
        </Text>
      </Stack>
      <LinePrices line={line} compact />
    </Group>
  )
}

/** A list of cart lines in one of the modes; the flying cart puts the line just added first. */
export function CartList({
  cart,
  mode,
  highlightLineId,
  limit,
}: {
  cart: Cart
  mode: CartListMode
  highlightLineId?: number
  limit?: number
}) {
  const { t } = useTranslation()
  if (mode === 'large') {
    return (
      <Stack
        component="ul"
        gap="sm"
        m={0}
        p={0}
        aria-label={t('cart.lines_label')}
        data-testid="cart-list-large"
      >
        {cart.lines.map((line) => (
          <CartLineItem key={line.id} line={line} cart={cart} />
        ))}
      </Stack>
    )
  }
  const ordered =
    highlightLineId === undefined
      ? cart.lines
      : [
          ...cart.lines.filter((l) => l.id === highlightLineId),
          ...cart.lines.filter((l) => l.id !== highlightLineId),
        ]
  const shown = limit === undefined ? ordered : ordered.slice(0, limit)
  const more = ordered.length - shown.length
  return (
    <Box>
      <Stack
        component="ul"
        gap={4}
        m={0}
        p={0}
        aria-label={t('cart.lines_label')}
        data-testid={`cart-list-${mode}`}
      >
        {shown.map((line) => (
          <LineSummary key={line.id} line={line} highlighted={line.id === highlightLineId} />
        ))}
      </Stack>
      {more > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('cart.more_lines', { count: more })}
        </Text>
      )}
    </Box>
  )
}
