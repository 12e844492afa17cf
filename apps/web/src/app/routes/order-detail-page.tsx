import { lazy } from 'react'
import type { CompletionParts } from '../../features/orders/components/completion-flow.tsx'
import OrderPage from '../../features/orders/routes/order-page.tsx'

// The checkout's steps load when the buyer starts approving or completing, not with every order page.
const PARTS: CompletionParts = {
  Shipping: lazy(() =>
    import('../../features/checkout/components/shipping-form.tsx').then((m) => ({ default: m.ShippingForm })),
  ),
  Payment: lazy(() =>
    import('../../features/checkout/components/payment-step.tsx').then((m) => ({ default: m.PaymentStep })),
  ),
}

/**
 * /{lang}/user/orders/{id} and /{lang}/user/quotations/{id}: the orders feature's detail with the checkout feature's
 * shipping form (with the order's PDF) and payment step, composed here as the checkout page composes its steps (features never
 * import each other: docs/decisions/032). One shipping form and one payment step for the checkout, the order request
 * and the quotation to approve (spec 3 §2 completion flow).
 */
export default function OrderDetailPage() {
  return <OrderPage parts={PARTS} />
}
