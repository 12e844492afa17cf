import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '../lib/i18n.ts'

/**
 * A question with two answers ('Rimuovere il prodotto dal carrello?', 'Sei sicuro di voler cancellare l'indirizzo?',
 * 'Procedere e completare l'ordine?'), Yes and No unless named. The question is the dialog's title, hence its
 * accessible name; the safe answer takes the focus.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  yesLabel,
  noLabel,
  onYes,
  onNo,
  danger = false,
  returnFocus = true,
}: {
  opened: boolean
  title: string
  children?: ReactNode
  yesLabel?: string
  noLabel?: string
  onYes: () => void
  onNo: () => void
  danger?: boolean
  /** False when an answer moves the focus itself: the modal would otherwise take it back to where it was opened. */
  returnFocus?: boolean
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onNo}
      withCloseButton={false}
      centered
      size="sm"
      title={title}
      styles={{ title: { fontWeight: 700 } }}
      zIndex={400}
      returnFocus={returnFocus}
      data-testid="confirm-dialog"
    >
      <Stack gap="md">
        {/* A div: the body may be more than a sentence (a list, paragraphs). */}
        {children && (
          <Text size="sm" component="div">
            {children}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onNo} data-autofocus>
            {noLabel ?? t('common.no')}
          </Button>
          <Button color={danger ? 'red.8' : undefined} onClick={onYes}>
            {yesLabel ?? t('common.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
