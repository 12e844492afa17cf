declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/**
 * The account events, and the customer area's (spec 3 §7 'analytics events for customer-area views, profile update,
 * refusal, cancellation and purchase'): `area_view` with the named route as `screen` (the area's layout sends it for
 * every screen), `profile_update`, `quotation_refused`, `quotation_cancelled`; a purchase is `trackPurchaseOnce`.
 */
export type AnalyticsEvent =
  | 'sign_up'
  | 'login'
  | 'login_failure'
  | 'area_view'
  | 'profile_update'
  | 'quotation_refused'
  | 'quotation_cancelled'

/** Pushes an event for the tag manager; the page works the same when none is loaded. */
export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}) {
  window.dataLayer ??= []
  window.dataLayer.push({ event, ...params })
}

/** One product of a GA4 ecommerce event; price in euros excluding VAT, absent when the viewer may not see it. */
export type EcommerceItem = {
  item_id: string
  item_name: string
  item_brand?: string
  item_category?: string
  price?: number
  quantity: number
}

/**
 * add_to_cart and remove_from_cart in GA4's ecommerce shape (spec 1 §7, spec 2 §7): currency EUR, value excluding
 * VAT. The previous ecommerce object is cleared first, as Google asks, so one event's items never leak into the next.
 */
export function trackCart(event: 'add_to_cart' | 'remove_from_cart', items: EcommerceItem[]) {
  const value = items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0)
  window.dataLayer ??= []
  window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push({
    event,
    ecommerce: { currency: 'EUR', value: Math.round(value * 100) / 100, items },
  })
}

/**
 * GA4's purchase when an order is completed (issue 11): the order's final price excluding VAT in euros and its
 * reference as the transaction id. Cleared first, as for the cart events.
 */
export function trackPurchase(order: { order_ref: string; order_final_price: number | null }) {
  window.dataLayer ??= []
  window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push({
    event: 'purchase',
    ecommerce: {
      currency: 'EUR',
      value: (order.order_final_price ?? 0) / 100,
      transaction_id: order.order_ref,
    },
  })
}

/** Where a purchase already pushed is remembered: localStorage, or nothing where the browser refuses it. */
export type PurchaseFlags = Pick<Storage, 'getItem' | 'setItem'>

const PURCHASE_FLAG_PREFIX = 'ga4_purchase:'
// A browser that refuses localStorage (some private modes) still pushes once per page load.
const pushedThisPage = new Set<string>()

function browserFlags(): PurchaseFlags | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * trackPurchase at most once per order in this browser (issue 12): the payment result page is reloaded, visited again
 * from an e-mail or reached after the checkout already counted the order, and GA4 would count each push as a sale.
 * The flag is keyed by the order reference, GA4's transaction id. True when it pushed.
 */
export function trackPurchaseOnce(
  order: { order_ref: string; order_final_price: number | null },
  flags: PurchaseFlags | null = browserFlags(),
): boolean {
  const key = PURCHASE_FLAG_PREFIX + order.order_ref
  if (pushedThisPage.has(key)) return false
  try {
    if (flags?.getItem(key)) return false
  } catch {
    // An unreadable store counts as empty: the in-page set still stops a second push.
  }
  pushedThisPage.add(key)
  try {
    flags?.setItem(key, '1')
  } catch {
    // A full or refused store: the flag lives for this page only.
  }
  trackPurchase(order)
  return true
}
