import type { CartLine } from '@shop/domain/orders/cart-schemas'
import { type EcommerceItem, trackCart } from '../../../shared/lib/analytics.ts'

/** A cart line as a GA4 item: the configuration code names the product; the unit price in euros excluding VAT. */
export function ecommerceItem(line: CartLine, quantity: number): EcommerceItem {
  const price = line.discounted_price
  return {
    item_id: line.product_configuration.configuration_code,
    item_name: line.product.name,
    item_category: line.product_configuration.type === 'A' ? 'replacement_accessory' : 'base_model',
    // Hidden (null) and to-be-quoted (-1) prices are no price to report.
    ...(price !== null && price >= 0 ? { price: price / 100 } : {}),
    quantity,
  }
}

/** add_to_cart for a quantity that went up, remove_from_cart for one that went down (spec 1 §7). */
export function trackQuantityMoved(line: CartLine | undefined, moved: number) {
  if (!line || moved === 0) return
  trackCart(moved > 0 ? 'add_to_cart' : 'remove_from_cart', [ecommerceItem(line, Math.abs(moved))])
}
