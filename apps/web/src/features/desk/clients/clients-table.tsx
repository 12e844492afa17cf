import { Anchor, Badge, Text } from '@mantine/core'
import type { ClientSort, DeskClientRow } from '@shop/domain/desk/client-schemas'
import {
  type ColumnDef,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { deskDate } from '../quotations/desk-format.ts'
import { DeskDataTable } from '../shell/desk-data-table.tsx'
import { deskClientPath } from './client-paths.ts'

const features = tableFeatures({ rowSortingFeature })

/** The server's sort for a column and direction; the columns not listed are not sortable. */
const SORTS: Record<string, { asc: ClientSort; desc: ClientSort }> = {
  ragione: { asc: 'name', desc: '-name' },
  created_at: { asc: 'oldest', desc: 'newest' },
  orders_count: { asc: 'orders', desc: '-orders' },
}

/** The table's sorting state for a server sort ('waiting' shows no column as sorted). */
function sortingOf(sort: ClientSort): SortingState {
  for (const [id, dirs] of Object.entries(SORTS)) {
    if (dirs.asc === sort) return [{ id, desc: false }]
    if (dirs.desc === sort) return [{ id, desc: true }]
  }
  return []
}

/**
 * A page of client companies (TanStack Table, headless, rendered with Mantine's Table): the server sorts (manual
 * sorting), the header's buttons say which column and direction. The company's name is a real link; the whole row
 * opens it too.
 */
export function ClientsTable({
  rows,
  loading,
  sort,
  onSort,
}: {
  rows: DeskClientRow[]
  loading: boolean
  sort: ClientSort
  onSort: (sort: ClientSort) => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const columns = useMemo<ColumnDef<typeof features, DeskClientRow>[]>(
    () => [
      {
        id: 'ragione',
        header: t('desk.clients.col.company'),
        cell: ({ row }) => (
          <div>
            <Anchor
              component={Link}
              to={deskClientPath(lang, row.original.id)}
              fw={600}
              onClick={(e) => e.stopPropagation()}
            >
              {row.original.ragione}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.original.cli_for_code}
            </Text>
          </div>
        ),
      },
      {
        id: 'status',
        header: t('desk.clients.col.status'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.verified ? (
            <Badge variant="filled" color="green.2" c="dark.9" miw="max-content">
              {t('desk.clients.verified')}
            </Badge>
          ) : (
            <Badge variant="filled" color="orange.3" c="dark.9" miw="max-content">
              {t('desk.clients.unverified')}
            </Badge>
          ),
      },
      {
        id: 'piva',
        header: t('desk.clients.col.vat'),
        enableSorting: false,
        cell: ({ row }) => row.original.piva || '—',
      },
      {
        id: 'sdi_code',
        header: t('desk.clients.col.sdi'),
        enableSorting: false,
        cell: ({ row }) => row.original.sdi_code || '—',
      },
      {
        id: 'country',
        header: t('desk.clients.col.country'),
        enableSorting: false,
        cell: ({ row }) => row.original.country,
      },
      {
        id: 'users_count',
        header: t('desk.clients.col.users'),
        enableSorting: false,
        cell: ({ row }) => row.original.users_count,
      },
      {
        id: 'orders_count',
        header: t('desk.clients.col.orders'),
        cell: ({ row }) => row.original.orders_count,
      },
      {
        id: 'created_at',
        header: t('desk.clients.col.created_at'),
        cell: ({ row }) => deskDate(row.original.created_at, lang),
      },
    ],
    [t, lang],
  )
  const sorting = sortingOf(sort)
  const table = useTable({
    features,
    columns,
    data: rows,
    // The record's id, not its index: a row keeps its element (and the focus on it) when the list is read again.
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const first = (typeof updater === 'function' ? updater(sorting) : updater)[0]
      const dirs = first && SORTS[first.id]
      if (first && dirs) onSort(first.desc ? dirs.desc : dirs.asc)
    },
  })

  return (
    <DeskDataTable
      table={table}
      label={t('desk.clients.title')}
      minWidth={820}
      loading={loading}
      emptyText={t('desk.clients.empty')}
      testId="desk-clients"
      pathOf={(row) => deskClientPath(lang, row.id)}
      highlighted={(row) => !row.verified}
    />
  )
}
