import { createHash, randomBytes } from 'node:crypto'
import os from 'node:os'
import { publicIdSchema } from '@shop/domain/brochures/schemas'
import type { Db } from '../../db/client.ts'
import { brochureRenditions } from '../../db/schema/index.ts'
import type { Storage } from '../../infra/storage.ts'

/** Where a set's files live: its publicId is the folder, so a page picture's address maps to a key without a query. */
export const storageKeys = {
  folder: (publicId: string) => `brochures/${publicId}`,
  page: (publicId: string, n: number, format: 'jpg' | 'webp') => `brochures/${publicId}/${n}.${format}`,
  thumb: (publicId: string, n: number) => `brochures/${publicId}/thumb-${n}.jpg`,
  pdf: (publicId: string) => `brochures/${publicId}/document.pdf`,
  /** A zoom picture, made on first request and kept beside the PDF it is drawn from. */
  zoom: (publicId: string, n: number, width: number) => `brochures/${publicId}/zoom${width}-${n}.webp`,
}

/**
 * An ingest writes everything under a staging folder of its own, `brochure-staging/{host}-{pid}-{random}`, and
 * moves its sets into `brochures/` with one rename each once every page is stored; rows follow. A run killed at
 * any moment (timeout, kill -9, a full disk) leaves a staging folder, never a half set among the published ones.
 */
export const STAGING_ROOT = 'brochure-staging'

/** Staging folders of a dead process on this machine go at once; of another machine, or a reused pid, after this. */
export const STAGING_MAX_AGE_MS = 6 * 60 * 60_000
/**
 * A set folder without rows is either a run killed between its rename and its commit (milliseconds apart), or
 * left by an interrupted run before staging existed. Kept for an hour, so a run committing right now is never hit.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000

const hostTag = () => createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8)

export type Staging = {
  /** The staging folder's key. */
  root: string
  /** The key a file will have once published, inside the staging folder. */
  key(publishedKey: string): string
}

export function newStaging(): Staging {
  const root = `${STAGING_ROOT}/${hostTag()}-${process.pid}-${randomBytes(6).toString('hex')}`
  return { root, key: (publishedKey) => `${root}/${publishedKey}` }
}

const STAGING_NAME = /^([0-9a-f]{8})-(\d+)-[0-9a-f]+$/

/** Whether a process runs on this machine; EPERM means it runs under another user. */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export type SweepResult = { staging: number; orphans: number }

/**
 * Removes what interrupted ingests left: staging folders whose process is gone (or that are older than
 * STAGING_MAX_AGE_MS), and set folders that no rendition row names (older than ORPHAN_MIN_AGE_MS). Run where
 * ingests start: at the shop's start and at `npm run brochure:add`'s, so a CLI ingest running against PostgreSQL
 * beside the shop keeps its staging folder while its process lives.
 */
export async function sweepBrochureLeftovers(
  { db, storage }: { db: Db; storage: Storage },
  opts: { now?: number; isAlive?: (pid: number) => boolean } = {},
): Promise<SweepResult> {
  const now = opts.now ?? Date.now()
  const isAlive = opts.isAlive ?? isProcessAlive
  const host = hostTag()
  const result: SweepResult = { staging: 0, orphans: 0 }

  for (const entry of await storage.list(STAGING_ROOT)) {
    const owner = STAGING_NAME.exec(entry.name)
    const isOld = now - entry.modified.getTime() > STAGING_MAX_AGE_MS
    const isOrphaned = owner?.[1] === host && !isAlive(Number(owner[2]))
    if (!owner || isOld || isOrphaned) {
      await storage.delete(`${STAGING_ROOT}/${entry.name}`)
      result.staging++
    }
  }

  const sets = (await storage.list('brochures')).filter(
    (e) => e.isFolder && publicIdSchema.safeParse(e.name).success,
  )
  if (sets.length === 0) return result
  const known = new Set(
    (await db.select({ publicId: brochureRenditions.publicId }).from(brochureRenditions)).map(
      (r) => r.publicId,
    ),
  )
  for (const set of sets) {
    if (known.has(set.name) || now - set.modified.getTime() < ORPHAN_MIN_AGE_MS) continue
    await storage.delete(storageKeys.folder(set.name))
    result.orphans++
  }
  return result
}
