import { useEffect, useRef } from 'react'

/** The sections of spec 2 §2.2's modal; 'cart' is the cart feature's own modal, the others the customer panel's. */
export type CustomerSection =
  | 'cart'
  | 'login'
  | 'password_recovery'
  | 'signup'
  | 'signup_thankyou'
  | 'shipping'

/** The page-wide events of spec 2 §2.2: any screen (cart, wizard, header) opens the customer modal through them. */
export type PageEvents = {
  'customer:open': { section: CustomerSection }
  'customer:close': undefined
  'customer:checkout': undefined
  logged_in: { id: number; email: string }
  /** A product went into the cart (the flying cart shows it). */
  'cart:added': { lineId: number }
}

export function emit<K extends keyof PageEvents>(
  ...[name, detail]: PageEvents[K] extends undefined ? [K] : [K, PageEvents[K]]
) {
  window.dispatchEvent(new CustomEvent(name, { detail }))
}

/** Listens to a page-wide event for the life of the component. */
export function usePageEvent<K extends keyof PageEvents>(name: K, handler: (detail: PageEvents[K]) => void) {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    const listener = (e: Event) => latest.current((e as CustomEvent<PageEvents[K]>).detail)
    window.addEventListener(name, listener)
    return () => window.removeEventListener(name, listener)
  }, [name])
}
