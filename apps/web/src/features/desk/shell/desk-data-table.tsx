import { Table, Text, VisuallyHidden } from '@mantine/core'
import {
  FlexRender,
  type RowData,
  type rowSortingFeature,
  type Table as TanTable,
} from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { DeskTableHead } from './desk-table-head.tsx'
import { DeskTableScroll } from './desk-table-scroll.tsx'

type SortingFeatures = { rowSortingFeature: typeof rowSortingFeature }

/**
 * A desk list's table (TanStack Table, rendered with Mantine's Table): the sortable head, rows that open their record
 * on a click or on Enter (each row is a tab stop), a row of its own when nothing matches, and the loading state said
 * to a screen reader. The page owns the columns, the data and the server-side sorting.
 */
export function DeskDataTable<TData extends RowData>({
  table,
  label,
  minWidth,
  loading,
  emptyText,
  testId,
  pathOf,
  highlighted,
}: {
  table: TanTable<SortingFeatures, TData>
  label: string
  minWidth: number
  loading: boolean
  emptyText: string
  testId: string
  /** Where a row leads. */
  pathOf: (row: TData) => string
  /** Rows that wait for staff (a modification request, an unverified company) are tinted. */
  highlighted: (row: TData) => boolean
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const rows = table.getRowModel().rows
  return (
    <DeskTableScroll minWidth={minWidth} label={label}>
      <Table highlightOnHover verticalSpacing="sm" aria-busy={loading} data-testid={testId}>
        <DeskTableHead groups={table.getHeaderGroups()} />
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              style={{ cursor: 'pointer' }}
              tabIndex={0}
              onClick={() => navigate(pathOf(row.original))}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && e.target === e.currentTarget) navigate(pathOf(row.original))
              }}
              bg={highlighted(row.original) ? 'orange.0' : undefined}
            >
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id}>
                  <FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {!loading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={table.getAllLeafColumns().length}>
                <Text c="dimmed" ta="center" py="lg">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <VisuallyHidden aria-live="polite">{loading ? t('common.loading') : ''}</VisuallyHidden>
    </DeskTableScroll>
  )
}
