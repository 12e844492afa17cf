import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core'
import type { DeskFulfilment } from '@shop/domain/desk/order-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { deskDate, deskDay, deskMoney } from '../quotations/desk-format.ts'
import { DeskTableScroll } from '../shell/desk-table-scroll.tsx'
import { lineName } from './panel-form.tsx'

const PAYMENT_COLORS: Record<string, string> = {
  paid: 'green',
  refund_due: 'orange',
  refunded: 'gray',
  open: 'blue',
}

/** Every payment attempt of the order: status, method, provider and its reference, amount, dates and staff note. */
export function PaymentsTable({ payments }: { payments: DeskFulfilment['payments'] }) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('desk.orders.payments.title')}
      </Title>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('desk.orders.payments.none')}
        </Text>
      ) : (
        <DeskTableScroll minWidth={640} label={t('desk.orders.payments.title')}>
          <Table verticalSpacing="xs" data-testid="payments-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('desk.orders.payments.status')}</Table.Th>
                <Table.Th>{t('desk.orders.payments.method')}</Table.Th>
                <Table.Th>{t('desk.orders.payments.reference')}</Table.Th>
                <Table.Th>{t('desk.orders.payments.amount')}</Table.Th>
                <Table.Th>{t('desk.orders.payments.dates')}</Table.Th>
                <Table.Th>{t('desk.orders.payments.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Badge variant="light" color={PAYMENT_COLORS[p.status] ?? 'gray'}>
                      {t(`desk.orders.payment_status.${p.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {t(`desk.orders.payment_method.${p.method}`)} · {p.provider}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {p.external_id ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{deskMoney(p.amount, lang)}</Table.Td>
                  <Table.Td>
                    {deskDate(p.created_at, lang)}
                    {p.paid_at &&
                      ` · ${t('desk.orders.payments.paid_on', { date: deskDate(p.paid_at, lang) })}`}
                    {p.refunded_at &&
                      ` · ${t('desk.orders.payments.refunded_on', { date: deskDate(p.refunded_at, lang) })}`}
                  </Table.Td>
                  <Table.Td>{p.note || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </DeskTableScroll>
      )}
    </Stack>
  )
}

/** The shipments so far: the document date, each package with its carrier, tracking link and what it carries. */
export function ShipmentsList({ fulfilment }: { fulfilment: DeskFulfilment }) {
  const { t } = useTranslation()
  const lang = useLang()
  if (fulfilment.shipments.length === 0) return null
  return (
    <Stack gap="xs" data-testid="shipments">
      <Title order={3} size="h5">
        {t('desk.orders.shipments.title')}
      </Title>
      {fulfilment.shipments.map((s) => (
        <Stack key={s.id} gap={4}>
          <Text size="sm" fw={600}>
            {t('desk.orders.shipments.doc', { date: deskDay(s.shipping_doc_date, lang) })}
            {s.note && ` · ${s.note}`}
          </Text>
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {s.packages.map((p, i) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{t('desk.orders.ship.package', { n: i + 1 })}</Table.Td>
                  <Table.Td>
                    {p.carrier === 'other' ? t('desk.orders.ship.other_carrier') : p.carrier_name}
                  </Table.Td>
                  <Table.Td>
                    {p.tracking_url ? (
                      <Anchor href={p.tracking_url} target="_blank" rel="noopener noreferrer">
                        {p.tracking_number}
                      </Anchor>
                    ) : (
                      p.tracking_number
                    )}
                  </Table.Td>
                  <Table.Td>
                    {p.items
                      .map((item) => `${item.qty} × ${lineName(fulfilment.lines, item.line_id)}`)
                      .join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  )
}
