import { Button, Group, Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** A Yes/No question over the cart ('Rimuovere il prodotto dal carrello?'); focus comes back where it was. */
export function ConfirmDialog({
  opened,
  question,
  onYes,
  onNo,
}: {
  opened: boolean
  question: string
  onYes: () => void
  onNo: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onNo}
      withCloseButton={false}
      centered
      size="sm"
      // The question is the dialog's title, so it is also its accessible name.
      title={question}
      styles={{ title: { fontWeight: 700 } }}
      zIndex={400}
      data-testid="confirm-dialog"
    >
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onNo} data-autofocus>
          {t('common.no')}
        </Button>
        <Button color="red.8" onClick={onYes}>
          {t('common.yes')}
        </Button>
      </Group>
    </Modal>
  )
}
