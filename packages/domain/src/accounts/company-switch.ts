import { dbIdSchema } from '../catalog/schemas.ts'
import { z } from '../zod.ts'

/**
 * The company switch (spec 2 §4, spec 3 §2 switch_client; issue 25 item 9): the user acts for one of the companies
 * they are linked to, the main one or an alias (user_client_links); which one is the user's, not the session's
 * (docs/decisions/035).
 */

/** A company the user may act for, as the switch dialog lists it. */
export const linkedCompanySchema = z.object({
  client_id: z.number().int(),
  ragione: z.string(),
  cli_for_code: z.string(),
  kind: z.enum(['main', 'alias']),
  /** The company the user acts for now. */
  current: z.boolean(),
  verified: z.boolean(),
})
export type LinkedCompany = z.infer<typeof linkedCompanySchema>

/** POST user/get_secondary_user: the linked companies, the main one first, then the aliases by name. */
export const linkedCompaniesResponse = z.object({
  status: z.literal('OK'),
  accounts: z.array(linkedCompanySchema),
})

/**
 * POST user/account_switch: the spec sends no body (Fastify's null), which is enough when there is one other company to
 * go to; with several the dialog names the one chosen.
 */
export const accountSwitchRequest = z.object({ client_id: dbIdSchema.optional() }).nullish()

export type SwitchTarget =
  | { kind: 'switch'; client_id: number }
  /** Several other companies and none named: client_id is required. */
  | { kind: 'choose' }
  /** The company named is not one of the user's, or there is no other one: nothing to switch to. */
  | { kind: 'not_linked' }

/** Where a switch goes, from the user's linked companies, the current one and the one asked for (if any). */
export function switchTarget(
  linked: readonly number[],
  current: number | null,
  requested?: number,
): SwitchTarget {
  if (requested !== undefined) {
    return linked.includes(requested) ? { kind: 'switch', client_id: requested } : { kind: 'not_linked' }
  }
  const others = linked.filter((id) => id !== current)
  const [only] = others
  if (only === undefined) return { kind: 'not_linked' }
  return others.length === 1 ? { kind: 'switch', client_id: only } : { kind: 'choose' }
}
