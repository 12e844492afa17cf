import { escapeHtml } from '@shop/domain/http/html'
import { DEFAULT_LANG, LANGS, type Lang } from '@shop/domain/i18n/langs'
import { createContext, use, useEffect } from 'react'
import { useTranslation } from './i18n.ts'

/** What a page says about itself to tabs, screen readers, search engines and link previews. */
export type PageHead = {
  /** '' for the home page, whose title is the brand alone. */
  title: string
  description?: string
  /** A relative URL is made absolute with the request's origin; without one, the shop's share picture. */
  image?: { url: string; width: number; height: number; alt: string }
  /** schema.org data; `url` and `image`, which need the request's origin, are filled in by headTags. */
  jsonLd?: Record<string, unknown>
  /** Open Graph's type: a base model's page is a product. */
  type?: 'website' | 'product'
  /** The page's own address when the request's may differ from it (a model code typed in lower case). */
  path?: string
}

/**
 * Given by the server's render, which runs once and never runs effects: usePageHead hands it the page's head during
 * the render, and the server writes headTags of the last one it was given into the HTML.
 */
export const HeadCollector = createContext<((head: PageHead) => void) | null>(null)

/** Names the page: collected during a server render; in the browser, the document's title and description. */
export function usePageHead(head: PageHead) {
  const collect = use(HeadCollector)
  const { t } = useTranslation()
  const brand = t('header.brand')
  collect?.(head)
  const { title, description } = head
  useEffect(() => {
    document.title = documentTitle(title, brand)
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    // A page without one drops the previous page's, which no longer describes what is shown.
    if (!description) {
      meta?.remove()
      return
    }
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description, brand])
}

const documentTitle = (title: string, brand: string) => (title ? `${title} · ${brand}` : brand)

/** The shop's share picture (apps/web/public), for a page without a picture of its own. */
const SHARE_PICTURE = { url: '/share.png', width: 1200, height: 630 }

/** Open Graph's locales: the shop's languages as spoken in Europe. */
const OG_LOCALE: Record<Lang, string> = { it: 'it_IT', en: 'en_GB', de: 'de_DE', es: 'es_ES', fr: 'fr_FR' }

/**
 * The tags the server puts in a page's <head>: title, description, canonical address (without the query, so a model
 * page with ?code=… counts as the model's page), its five language versions, Open Graph and Twitter previews and the
 * schema.org data. Every route has the same path in every language, so a version differs only in its first segment.
 */
export function headTags(
  head: PageHead,
  page: { origin: string; pathname: string; lang: Lang; brand: string },
): string {
  // A request URL may carry a query or a fragment: neither is part of the page's address.
  const path = head.path ?? page.pathname.replace(/[?#].*$/s, '')
  const rest = path.replace(/^\/[^/]*/, '')
  const canonical = page.origin + path
  const title = documentTitle(head.title, page.brand)
  const image = head.image ?? { ...SHARE_PICTURE, alt: page.brand }
  const imageUrl = new URL(image.url, page.origin).href
  const attrs = (values: Record<string, string | number>) =>
    Object.entries(values)
      .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
      .join('')
  // An empty text (a catalogue item without a description) is no description either.
  const meta = (key: 'name' | 'property', name: string, content: string | number | undefined) =>
    content === undefined || content === '' ? [] : [`<meta${attrs({ [key]: name, content })}>`]
  const alternate = (hreflang: string, lang: Lang) =>
    `<link${attrs({ rel: 'alternate', hreflang, href: `${page.origin}/${lang}${rest}` })}>`

  return [
    `<title>${escapeHtml(title)}</title>`,
    ...meta('name', 'description', head.description),
    `<link${attrs({ rel: 'canonical', href: canonical })}>`,
    ...LANGS.map((lang) => alternate(lang, lang)),
    alternate('x-default', DEFAULT_LANG),
    ...meta('property', 'og:type', head.type ?? 'website'),
    ...meta('property', 'og:site_name', page.brand),
    ...meta('property', 'og:title', title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', canonical),
    ...meta('property', 'og:locale', OG_LOCALE[page.lang]),
    ...LANGS.filter((lang) => lang !== page.lang).flatMap((lang) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[lang]),
    ),
    ...meta('property', 'og:image', imageUrl),
    ...meta('property', 'og:image:width', image.width),
    ...meta('property', 'og:image:height', image.height),
    ...meta('property', 'og:image:alt', image.alt),
    ...meta('name', 'twitter:card', 'summary_large_image'),
    ...meta('name', 'twitter:title', title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', imageUrl),
    ...meta('name', 'twitter:image:alt', image.alt),
    // The shop's share picture is no picture of a product: the data names a page's own picture only.
    ...(head.jsonLd
      ? [jsonLdScript({ ...head.jsonLd, url: canonical, ...(head.image && { image: imageUrl }) })]
      : []),
  ].join('\n')
}

/** Data, never run (so the strict CSP needs no exception); `<` escaped so no text can close the element. */
const jsonLdScript = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
