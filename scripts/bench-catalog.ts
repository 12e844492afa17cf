// npm run bench:catalog — decode + price in process (ops/s), then POST user/getProductDiscountedPrices at 50 connections.
// Fails (exit 1) when a code does not decode, the warm-up's prices are not whole cents or none has a price, the buyer
// is not priced every product asked, or any answer is not 2xx. BENCH_SMOKE=1 (scripts/bench-smoke.ts): 500 codes,
// one round, then 4 connections for 1 s, the shop on the data directory the in-process part seeded.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { decodeConfigurationCode } from '@shop/domain/catalog/configuration-code'
import { computeListPrice, priceProduct, selectDiscountRule } from '@shop/domain/catalog/pricing'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { users } from '../apps/server/src/db/schema/index.ts'
import { seedDatabase } from '../apps/server/src/db/seed/index.ts'
import { findBuyer } from '../apps/server/src/modules/catalog/buyer.store.ts'
import { loadCatalogSnapshot } from '../apps/server/src/modules/catalog/catalog.store.ts'
import { randomValidConfigurations } from '../apps/server/src/test/random-configurations.ts'
import { announceSmoke, cookieHeader, measure, SMOKE, startShop } from './bench-lib.ts'

const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const CODES = SMOKE ? 500 : 10_000
const WARM_UP = SMOKE ? 100 : 2000
const ROUNDS = SMOKE ? 1 : 20

async function benchInProcess(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    await database.migrate()
    await seedDatabase(database.db, { demo: true })
    const snap = await loadCatalogSnapshot(database.db)
    const codes = randomValidConfigurations(snap, CODES, 42).map((c) => c.code)
    // The demo buyer's company, so its own discount rules apply.
    const [buyerRow] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'buyer@example.com'))
    const found = await findBuyer(database.db, buyerRow?.id ?? null)
    const buyer = { client_id: found.clientId, client_group_id: found.clientGroupId }
    const priceOne = (code: string) => {
      const decoded = decodeConfigurationCode(code, snap.codes, snap.compatibilityRules)
      if (!decoded.ok) throw new Error(`${code} did not decode`)
      const model = snap.modelById.get(decoded.configuration.baseModelId)
      if (!model) throw new Error('unknown model')
      const list = computeListPrice(
        { price: model.price },
        decoded.configuration.accessoryIds.map((id) => ({
          price: snap.accessoryById.get(id)?.price ?? null,
          variation: null,
        })),
      )
      const rule = selectDiscountRule(snap.discountRules, buyer, {
        kind: 'configuration',
        base_model_id: model.id,
        product_family_id: model.productFamilyId,
      })
      return priceProduct({ list, base: model.price ?? -1 }, rule, {
        lang: 'it',
        netPriceText: 'Prezzo netto',
      })
    }
    // The warm-up, its answers checked: whole cents or -1 (to be quoted), and some priced.
    let priced = 0
    for (const code of codes.slice(0, WARM_UP)) {
      const { price, discounted_price } = priceOne(code)
      if (![price, discounted_price].every((p) => Number.isInteger(p) && p >= -1))
        throw new Error(`${code} priced ${price}, discounted ${discounted_price}`)
      if (price > 0) priced++
    }
    if (priced === 0) throw new Error(`none of ${WARM_UP} random valid codes has a price`)
    const rounds = ROUNDS
    const start = process.hrtime.bigint()
    for (let r = 0; r < rounds; r++) for (const code of codes) priceOne(code)
    const seconds = Number(process.hrtime.bigint() - start) / 1e9
    const ops = (rounds * codes.length) / seconds
    console.log(
      `decode + price in process: ${Math.round(ops).toLocaleString('en')} ops/s (${rounds * codes.length} operations over ${codes.length} random valid codes of ${snap.models.length} base models)`,
    )
  } finally {
    await database.close()
  }
}

/** The shop on a fresh data directory of its own, or on `dataDir` (the smoke run's: seeded, so it starts faster). */
async function benchApi(dataDir?: string) {
  const shop = await startShop({ RATE_LIMIT_FACTOR: '100000', ...(dataDir ? { DATA_DIR: dataDir } : {}) })
  console.log(`POST user/getProductDiscountedPrices on ${backend}, ${shop.url}`)
  try {
    const anon = await fetch(`${shop.url}/api/front/user`)
    let cookies = cookieHeader(anon)
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? ''
    const headers = { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrf }
    const login = await fetch(`${shop.url}/api/front/user/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer#2026', remember: false }),
    })
    if (!login.ok) throw new Error(`demo login failed: ${login.status}`)
    cookies = cookieHeader(login, cookies)
    // Sign-in hands out a new XSRF token, bound to the new session (docs/decisions/012).
    headers['x-xsrf-token'] = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? ''
    const table = (await (await fetch(`${shop.url}/api/front/configuration_rules_table/1`)).json()) as {
      configuration_rules_table: { code_sections: { accessories: { id: number }[] }[] }
    }
    const ids = table.configuration_rules_table.code_sections.flatMap((s) => s.accessories.map((a) => a.id))
    const body = JSON.stringify({ ids, bm_id: 1, lang: 'it' })
    const check = await fetch(`${shop.url}/api/front/user/getProductDiscountedPrices`, {
      method: 'POST',
      headers: { ...headers, cookie: cookies },
      body,
    })
    const answer = (await check.json()) as { show_prices?: boolean; products?: object }
    if (!check.ok || answer.show_prices !== true)
      throw new Error(`the buyer does not see prices: ${check.status}`)
    if (Object.keys(answer.products ?? {}).length !== ids.length + 1)
      throw new Error(`the buyer was not priced the ${ids.length + 1} products asked`)
    await measure(`POST /api/front/user/getProductDiscountedPrices (buyer, ${ids.length + 1} products)`, {
      url: `${shop.url}/api/front/user/getProductDiscountedPrices`,
      method: 'POST',
      headers: { ...headers, cookie: cookies },
      body,
    })
  } finally {
    await shop.stop()
  }
}

announceSmoke('bench:catalog', `${CODES} codes, ${ROUNDS} round, then the API at 4 connections for 1 s`)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-catalog-'))
try {
  await benchInProcess(dataDir)
  await benchApi(SMOKE ? dataDir : undefined)
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
