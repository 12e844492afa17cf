import type { Db } from '../client.ts'
import { seedCatalog } from './catalog.ts'
import { seedDemo } from './demo.ts'
import { seedReference } from './reference.ts'

/** Loads reference data (labels, countries, US states, settings) on every start, and the demo accounts and catalogue once. */
export async function seedDatabase(db: Db, opts: { demo: boolean }): Promise<void> {
  await seedReference(db)
  if (opts.demo) {
    await seedDemo(db)
    await seedCatalog(db)
  }
}
