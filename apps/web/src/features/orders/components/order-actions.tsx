import { Alert, Button, Group, Stack, Textarea } from '@mantine/core'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useState } from 'react'
import { track } from '../../../shared/lib/analytics.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { type QuotationAction, useQuotationAction } from '../api.ts'
import { PromoCodeForm } from './promo-code-form.tsx'

/** The dialogs the buttons open (spec 3 §2 'Confirmation dialogs exist for modify, refuse, cancel, approve'). */
type Dialog = 'ask_modification' | 'refuse' | 'cancel' | 'approve'

/** The longest note the server keeps (refuse_quotation, ask_modification). */
const NOTE_MAX = 2000

type Props = {
  order: Order
  area: Pick<OrderArea, 'actions'>
  /** Approve (after its dialog) or complete: the completion flow's first step. */
  onStartCompletion: () => void
}

/**
 * What the buyer may do with the order now (the server's `area.actions`, customerActions), each behind its question:
 * on a quotation to approve, ask for a change (with what to change), refuse (with an optional reason) or approve (the
 * completion flow); on a request being priced, cancel it or add a promo code; on an approved quotation nothing has
 * depended on yet, cancel it; on an order request, complete it. A refusal (409: the quotation expired or moved
 * meanwhile) is said here, and the order is read again, so the page shows what is possible now.
 */
export function OrderActions({ order, area, onStartCompletion }: Props) {
  const { t } = useTranslation()
  const action = useQuotationAction()
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [pressed, setPressed] = useState<Dialog | null>(null)
  const { actions } = area
  const busy = action.isPending

  const open = (which: Dialog) => {
    setNote('')
    setNoteError(null)
    setDialog(which)
  }

  const run = (which: Dialog, body: QuotationAction) => {
    setDialog(null)
    setFailure(null)
    setPressed(which)
    action.mutate(body, {
      onSuccess: (message) => {
        if (which === 'refuse') track('quotation_refused', { order_ref: order.order_ref })
        if (which === 'cancel') track('quotation_cancelled', { order_ref: order.order_ref })
        // ask_modification answers no text of its own.
        void notify({ message: message ?? t('orders.actions.modification_sent') })
      },
      onError: (error) => setFailure(errorText(error, t)),
    })
  }

  const answer = () => {
    const id = order.id
    if (dialog === 'approve') {
      setDialog(null)
      return onStartCompletion()
    }
    if (dialog === 'cancel') return run('cancel', { kind: 'cancel', id })
    if (dialog === 'refuse') return run('refuse', { kind: 'refuse', id, note: note.trim() })
    if (dialog === 'ask_modification') {
      // The desk needs to know what to change: the one field the question asks for.
      if (note.trim() === '') return setNoteError(t('orders.actions.modification_note_required'))
      run('ask_modification', { kind: 'ask_modification', id, note: note.trim() })
    }
  }

  const button = (which: Dialog, label: string, variant: 'filled' | 'default' = 'default') => (
    <BusyButton
      busy={busy}
      spinner={busy && pressed === which}
      variant={variant}
      color={which === 'cancel' || which === 'refuse' ? 'red.8' : undefined}
      onClick={() => open(which)}
      data-testid={`order-action-${which}`}
    >
      {label}
    </BusyButton>
  )

  const isConfirmedQuotation = order.is_quotation && order.status === 'CONFIRMED'
  const anything =
    actions.ask_modification || actions.refuse || actions.approve || actions.cancel || actions.complete
  if (!anything && !actions.add_promo_code && !failure) return null

  return (
    <Stack gap="sm" data-testid="order-actions">
      {failure && (
        <Alert color="red" role="alert" title={t('common.error_title')} data-testid="order-action-error">
          {failure}
        </Alert>
      )}
      {anything && (
        <Group gap="sm">
          {actions.complete && (
            <Button onClick={onStartCompletion} data-testid="order-action-complete">
              {t('orders.actions.complete')}
            </Button>
          )}
          {actions.approve && button('approve', t('orders.actions.approve'), 'filled')}
          {actions.ask_modification && button('ask_modification', t('orders.actions.ask_modification'))}
          {actions.refuse && button('refuse', t('orders.actions.refuse'))}
          {actions.cancel &&
            button(
              'cancel',
              t(isConfirmedQuotation ? 'orders.actions.cancel_quotation' : 'orders.actions.cancel_request'),
            )}
        </Group>
      )}
      {actions.add_promo_code && <PromoCodeForm orderId={order.id} />}

      <ConfirmDialog
        opened={dialog !== null}
        title={dialog ? t(`orders.actions.${dialog}_question`, { ref: order.order_ref }) : ''}
        yesLabel={dialog ? t(`orders.actions.${dialog}_yes`) : undefined}
        // 'Annulla' beside 'Annulla preventivo' would read as the same answer.
        noLabel={t(dialog === 'cancel' ? 'common.no' : 'common.cancel')}
        danger={dialog === 'cancel' || dialog === 'refuse'}
        onYes={answer}
        onNo={() => setDialog(null)}
      >
        {dialog === 'approve' && t('orders.actions.approve_text')}
        {dialog === 'cancel' &&
          t(
            isConfirmedQuotation
              ? 'orders.actions.cancel_quotation_text'
              : 'orders.actions.cancel_request_text',
          )}
        {(dialog === 'refuse' || dialog === 'ask_modification') && (
          <Textarea
            label={t(dialog === 'refuse' ? 'orders.actions.refuse_note' : 'orders.actions.modification_note')}
            description={dialog === 'refuse' ? t('checkout.shipping.optional') : undefined}
            required={dialog === 'ask_modification'}
            autosize
            minRows={3}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => {
              setNote(e.currentTarget.value)
              setNoteError(null)
            }}
            error={noteError}
            data-testid="order-action-note"
          />
        )}
      </ConfirmDialog>
    </Stack>
  )
}
