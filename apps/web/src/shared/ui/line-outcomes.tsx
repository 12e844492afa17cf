import { Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { formatMoney, TO_BE_QUOTED } from '@shop/domain/catalog/money'
import type { CartLineOutcome } from '@shop/domain/orders/quick-order-schemas'
import { useState } from 'react'
import { useTranslation } from '../lib/i18n.ts'
import { useLang } from '../lib/lang.ts'

/** A table this wide scrolls sideways on a phone, inside its own labelled region. */
const TABLE_MIN_WIDTH = 720

type Props = {
  lines: readonly CartLineOutcome[]
  /** What a good line is called: valid (a preview) or added (after the add or a reorder). */
  okLabel: string
  /** A reorder: the price paid then beside today's. */
  withThen?: boolean
  testId: string
}

/**
 * Lines put into the cart by code (the quick order, the reorder; issue 26 items 4 and 5), one row each: the code as
 * written and as read, the product with its choices, the quantity and reference, today's unit price (and the one paid
 * then), and the outcome: good, or the reason the line is refused, in words. Refused lines can be shown alone. On a
 * phone each line is a card, so the price and the outcome never hide beyond a sideways scroll.
 */
export function LineOutcomes({ lines, okLabel, withThen = false, testId }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const isPhone = useMediaQuery('(max-width: 48em)')
  const refused = lines.filter((l) => !l.ok).length
  const [only, setOnly] = useState<'all' | 'refused'>('all')
  const shown = only === 'refused' ? lines.filter((l) => !l.ok) : lines
  const money = (cents: number | null) =>
    cents === null ? '—' : cents === TO_BE_QUOTED ? t('cart.line.to_be_quoted') : formatMoney(cents, lang)
  const changed = (line: CartLineOutcome) =>
    withThen && line.ok && line.price_then !== null && line.price_then !== line.discounted_price

  const code = (line: CartLineOutcome) => (
    <>
      <Text ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {line.input || '—'}
      </Text>
      {line.configuration_code && line.configuration_code !== line.input && (
        <Text ff="monospace" fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line.configuration_code}
        </Text>
      )}
    </>
  )
  const product = (line: CartLineOutcome) => (
    <>
      <Text fz="sm">{line.name ?? '—'}</Text>
      {line.choices.map((choice) => (
        <Text key={choice} fz="xs" c="dimmed">
          {choice}
        </Text>
      ))}
    </>
  )
  const outcome = (line: CartLineOutcome) => (
    <>
      {line.ok ? (
        <Text fz="sm" fw={700}>
          <span aria-hidden="true">✓ </span>
          {okLabel}
        </Text>
      ) : (
        <Text fz="sm" c="red.9" data-testid="line-outcome-error">
          {line.error}
        </Text>
      )}
      {changed(line) && (
        <Text fz="xs" data-testid="line-outcome-changed">
          {t('orders.by_code.price_changed')}
        </Text>
      )}
      {line.notices.map((notice) => (
        <Text key={notice} fz="xs" c="dimmed">
          {notice}
        </Text>
      ))}
    </>
  )
  const priceNow = (line: CartLineOutcome) => (
    <Text component="span" fz="sm" fw={changed(line) ? 700 : undefined} data-testid="line-outcome-price">
      {money(line.discounted_price)}
    </Text>
  )

  return (
    <Stack gap="xs" data-testid={testId}>
      {refused > 0 && refused < lines.length && (
        <SegmentedControl
          aria-label={t('orders.by_code.show')}
          value={only}
          onChange={(value) => setOnly(value as 'all' | 'refused')}
          data={[
            { value: 'all', label: t('orders.by_code.show_all', { count: lines.length }) },
            { value: 'refused', label: t('orders.by_code.show_refused', { count: refused }) },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {isPhone ? (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('orders.by_code.lines')}
        >
          {shown.map((line) => (
            <Paper
              component="li"
              key={line.row}
              withBorder
              radius="md"
              p="sm"
              data-testid="line-outcome"
              data-ok={line.ok}
            >
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fz="xs" c="dimmed">
                      {t('orders.by_code.row')} {line.row}
                    </Text>
                    {code(line)}
                  </div>
                  <div style={{ textAlign: 'right', flexShrink: 0, maxWidth: '50%' }}>
                    {line.ok && outcome(line)}
                  </div>
                </Group>
                {line.name && <div>{product(line)}</div>}
                <Group gap="md" fz="sm">
                  <Text fz="sm">
                    {t('orders.by_code.qty')}: {line.qty}
                  </Text>
                  {line.client_product_ref && (
                    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t('orders.by_code.reference')}: {line.client_product_ref}
                    </Text>
                  )}
                  {withThen && (
                    <Text fz="sm">
                      {t('orders.by_code.price_then')}: {money(line.price_then)}
                    </Text>
                  )}
                  {line.ok && (
                    <Text fz="sm">
                      {t('orders.by_code.price_now')}: {priceNow(line)}
                    </Text>
                  )}
                </Group>
                {!line.ok && <div>{outcome(line)}</div>}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer
          type="native"
          minWidth={TABLE_MIN_WIDTH}
          tabIndex={0}
          role="region"
          aria-label={t('orders.by_code.lines')}
        >
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('orders.by_code.row')}</Table.Th>
                <Table.Th scope="col">{t('orders.by_code.code')}</Table.Th>
                <Table.Th scope="col">{t('orders.by_code.product')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('orders.by_code.qty')}
                </Table.Th>
                <Table.Th scope="col">{t('orders.by_code.reference')}</Table.Th>
                {withThen && (
                  <Table.Th scope="col" ta="right">
                    {t('orders.by_code.price_then')}
                  </Table.Th>
                )}
                <Table.Th scope="col" ta="right">
                  {t('orders.by_code.price_now')}
                </Table.Th>
                <Table.Th scope="col">{t('orders.by_code.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((line) => (
                <Table.Tr key={line.row} data-testid="line-outcome" data-ok={line.ok}>
                  <Table.Td>{line.row}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{code(line)}</Table.Td>
                  <Table.Td>{product(line)}</Table.Td>
                  <Table.Td ta="right">{line.qty}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.client_product_ref || '—'}</Table.Td>
                  {withThen && (
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {money(line.price_then)}
                    </Table.Td>
                  )}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {priceNow(line)}
                  </Table.Td>
                  <Table.Td miw={180}>{outcome(line)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
