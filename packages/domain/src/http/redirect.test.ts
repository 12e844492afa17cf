import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect.ts'

describe('safeRedirect', () => {
  it.each([
    ['/it/user', '/it/user'],
    ['/it/user/orders?page=2#top', '/it/user/orders?page=2#top'],
    ['/', '/'],
    ['/it/../en/user', '/en/user'],
    ['/it/brochure/catalogo?page=3#p3', '/it/brochure/catalogo?page=3#p3'],
    ['/it/search?q=%2F%2Fevil', '/it/search?q=%2F%2Fevil'],
    ['/it/caf%C3%A9', '/it/caf%C3%A9'],
    ['/it/a%2Fb', '/it/a%2Fb'],
    // Normalisation turns these into '//evil.example', which the browser reads as another host (issue 8).
    ['/..//evil.example', null],
    ['/.//evil.example', null],
    ['/a/..//evil.example', null],
    ['/it/../..//evil.example', null],
    ['/.%2e//evil', null],
    ['/%2e%2e//evil', null],
    ['/%2E.//evil', null],
    // Escaped slashes and backslashes: a router or server that decodes them reads '//evil'.
    ['/%2F%2Fevil.com', null],
    ['/%2f/evil.com', null],
    ['/%5Cevil.com', null],
    ['/%5C%5Cevil.com', null],
    ['/%252F%252Fevil.com', null],
    ['/..%2F/evil.com', null],
    ['/%2e%2e%2f%2fevil.com', null],
    ['/%09/evil.com', null],
    ['/%00', null],
    ['/%E0%A4%A', null],
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
