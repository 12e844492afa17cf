export const LANGS = ['it', 'en', 'de', 'es', 'fr'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'it'

/** True when the value is one of the five shop languages. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/**
 * A text in the language, else Italian (the language every text of the catalogue and the lookups has), else ''. The
 * server picks the catalogue's and the lookups' texts with it, the domain a compatibility rule's reason.
 */
export function pick(texts: Partial<Record<Lang, string>> | null | undefined, lang: Lang): string {
  return texts?.[lang]?.trim() || texts?.it || ''
}
