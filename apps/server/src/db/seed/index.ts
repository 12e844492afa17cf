import type { FastifyBaseLogger } from 'fastify'
import type { Storage } from '../../infra/storage.ts'
import type { Db } from '../client.ts'
import { type LabelSync, seedReference } from './reference.ts'

/*
 * The demo modules (accounts, catalogue, orders, provider identity, brochure, catalogue pictures) are imported inside
 * the demo branches only: a shop started without demo data never loads them (docs/decisions/018; layering.test.ts
 * checks it).
 */

/**
 * Loads reference data (labels, countries, US states, settings) on every start, and the demo accounts and catalogue
 * once; answers what the labels' sync did, and the demo logins for the start banner (none without demo data).
 */
export async function seedDatabase(
  db: Db,
  opts: { demo: boolean },
): Promise<{ labels: LabelSync; demoLogins: { role: string; email: string; password: string }[] }> {
  const labels = await seedReference(db)
  if (opts.demo) {
    const { DEMO_USERS, seedDemo } = await import('./demo.ts')
    const { seedCatalog } = await import('./catalog.ts')
    const { seedDemoOrders } = await import('./demo-orders.ts')
    const { seedDemoIdentity } = await import('./demo-identity.ts')
    const { seedDemoLifecycle } = await import('./demo-lifecycle.ts')
    await seedDemo(db)
    await seedCatalog(db)
    await seedDemoOrders(db)
    await seedDemoIdentity(db)
    // After the catalogue and the bank details: its orders are carts of that catalogue, some paid by transfer.
    await seedDemoLifecycle(db)
    const demoLogins = Object.entries(DEMO_USERS).map(([role, u]) => ({ role, ...u }))
    return { labels, demoLogins }
  }
  return { labels, demoLogins: [] }
}

/**
 * The demo brochure and the demo catalogue's pictures, each made once (later starts find them). Apart from
 * seedDatabase because rendering them takes seconds, which the API tests' template database should not pay.
 */
export async function seedDemoFiles(deps: {
  db: Db
  storage: Storage
  log?: FastifyBaseLogger
}): Promise<void> {
  const { ensureDemoBrochure } = await import('../../modules/brochures/demo-brochure.ts')
  const { ensureCatalogImages } = await import('./catalog-images.ts')
  await ensureDemoBrochure(deps)
  await ensureCatalogImages(deps.storage, deps.log)
}
