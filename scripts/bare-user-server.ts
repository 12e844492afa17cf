// The baselines bench:api compares the shop's hot reads with: Fastify + pg and nothing else, each route reading
// the same data as the shop's in one prepared query. What the shop does beyond this is what the ratio measures.
//   GET /user      ~ GET /api/front/user: the session-joined user, companies, linked companies and profile details
//                    (the columns the shop's answer is made of).
//   POST /prices   ~ POST /api/front/user/getProductDiscountedPrices: the session-joined buyer, the base model's
//                    and the asked accessories' list prices and the buyer's best percentage rule for the model,
//                    priced in a few lines (the shop prices from its catalogue snapshot in memory instead).
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
      u.piva as user_piva, u.phone, u.company_role, u.client_type, u.usa_state_code, u.about_us_select, u.about_us,
      u.optin_marketing,
      c.ragione, c.piva, c.cli_for_code, c.sdi_code, c.persona_fisica, c.can_see_prices, c.can_create_order,
      (select coalesce(json_agg(json_build_object('client_id', l.client_id, 'kind', l.kind, 'ragione', lc.ragione,
         'cli_for_code', lc.cli_for_code) order by lc.ragione), '[]')
         from user_client_links l join clients lc on lc.id = l.client_id where l.user_id = u.id) as links
    from sessions s join users u on u.id = s.user_id left join clients c on c.id = u.client_id
    where s.id = $1 and s.expires_at > now()`,
}

const PRICES_QUERY = {
  name: 'bare-prices',
  text: `select c.id as client_id, coalesce(c.can_see_prices, false) as can_see_prices,
      m.id as model_id, m.price as model_price, m.available as model_available,
      (select coalesce(json_agg(json_build_object('id', a.id, 'price', a.price, 'available', a.available)), '[]')
         from accessories a join code_section_accessories l on l.accessory_id = a.id and l.base_model_id = m.id
         where a.id = any($3::int[])) as accessories,
      (select r.base_discount_bp from discount_rules r
         where r.base_mode = 'other'
           and ((r.scope = 'client' and r.scope_id = c.id) or (r.scope = 'client_group' and r.scope_id = c.client_group_id))
           and (r.target = 'all' or (r.target = 'base_model' and r.target_id = m.id)
             or (r.target = 'product_family' and r.target_id = m.product_family_id))
         order by case r.target when 'base_model' then 0 when 'product_family' then 1 else 2 end,
           case r.scope when 'client' then 0 else 1 end, r.id
         limit 1) as discount_bp
    from sessions s join users u on u.id = s.user_id left join clients c on c.id = u.client_id
      join base_models m on m.id = $2
    where s.id = $1 and s.expires_at > now()`,
}

function sessionId(cookie: string | undefined): string | null {
  const token = /(?:^|;\s*)(?:__Host-)?shop_session=([^;]+)/.exec(cookie ?? '')?.[1]
  return token ? createHash('sha256').update(decodeURIComponent(token)).digest('hex') : null
}

app.get('/user', async (request) => {
  const id = sessionId(request.headers.cookie)
  if (!id) return { status: 'OK', user: null }
  const { rows } = await pool.query({ ...USER_QUERY, values: [id] })
  return { status: 'OK', user: rows[0] ?? null }
})

type PricesRow = {
  can_see_prices: boolean
  model_id: number
  model_price: number | null
  model_available: boolean
  accessories: { id: number; price: number | null; available: boolean }[]
  discount_bp: number | null
}

app.post('/prices', async (request, reply) => {
  const body = request.body as { ids: number[]; bm_id: number }
  const id = sessionId(request.headers.cookie)
  if (!id) return reply.code(401).send({ status: 'KO' })
  const { rows } = await pool.query<PricesRow>({ ...PRICES_QUERY, values: [id, body.bm_id, body.ids] })
  const row = rows[0]
  if (!row) return reply.code(404).send({ status: 'KO' })
  const bp = row.discount_bp ?? 0
  const price = (id: number, list: number | null, available: boolean) => {
    const p = list ?? -1
    const discounted = p < 0 ? -1 : Math.round((p * (10_000 - bp)) / 10_000)
    return {
      id,
      price: p,
      discounted_price: discounted,
      discount_label: bp ? `-${bp / 100}%` : '',
      available,
    }
  }
  const products: Record<string, unknown> = {}
  products[row.model_id] = price(row.model_id, row.model_price, row.model_available)
  for (const a of row.accessories) products[a.id] = price(a.id, a.price, a.available)
  return { status: 'OK', show_prices: row.can_see_prices, products, variations: {} }
})

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.once('SIGTERM', () => {
  app.close().then(() => pool.end().then(() => process.exit(0)))
})
