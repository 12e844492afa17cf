// The baseline bench:api compares GET /api/front/user with: Fastify + pg and nothing else, reading the same
// session-joined user in one prepared query. What the shop does beyond this is what the ratio measures.
// Run by scripts/bench-api.ts: DATABASE_URL (the database the shop seeded) and PORT in the environment.
import { createHash } from 'node:crypto'
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 })
const app = Fastify({ logger: false })

const USER_QUERY = {
  name: 'bare-user',
  text: `select u.id, u.email, u.first_name, u.last_name, u.company, u.esaedro_zone_code, u.preferred_lang,
      u.client_id, u.password_hash is not null as has_password, u.email_verified_at is not null as email_verified,
      u.privacy_accepted_at is not null as privacy_accepted, u.is_admin,
      c.ragione, c.piva, c.cli_for_code, c.sdi_code, c.persona_fisica, c.can_see_prices, c.can_create_order,
      (select coalesce(json_agg(json_build_object('client_id', l.client_id, 'kind', l.kind, 'ragione', lc.ragione,
         'cli_for_code', lc.cli_for_code) order by lc.ragione), '[]')
         from user_client_links l join clients lc on lc.id = l.client_id where l.user_id = u.id) as links
    from sessions s join users u on u.id = s.user_id left join clients c on c.id = u.client_id
    where s.id = $1 and s.expires_at > now()`,
}

app.get('/user', async (request) => {
  const cookie = request.headers.cookie ?? ''
  const token = /(?:^|;\s*)(?:__Host-)?shop_session=([^;]+)/.exec(cookie)?.[1]
  if (!token) return { status: 'OK', user: null }
  const id = createHash('sha256').update(decodeURIComponent(token)).digest('hex')
  const { rows } = await pool.query({ ...USER_QUERY, values: [id] })
  return { status: 'OK', user: rows[0] ?? null }
})

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.once('SIGTERM', () => {
  app.close().then(() => pool.end().then(() => process.exit(0)))
})
