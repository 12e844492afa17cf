import * as labels from '@shop/domain/i18n/endpoints'
import { DEFAULT_LANG, type Lang } from '@shop/domain/i18n/langs'
import {
  cloneElement,
  createElement,
  Fragment,
  type ReactElement,
  type ReactNode,
  useSyncExternalStore,
} from 'react'
import { api } from './api.ts'

// The shop's own translations (docs/decisions/007): what the app used of i18next, in a few hundred bytes instead of
// 15 KB on every first page. Label keys are flat ('login.title'): a server text passed through t() is a key too.

/** A label's {{placeholders}}; `count` also picks the plural form; `defaultValue` stands for a key with no label. */
export type TOptions = { count?: number; defaultValue?: string; [name: string]: unknown }
export type TFunction = (key: string, options?: TOptions) => string

const bundles = new Map<Lang, Map<string, string>>()
const pluralRules = new Map<Lang, Intl.PluralRules>()

function pluralOf(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(lang)
    pluralRules.set(lang, rules)
  }
  return rules.select(count)
}

// Not escaped: React escapes what it renders.
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/**
 * A key's label in `lang`: with a numeric count, its plural form as i18next's JSON v4 names them (`key_one`,
 * `key_other`), then the key's own label; the default value or the key itself when it has none.
 */
function translate(lang: Lang, key: string, options?: TOptions): string {
  const bundle = bundles.get(lang)
  const count = options?.count
  const counted =
    typeof count === 'number'
      ? (bundle?.get(`${key}_${pluralOf(lang, count)}`) ?? bundle?.get(`${key}_other`))
      : undefined
  const text = counted ?? bundle?.get(key) ?? options?.defaultValue ?? key
  // A placeholder no option names stays as written, as with i18next.
  return options
    ? text.replace(PLACEHOLDER, (tag, name: string) =>
        Object.hasOwn(options, name) ? String(options[name] ?? '') : tag,
      )
    : text
}

const listeners = new Set<() => void>()

/** What useTranslation answers: a new `t` whenever labels arrive or the language changes, so memos on it rerun. */
let current: { t: TFunction; i18n: typeof i18n }

function changed() {
  const lang = i18n.language
  current = { t: (key, options) => translate(lang, key, options), i18n }
  for (const listener of listeners) listener()
}

export const i18n = {
  language: DEFAULT_LANG as Lang,
  t(key: string, options?: TOptions): string {
    return translate(i18n.language, key, options)
  },
  /** Synchronous: the server sets the language right before each page's synchronous render. */
  changeLanguage(lang: Lang): void {
    if (lang === i18n.language) return
    i18n.language = lang
    changed()
  },
  /** Adds labels to a language's, replacing those of the same keys. */
  addLabels(lang: Lang, translations: Record<string, string>): void {
    const bundle = bundles.get(lang) ?? new Map<string, string>()
    for (const [key, text] of Object.entries(translations)) bundle.set(key, text)
    bundles.set(lang, bundle)
    changed()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

changed()

const snapshot = () => current

/** The current language's `t`; the component renders again when labels arrive or the language changes. */
export function useTranslation(): typeof current {
  return useSyncExternalStore(i18n.subscribe, snapshot, snapshot)
}

const TAG = /<(\w+)>(.*?)<\/\1>/

/**
 * A label with tags ('I accept the <terms>terms of sale</terms>'): each tag becomes its element in `components`,
 * with the tag's text as its children.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string
  values?: TOptions
  components: Record<string, ReactElement>
}) {
  const { t } = useTranslation()
  // split() with the tag's two groups: text, name, inner text, text, name, inner text, …, text.
  const parts = t(i18nKey, values).split(TAG)
  const children: ReactNode[] = []
  for (let i = 0; i < parts.length; i += 3) {
    children.push(parts[i])
    const name = parts[i + 1]
    if (name === undefined) continue
    const element = components[name]
    children.push(element ? cloneElement(element, undefined, parts[i + 2]) : parts[i + 2])
  }
  // Children as arguments, not as an array: React asks no keys of them.
  return createElement(Fragment, null, ...children)
}

type CachedLabels = { stamp: string; translations: Record<string, string> }

const storageKey = (lang: Lang) => `labels.${lang}`

function readCache(lang: Lang): CachedLabels | null {
  try {
    const raw = localStorage.getItem(storageKey(lang))
    return raw ? (JSON.parse(raw) as CachedLabels) : null
  } catch {
    return null
  }
}

const refreshing = new Map<Lang, Promise<void>>()

/**
 * Downloads a language's labels unless `stamp` is still current, and adds them: answers them with their new stamp,
 * or null when nothing changed. The server's rendering keeps its labels current with it too.
 */
export async function fetchLabels(lang: Lang, stamp: string): Promise<CachedLabels | null> {
  const res = await api(labels.getTranslations, { query: { lang, stamp } })
  if (!res.translations) return null
  i18n.addLabels(lang, res.translations)
  return { stamp: res.last_update, translations: res.translations }
}

async function refreshLabels(lang: Lang, cached: CachedLabels | null): Promise<void> {
  const fresh = await fetchLabels(lang, cached?.stamp ?? '')
  if (!fresh) return
  try {
    localStorage.setItem(storageKey(lang), JSON.stringify(fresh))
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
  if (cached && !bundles.has(lang)) i18n.addLabels(lang, cached.translations)
  let pending = refreshing.get(lang)
  if (!pending) {
    pending = refreshLabels(lang, cached).catch(() => {
      // Forget the failure, so the next navigation tries again.
      refreshing.delete(lang)
    })
    refreshing.set(lang, pending)
  }
  if (!cached) await pending
  i18n.changeLanguage(lang)
}
