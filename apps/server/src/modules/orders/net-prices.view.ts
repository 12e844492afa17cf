import type { Order } from '@shop/domain/orders/checkout-schemas'

/**
 * An order answer with net prices only (spec 3 §3 hide_discounts, set by the desk; issue 24 item 6): each line shows
 * the price it is sold at as its price, without the rule that led there, and the goods' total is the total of those
 * prices. The order-wide discounts the customer chose themselves (web order, promo code, the desk's order discount)
 * stay, so every figure still adds up to the same total. The customer's order pages and PDFs are built from this
 * answer, so they follow it.
 */
export function withNetPricesOnly(order: Order): Order {
  const lineDiscounts =
    order.total_price === null || order.total_discounted_price === null
      ? 0
      : order.total_price - order.total_discounted_price
  return {
    ...order,
    lines: order.lines.map((line) =>
      line.price === null || line.price < 0
        ? line
        : { ...line, price: line.discounted_price, discount_label: '', discount_rule_static: null },
    ),
    total_price: order.total_discounted_price,
    total_discount: order.total_discount === null ? null : order.total_discount - lineDiscounts,
  }
}
