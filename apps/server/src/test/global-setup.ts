import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import { seedDatabase } from '../db/seed/index.ts'
import { installJobSchema } from '../infra/jobs.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string
    templateDatabase: string
    /** A DATA_DIR holding the template as an embedded database, for tests that start the shop's processes. */
    templateDataDir: string
  }
}

const root = path.resolve(import.meta.dirname, '../../../..')

/** Migrates, seeds and installs the job engine's schema in one template database; every test file then starts from a copy of it (seconds saved per file). */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const name = `shop_tpl_${process.pid}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name}`)
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) })
    await database.migrate()
    await seedDatabase(database.db, { demo: true })
    await installJobSchema(database)
    await database.close()
    project.provide('templateDatabase', name)
    project.provide('templateFile', '')
    project.provide('templateDataDir', '')
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
  const database = await openDatabase({})
  await database.migrate()
  await seedDatabase(database.db, { demo: true })
  await installJobSchema(database)
  // PGlite dumps a running database: every copy then replays the WAL written since the last checkpoint as it opens
  // (0.9 CPU-seconds a copy without the checkpoint, 0.75 with it; docs/decisions/030).
  await database.pglite?.exec('checkpoint')
  const dump = await database.pglite?.dumpDataDir('none')
  await database.close()
  const file = path.join(root, '.tmp', `template-${process.pid}.tar`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, Buffer.from(await (dump as Blob).arrayBuffer()))
  // The same template unpacked where a process opens it: a process started on a copy skips creating and migrating
  // a database (about 6 s of a start on a busy machine).
  const dataDir = path.join(root, '.tmp', `template-${process.pid}`)
  await (await openDatabase({ dataDir, loadDataDir: dump })).close()
  project.provide('templateFile', file)
  project.provide('templateDatabase', '')
  project.provide('templateDataDir', dataDir)
  return () => {
    fs.rmSync(file, { force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
