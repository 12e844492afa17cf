import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { createStorage } from './storage.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'))
const storage = createStorage(root)
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe('createStorage', () => {
  it('puts, gets, streams and deletes by key', async () => {
    await storage.put('a/b/c.txt', Buffer.from('hello'))
    await storage.put('a/b/d.txt', Readable.from(['streamed']))
    expect((await storage.get('a/b/c.txt'))?.toString()).toBe('hello')
    const s = await storage.stream('a/b/d.txt')
    expect(s?.size).toBe(8)
    expect(await text(s?.stream as Readable)).toBe('streamed')
    await storage.delete('a/b/c.txt')
    expect(await storage.exists('a/b/c.txt')).toBe(false)
    await storage.delete('a')
    expect(await storage.get('a/b/d.txt')).toBeNull()
    expect(await storage.stream('a/b/d.txt')).toBeNull()
  })

  it.each(['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/./b', '.hidden'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('invalid storage key')
    },
  )
})
