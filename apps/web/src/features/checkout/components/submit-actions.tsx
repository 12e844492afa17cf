import { Alert, Stack, Text } from '@mantine/core'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { QUOTATION_VALID_DAYS } from '@shop/domain/orders/checkout-schemas'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { orderPath } from '../../../shared/lib/orders.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { useSubmitCart } from '../api.ts'
import { cartSubmitKinds, type SubmitKind } from '../lib/submit.ts'
import { useDatasheetWarning } from './datasheet-warning.tsx'

const LABELS: Record<SubmitKind, string> = {
  request_quote: 'checkout.submit.request_quote',
  save_quote: 'checkout.submit.save_quote',
  order: 'checkout.submit.order',
}

type Props = {
  cart: Cart
  /** An order request was made: the page goes to shipment. */
  onOrder: (order: Order) => void
  /** 'Chiudi e allega': back to the lines' datasheet fields. */
  onAttach: () => void
}

/**
 * The cart's submit actions (spec 2 §2.2, §2.3 step 1): 'Salva preventivo' and 'Procedi con l'ordine' for a buyer who
 * may, else one 'Richiedi preventivo', which needs no address. Every one of them asks first while a special accessory
 * is still without its drawing ('Disegno tecnico mancante.').
 */
export function SubmitActions({ cart, onOrder, onAttach }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const submit = useSubmitCart()
  const warning = useDatasheetWarning(cart.lines, onAttach)
  const [error, setError] = useState<string | null>(null)
  const kinds = cartSubmitKinds(cart, user ?? null)
  if (kinds.length === 0 || cart.lines.length === 0) return null
  // A change of the cart still on its way is no reason to ignore a press: the submission waits for it (useSubmitCart).
  const busy = submit.isPending

  const send = (kind: SubmitKind) => {
    setError(null)
    // The promise, not mutate's callbacks: those are dropped when the emptied cart unmounts this component first.
    submit.mutateAsync({ cart, kind }).then(
      (order) => {
        if (kind === 'order') return onOrder(order)
        void notify({
          message: t(kind === 'save_quote' ? 'checkout.submit.saved' : 'checkout.submit.requested'),
        })
        // The request is kept either way; a user whose address is unverified lands where the reserved area's rules
        // put them, the page with the verify banner (spec 2 §6), not on a list they may not open yet.
        navigate(user?.email_verified ? orderPath(lang, order) : `/${lang}/user`)
      },
      (failure) => {
        if (failure instanceof ApiError && failure.errorCode === 'cart_conflict') {
          setError(t('checkout.submit.conflict'))
        } else if (failure instanceof ApiError && failure.errorCode === 'cart_is_missing') {
          setError(t('checkout.submit.missing'))
        } else {
          setError(errorText(failure, t))
        }
      },
    )
  }

  const press = (kind: SubmitKind) => {
    if (busy) return
    warning.confirm(() => send(kind))
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
      {warning.dialog}
    </Stack>
  )
}
