import { describe, expect, it } from 'vitest'
import { createLoadingLru, createLru } from './lru.ts'

describe('createLru', () => {
  it('forgets the least recently used entry past its limit', () => {
    const lru = createLru<number>(2)
    lru.set('a', 1)
    lru.set('b', 2)
    lru.get('a')
    lru.set('c', 3)
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3])
  })
})

describe('createLoadingLru', () => {
  it('loads a key once for every request that comes while it loads, and keeps the value', async () => {
    let loads = 0
    const lru = createLoadingLru(2, async (key) => {
      loads++
      await new Promise((r) => setTimeout(r, 10))
      return `${key}!`
    })
    expect(await Promise.all(Array.from({ length: 20 }, () => lru.get('a')))).toEqual(Array(20).fill('a!'))
    expect(await lru.get('a')).toBe('a!')
    expect(loads).toBe(1)
  })

  it('does not keep a failed load: the next request loads again', async () => {
    let loads = 0
    const lru = createLoadingLru(2, async (key) => {
      loads++
      if (loads === 1) throw new Error('boom')
      return key
    })
    const first = await Promise.allSettled([lru.get('a'), lru.get('a')])
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(await lru.get('a')).toBe('a')
    expect(loads).toBe(2)
  })

  it('lets failed keys push out no loaded value', async () => {
    let loads = 0
    const lru = createLoadingLru(1, async (key) => {
      loads++
      if (key.startsWith('bad')) throw new Error('unknown')
      return key
    })
    await lru.get('good')
    for (let i = 0; i < 5; i++) await lru.get(`bad-${i}`).catch(() => {})
    expect(await lru.get('good')).toBe('good')
    expect(loads).toBe(6)
  })
})
