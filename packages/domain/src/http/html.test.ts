import { describe, expect, it } from 'vitest'
import { escapeHtml } from './html.ts'

describe('escapeHtml', () => {
  it.each([
    ['Catalogo 2026', 'Catalogo 2026'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"><img src=x onerror=alert(1)>', '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'],
    ["Sili & tramogge l'acciaio", 'Sili &amp; tramogge l&#39;acciaio'],
    ['&amp;', '&amp;amp;'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected)
  })
})
