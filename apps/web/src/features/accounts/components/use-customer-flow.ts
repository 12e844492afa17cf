import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type CustomerSection, usePageEvent } from '../../../shared/lib/events.ts'
import { sessionQuery, useCurrentUser } from '../../../shared/lib/session.ts'

type FlowState = { section: CustomerSection | null; checkout: boolean }

/** The customer panel's section, driven by the page-wide events; `initial` null means a closed modal. */
export function useCustomerFlow(initial: CustomerSection | null) {
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const [state, setState] = useState<FlowState>({ section: initial, checkout: false })
  const close = () => setState({ section: initial, checkout: false })
  // 'cart' is the cart feature's own modal: opening it closes this panel, as one modal moves to another section.
  usePageEvent('customer:open', ({ section }) =>
    section === 'cart' ? close() : setState({ section, checkout: false }),
  )
  usePageEvent('customer:close', close)
  usePageEvent('customer:checkout', () => {
    const open = (signedIn: boolean) => setState({ section: signedIn ? 'shipping' : 'login', checkout: true })
    if (user !== undefined) return open(user !== null)
    // On a page just opened the session may still be loading: wait for it, or a signed-in buyer gets the login form.
    queryClient.ensureQueryData(sessionQuery()).then(
      (session) => open(session.user !== null),
      () => open(false),
    )
  })
  return {
    ...state,
    close,
    setSection: (section: CustomerSection) => setState((s) => ({ ...s, section })),
  }
}
