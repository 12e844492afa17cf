import { vatNumberProblem } from '@shop/domain/accounts/profile'
import type { DeskClientUpdateBody } from '@shop/domain/desk/client-schemas'
import { V } from '@shop/domain/http/fields'
import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client.ts'
import {
  carriers,
  clientGroups,
  clients,
  countries,
  ivaCodes,
  paymentModes,
  ports,
  transports,
} from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { recordAudit } from './desk-audit.store.ts'
import { lockClient } from './desk-clients.store.ts'

/**
 * PATCH /api/desk/clients/{id} (issue 24 items 6 and 7): the company data and the settings staff own, checked against
 * the stored row (a field error names the field), written with one audit row holding before and after of what
 * changed. Not mailed: these are the provider's terms, which the customer sees at the next checkout.
 */

type Field = keyof DeskClientUpdateBody
type ClientRow = typeof clients.$inferSelect

/** The body's snake_case field → the row's property. */
const COLUMN: Record<Field, keyof ClientRow> = {
  ragione: 'ragione',
  piva: 'piva',
  codice_fiscale: 'codiceFiscale',
  sdi_code: 'sdiCode',
  persona_fisica: 'personaFisica',
  esaedro_zone_code: 'esaedroZoneCode',
  payment_mode_id: 'paymentModeId',
  carrier_id: 'carrierId',
  port_id: 'portId',
  transport_id: 'transportId',
  iva_code: 'ivaCode',
  bank_abi: 'bankAbi',
  bank_cab: 'bankCab',
  bank_account: 'bankAccount',
  can_see_prices: 'canSeePrices',
  can_create_order: 'canCreateOrder',
  can_pay_online: 'canPayOnline',
  client_group_id: 'clientGroupId',
}

/** The lookups an id or code must name (null is always allowed: the shop's default). */
const LOOKUPS: [Field, PgTable, PgColumn][] = [
  ['payment_mode_id', paymentModes, paymentModes.id],
  ['carrier_id', carriers, carriers.id],
  ['port_id', ports, ports.id],
  ['transport_id', transports, transports.id],
  ['iva_code', ivaCodes, ivaCodes.code],
  ['client_group_id', clientGroups, clientGroups.id],
]

type Issue = { path: [Field]; message: string }

/** The VAT number's rules of spec 3 §5 on the values the company would have: by the country's area. */
async function vatIssues(tx: Tx, body: DeskClientUpdateBody, stored: ClientRow): Promise<Issue[]> {
  if (body.piva === undefined && body.esaedro_zone_code === undefined) return []
  const zone = body.esaedro_zone_code ?? stored.esaedroZoneCode
  const piva = body.piva ?? stored.piva
  const [country] = await tx
    .select({ area: countries.esaedroIndAreaNaz })
    .from(countries)
    .where(eq(countries.zoneCode, zone))
  if (!country) return [{ path: ['esaedro_zone_code'], message: V.invalid }]
  const problem = vatNumberProblem({ zone, area: country.area, piva })
  return problem === null ? [] : [{ path: ['piva'], message: problem }]
}

async function lookupIssues(tx: Tx, body: DeskClientUpdateBody): Promise<Issue[]> {
  const issues: Issue[] = []
  for (const [field, table, column] of LOOKUPS) {
    const value = body[field]
    if (value === undefined || value === null) continue
    const found = await tx.select({ value: column }).from(table).where(eq(column, value)).limit(1)
    if (found.length === 0) issues.push({ path: [field], message: 'desk.clients.unknown_choice' })
  }
  return issues
}

/** Applies the change; answers nothing (the route reads the page again). */
export async function updateClient(
  deps: Pick<Deps, 'db'>,
  staffId: number,
  clientId: number,
  body: DeskClientUpdateBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const stored = await lockClient(tx, clientId)
    if (!stored) throw new AppError('not_found', 'errors.not_found')
    const issues = [...(await vatIssues(tx, body, stored)), ...(await lookupIssues(tx, body))]
    if (issues.length > 0) throw validationFailure(issues)
    const before: Record<string, unknown> = {}
    const after: Record<string, unknown> = {}
    const set: Partial<ClientRow> = {}
    for (const field of Object.keys(body) as Field[]) {
      const column = COLUMN[field]
      const value = body[field]
      if (value === undefined || value === stored[column]) continue
      before[field] = stored[column]
      after[field] = value
      Object.assign(set, { [column]: value })
    }
    if (Object.keys(set).length === 0) return
    await tx.update(clients).set(set).where(eq(clients.id, clientId))
    await recordAudit(tx, {
      entity: 'client',
      entityId: clientId,
      actorUserId: staffId,
      action: 'client_updated',
      details: { before, after },
    })
  })
}
