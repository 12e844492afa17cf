import { Button, Group } from '@mantine/core'
import { pathOf, queryOf } from '@shop/domain/http/endpoint'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import * as orders from '@shop/domain/orders/endpoints'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'

/**
 * The order's PDFs (spec 3 §2 'PDF links exist for the order and its order form'; issue 26 item 1): the order or
 * quotation, and the order form to sign, made by the server in the page's language and saved under the order's number
 * (the answer's Content-Disposition names the file).
 */
export function OrderPdfLinks({ order }: { order: Pick<Order, 'id' | 'is_quotation'> }) {
  const { t } = useTranslation()
  const lang = useLang()
  const links = [
    {
      href: pathOf(orders.getOrderPdf, { id: order.id }) + queryOf({ lang }),
      label: t(order.is_quotation ? 'orders.pdf.download_quotation' : 'orders.pdf.download_order'),
      testId: 'order-pdf',
    },
    {
      href: pathOf(orders.getOrderFormPdf, { id: order.id }) + queryOf({ lang }),
      label: t('orders.pdf.download_form'),
      testId: 'order-form-pdf',
    },
  ]
  return (
    <SectionCard title={t('orders.pdf.documents')} testId="order-pdfs">
      <Group gap="sm">
        {links.map((link) => (
          <Button
            key={link.testId}
            component="a"
            href={link.href}
            download
            variant="light"
            style={{ whiteSpace: 'normal', height: 'auto', minHeight: 36 }}
            data-testid={link.testId}
          >
            {link.label}
          </Button>
        ))}
      </Group>
    </SectionCard>
  )
}
