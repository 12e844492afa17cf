import { dbIdSchema, productConfigurationSchema, saveProductConfigurationBody } from '../catalog/schemas.ts'
import { z } from '../zod.ts'
import { cartLineSchema } from './cart-schemas.ts'

/**
 * Saved configurations, the spec's wishlist (spec 3 §7 add_to_wishlist, removeFromWishlist; issue 26 item 3): a
 * configuration kept for the company of the user who saved it, seen by every user of that company.
 */

const ok = z.literal('OK')
const id = z.number().int()

/** A company keeps at most this many: the list is read whole and searched on the screen. */
export const MAX_SAVED_CONFIGURATIONS = 500

/**
 * POST user/add_to_wishlist (the spec shows no body): a configuration as the cart's add takes it by code, with its
 * variations and custom texts, checked as POST product_configuration checks a save.
 */
export const addToWishlistBody = saveProductConfigurationBody.omit({ current_ref_code: true })
export type AddToWishlistBody = z.infer<typeof addToWishlistBody>

/** POST user/removeFromWishlist (the spec shows no body): the saved configuration's id. */
export const removeFromWishlistBody = z.object({ id: dbIdSchema })

export const savedConfigurationSchema = z.object({
  id,
  /** The base model or the accessory as a cart line shows it: name, product code, picture. */
  product: cartLineSchema.shape.product,
  /** The configuration with its accessories, variations and custom texts. */
  product_configuration: productConfigurationSchema,
  saved_by: z.object({ id, name: z.string() }),
  /** ISO instant. */
  saved_at: z.string(),
})
export type SavedConfiguration = z.infer<typeof savedConfigurationSchema>

/** GET user/get_wishlist: the company's saved configurations, newest first. */
export const wishlistResponse = z.object({
  status: ok,
  saved_configurations: z.array(savedConfigurationSchema),
})

/** The saved configuration; `already_saved` when the company had it (the same code, variations and texts). */
export const addToWishlistResponse = z.object({
  status: ok,
  saved_configuration: savedConfigurationSchema,
  already_saved: z.boolean(),
})
