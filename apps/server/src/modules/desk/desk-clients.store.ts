import type {
  ClientSort,
  DeskAuditRow,
  DeskClient,
  DeskClientDetailResponse,
  DeskClientListQuery,
  DeskClientRow,
  DeskDiscountRule,
} from '@shop/domain/desk/client-schemas'
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client.ts'
import {
  addresses,
  clientGroups,
  clients,
  deskAudit,
  discountRules,
  userClientLinks,
  users,
} from '../../db/schema/index.ts'
import { toAddress } from '../accounts/addresses.service.ts'

/**
 * The desk's reads of client companies (issue 24 item 7): the list in one statement per page, whatever its size
 * (the counts are subqueries on indexed columns, the total a window count), and one company with what the page
 * shows of it.
 */

const iso = (value: unknown) => new Date(value as string | Date).toISOString()

const ORDER_BY: Record<ClientSort, SQL> = {
  waiting: sql`c.verified asc, c.created_at desc, c.id desc`,
  newest: sql`c.created_at desc, c.id desc`,
  oldest: sql`c.created_at asc, c.id asc`,
  name: sql`lower(c.ragione) asc, c.id asc`,
  '-name': sql`lower(c.ragione) desc, c.id desc`,
  orders: sql`orders_count asc, c.id asc`,
  '-orders': sql`orders_count desc, c.id desc`,
}

/** A LIKE pattern that matches the text anywhere, its own % and _ taken literally. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The users of a company: linked to it (main or alias) or acting for it. */
const usersOf = (clientId: SQL) => sql`(
  select l.user_id from user_client_links l where l.client_id = ${clientId}
  union select u.id from users u where u.client_id = ${clientId})`

type ListRow = Omit<DeskClientRow, 'created_at'> & { created_at: unknown; total: number }

/** GET /api/desk/clients: one page and the count of every match, in one statement. */
export async function listClients(
  db: Queryable,
  query: Required<Omit<DeskClientListQuery, 'verified' | 'q'>> & Pick<DeskClientListQuery, 'verified' | 'q'>,
  lang: string,
): Promise<{ rows: DeskClientRow[]; total: number }> {
  const filters: SQL[] = []
  if (query.verified !== undefined) filters.push(sql`c.verified = ${query.verified}`)
  if (query.q) {
    const p = containing(query.q)
    filters.push(sql`(lower(c.ragione) like ${p} or lower(c.piva) like ${p} or lower(c.sdi_code) like ${p}
      or lower(c.cli_for_code) like ${p}
      or exists (select 1 from users u where u.id in ${usersOf(sql`c.id`)} and lower(u.email) like ${p}))`)
  }
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``
  const perPage = Number(query.per_page)
  const offset = (Number(query.page) - 1) * perPage
  const result = await db.execute<ListRow>(sql`
    select c.id, c.cli_for_code, c.ragione, c.piva, c.sdi_code, c.esaedro_zone_code,
      coalesce(co.names->>${lang}, co.names->>'it', c.esaedro_zone_code) as country,
      c.verified, c.created_at,
      (select count(*)::int from ${usersOf(sql`c.id`)} x) as users_count,
      (select count(*)::int from orders o where o.client_id = c.id and o.status <> 'DRAFT') as orders_count,
      count(*) over ()::int as total
    from clients c left join countries co on co.zone_code = c.esaedro_zone_code
    ${where}
    order by ${ORDER_BY[query.sort]}
    limit ${perPage} offset ${offset}`)
  const rows = result.rows.map(({ total: _, ...row }) => ({ ...row, created_at: iso(row.created_at) }))
  return { rows, total: result.rows[0]?.total ?? 0 }
}

/** The company's own row as the desk shows it; null when there is none. */
export async function findDeskClient(db: Queryable, id: number, lang: string): Promise<DeskClient | null> {
  const result = await db.execute<
    Omit<DeskClient, 'created_at' | 'verified_at'> & Record<string, unknown>
  >(sql`
    select c.id, c.cli_for_code, c.ragione, c.piva, c.codice_fiscale, c.sdi_code, c.persona_fisica,
      c.esaedro_zone_code, coalesce(co.names->>${lang}, co.names->>'it', c.esaedro_zone_code) as country,
      c.verified, c.verified_at, c.created_at, c.payment_mode_id, c.carrier_id, c.port_id, c.transport_id,
      c.iva_code, c.bank_abi, c.bank_cab, c.bank_account, c.can_see_prices, c.can_create_order, c.can_pay_online,
      c.client_group_id,
      (select count(*)::int from orders o where o.client_id = c.id and o.status <> 'DRAFT') as orders_count
    from clients c left join countries co on co.zone_code = c.esaedro_zone_code
    where c.id = ${id}`)
  const row = result.rows[0]
  if (!row) return null
  return {
    ...row,
    created_at: iso(row.created_at),
    verified_at: row.verified_at ? iso(row.verified_at) : null,
  } as DeskClient
}

/** The company's users with their link to it, main first. */
async function findClientUsers(db: Queryable, clientId: number) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      emailVerifiedAt: users.emailVerifiedAt,
      link: userClientLinks.kind,
      actingFor: users.clientId,
      preferred_lang: users.preferredLang,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(
      userClientLinks,
      and(eq(userClientLinks.userId, users.id), eq(userClientLinks.clientId, clientId)),
    )
    .where(or(eq(users.clientId, clientId), eq(userClientLinks.clientId, clientId)))
    .orderBy(
      sql`case ${userClientLinks.kind} when 'main' then 0 when 'alias' then 1 else 2 end`,
      asc(users.id),
    )
  return rows.map(({ emailVerifiedAt, actingFor, createdAt, link, ...u }) => ({
    ...u,
    email_verified: emailVerifiedAt !== null,
    link: link ?? null,
    acting: actingFor === clientId,
    created_at: createdAt.toISOString(),
  }))
}

/** The price rules that apply to the company: its own, then its group's, each with its target's code. */
async function findClientRules(db: Queryable, client: DeskClient): Promise<DeskDiscountRule[]> {
  const groupId = client.client_group_id ?? 0
  const result = await db.execute<DeskDiscountRule>(sql`
    select r.id, r.scope, r.target,
      case r.target
        when 'base_model' then (select code from base_models where id = r.target_id)
        when 'product_family' then (select code from product_families where id = r.target_id)
        when 'accessory_group' then (select code from accessory_groups where id = r.target_id)
      end as target_code,
      r.base_mode, r.base_fixed_price::int as base_fixed_price, r.base_fixed_amount::int as base_fixed_amount,
      r.base_discount_bp, r.extra_mode, r.extra_discount_bp, r.limit_bp, r.limit_final_discount_bp
    from ${discountRules} r
    where (r.scope = 'client' and r.scope_id = ${client.id}) or (r.scope = 'client_group' and r.scope_id = ${groupId})
    order by r.scope asc, r.target asc, r.id asc`)
  return result.rows
}

/** The desk's audit rows of the company, newest first (the last 100). */
async function findClientAudit(db: Queryable, clientId: number): Promise<DeskAuditRow[]> {
  const rows = await db
    .select({
      id: deskAudit.id,
      action: deskAudit.action,
      actor_email: users.email,
      details: deskAudit.details,
      createdAt: deskAudit.createdAt,
    })
    .from(deskAudit)
    .leftJoin(users, eq(users.id, deskAudit.actorUserId))
    .where(and(eq(deskAudit.entity, 'client'), eq(deskAudit.entityId, clientId)))
    .orderBy(desc(deskAudit.createdAt), desc(deskAudit.id))
    .limit(100)
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }))
}

/** GET /api/desk/clients/{id}: everything the client page shows; null when there is no such company. */
export async function readClientDetail(
  db: Queryable,
  id: number,
  lang: string,
): Promise<Omit<DeskClientDetailResponse, 'status'> | null> {
  const client = await findDeskClient(db, id, lang)
  if (!client) return null
  const [addressRows, clientUsers, rules, groups, audit] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(eq(addresses.clientId, id))
      .orderBy(desc(addresses.addressType), asc(addresses.id)),
    findClientUsers(db, id),
    findClientRules(db, client),
    db
      .select({ id: clientGroups.id, code: clientGroups.code, name: clientGroups.name })
      .from(clientGroups)
      .orderBy(asc(clientGroups.name)),
    findClientAudit(db, id),
  ])
  const completeness = { sdi_code: client.sdi_code, persona_fisica: client.persona_fisica }
  return {
    client,
    addresses: addressRows.map((row) => toAddress(row, completeness)),
    users: clientUsers,
    discount_rules: rules,
    client_groups: groups,
    audit,
  }
}

/** The stored row of a company, for a change. */
export async function lockClient(db: Queryable, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).for('update')
  return row ?? null
}
