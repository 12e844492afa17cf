import { useState } from 'react'
import { type CustomerSection, usePageEvent } from '../../../shared/lib/events.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'

type FlowState = { section: CustomerSection | null; checkout: boolean }

/** The customer panel's section, driven by the page-wide events; `initial` null means a closed modal. */
export function useCustomerFlow(initial: CustomerSection | null) {
  const user = useCurrentUser()
  const [state, setState] = useState<FlowState>({ section: initial, checkout: false })
  const close = () => setState({ section: initial, checkout: false })
  // 'cart' is the cart feature's own modal: opening it closes this panel, as one modal moves to another section.
  usePageEvent('customer:open', ({ section }) =>
    section === 'cart' ? close() : setState({ section, checkout: false }),
  )
  usePageEvent('customer:close', close)
  usePageEvent('customer:checkout', () => setState({ section: user ? 'shipping' : 'login', checkout: true }))
  return {
    ...state,
    close,
    setSection: (section: CustomerSection) => setState((s) => ({ ...s, section })),
  }
}
