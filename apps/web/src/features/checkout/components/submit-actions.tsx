import { Alert, Stack, Text } from '@mantine/core'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { QUOTATION_VALID_DAYS } from '@shop/domain/orders/checkout-schemas'
import { useIsMutating } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { queryKeys, useCurrentUser } from '../../../shared/lib/session.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { useSubmitCart } from '../api.ts'
import { cartSubmitKinds, missingDatasheets, needsDatasheetWarning, type SubmitKind } from '../lib/submit.ts'

const LABELS: Record<SubmitKind, string> = {
  request_quote: 'checkout.submit.request_quote',
  save_quote: 'checkout.submit.save_quote',
  order: 'checkout.submit.order',
}

type Props = {
  cart: Cart
  /** An order request was made: the page goes to shipment, the modal to the page. */
  onOrder: (order: Order) => void
  /** 'Chiudi e allega': back to the lines' datasheet fields. */
  onAttach: () => void
  /** Before leaving for the customer area (the modal closes). */
  onLeave?: () => void
}

/**
 * The cart's submit actions (spec 2 §2.2, §2.3 step 1): 'Salva preventivo' and 'Procedi con l'ordine' for a buyer who
 * may, else one 'Richiedi preventivo', which needs no address. Saving or ordering with a special accessory still
 * without its drawing asks first ('Disegno tecnico mancante.').
 */
export function SubmitActions({ cart, onOrder, onAttach, onLeave }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const submit = useSubmitCart()
  // A change of the cart still on its way would make this press a conflict: the buttons wait for it.
  const updating = useIsMutating({ mutationKey: queryKeys.cart }) > 0
  const [warningFor, setWarningFor] = useState<SubmitKind | null>(null)
  const [error, setError] = useState<string | null>(null)
  const kinds = cartSubmitKinds(cart, user ?? null)
  if (kinds.length === 0 || cart.lines.length === 0) return null
  const busy = submit.isPending || updating

  const send = (kind: SubmitKind) => {
    setError(null)
    submit.mutate(
      { cart, kind },
      {
        onSuccess: (order) => {
          if (kind === 'order') return onOrder(order)
          void notify({
            message: t(kind === 'save_quote' ? 'checkout.submit.saved' : 'checkout.submit.requested'),
          })
          onLeave?.()
          // The request is kept either way; a user whose address is unverified lands where the reserved area's rules
          // put them, the page with the verify banner (spec 2 §6), not on a list they may not open yet.
          navigate(user?.email_verified ? `/${lang}/user/quotations` : `/${lang}/user`)
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.errorCode === 'cart_conflict') {
            setError(t('checkout.submit.conflict'))
          } else if (failure instanceof ApiError && failure.errorCode === 'cart_is_missing') {
            setError(t('checkout.submit.missing'))
          } else {
            setError(errorText(failure, t))
          }
        },
      },
    )
  }

  const press = (kind: SubmitKind) => {
    if (busy) return
    if (needsDatasheetWarning(kind, cart.lines)) setWarningFor(kind)
    else send(kind)
  }

  return (
    <Stack gap="sm" data-testid="submit-actions">
      {error && (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {error}
        </Alert>
      )}
      {kinds.map((kind, index) => (
        <BusyButton
          key={kind}
          busy={busy}
          spinner={submit.isPending && submit.variables?.kind === kind}
          variant={index === kinds.length - 1 ? 'filled' : 'default'}
          onClick={() => press(kind)}
          fullWidth
          data-testid={`submit-${kind}`}
        >
          {t(LABELS[kind])}
        </BusyButton>
      ))}
      <Text size="xs" c="dimmed">
        {kinds.includes('save_quote')
          ? t('checkout.submit.save_hint', { days: QUOTATION_VALID_DAYS })
          : t('checkout.submit.request_hint')}
      </Text>
      <ConfirmDialog
        opened={warningFor !== null}
        title={t('checkout.datasheet.title')}
        yesLabel={t('checkout.datasheet.proceed')}
        noLabel={t('checkout.datasheet.attach')}
        // 'Chiudi e allega' puts the focus on the datasheet's upload: returning it to the pressed button would undo that.
        returnFocus={false}
        onYes={() => {
          const kind = warningFor
          setWarningFor(null)
          if (kind) send(kind)
        }}
        onNo={() => {
          setWarningFor(null)
          onAttach()
        }}
      >
        {t('checkout.datasheet.text', { count: missingDatasheets(cart.lines) })}
      </ConfirmDialog>
    </Stack>
  )
}
