import { pageImagePath } from '@shop/domain/brochures/paths'
import { escapeHtml } from '@shop/domain/http/html'
import type { Lang } from '@shop/domain/i18n/langs'
import type { BrochurePage } from './brochures.service.ts'

/** The id of the JSON block that hands the rendition sets to PRELOAD_SCRIPT. */
const SETS_ID = 'brochure-preload'

/**
 * Starts fetching the pictures the book opens on with the HTML rather than after the viewer's script has run:
 * the page the hash names (the cover without one; a hash is never sent to the server, hence a script) and its
 * spread partner on a wide window, from the set the viewer will use. Only those, so a deep link into a long
 * brochure asks for no picture it does not show. Mirrors parsePageHash, pagesOfView and MOBILE_MAX_WIDTH.
 * The same text on every page, its data read from a JSON block: the Content-Security-Policy allows it by its hash.
 */
export const PRELOAD_SCRIPT = `(function (sets) {
  var mobile = window.matchMedia('(max-width: 768px)').matches
  var set = mobile ? sets.mobile : sets.desktop
  var hash = /^#(\\d+)$/.exec(window.location.hash)
  var n = hash ? Math.min(Math.max(Number(hash[1]), 1), set.pages) : 1
  var pages = !mobile && set.pages > 1 ? [n - (n % 2), n - (n % 2) + 1] : [n]
  pages.forEach(function (p) {
    if (p < 1 || p > set.pages) return
    var link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'image'
    link.type = 'image/webp'
    link.href = '/flipbook/' + set.id + '/' + p + '.webp'
    document.head.appendChild(link)
  })
})(JSON.parse(document.getElementById('${SETS_ID}').textContent))`

function preloadScript(renditions: BrochurePage['renditions']): string {
  const sets = {
    desktop: { id: renditions.desktop.publicId, pages: renditions.desktop.pageCount },
    mobile: { id: renditions.mobile.publicId, pages: renditions.mobile.pageCount },
  }
  // publicIds are [a-z0-9] and counts are numbers; '<' is escaped all the same, so nothing can close the tag.
  const json = JSON.stringify(sets).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${SETS_ID}">${json}</script>\n    <script>${PRELOAD_SCRIPT}</script>`
}

/**
 * The built brochure.html with what a crawler and the viewer need already in it: the spec's hidden
 * inputs, the title, and og tags with the cover, so a shared link shows the brochure without running any script.
 */
export function renderBrochurePage(template: string, b: BrochurePage, lang: Lang, publicUrl: string): string {
  const { desktop, mobile } = b.renditions
  const url = `${publicUrl}/${lang}/brochure/${b.slug}`
  const cover = `${publicUrl}${pageImagePath(desktop.publicId, 1, 'jpg')}`
  const description = b.description || b.title
  const attr = escapeHtml
  const head = [
    `<meta name="description" content="${attr(description)}" />`,
    `<link rel="canonical" href="${attr(url)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${attr(b.title)}" />`,
    `<meta property="og:description" content="${attr(description)}" />`,
    `<meta property="og:image" content="${attr(cover)}" />`,
    `<meta property="og:image:width" content="${desktop.width}" />`,
    `<meta property="og:image:height" content="${desktop.height}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    preloadScript(b.renditions),
  ].join('\n    ')
  const inputs = [
    ['publicId', desktop.publicId],
    ['pages', String(desktop.pageCount)],
    ['publicIdMobile', mobile.publicId],
    ['pagesMobile', String(mobile.pageCount)],
    ['pageRatio', (desktop.height / desktop.width).toFixed(4)],
    ['metaTitle', b.title],
    ['downloadFileName', b.downloadFileName],
  ]
    .map(([id, value]) => `<input type="hidden" id="${id}" value="${attr(value ?? '')}" />`)
    .join('\n    ')
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(b.title)}</title>\n    ${head}`)
    .replace('<div id="flipApp">', `${inputs}\n    <div id="flipApp">`)
}
