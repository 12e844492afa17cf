import { Anchor, type BadgeProps, Group, Badge as MantineBadge, Text, UnstyledButton } from '@mantine/core'
import type { DeskListKind, DeskListRow, DeskListSort } from '@shop/domain/desk/list-schemas'
import { orderBadge } from '@shop/domain/orders/badges'
import { type ColumnDef, rowSortingFeature, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { DeskDataTable } from '../shell/desk-data-table.tsx'
import { deskOrderPath } from '../shell/desk-paths.ts'
import { deskDate, deskMoney } from './desk-format.ts'

const features = tableFeatures({ rowSortingFeature })

/** A badge that shows its whole text: a list's badges are short, and a truncated status says nothing. */
const Badge = (props: BadgeProps & { children: React.ReactNode }) => (
  <MantineBadge tt="none" styles={{ label: { overflow: 'visible' } }} style={{ flexShrink: 0 }} {...props} />
)

/** The columns the server sorts by, under the column ids. */
const SORTABLE: Record<string, DeskListSort> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  total: 'total',
  client: 'client',
}

/**
 * A page of a desk list (TanStack Table, headless, rendered with Mantine's Table): sorting is the server's (manual),
 * the header's buttons only say which column and direction. A row opens the detail on click or Enter; its reference
 * is a real link for the keyboard and the screen reader.
 */
export function DeskListTable({
  kind,
  rows,
  loading,
  sort,
  onSort,
  onClient,
}: {
  kind: DeskListKind
  rows: DeskListRow[]
  loading: boolean
  sort: { id: DeskListSort; desc: boolean }
  onSort: (id: DeskListSort, desc: boolean) => void
  onClient: (clientId: number) => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const columns = useMemo<ColumnDef<typeof features, DeskListRow>[]>(
    () => [
      {
        id: 'ref',
        header: t('desk.col.ref'),
        enableSorting: false,
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <Anchor
              component={Link}
              to={deskOrderPath(lang, row.original.id)}
              fw={600}
              onClick={(e) => e.stopPropagation()}
            >
              {row.original.order_ref || `#${row.original.id}`}
            </Anchor>
            {row.original.modification && (
              <Badge color="orange" variant="light" size="sm">
                {t('desk.list.modification')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        id: 'client',
        accessorFn: (row) => row.client?.name ?? '',
        header: t('desk.col.client'),
        cell: ({ row }) => {
          const { client, customer } = row.original
          return (
            <div>
              {client ? (
                <UnstyledButton
                  onClick={(e) => {
                    e.stopPropagation()
                    onClient(client.id)
                  }}
                  aria-label={t('desk.list.filter_by_client', { name: client.name })}
                >
                  <Text size="sm" fw={500} td="underline">
                    {client.name}
                  </Text>
                </UnstyledButton>
              ) : (
                <Text size="sm">{t('desk.list.no_client')}</Text>
              )}
              {customer && (
                <Text size="xs" c="dimmed">
                  {customer.name} · {customer.email}
                </Text>
              )}
            </div>
          )
        },
      },
      {
        id: 'status',
        header: t('desk.col.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge variant="light" color={row.original.expired ? 'red' : 'blue'}>
            {t(orderBadge(row.original))}
          </Badge>
        ),
      },
      {
        id: 'references',
        header: t('desk.col.references'),
        enableSorting: false,
        cell: ({ row }) => (
          <Text size="sm">
            {[row.original.quotation_reference, row.original.reference_client_code]
              .filter(Boolean)
              .join(' · ') || '—'}
          </Text>
        ),
      },
      {
        id: 'created_at',
        header: t('desk.col.created_at'),
        cell: ({ row }) => deskDate(row.original.created_at, lang),
      },
      kind === 'requests'
        ? {
            id: 'age',
            header: t('desk.col.age'),
            enableSorting: false,
            cell: ({ row }) => t('desk.list.age_days', { count: row.original.age_days }),
          }
        : {
            id: 'updated_at',
            header: t('desk.col.updated_at'),
            cell: ({ row }) => deskDate(row.original.updated_at, lang),
          },
      ...(kind === 'quotations'
        ? [
            {
              id: 'valid_until',
              header: t('desk.col.valid_until'),
              enableSorting: false,
              cell: ({ row }) => deskDate(row.original.quotation_valid_until, lang),
            } satisfies ColumnDef<typeof features, DeskListRow>,
          ]
        : []),
      {
        id: 'total',
        accessorKey: 'order_final_price',
        header: t('desk.col.total'),
        cell: ({ row }) =>
          row.original.lines_to_quote > 0 ? (
            <Badge color="orange" variant="light">
              {t('desk.list.to_quote', { count: row.original.lines_to_quote })}
            </Badge>
          ) : (
            deskMoney(row.original.order_final_price, lang)
          ),
      },
    ],
    [t, lang, kind, onClient],
  )
  const table = useTable({
    features,
    columns,
    data: rows,
    // The record's id, not its index: a row keeps its element (and the focus on it) when the list is read again.
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting: [sort] },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater([sort]) : updater
      const first = next[0]
      if (first && SORTABLE[first.id]) onSort(SORTABLE[first.id] as DeskListSort, first.desc)
    },
  })

  return (
    <DeskDataTable
      table={table}
      label={t(`desk.nav.${kind}`)}
      minWidth={860}
      loading={loading}
      emptyText={t('desk.list.empty')}
      testId="desk-list"
      pathOf={(row) => deskOrderPath(lang, row.id)}
      highlighted={(row) => row.modification !== null}
    />
  )
}
