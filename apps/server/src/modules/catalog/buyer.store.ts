import { canSeePrices } from '@shop/domain/orders/permissions'
import { type Db, queryRows } from '../../db/client.ts'
import { sessionJoin } from '../../plugins/session.ts'
import { findSettings } from '../lookups/settings.service.ts'

// Who is asking: the signed-in user's company, whether prices show, and the rule selection's buyer.

export type Buyer = {
  userId: number | null
  clientId: number | null
  clientGroupId: number | null
  /** Prices shown at all (the domain's canSeePrices): a verified client that may; without a client, the setting. */
  canSeePrices: boolean
}

/** A signed-in user's company, as far as prices go (clientId null: the user has none). */
type BuyerCompany = {
  clientId: number | null
  clientGroupId: number | null
  canSeePrices: boolean
  verified: boolean
}

const BUYER_COLUMNS =
  'c.id as buyer_client_id, c.client_group_id as buyer_client_group_id, c.can_see_prices as buyer_can_see_prices, c.verified as buyer_verified'
const BUYER_JOINS = 'left join clients c on c.id = u.client_id'
const BUYER_BY_ID = {
  name: 'buyer',
  text: `select ${BUYER_COLUMNS} from users u ${BUYER_JOINS} where u.id = $1`,
}

function toBuyerCompany(r: Record<string, unknown>): BuyerCompany {
  return {
    clientId: r.buyer_client_id as number | null,
    clientGroupId: r.buyer_client_group_id as number | null,
    canSeePrices: r.buyer_can_see_prices === true,
    verified: r.buyer_verified === true,
  }
}

/** The buyer's company read in the session's own query, for the price routes (their sessionJoin). */
export const BUYER_JOIN = sessionJoin('buyer', { columns: BUYER_COLUMNS, joins: BUYER_JOINS }, toBuyerCompany)

/**
 * The signed-in user's company and price visibility (anonymous: public prices only when the setting is on).
 * `company`, when the caller already has it (BUYER_JOIN), saves the query.
 */
export async function findBuyer(db: Db, userId: number | null, company?: BuyerCompany): Promise<Buyer> {
  let found = company
  if (userId !== null && !found) {
    const [row] = await queryRows(db, BUYER_BY_ID, [userId])
    found = row && toBuyerCompany(row)
  }
  const settings = await findSettings(db)
  if (userId !== null && found?.clientId) {
    return {
      userId,
      clientId: found.clientId,
      clientGroupId: found.clientGroupId,
      canSeePrices: canSeePrices({
        client: { can_see_prices: found.canSeePrices, verified: found.verified },
        show_public_prices: settings.show_public_prices,
      }),
    }
  }
  return {
    userId,
    clientId: null,
    clientGroupId: null,
    canSeePrices: canSeePrices({ client: null, show_public_prices: settings.show_public_prices }),
  }
}

/** The buyer as the domain's rule selection names it. */
export const priceBuyerOf = (buyer: Pick<Buyer, 'clientId' | 'clientGroupId'>) => ({
  client_id: buyer.clientId,
  client_group_id: buyer.clientGroupId,
})
