import { Alert, Stack, Text } from '@mantine/core'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { statusNotes } from '../lib/detail-layout.ts'

/** Where the order or quotation stands, in words, under its heading (statusNotes). */
export function StatusNote({ order, area }: { order: Order; area: OrderArea }) {
  const { t } = useTranslation()
  const notes = statusNotes(order, area)
  if (notes.length === 0) return null
  return (
    <Alert color="gray" variant="light" data-testid="order-status-note">
      <Stack gap={4}>
        {notes.map((note) => (
          <Text key={note.key} size="sm">
            {t(note.key, note.params ?? {})}
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}
