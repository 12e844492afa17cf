import { Badge, Button, Indicator } from '@mantine/core'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { emit, usePageEvent } from '../../../shared/lib/events.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { queryKeys, useCurrentUser } from '../../../shared/lib/session.ts'
import { CartIcon } from '../../../shared/ui/icons.tsx'
import { cartQuery } from '../api.ts'
import { usePendingRequest } from '../pending-request-api.ts'
import { loadCartModal } from './cart-chunks.ts'

/** The header button's id: focus comes back to it when the cart closes and what opened it is gone. */
export const CART_BUTTON_ID = 'cart-button'

/**
 * The header cart button (spec 2 §2.1): the total quantity of all lines; it opens the cart modal. Only the count is
 * loaded with every page; the modal and its lists come on the first open. A buyer's order request not sent yet (issue
 * 23) marks it: a dot, 'Ordine non inviato' beside the count from tablets up, and the button's name; the modal shows it.
 */
export function CartButton() {
  const { t } = useTranslation()
  const lang = useLang()
  const { data } = useQuery(cartQuery(lang))
  const count = data?.cart.total_qty ?? 0
  const pending = usePendingRequest()
  useCartFollowsSession()
  return (
    <>
      <Indicator color="orange" size={10} offset={4} disabled={!pending}>
        <Button
          variant="subtle"
          color="dark"
          px="xs"
          leftSection={<CartIcon size={18} />}
          aria-label={
            pending
              ? t('cart.button_pending', { count, ref: pending.order_ref })
              : t('cart.button', { count })
          }
          rightSection={
            pending && (
              <Badge color="orange" variant="light" c="dark.8" visibleFrom="sm" tt="none">
                {t('orders.badge.not_sent')}
              </Badge>
            )
          }
          aria-haspopup="dialog"
          id={CART_BUTTON_ID}
          data-testid="cart-button"
          onClick={() => emit('customer:open', { section: 'cart' })}
          onPointerEnter={() => void loadCartModal()}
          onFocus={() => void loadCartModal()}
        >
          {count}
        </Button>
      </Indicator>
      <CartAnnouncer cart={data?.cart} />
    </>
  )
}

/**
 * The server merges a visitor's cart into the user's at sign-in, and a sign-out leaves the visitor's: whichever way
 * the session changed (the modal, the wizard, another tab's cookie), a new user means the cart is read again.
 */
function useCartFollowsSession() {
  const queryClient = useQueryClient()
  const user = useCurrentUser()
  const userId = user === undefined ? undefined : (user?.id ?? null)
  const last = useRef(userId)
  useEffect(() => {
    if (userId === undefined) return
    if (last.current !== undefined && last.current !== userId) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart })
    }
    last.current = userId
  }, [userId, queryClient])
}

/**
 * A polite live region, always in the page, that says what changed in the cart: the product just added, or the new
 * count after any other change (never the first reading). The flying cart itself never takes the focus.
 */
function CartAnnouncer({ cart }: { cart: Cart | undefined }) {
  const { t } = useTranslation()
  const [message, setMessage] = useState('')
  const last = useRef<number | null>(null)
  const added = useRef<number | null>(null)
  usePageEvent('cart:added', ({ lineId }) => {
    added.current = lineId
  })
  const count = cart ? cart.total_qty : null
  useEffect(() => {
    if (count === null || !cart) return
    if (last.current !== null && last.current !== count) {
      const line = cart.lines.find((l) => l.id === added.current)
      setMessage(
        line ? t('cart.added_live', { name: line.product.name, count }) : t('cart.updated', { count }),
      )
    }
    added.current = null
    last.current = count
  }, [count, cart, t])
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="cart-announcer">
      {message}
    </div>
  )
}
