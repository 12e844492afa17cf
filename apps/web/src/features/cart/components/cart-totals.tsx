import { Stack, Text } from '@mantine/core'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { PriceTotals } from '../../../shared/ui/order-summary/price-totals.tsx'

/** The lead time and 'prices excluding VAT', shown whether or not there are prices. */
export function CartNotes({ cart }: { cart: Cart }) {
  const { t } = useTranslation()
  return (
    <Text size="xs" c="dimmed" data-testid="cart-lead-time">
      {t('cart.totals.lead_time', { days: cart.lead_time_days })}
    </Text>
  )
}

/**
 * The cart's totals panel (spec 2 §2.1): the priced totals every order's recap shows too, and the lead time; with
 * prices hidden it says prices come with the quotation.
 */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation()
  if (!cart.permissions.show_prices || cart.order_final_price === null) {
    return (
      <Stack gap="xs" data-testid="cart-totals">
        <Text size="sm" data-testid="prices-in-quotation">
          {t('cart.totals.prices_in_quotation')}
        </Text>
        <CartNotes cart={cart} />
      </Stack>
    )
  }
  return (
    <Stack gap={6} data-testid="cart-totals">
      <PriceTotals totals={cart} port={cart.port} />
      <CartNotes cart={cart} />
    </Stack>
  )
}
