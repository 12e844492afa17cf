import { Anchor, Badge, Box, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Address } from '@shop/domain/accounts/address'
import { addressLines } from '@shop/domain/accounts/address-text'
import { formatMoney } from '@shop/domain/catalog/money'
import type { CartLine } from '@shop/domain/orders/cart-schemas'
import { CARRIER_IDS, PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isoToDisplay, romeDayToDisplay } from '../../lib/dates.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useLang } from '../../lib/lang.ts'
import { carriersQuery, countriesQuery, lookupText, paymentModesQuery } from '../../lib/lookups.ts'
import { SectionCard } from '../section-card.tsx'
import { PriceTotals } from './price-totals.tsx'

type Props = {
  /** An order or quotation as POST user/getOrderDetail answers it. */
  order: Order
  /** The level of the sections' headings: 3 under a step's heading, 2 on a page whose h1 is the order. */
  headingLevel?: 2 | 3
  /** Beside the delivery heading (the checkout's step 3: its way back to shipping). */
  deliveryAction?: ReactNode
  /** The payment mode under delivery: the order pages show it; step 3 chooses it below the recap instead. */
  showPaymentMode?: boolean
  /** The lines section's content instead of the compact rows: the order's page shows each line in detail. */
  lines?: ReactNode
}

/**
 * What is being bought and for whom (issue 23 item 5), read-only, from the order answer alone: the order's number,
 * date and the buyer's references with the attached PDF; who is billed; where it goes, by which carrier and when; the
 * lines with their codes, quantities and prices ('to be quoted' where there is none); and the totals the server's one
 * total function gave. The checkout's last step shows it before paying; the order and quotation pages show it after.
 */
export function OrderSummary({
  order,
  headingLevel = 3,
  deliveryAction,
  showPaymentMode = false,
  lines,
}: Props) {
  const { t } = useTranslation()
  const countries = useQuery(countriesQuery())
  const countryName = (address: Address) =>
    countries.data?.find((c) => c.zone_code === address.esaedro_zone_code)?.short_name
  const priced = order.order_final_price !== null
  return (
    <Stack gap="md" data-testid="order-summary">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <References order={order} level={headingLevel} />
        <Billing order={order} level={headingLevel} countryName={countryName} />
        <Delivery
          order={order}
          level={headingLevel}
          countryName={countryName}
          action={deliveryAction}
          showPaymentMode={showPaymentMode}
        />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: priced ? 8 : 12 }}>
          <Lines order={order} level={headingLevel}>
            {lines}
          </Lines>
        </Grid.Col>
        {priced && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SectionCard
              gap="xs"
              testId="order-summary-totals"
              level={headingLevel}
              title={t('order_summary.totals')}
            >
              <PriceTotals totals={order} port={order.port_key} />
            </SectionCard>
          </Grid.Col>
        )}
      </Grid>
      <Text size="xs" c="dimmed">
        {t('cart.totals.lead_time', { days: order.lead_time_days })}
      </Text>
    </Stack>
  )
}

/** Label and value pairs as a description list; a value left empty is not shown. */
function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  const { t } = useTranslation()
  const shown = items.filter(([, value]) => value !== '' && value !== null && value !== undefined)
  if (shown.length === 0) return null
  return (
    <Box component="dl" m={0} style={{ display: 'grid', gap: 4 }}>
      {shown.map(([label, value]) => (
        <Box key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {t(label)}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  )
}

function AddressText({ address, countryName }: { address: Address; countryName: string | undefined }) {
  return (
    <Stack gap={0}>
      {addressLines(address, countryName).map((line) => (
        <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  )
}

function References({ order, level }: { order: Order; level: 2 | 3 }) {
  const { t } = useTranslation()
  const attachment = order.documents.find((d) => d.line_id === null)
  const clientDate = order.attrib.reference_client_date
  return (
    <SectionCard
      gap="xs"
      testId="order-summary-references"
      level={level}
      title={t(order.is_quotation ? 'order_summary.quotation' : 'order_summary.order')}
    >
      <Facts
        items={[
          ['order_summary.number', order.order_ref],
          ['order_summary.date', romeDayToDisplay(order.cart_submitted_at ?? order.created_at)],
          ['checkout.shipping.reference', order.reference_client_code],
          ['checkout.shipping.reference_date', clientDate ? isoToDisplay(clientDate) : ''],
          ['cart.reference.quotation', order.quotation_reference],
          [
            'checkout.shipping.attachment',
            attachment && (
              <Anchor
                href={attachment.view_url}
                target="_blank"
                size="sm"
                data-testid="order-summary-attachment"
              >
                {attachment.name}
              </Anchor>
            ),
          ],
        ]}
      />
    </SectionCard>
  )
}

function Billing({
  order,
  level,
  countryName,
}: {
  order: Order
  level: 2 | 3
  countryName: (address: Address) => string | undefined
}) {
  const { t } = useTranslation()
  const billing = order.billing
  return (
    <SectionCard gap="xs" testId="order-summary-billing" level={level} title={t('order_summary.billing')}>
      {billing ? (
        <>
          <Facts
            items={[
              ['order_summary.company', billing.ragione],
              ['checkout.address.piva', billing.piva],
              ['checkout.address.codice_fiscale', billing.codice_fiscale],
              ['order_summary.sdi_code', billing.sdi_code],
              ['order_summary.client_code', billing.cli_for_code],
            ]}
          />
          {billing.address ? (
            <AddressText address={billing.address} countryName={countryName(billing.address)} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('order_summary.no_billing_address')}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('order_summary.no_client')}
        </Text>
      )}
    </SectionCard>
  )
}

function Delivery({
  order,
  level,
  countryName,
  action,
  showPaymentMode,
}: {
  order: Order
  level: 2 | 3
  countryName: (address: Address) => string | undefined
  action: ReactNode
  showPaymentMode: boolean
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const carriers = useQuery(carriersQuery(lang))
  const modes = useQuery({ ...paymentModesQuery(lang), enabled: showPaymentMode })
  const address = order.shipment_address
  const desired = order.attrib.desired_shipping_date
  const carrier =
    order.carrier_id === null
      ? ''
      : [
          lookupText(carriers.data, order.carrier_id),
          order.carrier_id === CARRIER_IDS.ownCourier && order.custom_carrier,
        ]
          .filter(Boolean)
          .join(' — ')
  const mode = order.payment_mode_id
  return (
    <SectionCard
      gap="xs"
      testId="order-summary-delivery"
      level={level}
      title={t('order_summary.delivery')}
      action={action}
    >
      {address ? (
        <AddressText address={address} countryName={countryName(address)} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('order_summary.no_shipment_address')}
        </Text>
      )}
      <Facts
        items={[
          ['checkout.shipping.carrier', carrier],
          ['checkout.shipping.desired_date', desired ? isoToDisplay(desired) : ''],
          [
            'checkout.payment.mode',
            showPaymentMode && mode !== null
              ? mode === PAYMENT_MODE_IDS.toBeAgreed
                ? t('checkout.payment.to_be_agreed')
                : lookupText(modes.data, mode)
              : '',
          ],
        ]}
      />
    </SectionCard>
  )
}

function Lines({ order, level, children }: { order: Order; level: 2 | 3; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <SectionCard gap="xs" testId="order-summary-lines" level={level} title={t('order_summary.lines')}>
      {children ?? (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {order.lines.map((line, index) => (
            <LineRow key={line.id} line={line} divided={index > 0} />
          ))}
        </Stack>
      )}
    </SectionCard>
  )
}

/** A line: name, configuration code, datasheets; quantity, unit price and the line's value, or 'to be quoted'. */
function LineRow({ line, divided }: { line: CartLine; divided: boolean }) {
  const { t } = useTranslation()
  const lang = useLang()
  const money = (cents: number) => formatMoney(cents, lang)
  const toBeQuoted = line.price === -1 || line.discounted_price === -1
  const unit = line.discounted_price
  return (
    <Box
      component="li"
      py="xs"
      style={divided ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
      data-testid="order-summary-line"
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text size="sm" fw={700}>
            {line.product.name}
          </Text>
          <Text
            size="sm"
            ff="monospace"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="order-summary-code"
          >
            <span className="visually-hidden">{t('cart.line.code')}: </span>
            {line.product_configuration.configuration_code}
          </Text>
          {line.documents.map((d) => (
            <Text key={d.id} size="xs">
              {t('cart.documents.datasheet')}{' '}
              <Anchor href={d.view_url} target="_blank" inherit>
                {d.name}
              </Anchor>
            </Text>
          ))}
        </Stack>
        {/* Beside the name, or on a row of its own on a phone: at the right either way. */}
        <Stack
          gap={2}
          align="flex-end"
          style={{ flex: '0 0 auto', marginInlineStart: 'auto', textAlign: 'right' }}
        >
          <Text size="sm">{t('cart.line.qty_short', { qty: line.qty })}</Text>
          {toBeQuoted ? (
            <Badge variant="light" color="yellow" c="dark.8" data-testid="order-summary-to-be-quoted">
              {t('cart.line.to_be_quoted')}
            </Badge>
          ) : (
            unit !== null && (
              <>
                <Text size="xs" c="dimmed">
                  {money(unit)} {t('cart.line.each')}
                  {line.discount_label ? ` · ${line.discount_label}` : ''}
                </Text>
                <Text size="sm" fw={700} data-testid="order-summary-line-total">
                  <span className="visually-hidden">{t('cart.line.total')}: </span>
                  {money(unit * line.qty)}
                </Text>
              </>
            )
          )}
        </Stack>
      </Group>
    </Box>
  )
}
