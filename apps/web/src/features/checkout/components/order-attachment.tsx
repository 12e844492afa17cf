import { Alert, Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core'
import type { CartDocument } from '@shop/domain/orders/cart-schemas'
import { MAX_DOCUMENT_BYTES } from '@shop/domain/orders/cart-schemas'
import { DOCUMENT_LABELS } from '@shop/domain/orders/documents'
import * as orders from '@shop/domain/orders/endpoints'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { api, apiUpload } from '../../../shared/lib/api.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'

type Notice = { tone: 'ok' | 'error'; text: string } | null

/** The first bytes of every PDF: the quick check before sending; the server checks the content again. */
async function looksLikePdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer())
  return String.fromCharCode(...head) === '%PDF-'
}

/**
 * The order's optional PDF (spec 2 §2.3 step 2): the datasheet upload of the cart without an accessory, so the
 * document belongs to the order itself. POST order/{id}/document, DELETE order/{id}/document/{documentId}.
 */
export function OrderAttachment({ orderId, initial }: { orderId: number; initial: CartDocument | null }) {
  const { t } = useTranslation()
  // The order's PDF as the order answer last listed it (after a reload too); then what this screen changed.
  const [document, setDocument] = useState<CartDocument | null>(initial)
  const [progress, setProgress] = useState<number | null>(null)
  const [notice, setNotice] = useState<Notice>(null)
  // 'Sei sicuro di voler cancellare il documento?' (spec 3 §8) before the PDF goes.
  const [confirming, setConfirming] = useState(false)
  const resetPicker = useRef<() => void>(null)
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.append('name', file.name)
      form.append('resource_id', String(orderId))
      form.append('path', 'order')
      form.append('file', file, file.name)
      return apiUpload(orders.uploadDocument, { params: { orderId } }, form, setProgress)
    },
  })
  const remove = useMutation({
    mutationFn: (documentId: number) => api(orders.deleteDocument, { params: { orderId, documentId } }),
  })

  const choose = async (file: File | null) => {
    resetPicker.current?.()
    if (!file) return
    setNotice(null)
    if (file.size > MAX_DOCUMENT_BYTES) return setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.tooLarge) })
    if (!(await looksLikePdf(file))) return setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.notPdf) })
    setProgress(0)
    upload.mutate(file, {
      onSuccess: (answer) => {
        setDocument(answer.document)
        setNotice({ tone: 'ok', text: t(DOCUMENT_LABELS.uploaded) })
      },
      onError: () => setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.uploadFailed) }),
      onSettled: () => setProgress(null),
    })
  }

  const drop = () => {
    setConfirming(false)
    if (!document || remove.isPending) return
    setNotice(null)
    remove.mutate(document.id, {
      onSuccess: () => setDocument(null),
      onError: () => setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.deleteFailed) }),
    })
  }

  return (
    <Stack gap="xs" data-testid="order-attachment">
      <Text size="sm" fw={600}>
        {t('checkout.shipping.attachment')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('checkout.shipping.attachment_hint')}
      </Text>
      {document ? (
        <Group gap="sm">
          <Anchor href={document.view_url} target="_blank" rel="noopener" size="sm">
            {document.filename}
          </Anchor>
          <BusyButton
            busy={remove.isPending}
            variant="subtle"
            color="red"
            c="red.9"
            size="compact-sm"
            onClick={() => setConfirming(true)}
            aria-label={t('cart.documents.delete_for', { name: document.filename })}
          >
            {t('common.delete')}
          </BusyButton>
        </Group>
      ) : (
        <FileButton onChange={choose} accept="application/pdf" resetRef={resetPicker}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="compact-md"
              w="fit-content"
              aria-disabled={upload.isPending || undefined}
              onClick={upload.isPending ? undefined : props.onClick}
            >
              {t('checkout.shipping.attach')}
            </Button>
          )}
        </FileButton>
      )}
      {progress !== null && (
        <Progress value={progress * 100} size="sm" aria-label={t('checkout.shipping.uploading')} />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t(DOCUMENT_LABELS.deleteConfirm)}
        yesLabel={t('common.delete')}
        noLabel={t('common.cancel')}
        danger
        onYes={drop}
        onNo={() => setConfirming(false)}
      />
      {notice && (
        <Alert
          color={notice.tone === 'ok' ? 'green' : 'red'}
          role={notice.tone === 'ok' ? 'status' : 'alert'}
          p="xs"
        >
          {notice.text}
        </Alert>
      )}
    </Stack>
  )
}
