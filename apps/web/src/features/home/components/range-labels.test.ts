import { LANGS } from '@shop/domain/i18n/langs'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { picturesWebLabels } from '../../../../../server/src/db/seed/labels/pictures-web.ts'

/** The labels of every language loaded as the web app loads them: flat keys, no separators. */
async function translator(lang: string) {
  const t = i18next.createInstance()
  const resources = Object.fromEntries(
    LANGS.map((l) => [
      l,
      { translation: Object.fromEntries(Object.entries(picturesWebLabels).map(([k, v]) => [k, v[l]])) },
    ]),
  )
  await t.init({ lng: lang, resources, keySeparator: false, nsSeparator: false, fallbackLng: false })
  return t
}

describe('counted labels', () => {
  it.each([
    ['it', '1 modello', '6 modelli'],
    ['en', '1 model', '6 models'],
    ['de', '1 Modell', '6 Modelle'],
    ['es', '1 modelo', '6 modelos'],
    ['fr', '1 modèle', '6 modèles'],
  ])('a family of one model reads singular in %s', async (lang, one, six) => {
    const t = await translator(lang)
    expect(t.t('home.range.models', { count: 1 })).toBe(one)
    expect(t.t('home.range.models', { count: 6 })).toBe(six)
  })
})
