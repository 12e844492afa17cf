import { Alert, Anchor, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core'
import type { Cart, CartDocument, CartLine } from '@shop/domain/orders/cart-schemas'
import { MAX_CART_DOCUMENTS, MAX_DOCUMENT_BYTES } from '@shop/domain/orders/cart-schemas'
import { DOCUMENT_LABELS, UNSAVED_CART_ID } from '@shop/domain/orders/documents'
import { useRef, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { useDeleteDocument, useUploadDocument } from '../documents-api.ts'

type Accessory = CartLine['product_configuration']['accessories'][number]
type Notice = { tone: 'ok' | 'error'; text: string } | null

/** The first bytes of every PDF: the quick check before sending; the server checks the content again. */
async function looksLikePdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer())
  return String.fromCharCode(...head) === '%PDF-'
}

/** The datasheets the line's special accessories need (spec 1 §4.7): upload, then view and delete. */
export function LineDocuments({ line, cart }: { line: CartLine; cart: Cart }) {
  const needing = line.product_configuration.accessories.filter((a) => a.attributes_template?.need_datasheet)
  if (needing.length === 0) return null
  return (
    <Stack gap="xs" data-testid="line-documents">
      {needing.map((accessory) => (
        <AccessoryDocument
          key={accessory.id}
          accessory={accessory}
          line={line}
          cart={cart}
          document={line.documents.find((d) => d.accessory_id === accessory.id) ?? null}
        />
      ))}
    </Stack>
  )
}

function AccessoryDocument({
  accessory,
  line,
  cart,
  document,
}: {
  accessory: Accessory
  line: CartLine
  cart: Cart
  document: CartDocument | null
}) {
  const { t } = useTranslation()
  const [progress, setProgress] = useState<number | null>(null)
  const [notice, setNotice] = useState<Notice>(null)
  const [confirming, setConfirming] = useState(false)
  const upload = useUploadDocument(setProgress)
  // Cleared after each pick, so choosing the same file again (after a refusal) is seen as a new choice.
  const resetPicker = useRef<() => void>(null)
  const remove = useDeleteDocument()
  const subject = `${accessory.description_short} (${accessory.configuration_code})`

  const choose = async (file: File | null) => {
    resetPicker.current?.()
    if (!file) return
    setNotice(null)
    // Refused before any byte is sent (spec 1 §5): a quick answer; the server enforces the same rules.
    if (cart.id === UNSAVED_CART_ID) return setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.saveFirst) })
    if (file.size > MAX_DOCUMENT_BYTES) return setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.tooLarge) })
    if (cart.documents.length >= MAX_CART_DOCUMENTS) {
      return setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.tooMany) })
    }
    if (!(await looksLikePdf(file))) return setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.notPdf) })
    setProgress(0)
    upload.mutate(
      { orderId: cart.id, lineId: line.id, accessoryId: accessory.id, file },
      {
        onSuccess: () => setNotice({ tone: 'ok', text: t(DOCUMENT_LABELS.uploaded) }),
        // The spec's one failure text, whatever the cause (spec 1 §8).
        onError: () => setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.uploadFailed) }),
        onSettled: () => setProgress(null),
      },
    )
  }

  const confirmDelete = () => {
    setConfirming(false)
    if (!document) return
    setNotice(null)
    remove.mutate(
      { orderId: cart.id, documentId: document.id },
      { onError: () => setNotice({ tone: 'error', text: t(DOCUMENT_LABELS.deleteFailed) }) },
    )
  }

  return (
    <Stack gap={6} data-testid={`datasheet-${accessory.id}`}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">
          <Text span fw={600} inherit>
            {t('cart.documents.datasheet')}
          </Text>{' '}
          {subject}
        </Text>
        {document ? (
          <Group gap="xs">
            <Anchor
              href={document.view_url}
              target="_blank"
              rel="noopener"
              size="sm"
              data-testid="document-view"
            >
              {t('cart.documents.view', { name: document.filename })}
            </Anchor>
            <Button
              variant="subtle"
              color="red"
              // The subtle variant's own red is 3.9:1 on white; red 9 passes 4.5:1.
              c="red.9"
              size="compact-sm"
              loading={remove.isPending}
              onClick={() => setConfirming(true)}
              aria-label={t('cart.documents.delete_for', { name: document.filename })}
            >
              {t('common.delete')}
            </Button>
          </Group>
        ) : (
          <FileButton
            onChange={(file) => void choose(file)}
            accept="application/pdf,.pdf"
            resetRef={resetPicker}
          >
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="light"
                loading={upload.isPending}
                aria-label={t('cart.documents.upload_for', { name: subject })}
              >
                {t('cart.documents.upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} size="sm" aria-label={t('cart.documents.uploading')} />
      )}
      {!document && !notice && (
        <Text size="xs" c="dimmed">
          {t('cart.documents.hint')}
        </Text>
      )}
      <div aria-live="polite">
        {notice && (
          <Alert
            color={notice.tone === 'ok' ? 'green' : 'red'}
            variant="light"
            p={6}
            role={notice.tone === 'ok' ? 'status' : 'alert'}
            data-testid="document-notice"
          >
            <Text size="xs">{notice.text}</Text>
          </Alert>
        )}
      </div>
      <ConfirmDialog
        opened={confirming}
        danger
        title={t(DOCUMENT_LABELS.deleteConfirm)}
        onNo={() => setConfirming(false)}
        onYes={confirmDelete}
      />
    </Stack>
  )
}
