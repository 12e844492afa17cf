import { STATIC_PAGES } from '@shop/domain/platform/public-pages'
import { describe, expect, it } from 'vitest'
import { publicPagePaths } from './router.tsx'

describe('the public pages', () => {
  it('the server renders are the fixed pages the sitemap lists', () => {
    expect(publicPagePaths().sort()).toEqual([...STATIC_PAGES].sort())
  })
})
