import { describe, expect, it } from 'vitest'
import { addToWishlistBody, removeFromWishlistBody } from './saved-configurations.ts'

describe('the bodies', () => {
  it.each([
    [{ configuration_code: 'SZ30-60RFGM-PULM' }, true],
    [{ configuration_code: 'SZ30-60', variations: [1], custom_texts: { '1': 'x' } }, true],
    [{}, false],
    [{ configuration_code: 'SZ30-60', custom_texts: { a: 'x' } }, false],
    [{ configuration_code: 'SZ30-60', variations: ['x'] }, false],
  ])('add_to_wishlist %j → %s', (body, ok) => {
    expect(addToWishlistBody.safeParse(body).success).toBe(ok)
  })
  it.each([
    [{ id: 3 }, true],
    [{ id: 0 }, false],
    [{ id: 'x' }, false],
    [{}, false],
  ])('removeFromWishlist %j → %s', (body, ok) => {
    expect(removeFromWishlistBody.safeParse(body).success).toBe(ok)
  })
})
