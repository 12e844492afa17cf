import { areaAccess } from '@shop/domain/accounts/area-access'
import type { PublicUser, UserAttrib } from '@shop/domain/accounts/schemas'
import { type Db, queryRows } from '../../db/client.ts'
import { sessionJoin } from '../../plugins/session.ts'

export type PublicUserRead = { user: PublicUser; attrib: UserAttrib }

const LINKED = `json_build_object('client_id', lc.id, 'ragione', lc.ragione, 'cli_for_code', lc.cli_for_code)`
const LINKS_OF_USER = 'from user_client_links l join clients lc on lc.id = l.client_id where l.user_id = u.id'

/**
 * GET user's user and profile details, over `users u` and its company `c`, built by PostgreSQL in the contract's
 * shape (PublicUser, UserAttrib): one row of two json values whatever the number of linked companies, where a row
 * of thirty columns, mapped field by field, cost the answer about a tenth of its throughput (docs/decisions/015).
 * Only what is answered is read: never the password hash (`has_password` is computed here).
 */
const COLUMNS = `json_build_object(
    'id', u.id, 'email', u.email, 'nome', u.first_name, 'cognome', u.last_name, 'name', u.first_name,
    'last_name', u.last_name, 'azienda', u.company, 'esaedro_zone_code', u.esaedro_zone_code,
    'preferred_lang', u.preferred_lang, 'client_id', u.client_id,
    'client', case when c.id is null then null else json_build_object('id', c.id, 'ragione', c.ragione,
      'piva', c.piva, 'cli_for_code', c.cli_for_code, 'sdi_code', c.sdi_code, 'persona_fisica', c.persona_fisica,
      'verified', c.verified) end,
    'can_see_prices', coalesce(c.can_see_prices and c.verified, false), 'can_create_order', coalesce(c.can_create_order, false),
    'has_password', u.password_hash is not null, 'email_verified', u.email_verified_at is not null,
    'privacy_accepted', u.privacy_accepted_at is not null, 'is_admin', u.is_admin,
    'main_account', (select ${LINKED} ${LINKS_OF_USER} and l.kind = 'main' order by lc.ragione, lc.id limit 1),
    'alias_account', coalesce(
      (select json_agg(${LINKED} order by lc.ragione, lc.id) ${LINKS_OF_USER} and l.kind = 'alias'), '[]'::json)
  ) as public_user,
  json_build_object('piva', u.piva, 'telefono', u.phone, 'company_role', u.company_role,
    'client_type', u.client_type, 'usa_state_code', u.usa_state_code, 'profil_about_us_select', u.about_us_select,
    'profil_about_us', u.about_us, 'optin_marketing', u.optin_marketing, 'profil_sector', u.profil_sector,
    'profil_sector_other', u.profil_sector_other, 'pending_email', u.pending_email) as public_attrib`
const JOINS = 'left join clients c on c.id = u.client_id'

const BY_ID = {
  name: 'public_user',
  text: `select ${COLUMNS} from users u ${JOINS} where u.id = $1`,
}

/**
 * The row's user with what of the area it may use. `can_see_prices` is already the company's price rule
 * (verified and allowed), so it stands for both of the client's flags.
 */
function toPublicUser(row: Record<string, unknown>): PublicUserRead {
  const user = row.public_user as Omit<PublicUser, 'area'>
  const client = user.client && { verified: user.client.verified, can_see_prices: user.can_see_prices }
  return { user: { ...user, area: areaAccess({ ...user, client }) }, attrib: row.public_attrib as UserAttrib }
}

/** GET user's read, made in the session's own query (the route declares it as its sessionJoin). */
export const PUBLIC_USER_JOIN = sessionJoin('public_user', { columns: COLUMNS, joins: JOINS }, toPublicUser)

/** The user as GET user returns it plus the profile details, in one query. */
export async function findPublicUser(db: Db, userId: number): Promise<PublicUserRead | null> {
  const [row] = await queryRows(db, BY_ID, [userId])
  return row ? toPublicUser(row) : null
}
