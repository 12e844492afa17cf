import { Container } from '@mantine/core'
import { useParams } from 'react-router'
import { PaymentResult } from '../../features/checkout/components/payment-result.tsx'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { parseOrderId } from '../../shared/lib/orders.ts'
import { usePageHead } from '../../shared/lib/page-head.tsx'

/**
 * /{lang}/checkout/payment/{orderId} (issue 12): where the card provider and PayPal send the buyer back after paying
 * or cancelling. Signed-in only: the router puts it behind the reserved area's guard, which sends a visitor to login
 * and back here with the same query (PayPal's token included).
 */
export default function PaymentResultPage() {
  const { t } = useTranslation()
  const { orderId } = useParams()
  usePageHead({ title: t('checkout.result.title') })
  return (
    <Container size="sm" py="xl">
      <PaymentResult orderId={parseOrderId(orderId)} />
    </Container>
  )
}
