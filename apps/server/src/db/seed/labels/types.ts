import type { Lang } from '@shop/domain/i18n/langs'

/** Label key -> its text in every one of the five languages (the type makes a missing language a compile error). */
export type LabelSource = Record<string, Record<Lang, string>>

/** One label's five texts, in the order it, en, de, es, fr. */
export const l = (it: string, en: string, de: string, es: string, fr: string): Record<Lang, string> => ({
  it,
  en,
  de,
  es,
  fr,
})
