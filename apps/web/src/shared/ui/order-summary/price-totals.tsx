import { Box, Stack, Text } from '@mantine/core'
import { formatMoney, formatPercent } from '@shop/domain/catalog/money'
import type { PortKey } from '@shop/domain/orders/cart-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import type { ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n.ts'
import { useLang } from '../../lib/lang.ts'

/**
 * The priced totals a cart and an order answer alike (computeOrderTotals, the one total function, worked them out on
 * the server; the screen only prints them).
 */
export type PricedTotals = Pick<
  Order,
  | 'total_price'
  | 'total_discounted_price'
  | 'discount_weborder_value'
  | 'discount_weborder_perc'
  | 'discount_promo_code_value'
  | 'discount_promo_code_perc'
  | 'discount_promo_code_capped'
  | 'applied_promo_code'
  | 'shipping_price'
  | 'order_final_price'
  | 'custom_iva_code'
  | 'iva_perc'
  | 'iva_total'
  | 'order_final_price_iva'
  | 'tobe_quoted'
>

function Row({
  label,
  value,
  strong = false,
  divided = false,
  words = false,
  testId,
}: {
  label: ReactNode
  value: ReactNode
  strong?: boolean
  /** A rule above the row: the net after the discounts and shipping. */
  divided?: boolean
  /** The value is words that may wrap; an amount never does ('− 1.531,68 €' whole, never a lone '−'). */
  words?: boolean
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
      <Text component="dt" size="sm" fw={strong ? 700 : 400} style={{ minWidth: 0 }}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 500}
        ta="right"
        style={words ? { minWidth: 0, overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Box>
  )
}

/**
 * The totals panel (spec 2 §2.1) in the order of issue 10 item 7: list total, line discounts, web-order and promo
 * discounts, shipping (in words by the port: free, carriage forward, ex works, or to be defined), net, VAT with its
 * rate and code, total with VAT; '+ lines to be quoted' when some are. The cart's panel and every order's recap.
 */
export function PriceTotals({ totals, port }: { totals: PricedTotals; port: PortKey | null }) {
  const { t } = useTranslation()
  const lang = useLang()
  const money = (cents: number) => formatMoney(cents, lang)
  const percent = (perc: number) => formatPercent(perc, lang)
  const minus = (cents: number) => `− ${money(cents)}`
  const shipping =
    totals.shipping_price === null || port === null
      ? t('cart.totals.shipping_tbd')
      : t(`cart.totals.shipping_${port}`)
  const lineDiscounts = (totals.total_price ?? 0) - (totals.total_discounted_price ?? 0)
  const promo = totals.applied_promo_code
  return (
    <Stack gap={6} data-testid="price-totals">
      <Text size="xs" c="dimmed">
        {t('cart.totals.vat_excluded_note')}
      </Text>
      {/* One column no wider than the panel: a long shipping text wraps instead of pushing the amounts out. */}
      <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6 }}>
        <Row label={t('cart.totals.list')} value={money(totals.total_price ?? 0)} testId="total-list" />
        {lineDiscounts > 0 && (
          <Row
            label={t('cart.totals.line_discounts')}
            value={minus(lineDiscounts)}
            testId="total-line-discounts"
          />
        )}
        {(totals.discount_weborder_value ?? 0) > 0 && (
          <Row
            label={t('cart.totals.weborder', { perc: percent(totals.discount_weborder_perc ?? 0) })}
            value={minus(totals.discount_weborder_value ?? 0)}
            testId="total-weborder"
          />
        )}
        {(totals.discount_promo_code_value ?? 0) > 0 && (
          <Row
            label={
              <>
                {t('cart.totals.promo', {
                  code: promo?.code ?? '',
                  perc: percent(totals.discount_promo_code_perc ?? 0),
                })}
                {/* A line's limit_final_discount took part of it back: the value is less than the code's percent. */}
                {totals.discount_promo_code_capped && (
                  <Text span display="block" size="xs" c="dimmed" data-testid="total-promo-capped">
                    {t('cart.totals.promo_capped')}
                  </Text>
                )}
              </>
            }
            value={minus(totals.discount_promo_code_value ?? 0)}
            testId="total-promo"
          />
        )}
        <Row
          label={t('cart.totals.shipping')}
          value={totals.shipping_price ? money(totals.shipping_price) : shipping}
          words={!totals.shipping_price}
          testId="total-shipping"
        />
        <Row
          label={t('cart.totals.net')}
          value={money(totals.order_final_price ?? 0)}
          strong
          divided
          testId="total-net"
        />
        <Row
          label={
            <>
              {totals.custom_iva_code
                ? t('cart.totals.vat', { perc: percent(totals.iva_perc), code: totals.custom_iva_code })
                : t('cart.totals.vat_rate', { perc: percent(totals.iva_perc) })}
              {(totals.custom_iva_code === 'NI41' || totals.custom_iva_code === 'NI8') && (
                <Text span display="block" size="xs" c="dimmed">
                  {t(`cart.totals.vat_note_${totals.custom_iva_code}`)}
                </Text>
              )}
            </>
          }
          value={money(totals.iva_total ?? 0)}
          testId="total-vat"
        />
        <Row
          label={t('cart.totals.with_vat')}
          value={money(totals.order_final_price_iva ?? 0)}
          strong
          testId="total-with-vat"
        />
      </Box>
      {totals.tobe_quoted && (
        <Text size="sm" fw={600} ta="right" data-testid="total-to-be-quoted">
          {t('cart.totals.plus_to_be_quoted')}
        </Text>
      )}
    </Stack>
  )
}
