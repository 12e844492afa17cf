import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core'
import type { DeskRefundRow } from '@shop/domain/desk/order-schemas'
import { type ColumnDef, FlexRender, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { deskDate, deskMoney } from '../quotations/desk-format.ts'
import { deskOrderPath } from '../shell/desk-paths.ts'
import { DeskTableScroll } from '../shell/desk-table-scroll.tsx'

const features = tableFeatures({})

/** A page of payments due for refund (TanStack Table, headless, rendered with Mantine's Table); paging is the server's. */
export function RefundsTable({
  rows,
  loading,
  onRefund,
}: {
  rows: DeskRefundRow[]
  loading: boolean
  onRefund: (row: DeskRefundRow) => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const columns = useMemo<ColumnDef<typeof features, DeskRefundRow>[]>(
    () => [
      {
        id: 'order',
        header: t('desk.refunds.col.order'),
        cell: ({ row }) => (
          <Anchor component={Link} to={deskOrderPath(lang, row.original.order_id)} fw={600}>
            {row.original.order_ref || `#${row.original.order_id}`}
          </Anchor>
        ),
      },
      { id: 'client', header: t('desk.refunds.col.client'), cell: ({ row }) => row.original.client || '—' },
      {
        id: 'amount',
        header: t('desk.refunds.col.amount'),
        cell: ({ row }) => deskMoney(row.original.received_amount ?? row.original.amount, lang),
      },
      {
        id: 'provider',
        header: t('desk.refunds.col.provider'),
        cell: ({ row }) => (
          <>
            <Text size="sm">{row.original.provider}</Text>
            <Text size="xs" ff="monospace" c="dimmed">
              {row.original.external_id ?? '—'}
            </Text>
          </>
        ),
      },
      {
        id: 'reason',
        header: t('desk.refunds.col.reason'),
        cell: ({ row }) =>
          row.original.refund_reason ? t(`desk.refunds.reason.${row.original.refund_reason}`) : '—',
      },
      {
        id: 'created_at',
        header: t('desk.refunds.col.date'),
        cell: ({ row }) => deskDate(row.original.created_at, lang),
      },
      {
        id: 'action',
        header: () => <VisuallyHidden>{t('desk.refunds.col.action')}</VisuallyHidden>,
        cell: ({ row }) => (
          <Button
            size="xs"
            onClick={() => onRefund(row.original)}
            aria-label={t('desk.refunds.record_for', { ref: row.original.order_ref })}
          >
            {t('desk.refunds.record')}
          </Button>
        ),
      },
    ],
    [t, lang, onRefund],
  )
  const table = useTable({ features, columns, data: rows })
  return (
    <DeskTableScroll minWidth={820} label={t('desk.refunds.title')}>
      <Table verticalSpacing="sm" aria-busy={loading} data-testid="refunds-table">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>
                  <FlexRender header={header} />
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id}>
                  <FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </DeskTableScroll>
  )
}
