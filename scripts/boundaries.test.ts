import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The boundaries between the parts of the code (issue 22 item 8; db/seed and the schema files: docs/decisions/018),
 * each a rule over the import lines of the source files that lists every import breaking it as `file -> import`.
 * Each rule says whether it holds for test files and test helpers (isTest) too.
 */

const root = path.resolve(import.meta.dirname, '..')
const DOMAIN = 'packages/domain/src/'
const SERVER = 'apps/server/src/'
const MODULES = `${SERVER}modules/`
const WEB = 'apps/web/src/'

/**
 * The packages the domain may import. It holds rules and schemas that the server and the browser both run, so it does
 * no I/O and needs no framework; no node:* module either, not even a pure one (node:util, node:path): the web bundles
 * the domain, and what it needs of the kind the language and the web platform have (Intl, URL, TextEncoder).
 */
const DOMAIN_PACKAGES = new Set(['zod'])
const DOMAIN_TEST_PACKAGES = new Set(['zod', 'vitest'])

/** The one production import of db/seed: the start seeds reference data (and demo data when asked). */
const SEED_IMPORTS_ALLOWED = new Set(['apps/server/src/server.ts -> apps/server/src/db/seed/index.ts'])

/**
 * Imports between server modules that close a cycle, left for now. A new cart is created with its first status change
 * (cart/cart.store.ts calls orders/status.service.ts), while the order view in modules/orders shows an order with the
 * cart's line and document views; moving the status service below both would end it.
 */
const MODULE_CYCLE_IMPORTS_ALLOWED = new Set([
  'apps/server/src/modules/cart/cart.store.ts -> apps/server/src/modules/orders/status.service.ts',
])

/** Every module specifier of a source file: static imports and re-exports, side-effect imports, import(). */
function specifiersOf(code: string): string[] {
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    /\bimport\(\s*(['"`])([^'"`]+)\1\s*\)/g,
  ]
  return patterns.flatMap((p) => [...code.matchAll(p)].map((m) => m[2] as string))
}

/** One import: the importing file and the file it names (both from the repository's root), or the package. */
type Import = { file: string; target: string; isPackage: boolean }

const toRepoPath = (absolute: string) => path.relative(root, absolute).split(path.sep).join('/')

/** Where a specifier points: a file of the repository (the domain's package name included), or a package name. */
function resolve(file: string, specifier: string): Omit<Import, 'file'> {
  if (specifier.startsWith('.')) {
    return { target: toRepoPath(path.resolve(root, path.dirname(file), specifier)), isPackage: false }
  }
  if (specifier.startsWith('@shop/domain/')) {
    return { target: `${DOMAIN}${specifier.slice('@shop/domain/'.length)}.ts`, isPackage: false }
  }
  const parts = specifier.split('/')
  return {
    target: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string),
    isPackage: true,
  }
}

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `${dir}${f.split(path.sep).join('/')}`)
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || path.basename(file).startsWith('test-') || file.startsWith(`${SERVER}test/`)
const isRoutes = (file: string) => file.endsWith('.routes.ts')
/** The server module a file belongs to (modules/<name>/…), or undefined outside modules/. */
const moduleOf = (file: string) =>
  file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : undefined
/** The front-end feature a file belongs to (features/<name>/…), or undefined outside features/. */
const featureOf = (file: string) =>
  file.startsWith(`${WEB}features/`) ? file.slice(`${WEB}features/`.length).split('/')[0] : undefined

const imports: Import[] = [DOMAIN, SERVER, WEB]
  .flatMap(sourceFiles)
  .flatMap((file) =>
    specifiersOf(fs.readFileSync(path.join(root, file), 'utf8')).map((s) => ({ file, ...resolve(file, s) })),
  )
const show = (i: Import) => `${i.file} -> ${i.target}`

/** The imports that lie on a cycle between the groups groupOf puts their files in: `file`'s group is reached again. */
function importsOnCycles(edges: Import[], groupOf: (file: string) => string): string[] {
  const next = new Map<string, Set<string>>()
  for (const e of edges) {
    const from = groupOf(e.file)
    next.set(from, (next.get(from) ?? new Set()).add(groupOf(e.target)))
  }
  const reaches = (from: string, to: string) => {
    const seen = new Set<string>()
    const walk = (group: string): boolean => {
      if (group === to) return true
      if (seen.has(group)) return false
      seen.add(group)
      return [...(next.get(group) ?? [])].some(walk)
    }
    return walk(from)
  }
  return edges.filter((e) => reaches(groupOf(e.target), groupOf(e.file))).map(show)
}

describe('specifiersOf', () => {
  it.each([
    ["import { a } from './a.ts'", ['./a.ts']],
    ["import type { B } from '../b.ts'", ['../b.ts']],
    ["import {\n  c,\n  d,\n} from './cd.ts'", ['./cd.ts']],
    ["export { e } from './e.ts'", ['./e.ts']],
    ["export * from './f.ts'", ['./f.ts']],
    ["import './side-effect.ts'", ['./side-effect.ts']],
    ["const { g } = await import('./g.ts')", ['./g.ts']],
    ["import { z } from 'zod'", ['zod']],
    ["const text = 'imported from somewhere'", []],
  ])('%s', (code, specifiers) => {
    expect(specifiersOf(code)).toEqual(specifiers)
  })
})

describe('importsOnCycles', () => {
  const edge = (file: string, target: string): Import => ({ file, target, isPackage: false })
  it('lists the imports of a cycle, not those leading into it', () => {
    const edges = [edge('a/1', 'b/1'), edge('b/2', 'c/1'), edge('c/1', 'a/2'), edge('d/1', 'a/1')]
    expect(importsOnCycles(edges, (f) => f.split('/')[0] as string)).toEqual([
      'a/1 -> b/1',
      'b/2 -> c/1',
      'c/1 -> a/2',
    ])
  })
  it('finds none in a tree', () => {
    expect(importsOnCycles([edge('a', 'b'), edge('a', 'c'), edge('b', 'c')], (f) => f)).toEqual([])
  })
})

describe('boundaries', () => {
  it('finds the imports of every part (the scan works)', () => {
    for (const dir of [DOMAIN, SERVER, WEB]) expect(imports.some((i) => i.file.startsWith(dir))).toBe(true)
    expect(imports).toContainEqual({
      file: `${SERVER}main.ts`,
      target: `${SERVER}server.ts`,
      isPackage: false,
    })
  })

  it('the domain imports no I/O and no framework: only its own files and zod (its tests, vitest)', () => {
    const offending = imports.filter(
      (i) =>
        i.file.startsWith(DOMAIN) &&
        (i.isPackage
          ? !(isTest(i.file) ? DOMAIN_TEST_PACKAGES : DOMAIN_PACKAGES).has(i.target)
          : !i.target.startsWith(DOMAIN)),
    )
    expect(offending.map(show)).toEqual([])
  })

  it('the web never imports the server (its tests only the label texts, to check them with the web t())', () => {
    const offending = imports.filter(
      (i) =>
        i.file.startsWith(WEB) &&
        (i.target.startsWith('apps/server/') || i.target === '@shop/server') &&
        !(isTest(i.file) && i.target.startsWith(`${SERVER}db/seed/labels/`)),
    )
    expect(offending.map(show)).toEqual([])
  })

  it('a front-end feature never imports another, nor shared/ a feature (what two need lives in shared/)', () => {
    const offending = imports.filter(
      (i) =>
        featureOf(i.target) &&
        (i.file.startsWith(`${WEB}shared/`) ||
          (featureOf(i.file) && featureOf(i.file) !== featureOf(i.target))),
    )
    expect(offending.map(show)).toEqual([])
  })

  it("no service imports a route file, and a route file imports no other module's route file", () => {
    const offending = imports.filter(
      (i) =>
        isRoutes(i.target) &&
        !isTest(i.file) &&
        i.file !== `${SERVER}app.ts` &&
        !(isRoutes(i.file) && moduleOf(i.file) === moduleOf(i.target)),
    )
    expect(offending.map(show)).toEqual([])
  })

  it('the server modules import each other without a cycle', () => {
    const between = imports.filter(
      (i) =>
        !isTest(i.file) && moduleOf(i.file) && moduleOf(i.target) && moduleOf(i.file) !== moduleOf(i.target),
    )
    const allowedExisting = between.map(show).filter((edge) => MODULE_CYCLE_IMPORTS_ALLOWED.has(edge))
    const checked = between.filter((i) => !MODULE_CYCLE_IMPORTS_ALLOWED.has(show(i)))
    expect(importsOnCycles(checked, (file) => moduleOf(file) as string)).toEqual([])
    // A listed import that is gone comes off the list, so that it cannot come back unseen.
    expect(new Set(allowedExisting)).toEqual(MODULE_CYCLE_IMPORTS_ALLOWED)
  })

  it('no production file imports from db/seed (tests and the seed itself may)', () => {
    const seed = `${SERVER}db/seed/`
    const offending = imports
      .filter((i) => i.file.startsWith(SERVER) && !isTest(i.file) && !i.file.startsWith(seed))
      .filter((i) => i.target.startsWith(seed))
      .map(show)
      .filter((edge) => !SEED_IMPORTS_ALLOWED.has(edge))
    expect(offending).toEqual([])
  })

  it('the schema files import each other without a cycle', () => {
    const schema = `${SERVER}db/schema/`
    const between = imports.filter((i) => i.file.startsWith(schema) && i.target.startsWith(schema))
    expect(between.length).toBeGreaterThan(0)
    expect(importsOnCycles(between, (file) => file)).toEqual([])
  })
})
