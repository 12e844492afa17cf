import type { Db } from '../client.ts'
import { seedDemo } from './demo.ts'
import { seedReference } from './reference.ts'

/** Loads reference data (labels, countries, US states, settings) on every start, and the demo data once. */
export async function seedDatabase(db: Db, opts: { demo: boolean }): Promise<void> {
  await seedReference(db)
  if (opts.demo) await seedDemo(db)
}
