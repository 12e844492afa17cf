import { Badge, Box, Group, Stack, Text } from '@mantine/core'
import { formatMoney } from '@shop/domain/catalog/money'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import type { CartLine } from '@shop/domain/orders/cart-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { ProductPicture } from '../../../shared/ui/product-picture.tsx'

type Props = { order: Order; area: Pick<OrderArea, 'hide_discounts' | 'line_totals'> }

/** A price of a line: its label key, the amount as shown and the test id. */
type Fact = [label: string, value: string, testId: string]

/**
 * The detail's lines (spec 3 §2): picture, name, configuration code and the base model's certifications; the
 * quantity; the base (list) price, the discount, the discounted price, what the discounts took off the line and the
 * line's total. `hide_discounts` (the desk's choice) leaves only the price paid; a buyer who may not see prices sees
 * none; a line still to be quoted says so.
 */
export function OrderLines({ order, area }: Props) {
  const totals = new Map(area.line_totals.map((l) => [l.id, l]))
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} data-testid="order-lines">
      {order.lines.map((line, index) => (
        <LineItem
          key={line.id}
          line={line}
          divided={index > 0}
          hideDiscounts={area.hide_discounts}
          discountTotal={totals.get(line.id)?.discount_total ?? null}
        />
      ))}
    </Stack>
  )
}

function LineItem({
  line,
  divided,
  hideDiscounts,
  discountTotal,
}: {
  line: CartLine
  divided: boolean
  hideDiscounts: boolean
  discountTotal: number | null
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const money = (cents: number) => formatMoney(cents, lang)
  const toBeQuoted = line.price === -1 || line.discounted_price === -1
  const certifications = line.product_configuration.base_model?.certification_markings ?? []
  const priced = !toBeQuoted && line.price !== null && line.discounted_price !== null
  const facts: (Fact | false)[] = priced
    ? [
        !hideDiscounts && ['orders.lines.base_price', money(line.price ?? 0), 'line-base-price'],
        !hideDiscounts && ['orders.lines.discount', line.discount_label || '—', 'line-discount'],
        ['orders.lines.unit_price', money(line.discounted_price ?? 0), 'line-unit-price'],
        !hideDiscounts &&
          discountTotal !== null && [
            'orders.lines.discount_total',
            money(discountTotal),
            'line-discount-total',
          ],
        line.line_final_price !== null && ['orders.lines.total', money(line.line_final_price), 'line-total'],
      ]
    : []
  const prices = facts.filter((f): f is Fact => f !== false)
  return (
    <Box
      component="li"
      py="sm"
      style={divided ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
      data-testid="order-line"
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <ProductPicture image={line.product.image} size={64} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={700}>
            {line.product.name}
          </Text>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="order-line-code">
            <span className="visually-hidden">{t('cart.line.code')}: </span>
            {line.product_configuration.configuration_code}
          </Text>
          {certifications.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="order-line-certifications">
              {t('orders.lines.certifications', { list: certifications.join(', ') })}
            </Text>
          )}
          <Text size="sm">{t('cart.line.qty_short', { qty: line.qty })}</Text>
          {toBeQuoted ? (
            <Badge variant="light" color="yellow" c="dark.8" w="fit-content">
              {t('cart.line.to_be_quoted')}
            </Badge>
          ) : (
            prices.length > 0 && (
              <Box
                component="dl"
                m={0}
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
                  gap: 8,
                }}
              >
                {prices.map(([label, value, testId]) => (
                  <Box key={label} data-testid={testId}>
                    <Text component="dt" size="xs" c="dimmed">
                      {t(label)}
                    </Text>
                    <Text component="dd" m={0} size="sm" fw={label === 'orders.lines.total' ? 700 : 500}>
                      {value}
                    </Text>
                  </Box>
                ))}
              </Box>
            )
          )}
        </Stack>
      </Group>
    </Box>
  )
}
