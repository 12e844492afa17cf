import type { Lang } from '@shop/domain/i18n/langs'
import type { CheckoutCaller, CheckoutDeps } from '../checkout/checkout.service.ts'
import { findProviderIdentity } from '../lookups/settings.service.ts'
import { findAreaOrder } from './area-detail.service.ts'
import { findOrderPdfNames } from './order-pdf.store.ts'
import { type OrderPdfKind, orderPdfFileName, renderOrderPdf } from './order-pdf.view.ts'

/**
 * GET order/pdf/{id} and order/orderpdf/{id} (spec 3 §2, §7; issue 26 item 1): the order as the detail answers it to
 * the caller (so only one they see there, else 404 'Error: wrong order'), with the names its keys stand for and who
 * issues it, made into a PDF in the language.
 */
export async function makeOrderPdf(
  deps: Pick<CheckoutDeps, 'db' | 'labels' | 'clock'>,
  caller: CheckoutCaller,
  lang: Lang,
  orderId: number,
  kind: OrderPdfKind,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { order, area } = await findAreaOrder(deps, caller, lang, orderId)
  const [names, provider] = await Promise.all([
    findOrderPdfNames(deps.db, order, lang),
    findProviderIdentity(deps.db),
  ])
  const input = { kind, order, area, names, provider, lang, translate: deps.labels.translate }
  return { bytes: await renderOrderPdf(input), fileName: orderPdfFileName(input) }
}
