declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export type AnalyticsEvent = 'sign_up' | 'login' | 'login_failure'

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
