import { canSeePrices, type PriceClient } from '../orders/permissions.ts'
import { z } from '../zod.ts'

/**
 * Who may use what of the reserved customer area (spec 3 §2 and §6, spec 2 §6; issue 25 item 1). The one rule: the
 * server refuses the area's calls with it (the route kit's AREA option) and GET user answers it, so the menu and the
 * route guards of the web show exactly what the server allows.
 */

/** What a signed-in user must still do before orders, quotations and addresses open, in the order the profile asks. */
export const PROFILE_GAPS = ['email_unverified', 'privacy_not_accepted', 'no_password'] as const
export type ProfileGap = (typeof PROFILE_GAPS)[number]

/** The error_code of a 403 from an area call refused to a user whose profile is incomplete. */
export const PROFILE_INCOMPLETE = 'profile_incomplete'

export const areaAccessSchema = z.object({
  /** What keeps the area closed; empty when the profile is complete. */
  missing: z.array(z.enum(PROFILE_GAPS)),
  /** Orders, quotations, their actions and the addresses. */
  area: z.boolean(),
  /** The price list: the area, for a user whose company sees prices. */
  price_list: z.boolean(),
})
export type AreaAccess = z.infer<typeof areaAccessSchema>

export type AreaUser = {
  email_verified: boolean
  privacy_accepted: boolean
  has_password: boolean
  /** The company the user acts for (null: none, or not read because only `area` is asked). */
  client: PriceClient | null
}

/**
 * What the user may open. The profile, the company switch, logout, the cart and quotation requests are always open
 * (the checkout lets an unverified user ask for a quotation: docs/decisions/021); everything else of the area needs a
 * verified e-mail, the accepted privacy policy and a password (spec 3 §6), and the price list a company that sees
 * prices as well.
 */
export function areaAccess(user: AreaUser): AreaAccess {
  const missing: ProfileGap[] = []
  if (!user.email_verified) missing.push('email_unverified')
  if (!user.privacy_accepted) missing.push('privacy_not_accepted')
  if (!user.has_password) missing.push('no_password')
  const area = missing.length === 0
  return {
    missing,
    area,
    price_list:
      area && user.client !== null && canSeePrices({ client: user.client, show_public_prices: false }),
  }
}
