import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// docs/decisions/018: demo modules load only when demo data is seeded. The import rules (nothing imports db/seed, the
// schema files without a cycle, and the other boundaries) are in scripts/boundaries.test.ts.

const src = import.meta.dirname
const seedDir = path.join(src, 'db', 'seed')
const rel = (file: string) => path.relative(src, file).split(path.sep).join('/')

describe('layering', () => {
  it('a start without demo data loads none of the demo modules', async () => {
    // A real process: Node's module hooks see every module the start loads, static or dynamic.
    const script = `
      import { registerHooks } from 'node:module'
      const loaded = new Set()
      registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); loaded.add(r.url); return r } })
      await import(${JSON.stringify(pathToFileURL(path.join(src, 'server.ts')).href)})
      const { openDatabase } = await import(${JSON.stringify(pathToFileURL(path.join(src, 'db/client.ts')).href)})
      const { seedDatabase } = await import(${JSON.stringify(pathToFileURL(path.join(seedDir, 'index.ts')).href)})
      const database = await openDatabase({})
      await database.migrate()
      await seedDatabase(database.db, { demo: false })
      await database.close()
      process.stdout.write(JSON.stringify([...loaded]))
    `
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '--disable-warning=ExperimentalWarning', '-e', script],
      { cwd: src, maxBuffer: 16 * 1024 * 1024 },
    )
    const loaded = (JSON.parse(stdout) as string[])
      .filter((url) => url.startsWith('file:'))
      .map((url) => rel(fileURLToPath(url)))
    // The hook works: the label files were loaded to seed the labels.
    expect(loaded).toContain('db/seed/labels/common.ts')
    const demo = loaded.filter(
      (f) =>
        (f.startsWith('db/seed/') &&
          !/^db\/seed\/(index|reference)\.ts$|^db\/seed\/(labels|reference)\//.test(f)) ||
        /(^|\/)demo[-.]/.test(f),
    )
    expect(demo).toEqual([])
  }, 60_000)
})
