import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Files by key ('brochures/abc/1.jpg'), kept under one root folder; the catalogue and the brochures share it. */
export type Storage = {
  put(key: string, data: Buffer | Uint8Array | Readable): Promise<void>
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>
  /** A stream and the size, or null when there is none. */
  stream(key: string): Promise<{ stream: Readable; size: number; modified: Date } | null>
  exists(key: string): Promise<boolean>
  /** Removes one file, or every file under a folder key; absent keys are fine. */
  delete(key: string): Promise<void>
  /**
   * Renames a file or a whole folder in one step (a rename on one disk): readers see all of it or none of it.
   * Refuses when something is already at `to`.
   */
  move(from: string, to: string): Promise<void>
  /** What a folder holds, one level deep; an absent folder holds nothing. */
  list(folder: string): Promise<StorageEntry[]>
}

export type StorageEntry = { name: string; isFolder: boolean; modified: Date }

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/
/** File systems refuse longer names (NAME_MAX); keys are ASCII, so characters are bytes. */
const SEGMENT_MAX_LENGTH = 255

function isValidKey(key: string): boolean {
  return (
    KEY.test(key) && key.split('/').every((s) => s !== '..' && s !== '.' && s.length <= SEGMENT_MAX_LENGTH)
  )
}

/** Keys are relative paths of plain segments, so no key can reach outside the root. */
function resolveKey(root: string, key: string): string {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key.slice(0, 300)}`)
  return path.join(root, key)
}

/**
 * Errors that mean "there is no file by that name": missing, a file where the key has a folder, or a name the
 * file system cannot hold (a volume's NAME_MAX may be below 255). A read answers "none" for them, never a 5xx.
 */
const NO_SUCH_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR'])
const isNoSuchFile = (err: unknown) => NO_SUCH_FILE.has((err as NodeJS.ErrnoException).code ?? '')

/** Local-disk storage; writes go to a temporary name first so a reader never sees half a file. */
export function createStorage(root: string): Storage {
  return {
    async put(key, data) {
      const file = resolveKey(root, key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
      try {
        if (Buffer.isBuffer(data) || data instanceof Uint8Array) await fs.promises.writeFile(tmp, data)
        else await pipeline(data, fs.createWriteStream(tmp))
        await fs.promises.rename(tmp, file)
      } catch (err) {
        await fs.promises.rm(tmp, { force: true })
        throw err
      }
    },
    // Reads take keys built from requests: a key no file could have is simply not there.
    async get(key) {
      if (!isValidKey(key)) return null
      try {
        return await fs.promises.readFile(resolveKey(root, key))
      } catch (err) {
        if (isNoSuchFile(err)) return null
        throw err
      }
    },
    async stream(key) {
      if (!isValidKey(key)) return null
      const file = resolveKey(root, key)
      try {
        const stat = await fs.promises.stat(file)
        if (!stat.isFile()) return null
        return { stream: fs.createReadStream(file), size: stat.size, modified: stat.mtime }
      } catch (err) {
        if (isNoSuchFile(err)) return null
        throw err
      }
    },
    async exists(key) {
      if (!isValidKey(key)) return false
      try {
        return (await fs.promises.stat(resolveKey(root, key))).isFile()
      } catch (err) {
        if (isNoSuchFile(err)) return false
        throw err
      }
    },
    async delete(key) {
      await fs.promises.rm(resolveKey(root, key), { recursive: true, force: true })
    },
    async move(from, to) {
      const source = resolveKey(root, from)
      const target = resolveKey(root, to)
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      // rename() would replace a file or an empty folder at the target silently.
      if (
        await fs.promises.stat(target).then(
          () => true,
          (err) => !isNoSuchFile(err),
        )
      )
        throw new Error(`storage key already taken: ${to}`)
      await fs.promises.rename(source, target)
    },
    async list(folder) {
      const dir = resolveKey(root, folder)
      let names: fs.Dirent[]
      try {
        names = await fs.promises.readdir(dir, { withFileTypes: true })
      } catch (err) {
        if (isNoSuchFile(err)) return []
        throw err
      }
      const entries: StorageEntry[] = []
      for (const entry of names) {
        // Gone meanwhile (another process swept it): not there.
        const stat = await fs.promises.stat(path.join(dir, entry.name)).catch(() => null)
        if (stat) entries.push({ name: entry.name, isFolder: stat.isDirectory(), modified: stat.mtime })
      }
      return entries
    },
  }
}
