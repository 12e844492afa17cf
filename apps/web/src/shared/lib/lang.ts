import { DEFAULT_LANG, isLang, type Lang } from '@shop/domain/i18n/langs'
import { useLocation, useParams } from 'react-router'

/** The language of the current route (the first path segment). */
export function useLang(): Lang {
  const { lang } = useParams()
  return isLang(lang) ? lang : DEFAULT_LANG
}

/** The page shown, in another language: the same path, query and anchor after the language segment. */
export function useSamePageIn(): (lang: Lang) => string {
  const { pathname, search, hash } = useLocation()
  const rest = pathname.replace(/^\/[^/]*/, '')
  return (lang) => `/${lang}${rest || '/'}${search}${hash}`
}

// Each language is named in itself, as a visitor who cannot read the current one looks for their own.
export const LANGUAGE_NAMES: Record<Lang, string> = {
  it: 'Italiano',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
}
