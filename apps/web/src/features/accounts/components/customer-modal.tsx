import { lazy, Suspense, useRef } from 'react'
import { useCustomerFlow } from './use-customer-flow.ts'

// The dialog and its forms load on the first open, keeping them out of every page's first download.
const CustomerModalDialog = lazy(() => import('./customer-modal-dialog.tsx'))

/** The page-wide customer modal (spec 2 §2.2): listens to the customer:* events from the first page on. */
export function CustomerModal() {
  const flow = useCustomerFlow(null)
  const everOpened = useRef(false)
  if (flow.section) everOpened.current = true
  if (!everOpened.current) return null
  return (
    <Suspense fallback={null}>
      <CustomerModalDialog flow={flow} />
    </Suspense>
  )
}
