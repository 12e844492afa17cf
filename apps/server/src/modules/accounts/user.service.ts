import type { PublicUser, UserAttrib } from '@shop/domain/accounts/schemas'
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { clients, userClientLinks, users } from '../../db/schema/index.ts'

const linkedClients = alias(clients, 'linked_clients')

/** The user as GET user returns it plus the profile details, in one query (one row per linked company). */
export async function findPublicUser(
  db: Db,
  userId: number,
): Promise<{ user: PublicUser; attrib: UserAttrib } | null> {
  const rows = await db
    .select({
      user: users,
      client: clients,
      linkKind: userClientLinks.kind,
      linked: {
        client_id: linkedClients.id,
        ragione: linkedClients.ragione,
        cli_for_code: linkedClients.cliForCode,
      },
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(userClientLinks, eq(userClientLinks.userId, users.id))
    .leftJoin(linkedClients, eq(linkedClients.id, userClientLinks.clientId))
    .where(eq(users.id, userId))
    .orderBy(linkedClients.ragione)
  const first = rows[0]
  if (!first) return null
  const u = first.user
  const c = first.client
  const linked = (kind: 'main' | 'alias') =>
    rows.flatMap((r) => (r.linkKind === kind && r.linked ? [r.linked] : []))
  const user: PublicUser = {
    id: u.id,
    email: u.email,
    nome: u.firstName,
    cognome: u.lastName,
    name: u.firstName,
    last_name: u.lastName,
    azienda: u.company,
    esaedro_zone_code: u.esaedroZoneCode,
    preferred_lang: u.preferredLang,
    client_id: u.clientId,
    client: c
      ? {
          id: c.id,
          ragione: c.ragione,
          piva: c.piva,
          cli_for_code: c.cliForCode,
          sdi_code: c.sdiCode,
          persona_fisica: c.personaFisica,
        }
      : null,
    can_see_prices: c?.canSeePrices ?? false,
    can_create_order: c?.canCreateOrder ?? false,
    has_password: u.passwordHash !== null,
    email_verified: u.emailVerifiedAt !== null,
    privacy_accepted: u.privacyAcceptedAt !== null,
    is_admin: u.isAdmin,
    main_account: linked('main')[0] ?? null,
    alias_account: linked('alias'),
  }
  const attrib: UserAttrib = {
    piva: u.piva,
    telefono: u.phone,
    company_role: u.companyRole,
    client_type: u.clientType as UserAttrib['client_type'],
    usa_state_code: u.usaStateCode,
    profil_about_us_select: u.aboutUsSelect as UserAttrib['profil_about_us_select'],
    profil_about_us: u.aboutUs,
    optin_marketing: u.optinMarketing,
  }
  return { user, attrib }
}
