import { List, Stack, Text } from '@mantine/core'
import type { CartLine } from '@shop/domain/orders/cart-schemas'
import { missingDatasheets } from '@shop/domain/orders/documents'
import { type ReactNode, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'

/**
 * 'Disegno tecnico mancante.' before every submission of a cart (spec 2 §5): a special accessory still without its
 * datasheet makes `confirm(send)` ask first, naming each such accessory and its line's code; 'Procedi comunque' sends,
 * 'Chiudi e allega' calls `onAttach` (which moves the focus to the upload). Without one missing, `send` runs at once.
 * Render `dialog` beside the button.
 */
export function useDatasheetWarning(
  lines: readonly CartLine[],
  onAttach: () => void,
): { confirm: (send: () => void) => void; dialog: ReactNode } {
  const { t } = useTranslation()
  const [pending, setPending] = useState<(() => void) | null>(null)
  const missing = missingDatasheets(lines)
  const confirm = (send: () => void) => {
    if (missing.length === 0) send()
    else setPending(() => send)
  }
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title={t('checkout.datasheet.title')}
      yesLabel={t('checkout.datasheet.proceed')}
      noLabel={t('checkout.datasheet.attach')}
      // 'Chiudi e allega' puts the focus on the datasheet's upload: returning it to the pressed button would undo that.
      returnFocus={false}
      onYes={() => {
        setPending(null)
        pending?.()
      }}
      onNo={() => {
        setPending(null)
        onAttach()
      }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('checkout.datasheet.text')}</Text>
        <List size="sm" spacing={4} data-testid="missing-datasheets">
          {missing.map((m) => (
            <List.Item key={`${m.line_id}-${m.accessory_id}`}>
              <Text span size="sm" fw={600}>
                {m.accessory}
              </Text>{' '}
              <Text span size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('checkout.datasheet.line', { code: m.configuration_code })}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t('checkout.datasheet.choice')}</Text>
      </Stack>
    </ConfirmDialog>
  )
  return { confirm, dialog }
}
