import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it, vi } from 'vitest'
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

describe('move and list', () => {
  it('moves a whole folder in one rename, and lists a folder one level deep', async () => {
    await storage.put('staging/x/set/1.webp', Buffer.from('1'))
    await storage.put('staging/x/set/2.webp', Buffer.from('2'))
    await storage.move('staging/x/set', 'sets/set')
    expect((await storage.get('sets/set/2.webp'))?.toString()).toBe('2')
    expect(await storage.exists('staging/x/set/1.webp')).toBe(false)
    const listed = await storage.list('sets/set')
    expect(listed.map((e) => [e.name, e.isFolder]).sort()).toEqual([
      ['1.webp', false],
      ['2.webp', false],
    ])
    expect((await storage.list('sets')).map((e) => [e.name, e.isFolder])).toEqual([['set', true]])
    expect(await storage.list('nothing/here')).toEqual([])
  })

  it('refuses to move onto something already there', async () => {
    await storage.put('m/a/1.txt', Buffer.from('a'))
    await storage.put('m/b/1.txt', Buffer.from('b'))
    await expect(storage.move('m/a', 'm/b')).rejects.toThrow('already taken')
    expect((await storage.get('m/b/1.txt'))?.toString()).toBe('b')
  })
})

describe('reads of keys no file can have', () => {
  it.each([
    // A 300-character name: the file system answers ENAMETOOLONG.
    `a/${'x'.repeat(300)}.png`,
    // A name below a file, as if it were a folder: ENOTDIR.
    'file.png/inside.png',
    // Not a key at all.
    'a\u0000b.png',
    '../outside.png',
  ])('%j answers "none", never an error', async (key) => {
    await storage.put('file.png', Buffer.from('x'))
    expect(await storage.get(key)).toBeNull()
    expect(await storage.stream(key)).toBeNull()
    expect(await storage.exists(key)).toBe(false)
  })

  it('answers "none" for a name the volume cannot hold', async () => {
    // Some volumes (eCryptfs: 143 bytes) hold shorter names than the 255 a key may have.
    const spy = vi
      .spyOn(fs.promises, 'stat')
      .mockRejectedValueOnce(Object.assign(new Error('name too long'), { code: 'ENAMETOOLONG' }))
    expect(await storage.stream(`a/${'x'.repeat(200)}.png`)).toBeNull()
    spy.mockRestore()
  })
})
