import type { ProductConfiguration } from '../catalog/schemas.ts'
import type { AddToWishlistBody } from './saved-configurations.ts'

// Apart from the schemas, so the screens that call it (the cart line, the saved list) load no zod for it.

/**
 * A configuration as the cart's add and add_to_wishlist take it: its code, the variation chosen per accessory and
 * the custom texts (a cart line's or a saved one's).
 */
export function configurationInput(
  configuration: Pick<ProductConfiguration, 'configuration_code' | 'accessories' | 'custom_texts'>,
): AddToWishlistBody {
  return {
    configuration_code: configuration.configuration_code,
    variations: configuration.accessories.flatMap((a) => a.pivot.accessory_attributes_variation_id ?? []),
    custom_texts: configuration.custom_texts ?? {},
  }
}
