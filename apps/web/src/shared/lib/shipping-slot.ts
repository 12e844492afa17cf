import { type ComponentType, createContext, useContext } from 'react'

/** What the customer modal hands the shipping section: a way to close the modal once the section is done. */
export type ShippingSectionProps = { onClose: () => void }

/**
 * The customer modal's 'shipping' section (spec 2 §2.2) is the checkout's own shipping section, not a copy: the
 * accounts feature renders whatever the layout puts here, the layout puts the checkout feature's component (loaded
 * on first use). Without one (a page outside the layout) the modal falls back to a link to the checkout page.
 */
export const ShippingSectionContext = createContext<ComponentType<ShippingSectionProps> | null>(null)

export function useShippingSection(): ComponentType<ShippingSectionProps> | null {
  return useContext(ShippingSectionContext)
}
