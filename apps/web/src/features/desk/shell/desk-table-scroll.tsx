import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * Every desk table's sideways scroll: on a tablet or a phone the table is wider than the window, so its scroll region
 * is a tab stop with a name (axe scrollable-region-focusable), and the keyboard reaches every column.
 */
export function DeskTableScroll({
  label,
  minWidth,
  children,
}: {
  label: string
  minWidth: number
  children: ReactNode
}) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  )
}
