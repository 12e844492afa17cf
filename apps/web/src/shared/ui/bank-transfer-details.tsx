import { Button, CopyButton, DataList, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { formatMoney } from '@shop/domain/catalog/money'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { BANK_TRANSFER_CANCEL_DAYS, BANK_TRANSFER_CREDIT_DAYS } from '@shop/domain/payments/schemas'
import { useId, useState } from 'react'
import { isoToDisplay } from '../lib/dates.ts'
import { useTranslation } from '../lib/i18n.ts'
import { useLang } from '../lib/lang.ts'

function plainAmount(cents: number, lang: string): string {
  return new Intl.NumberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100)
}

type Props = {
  /** An order to pay by bank transfer in advance (PM5) and not yet paid: `bank_transfer` is filled. */
  order: Pick<Order, 'order_ref' | 'order_final_price_iva' | 'bank_transfer' | 'bank_transfer_cancel_on'>
  /** The heading's level where the panel is placed. */
  headingOrder?: 2 | 3
}

/**
 * Where to send a bank transfer in advance (spec 2 §9; issue 12): the amount, the beneficiary's account and the
 * reference to quote, each copyable, how long the transfer takes to be credited and the day an unpaid order is
 * cancelled (issue 23 item 5).
 */
export function BankTransferDetails({ order, headingOrder = 2 }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const headingId = useId()
  // Said once for whichever value was copied last: the button's own text changes too, but not every reader says it.
  const [copied, setCopied] = useState('')
  const bank = order.bank_transfer
  if (!bank) return null
  const rows: { label: string; value: string; copy: string }[] = [
    ...(order.order_final_price_iva !== null
      ? [
          {
            label: t('checkout.bank.amount'),
            value: formatMoney(order.order_final_price_iva, lang),
            // Pasted into a bank's amount field: the bare number as the buyer's language writes it (1234,56).
            copy: plainAmount(order.order_final_price_iva, lang),
          },
        ]
      : []),
    { label: t('checkout.bank.beneficiary'), value: bank.beneficiary, copy: bank.beneficiary },
    { label: t('checkout.bank.iban'), value: bank.iban, copy: bank.iban.replace(/\s+/g, '') },
    { label: t('checkout.bank.bic'), value: bank.bic, copy: bank.bic },
    { label: t('checkout.bank.bank'), value: bank.bank, copy: bank.bank },
    { label: t('checkout.bank.reference'), value: order.order_ref, copy: order.order_ref },
  ]
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="blue.0"
      component="section"
      aria-labelledby={headingId}
      data-testid="bank-transfer-details"
    >
      <Stack gap="sm">
        <Title order={headingOrder} size="h4" id={headingId}>
          {t('checkout.bank.title', { ref: order.order_ref })}
        </Title>
        <Text size="sm">{t('checkout.bank.intro')}</Text>
        <DataList labelWidth={140} gap="xs">
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {row.value}
                  </Text>
                  <CopyButton value={row.copy} timeout={2000}>
                    {({ copied: justCopied, copy }) => (
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        // Beside a value that wraps: at phone width the row must not squeeze the label to 'Copi'.
                        style={{ flexShrink: 0 }}
                        onClick={() => {
                          copy()
                          setCopied(row.label)
                        }}
                        aria-label={t('checkout.bank.copy_field', { field: row.label })}
                      >
                        {justCopied ? t('checkout.bank.copied') : t('checkout.bank.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
        <VisuallyHidden role="status">
          {copied ? t('checkout.bank.copied_field', { field: copied }) : ''}
        </VisuallyHidden>
        <Text size="sm">{t('checkout.bank.credit_time', { days: BANK_TRANSFER_CREDIT_DAYS })}</Text>
        {/* Staff may accept an order before its money comes: an accepted one is never cancelled for it. */}
        {order.bank_transfer_cancel_on && (
          <Text size="sm" fw={600} data-testid="bank-transfer-cancel-on">
            {t('checkout.bank.cancel_on', {
              date: isoToDisplay(order.bank_transfer_cancel_on),
              days: BANK_TRANSFER_CANCEL_DAYS,
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
