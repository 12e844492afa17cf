import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server.ts'
import { createTestApp, testConfig } from '../../test/test-app.ts'
import {
  newStaging,
  ORPHAN_MIN_AGE_MS,
  STAGING_MAX_AGE_MS,
  STAGING_ROOT,
  storageKeys,
  sweepBrochureLeftovers,
} from './brochure-files.ts'
import { addBrochure } from './brochures.service.ts'
import { createDemoPdf } from './demo-brochure.ts'

// Issue 14, item 3: an interrupted import (timeout, kill) left its picture folders for ever.

const cli = path.join(import.meta.dirname, 'cli.ts')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brochure-staging-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const cliEnv = (dataDir: string) => {
  // The embedded database, even when the suite runs on PostgreSQL: the data directory is what is tested.
  const { DATABASE_URL: _, ...env } = process.env
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }
}

function add(dataDir: string, file: string, slug: string) {
  const res = spawnSync(process.execPath, [cli, file, '--title', slug, '--slug', slug], {
    env: cliEnv(dataDir),
    encoding: 'utf8',
    timeout: 90_000,
  })
  expect(res.stderr).toBe('')
  expect(res.status).toBe(0)
  return res.stdout
}

/** Starts an import and kills it (SIGKILL: no clean-up can run) once its first page is stored. */
async function addAndKill(dataDir: string, file: string, slug: string) {
  const child: ChildProcess = spawn(process.execPath, [cli, file, '--title', slug, '--slug', slug], {
    env: cliEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      out += chunk
      if (/page 1\/\d+/.test(out)) resolve()
    })
    child.once('exit', (code) =>
      reject(new Error(`the import ended (${code}) before its first page: ${out}`)),
    )
  })
  child.kill('SIGKILL')
  await new Promise((r) => child.once('exit', r))
}

const folders = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [])

describe('an import killed mid-way', () => {
  const dataDir = path.join(work, 'data')
  const files = path.join(dataDir, 'files')
  let long: string
  let short: string

  beforeAll(async () => {
    long = path.join(work, 'long.pdf')
    short = path.join(work, 'short.pdf')
    fs.writeFileSync(long, await createDemoPdf({ pages: 60 }))
    fs.writeFileSync(short, await createDemoPdf({ pages: 4 }))
  })

  it('publishes nothing, and leaves nothing once the next import or the shop starts', async () => {
    const kept = add(dataDir, short, 'kept')
    expect(kept).toContain('Added "kept": 4 pages')
    const keptSets = folders(path.join(files, 'brochures'))
    expect(keptSets).toHaveLength(2)

    await addAndKill(dataDir, long, 'killed-one')
    // Its pages so far are in its staging folder only: nothing half-made among the published sets.
    expect(folders(path.join(files, 'brochures'))).toEqual(keptSets)
    expect(folders(path.join(files, STAGING_ROOT))).toHaveLength(1)

    // The next import sweeps what the dead one left (its process is gone) before it starts.
    expect(add(dataDir, short, 'next')).toContain('Removed 1 folder(s) left by interrupted imports.')
    expect(folders(path.join(files, STAGING_ROOT))).toEqual([])
    const published = folders(path.join(files, 'brochures'))
    expect(published).toHaveLength(4)

    // So does the shop when it starts.
    await addAndKill(dataDir, long, 'killed-two')
    expect(folders(path.join(files, STAGING_ROOT))).toHaveLength(1)
    const server = await startServer(
      testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1' }),
    )
    try {
      expect(folders(path.join(files, STAGING_ROOT))).toEqual([])
      expect(folders(path.join(files, 'brochures'))).toEqual(published)
      // The finished imports are whole and served.
      for (const publicId of published) {
        const res = await server.app.inject({ url: `/flipbook/${publicId}/4.webp` })
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe('image/webp')
      }
    } finally {
      await server.close()
    }
  }, 120_000)
})

describe('sweepBrochureLeftovers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('keeps what a live import or a brochure owns, and removes what dead or old imports left', async () => {
    const { storage } = t.deps
    const b = await addBrochure(
      { db: t.deps.db, storage },
      { pdf: await createDemoPdf({ pages: 4 }), title: 'Owned', slug: 'owned' },
    )
    // The host tag of this machine, as newStaging() writes it.
    const tag = newStaging().root.split('/')[1]?.split('-')[0] as string
    const dead = 999_999
    const stage = (name: string) =>
      storage.put(`${STAGING_ROOT}/${name}/brochures/abc/1.webp`, Buffer.from('x'))
    await stage(`${tag}-${process.pid}-aaaa`)
    await stage(`${tag}-${dead}-bbbb`)
    await stage(`0000beef-${dead}-cccc`)
    await stage('not-a-staging-name')
    const rowless = 'f'.repeat(20)
    await storage.put(storageKeys.page(rowless, 1, 'webp'), Buffer.from('x'))
    const isAlive = (pid: number) => pid === process.pid

    // Now: the dead local import and the odd name go; a live one, another machine's and a fresh rowless set stay.
    expect(await sweepBrochureLeftovers({ db: t.deps.db, storage }, { isAlive })).toEqual({
      staging: 2,
      orphans: 0,
    })
    const left = async () => (await storage.list(STAGING_ROOT)).map((e) => e.name).sort()
    expect(await left()).toEqual([`0000beef-${dead}-cccc`, `${tag}-${process.pid}-aaaa`])
    expect(await storage.exists(storageKeys.page(rowless, 1, 'webp'))).toBe(true)

    // An hour on, the set no row names goes; the brochure's own sets stay whatever their age.
    const later = Date.now() + ORPHAN_MIN_AGE_MS + 60_000
    expect(await sweepBrochureLeftovers({ db: t.deps.db, storage }, { isAlive, now: later })).toEqual({
      staging: 0,
      orphans: 1,
    })
    expect(await storage.exists(storageKeys.page(rowless, 1, 'webp'))).toBe(false)
    expect(await storage.exists(storageKeys.page(b.renditions.desktop.publicId, 1, 'webp'))).toBe(true)
    expect(await storage.exists(storageKeys.page(b.renditions.mobile.publicId, 1, 'webp'))).toBe(true)

    // Past the staging age, even a live pid (a reused one) and another machine's folder go.
    const muchLater = Date.now() + STAGING_MAX_AGE_MS + 60_000
    expect(await sweepBrochureLeftovers({ db: t.deps.db, storage }, { isAlive, now: muchLater })).toEqual({
      staging: 2,
      orphans: 0,
    })
    expect(await left()).toEqual([])
  })
})
