import { lazy, Suspense, useRef, useState } from 'react'
import { usePageEvent } from '../../../shared/lib/events.ts'
import { CART_BUTTON_ID } from './cart-button.tsx'
import { loadCartModal, loadFlyingCart } from './cart-chunks.ts'

// The modal, its lists and the flying panel load on first use: public pages carry only the header's count.
const CartModalDialog = lazy(loadCartModal)
const FlyingCart = lazy(loadFlyingCart)

/**
 * The cart modal ('your cart', spec 2 §2.1) and the flying cart, driven by the page-wide events: `customer:open`
 * with section 'cart' opens the modal, any other section (the customer panel taking over), `customer:close` and
 * `customer:checkout` close it; `cart:added` shows the flying cart.
 */
export function CartOverlays() {
  const [opened, setOpened] = useState(false)
  const [flying, setFlying] = useState<{ lineId: number; shownAt: number } | null>(null)
  const everOpened = useRef(false)
  if (opened) everOpened.current = true
  // Mantine's modal notes the focused element only when `opened` changes after its mount, and this one mounts
  // opened on the first use: the element is noted here, when the modal is asked for.
  const returnTo = useRef<{ element: HTMLElement | null; path: string } | null>(null)
  const open = () => {
    if (!opened) {
      const active = document.activeElement
      returnTo.current = {
        element: active instanceof HTMLElement ? active : null,
        path: window.location.pathname,
      }
    }
    setOpened(true)
  }
  const restoreFocus = () => {
    const from = returnTo.current
    returnTo.current = null
    // The transition ends just before the dialog leaves the page: look at the focus once it has.
    window.setTimeout(() => {
      // Only when nothing else took the focus meanwhile.
      if (document.activeElement !== document.body && document.activeElement !== null) return
      // 'Proceed' went to another page: its content, not the header, is where the user goes on.
      const target =
        from && from.path !== window.location.pathname
          ? document.getElementById('main')
          : from?.element?.isConnected
            ? from.element
            : document.getElementById(CART_BUTTON_ID)
      target?.focus({ preventScroll: true })
    }, 0)
  }

  usePageEvent('customer:open', ({ section }) => {
    if (section === 'cart') {
      open()
      setFlying(null)
    } else setOpened(false)
  })
  usePageEvent('customer:close', () => setOpened(false))
  usePageEvent('customer:checkout', () => setOpened(false))
  usePageEvent('cart:added', ({ lineId }) => {
    if (!opened) setFlying({ lineId, shownAt: Date.now() })
  })

  return (
    <Suspense fallback={null}>
      {everOpened.current && (
        <CartModalDialog opened={opened} onClose={() => setOpened(false)} onClosed={restoreFocus} />
      )}
      {flying && (
        <FlyingCart
          key={flying.shownAt}
          lineId={flying.lineId}
          onClose={() => setFlying(null)}
          onOpenCart={() => {
            open()
            setFlying(null)
          }}
        />
      )}
    </Suspense>
  )
}
