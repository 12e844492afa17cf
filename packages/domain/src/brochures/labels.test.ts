import { describe, expect, it } from 'vitest'
import { FALLBACK_LABELS, withFallbackLabels } from './labels.ts'

describe('withFallbackLabels', () => {
  it.each([
    ['no map at all', null, FALLBACK_LABELS.share],
    ['a map without the key', { download: 'scarica' }, FALLBACK_LABELS.share],
    ['an empty text', { share: ' ' }, FALLBACK_LABELS.share],
    ['a text that is not a string', { share: 3 }, FALLBACK_LABELS.share],
    ['a served text', { share: 'condividi' }, 'condividi'],
  ])('%s gives %j for share', (_what, served, expected) => {
    expect(withFallbackLabels(served as Record<string, unknown> | null).share).toBe(expected)
  })

  it('keeps the spec fallback texts, capitalised (issue 13)', () => {
    expect(FALLBACK_LABELS).toMatchObject({
      previousSlide: 'Previous slide',
      pleaseWait: 'Please wait…',
      noDataFound: 'No data found',
    })
    for (const [key, text] of Object.entries(FALLBACK_LABELS)) {
      expect(text[0], key).toBe(text[0]?.toUpperCase())
    }
  })
})
