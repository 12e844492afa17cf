import { describe, expect, it } from 'vitest'
import { orderPath, parseOrderId } from './orders.ts'

describe('parseOrderId', () => {
  it.each([
    ['42', 42],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['0', null],
    ['042', null],
    ['-1', null],
    ['12a', null],
    [undefined, null],
  ])('%s -> %s', (value, expected) => {
    expect(parseOrderId(value)).toBe(expected)
  })
})

describe('orderPath', () => {
  // The same addresses the server's mails link to (checkout.mails.ts orderLink).
  it.each([
    ['it', { id: 7, is_quotation: true }, '/it/user/quotations/7'],
    ['en', { id: 8, is_quotation: false }, '/en/user/orders/8'],
  ] as const)('%s %o -> %s', (lang, order, path) => {
    expect(orderPath(lang, order)).toBe(path)
  })
})
