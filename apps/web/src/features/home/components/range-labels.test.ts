import { LANGS, type Lang } from '@shop/domain/i18n/langs'
import { describe, expect, it } from 'vitest'
import { picturesWebLabels } from '../../../../../server/src/db/seed/labels/pictures-web.ts'
import { i18n } from '../../../shared/lib/i18n.ts'

// The labels of every language, loaded as the web app loads them.
for (const lang of LANGS)
  i18n.addLabels(lang, Object.fromEntries(Object.entries(picturesWebLabels).map(([k, v]) => [k, v[lang]])))

describe('counted labels', () => {
  it.each([
    ['it', '1 modello', '6 modelli'],
    ['en', '1 model', '6 models'],
    ['de', '1 Modell', '6 Modelle'],
    ['es', '1 modelo', '6 modelos'],
    ['fr', '1 modèle', '6 modèles'],
  ] satisfies [Lang, string, string][])('a family of one model reads singular in %s', (lang, one, six) => {
    i18n.changeLanguage(lang)
    expect(i18n.t('home.range.models', { count: 1 })).toBe(one)
    expect(i18n.t('home.range.models', { count: 6 })).toBe(six)
  })
})
