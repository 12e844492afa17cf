import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect.ts'

describe('safeRedirect', () => {
  it.each([
    ['/it/user', '/it/user'],
    ['/it/user/orders?page=2#top', '/it/user/orders?page=2#top'],
    ['/', '/'],
    ['/it/../en/user', '/en/user'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['//evil.com', null],
    ['///evil.com', null],
    ['/\\evil.com', null],
    ['\\\\evil.com', null],
    ['/it\\..\\..\\evil', null],
    ['/\t/evil.com', null],
    ['/\n/evil.com', null],
    ['http://evil.com', null],
    ['https://evil.com/it/user', null],
    ['http:/evil.com', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['it/user', null],
    ['evil.com', null],
    ['', null],
    [' /it/user', null],
    [null, null],
    [undefined, null],
    [42, null],
  ])('%j -> %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected)
  })
})
