import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// docs/decisions/018: production code imports nothing from db/seed, demo modules load only when demo data is
// seeded, and the schema files import each other without a cycle.

const src = import.meta.dirname
const seedDir = path.join(src, 'db', 'seed')
const rel = (file: string) => path.relative(src, file).split(path.sep).join('/')

/** The one production import of db/seed: the start seeds reference data (and demo data when asked). */
const ALLOWED = new Set(['server.ts -> db/seed/index.ts'])

/** Every module specifier of a source file: static imports and re-exports, side-effect imports, import(). */
function specifiersOf(code: string): string[] {
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\bimport\(\s*(['"`])([^'"`]+)\1\s*\)/g,
  ]
  return patterns.flatMap((p) => [...code.matchAll(p)].map((m) => m[2] as string))
}

function tsFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f))
}

/** The relative imports of a file, resolved to absolute paths. */
function importsOf(file: string): string[] {
  return specifiersOf(fs.readFileSync(file, 'utf8'))
    .filter((s) => s.startsWith('.'))
    .map((s) => path.resolve(path.dirname(file), s))
}

const isUnder = (file: string, dir: string) => file.startsWith(`${dir}${path.sep}`)

describe('specifiersOf', () => {
  it.each([
    ["import { a } from './a.ts'", ['./a.ts']],
    ["import type { B } from '../b.ts'", ['../b.ts']],
    ["import {\n  c,\n  d,\n} from './cd.ts'", ['./cd.ts']],
    ["export { e } from './e.ts'", ['./e.ts']],
    ["export * from './f.ts'", ['./f.ts']],
    ["import './side-effect.ts'", ['./side-effect.ts']],
    ["const { g } = await import('./g.ts')", ['./g.ts']],
    ["const text = 'imported from somewhere'", []],
  ])('%s', (code, specifiers) => {
    expect(specifiersOf(code)).toEqual(specifiers)
  })
})

describe('layering', () => {
  it('no production file imports from db/seed (tests and the seed itself may)', () => {
    const offending = tsFiles(src)
      .filter((f) => !f.endsWith('.test.ts') && !isUnder(f, seedDir) && !isUnder(f, path.join(src, 'test')))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => isUnder(target, seedDir))
          .map((target) => `${rel(file)} -> ${rel(target)}`),
      )
      .filter((edge) => !ALLOWED.has(edge))
    expect(offending).toEqual([])
  })

  it('the schema files import each other without a cycle', () => {
    const schemaDir = path.join(src, 'db', 'schema')
    const edges = new Map(
      tsFiles(schemaDir).map((f) => [f, importsOf(f).filter((t) => isUnder(t, schemaDir))] as const),
    )
    const cycles: string[] = []
    const walk = (file: string, trail: string[]) => {
      if (trail.includes(file)) {
        cycles.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(' -> '))
        return
      }
      for (const next of edges.get(file) ?? []) walk(next, [...trail, file])
    }
    for (const file of edges.keys()) walk(file, [])
    expect(cycles).toEqual([])
  })

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
