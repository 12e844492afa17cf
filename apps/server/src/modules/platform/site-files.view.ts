import { escapeHtml } from '@shop/domain/http/html'
import { DEFAULT_LANG, LANGS, type Lang } from '@shop/domain/i18n/langs'

/** The reserved area, the checkout and the provider's desk of every language: nothing a search engine should show. */
const PRIVATE_PAGES = ['user', 'checkout', 'desk'] as const

const pageUrl = (publicUrl: string, lang: Lang, page: string) => `${publicUrl}/${lang}/${page}`

/**
 * sitemap.xml: each page in each language, each with its five languages and x-default (the default language) as
 * alternates, as search engines ask (every URL of a set lists the whole set, itself included).
 */
export function sitemapXml(publicUrl: string, pages: readonly string[]): string {
  const urls = pages.flatMap((page) => {
    const links = [
      ...LANGS.map((lang) => [lang, pageUrl(publicUrl, lang, page)] as const),
      ['x-default', pageUrl(publicUrl, DEFAULT_LANG, page)] as const,
    ].map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    )
    return LANGS.map(
      (lang) => `<url><loc>${escapeHtml(pageUrl(publicUrl, lang, page))}</loc>${links.join('')}</url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * robots.txt: everything but the API, the simulated provider's pages and each language's private pages. One line per
 * language rather than a `/*` pattern, which not every crawler reads.
 */
export function robotsTxt(publicUrl: string): string {
  const disallowed = [
    '/api/',
    '/local-pay/',
    ...LANGS.flatMap((lang) => PRIVATE_PAGES.map((page) => `/${lang}/${page}`)),
  ]
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

/** The theme's primary colour (Mantine's blue 8, apps/web/src/app/theme.ts) and page background. */
const THEME_COLOR = '#1971c2'
const BACKGROUND_COLOR = '#ffffff'

/** The icons under apps/web/public, made once from favicon.svg; the maskable one keeps the drawing in its safe zone. */
const MANIFEST_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

/**
 * The web-app manifest. It opens on the wizard, so a tablet on a trade-fair stand can put the wizard on its home
 * screen; the name is the header's (the `header.brand` label, which staff may edit).
 */
export function webManifestJson(name: string): string {
  return JSON.stringify({
    name,
    short_name: name,
    lang: DEFAULT_LANG,
    start_url: `/${DEFAULT_LANG}/prodotti/wizard`,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS,
  })
}
