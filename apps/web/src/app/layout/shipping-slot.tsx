import { useCart } from '../../features/cart/components/cart-view.tsx'
import ShippingSection from '../../features/checkout/components/shipping-section.tsx'
import type { ShippingSectionProps } from '../../shared/lib/shipping-slot.ts'

/**
 * What the layout puts in the customer modal's shipping slot: the checkout feature's shipping section on the cart
 * feature's cart. Loaded when the modal first shows the section.
 */
export default function ModalShippingSection({ onClose }: ShippingSectionProps) {
  const { data } = useCart()
  return <ShippingSection place="modal" cart={data?.cart} onClose={onClose} />
}
