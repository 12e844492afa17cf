import type { CartLine } from '@shop/domain/orders/cart-schemas'
import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useLang } from '../../../shared/lib/lang.ts'
import { addToCart, cartQuery } from '../api.ts'
import { updateCart } from '../update-api.ts'

/** A configuration by code, as the wizard builds it and POST cart/{lang}/add takes it. */
type Held = { configuration_code: string; variations: number[]; custom_texts: Record<string, string> }

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',')
const textsKey = (texts: Record<string, string> | undefined) =>
  JSON.stringify(Object.entries(texts ?? {}).sort(([a], [b]) => a.localeCompare(b)))

/** Whether a line holds this configuration: same code, variations and custom texts (the server's line_key). */
function holds(line: CartLine, held: Held): boolean {
  const configuration = line.product_configuration
  const variations = configuration.accessories.flatMap((a) =>
    a.pivot.accessory_attributes_variation_id === null ? [] : [a.pivot.accessory_attributes_variation_id],
  )
  return (
    configuration.configuration_code === held.configuration_code &&
    sorted(variations) === sorted(held.variations) &&
    textsKey(configuration.custom_texts) === textsKey(held.custom_texts)
  )
}

/**
 * The wizard's silo as a cart line (spec 1 §4.6): `hold` puts the configuration in the cart (once; another one
 * replaces it), `release` takes out what was put in after a successful send. The line is found again by its
 * configuration, not its id: a visitor's send signs them in, and the sign-in moves the line into the user's cart.
 * A refused add (cart maintenance) or a failed removal never stops the wizard.
 */
export function useWizardCartLine() {
  const queryClient = useQueryClient()
  const lang = useLang()
  const held = useRef<{ key: string; body: Held } | null>(null)

  const release = async () => {
    const current = held.current
    if (!current) return
    held.current = null
    try {
      const { cart } = await queryClient.fetchQuery({ ...cartQuery(lang), staleTime: 0 })
      const line = cart.lines.find((l) => holds(l, current.body))
      if (!line) return
      await updateCart(
        queryClient,
        lang,
        line.qty > 1
          ? { kind: 'qty', lineId: line.id, qty: line.qty - 1 }
          : { kind: 'remove', lineId: line.id },
      )
    } catch {
      // The send succeeded; a line left in the cart is the lesser harm.
    }
  }

  const hold = async (body: Held) => {
    const key = JSON.stringify([
      body.configuration_code,
      sorted(body.variations),
      textsKey(body.custom_texts),
    ])
    if (held.current?.key === key) return
    await release()
    try {
      await addToCart(queryClient, lang, { ...body, qty: 1 }, { quiet: true })
      held.current = { key, body }
    } catch {
      // Cart maintenance or a refused add: the wizard sends the configuration all the same.
    }
  }

  return {
    hold: (body: Held) => void hold(body),
    release: () => void release(),
  }
}
