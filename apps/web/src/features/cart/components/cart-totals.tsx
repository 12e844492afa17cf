import { Box, Stack, Text } from '@mantine/core'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoney, usePercent } from '../lib/money.ts'

function Row({
  label,
  value,
  strong = false,
  divided = false,
  testId,
}: {
  label: ReactNode
  value: ReactNode
  strong?: boolean
  /** A rule above the row: the net after the discounts and shipping. */
  divided?: boolean
  testId: string
}) {
  return (
    <Box
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 12,
        alignItems: 'baseline',
        ...(divided ? { borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 8 } : {}),
      }}
      data-testid={testId}
    >
      <Text component="dt" size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" m={0} size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Box>
  )
}

/** Shipping in words by the client's port (issue 10 item 7.7): free, carriage forward, ex works, or to be defined. */
function useShippingText(cart: Cart): string {
  const { t } = useTranslation()
  if (cart.shipping_price === null || cart.port === null) return t('cart.totals.shipping_tbd')
  return t(`cart.totals.shipping_${cart.port}`)
}

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
 * The totals panel (spec 2 §2.1) in the order of issue 10 item 7: list total, line discounts, web-order and promo
 * discounts, shipping, net, VAT with its rate and code, total with VAT; '+ lines to be quoted' when some are. With
 * prices hidden it says prices come with the quotation.
 */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation()
  const money = useMoney()
  const percent = usePercent()
  const shipping = useShippingText(cart)
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
  const minus = (cents: number) => `− ${money(cents)}`
  const lineDiscounts = (cart.total_price ?? 0) - (cart.total_discounted_price ?? 0)
  const promo = cart.applied_promo_code
  return (
    <Stack gap={6} data-testid="cart-totals">
      <Text size="xs" c="dimmed">
        {t('cart.totals.vat_excluded_note')}
      </Text>
      <Box component="dl" m={0} style={{ display: 'grid', gap: 6 }}>
        <Row label={t('cart.totals.list')} value={money(cart.total_price ?? 0)} testId="total-list" />
        {lineDiscounts > 0 && (
          <Row
            label={t('cart.totals.line_discounts')}
            value={minus(lineDiscounts)}
            testId="total-line-discounts"
          />
        )}
        {(cart.discount_weborder_value ?? 0) > 0 && (
          <Row
            label={t('cart.totals.weborder', { perc: percent(cart.discount_weborder_perc ?? 0) })}
            value={minus(cart.discount_weborder_value ?? 0)}
            testId="total-weborder"
          />
        )}
        {(cart.discount_promo_code_value ?? 0) > 0 && (
          <Row
            label={t('cart.totals.promo', {
              code: promo?.code ?? '',
              perc: percent(cart.discount_promo_code_perc ?? 0),
            })}
            value={minus(cart.discount_promo_code_value ?? 0)}
            testId="total-promo"
          />
        )}
        <Row
          label={t('cart.totals.shipping')}
          value={cart.shipping_price ? money(cart.shipping_price) : shipping}
          testId="total-shipping"
        />
        <Row
          label={t('cart.totals.net')}
          value={money(cart.order_final_price)}
          strong
          divided
          testId="total-net"
        />
        <Row
          label={
            <>
              {cart.custom_iva_code
                ? t('cart.totals.vat', { perc: percent(cart.iva_perc), code: cart.custom_iva_code })
                : t('cart.totals.vat_rate', { perc: percent(cart.iva_perc) })}
              {(cart.custom_iva_code === 'NI41' || cart.custom_iva_code === 'NI8') && (
                <Text span display="block" size="xs" c="dimmed">
                  {t(`cart.totals.vat_note_${cart.custom_iva_code}`)}
                </Text>
              )}
            </>
          }
          value={money(cart.iva_total ?? 0)}
          testId="total-vat"
        />

        <Row
          label={t('cart.totals.with_vat')}
          value={money(cart.order_final_price_iva ?? 0)}
          strong
          testId="total-with-vat"
        />
      </Box>
      {cart.tobe_quoted && (
        <Text size="sm" fw={600} ta="right" data-testid="total-to-be-quoted">
          {t('cart.totals.plus_to_be_quoted')}
        </Text>
      )}
      <CartNotes cart={cart} />
    </Stack>
  )
}
