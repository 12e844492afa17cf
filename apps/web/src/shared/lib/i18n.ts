import * as labels from '@shop/domain/i18n/endpoints'
import { DEFAULT_LANG, type Lang } from '@shop/domain/i18n/langs'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { api } from './api.ts'

type CachedLabels = { stamp: string; translations: Record<string, string> }

export const i18n = i18next.createInstance()

i18n.use(initReactI18next).init({
  lng: DEFAULT_LANG,
  fallbackLng: false,
  resources: {},
  // Label keys are flat ('login.title') and server texts pass through t() unchanged, so neither '.' nor ':' may split them.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { bindI18nStore: 'added' },
})

const storageKey = (lang: Lang) => `labels.${lang}`

function readCache(lang: Lang): CachedLabels | null {
  try {
    const raw = localStorage.getItem(storageKey(lang))
    return raw ? (JSON.parse(raw) as CachedLabels) : null
  } catch {
    return null
  }
}

function addLabels(lang: Lang, translations: Record<string, string>) {
  i18n.addResourceBundle(lang, 'translation', translations, true, true)
}

const refreshing = new Map<Lang, Promise<void>>()

async function refreshLabels(lang: Lang, cached: CachedLabels | null): Promise<void> {
  const stamp = cached?.stamp ?? ''
  const res = await api(labels.getTranslations, { query: { lang, stamp } })
  if (!res.translations) return
  addLabels(lang, res.translations)
  try {
    localStorage.setItem(
      storageKey(lang),
      JSON.stringify({ stamp: res.last_update, translations: res.translations }),
    )
  } catch {
    // A full or disabled storage only costs a download on the next visit.
  }
}

/**
 * Makes the labels of a language available: cached ones at once (refreshed in the background when the stamp changed),
 * otherwise it waits for the download. A failed download leaves the keys showing rather than a blank page.
 */
export async function ensureLabels(lang: Lang): Promise<void> {
  const cached = readCache(lang)
  if (cached && !i18n.hasResourceBundle(lang, 'translation')) addLabels(lang, cached.translations)
  let pending = refreshing.get(lang)
  if (!pending) {
    pending = refreshLabels(lang, cached).catch(() => {
      // Forget the failure, so the next navigation tries again.
      refreshing.delete(lang)
    })
    refreshing.set(lang, pending)
  }
  if (!cached) await pending
  if (i18n.language !== lang) await i18n.changeLanguage(lang)
}
