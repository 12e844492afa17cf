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
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

/** Keys are relative paths of plain segments, so no key can reach outside the root. */
function resolveKey(root: string, key: string): string {
  if (!KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.')) {
    throw new Error(`invalid storage key: ${key}`)
  }
  return path.join(root, key)
}

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
    async get(key) {
      try {
        return await fs.promises.readFile(resolveKey(root, key))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
    },
    async stream(key) {
      const file = resolveKey(root, key)
      try {
        const stat = await fs.promises.stat(file)
        if (!stat.isFile()) return null
        return { stream: fs.createReadStream(file), size: stat.size, modified: stat.mtime }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
    },
    async exists(key) {
      try {
        return (await fs.promises.stat(resolveKey(root, key))).isFile()
      } catch {
        return false
      }
    },
    async delete(key) {
      await fs.promises.rm(resolveKey(root, key), { recursive: true, force: true })
    },
  }
}
