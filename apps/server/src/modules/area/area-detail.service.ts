import type { Lang } from '@shop/domain/i18n/langs'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import type { CheckoutCaller, CheckoutDeps } from '../checkout/checkout.service.ts'
import { readVisibleOrder } from '../checkout/checkout-order.service.ts'
import { toOrderAnswer } from '../orders/order.view.ts'
import { findAreaExtras } from './area-detail.store.ts'
import { toOrderArea } from './area-detail.view.ts'

export type AreaOrder = { order: Order; area: OrderArea }

/**
 * POST user/getOrderDetail (spec 3 §2 detail, §7; issue 25 item 6), and the answer of every quotation action: one of
 * the caller's orders or quotations (else 404 'Error: wrong order') with the detail's part beside it.
 */
export async function findAreaOrder(
  deps: Pick<CheckoutDeps, 'db' | 'labels' | 'clock'>,
  caller: CheckoutCaller,
  lang: Lang,
  orderId: number,
): Promise<AreaOrder> {
  const [{ rows, snap, settings, showPrices }, extras] = await Promise.all([
    readVisibleOrder(deps, caller, orderId),
    // Read beside the visibility check; nothing of it is answered unless the order is the caller's.
    findAreaExtras(deps.db, orderId),
  ])
  const order = toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang, showPrices })
  const area = toOrderArea(rows, order, extras, {
    showPrices,
    promoCodes: settings.promo_codes_enabled,
    now: deps.clock(),
  })
  return { order, area }
}
