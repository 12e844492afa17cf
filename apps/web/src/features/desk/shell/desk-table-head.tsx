import { Table, UnstyledButton } from '@mantine/core'
import { FlexRender, type HeaderGroup, type RowData, type rowSortingFeature } from '@tanstack/react-table'

type SortingFeatures = { rowSortingFeature: typeof rowSortingFeature }

/**
 * The head of a desk list (TanStack Table, rendered with Mantine's Table): a sortable column's title is a button that
 * asks the server for that order, and the column says its direction to a screen reader (aria-sort) and to the eye
 * (▲ ▼, hidden from the reader).
 */
export function DeskTableHead<TData extends RowData>({
  groups,
}: {
  groups: HeaderGroup<SortingFeatures, TData>[]
}) {
  return (
    <Table.Thead>
      {groups.map((group) => (
        <Table.Tr key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted()
            return (
              <Table.Th
                key={header.id}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {header.column.getCanSort() ? (
                  <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
                    <FlexRender header={header} />
                    <span aria-hidden="true">
                      {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                    </span>
                  </UnstyledButton>
                ) : (
                  <FlexRender header={header} />
                )}
              </Table.Th>
            )
          })}
        </Table.Tr>
      ))}
    </Table.Thead>
  )
}
