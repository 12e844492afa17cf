import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { clientGroups, clientProductCodes, clients, users } from '../../db/schema/index.ts'

// The user's own company and group (GET client, GET client_group).

/** The signed-in user's current company with its product codes; never another company. */
export async function findOwnClients(db: Db, userId: number) {
  const [row] = await db
    .select({ client: clients })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId))
  if (!row) return []
  const c = row.client
  const codes = await db
    .select({
      ref_code: clientProductCodes.refCode,
      conf_code: clientProductCodes.confCode,
      client_code: clientProductCodes.clientCode,
    })
    .from(clientProductCodes)
    .where(eq(clientProductCodes.clientId, c.id))
    .orderBy(asc(clientProductCodes.id))
  return [
    {
      id: c.id,
      cli_for_code: c.cliForCode,
      ragione: c.ragione,
      piva: c.piva,
      codice_fiscale: c.codiceFiscale,
      sdi_code: c.sdiCode,
      persona_fisica: c.personaFisica,
      esaedro_zone_code: c.esaedroZoneCode,
      can_see_prices: c.canSeePrices,
      can_create_order: c.canCreateOrder,
      payment_mode_id: c.paymentModeId,
      carrier_id: c.carrierId,
      transport_id: c.transportId,
      port_id: c.portId,
      client_group_id: c.clientGroupId,
      client_product_codes: codes,
    },
  ]
}

/** The group of the signed-in user's current company, if it has one. */
export async function findOwnClientGroups(db: Db, userId: number) {
  return db
    .select({ id: clientGroups.id, code: clientGroups.code, name: clientGroups.name })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .innerJoin(clientGroups, eq(clientGroups.id, clients.clientGroupId))
    .where(eq(users.id, userId))
}
