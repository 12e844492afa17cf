// npm run bench:catalog — decode + price in process (ops/s), then POST user/getProductDiscountedPrices at 50 connections.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { decodeConfigurationCode } from '@shop/domain/catalog/configuration-code'
import { computeListPrice, priceProduct, selectDiscountRule } from '@shop/domain/catalog/pricing'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { users } from '../apps/server/src/db/schema/index.ts'
import { seedDatabase } from '../apps/server/src/db/seed/index.ts'
import { findBuyer } from '../apps/server/src/modules/catalog/catalog.service.ts'
import { loadCatalogSnapshot } from '../apps/server/src/modules/catalog/catalog-store.ts'
import { randomValidConfigurations } from '../apps/server/src/test/random-configurations.ts'
import { cookieHeader, measure, startShop } from './bench-lib.ts'

const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'

async function benchInProcess() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-catalog-'))
  const database = await openDatabase({ dataDir })
  try {
    await database.migrate()
    await seedDatabase(database.db, { demo: true })
    const snap = await loadCatalogSnapshot(database.db)
    const codes = randomValidConfigurations(snap, 10_000, 42).map((c) => c.code)
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
    for (const code of codes.slice(0, 2000)) priceOne(code) // warm-up
    const rounds = 20
    const start = process.hrtime.bigint()
    for (let r = 0; r < rounds; r++) for (const code of codes) priceOne(code)
    const seconds = Number(process.hrtime.bigint() - start) / 1e9
    const ops = (rounds * codes.length) / seconds
    console.log(
      `decode + price in process: ${Math.round(ops).toLocaleString('en')} ops/s (${rounds * codes.length} operations over ${codes.length} random valid codes of ${snap.models.length} base models)`,
    )
  } finally {
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function benchApi() {
  const shop = await startShop({ RATE_LIMIT_FACTOR: '100000' })
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
    const answer = (await check.json()) as { show_prices?: boolean }
    if (!check.ok || answer.show_prices !== true)
      throw new Error(`the buyer does not see prices: ${check.status}`)
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

await benchInProcess()
await benchApi()
