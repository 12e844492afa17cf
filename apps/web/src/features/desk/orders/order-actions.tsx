import { Alert, Button, Group, Textarea } from '@mantine/core'
import type { DeskFulfilment } from '@shop/domain/desk/order-schemas'
import { useState } from 'react'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { useOrderMove } from './api.ts'

type Action = 'accept' | 'accept_without_prepayment' | 'close' | 'cancel' | 'cancel_request'
const ACTIONS: readonly Action[] = [
  'accept',
  'accept_without_prepayment',
  'close',
  'cancel',
  'cancel_request',
]
const DANGER = new Set<Action>(['cancel', 'cancel_request'])

/**
 * The moves the fulfilment answer allows now, one button each; every one asks for confirmation first, and a
 * cancellation asks for the reason the customer will read.
 */
export function OrderActions({ fulfilment }: { fulfilment: DeskFulfilment }) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState<Action | null>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const accept = useOrderMove(fulfilment.id, 'accept')
  const close = useOrderMove(fulfilment.id, 'close')
  const cancel = useOrderMove(fulfilment.id, 'cancel')
  const [failure, setFailure] = useState<string | null>(null)
  const offered = ACTIONS.filter((a) => fulfilment.actions[a])
  const busy = accept.isPending || close.isPending || cancel.isPending

  const run = async (action: Action) => {
    const cancelling = DANGER.has(action)
    if (cancelling && reason.trim() === '') {
      setReasonError(t('desk.orders.reason_required'))
      return
    }
    setAsking(null)
    setFailure(null)
    try {
      if (action === 'accept') await accept.mutateAsync({ body: {} })
      else if (action === 'accept_without_prepayment')
        await accept.mutateAsync({ body: { without_prepayment: true } })
      else if (action === 'close') await close.mutateAsync({})
      else await cancel.mutateAsync({ body: { reason: reason.trim() } })
      setReason('')
      void notify({ message: t(`desk.orders.done.${action}`), tone: 'success' })
    } catch (error) {
      setFailure(errorText(error, t))
    }
  }

  if (offered.length === 0) return null
  return (
    <>
      {failure && (
        <Alert color="red" role="alert" mb="sm">
          {failure}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap" data-testid="order-actions">
        {offered.map((action) => (
          <Button
            key={action}
            variant={DANGER.has(action) ? 'outline' : 'filled'}
            color={DANGER.has(action) ? 'red.8' : undefined}
            disabled={busy}
            onClick={() => {
              setReasonError(null)
              setAsking(action)
            }}
          >
            {t(`desk.orders.action.${action}`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t(`desk.orders.confirm.${asking}`, { ref: fulfilment.order_ref }) : ''}
        yesLabel={asking ? t(`desk.orders.action.${asking}`) : undefined}
        danger={asking !== null && DANGER.has(asking)}
        onYes={() => asking && void run(asking)}
        onNo={() => setAsking(null)}
      >
        {asking && DANGER.has(asking) ? (
          <Textarea
            label={t('desk.orders.reason')}
            description={t('desk.orders.reason_help')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={reason}
            error={reasonError}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        ) : (
          asking && t(`desk.orders.confirm_help.${asking}`)
        )}
      </ConfirmDialog>
    </>
  )
}
