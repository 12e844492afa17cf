import type { Lang } from '@shop/domain/i18n/langs'

/** The navigation's addresses in a language. The brochure is the server's redirect to the newest one. */
export function navPaths(lang: Lang) {
  return {
    catalogue: `/${lang}/prodotti`,
    codeDocs: `/${lang}/prodotti/documentazione-codici`,
    wizard: `/${lang}/prodotti/wizard`,
    guide: `/${lang}/guida-acquisto`,
    brochure: `/${lang}/brochure`,
    model: (code: string) => `/${lang}/prodotti/${encodeURIComponent(code)}`,
  }
}

/** aria-current for a link to `path` when it is the page shown. */
export const currentIf = (pathname: string, path: string) =>
  pathname.replace(/\/$/, '') === path ? ('page' as const) : undefined
