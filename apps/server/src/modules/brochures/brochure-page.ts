import { escapeHtml } from '@shop/domain/brochures/html'
import { pageImagePath } from '@shop/domain/brochures/paths'
import type { Lang } from '@shop/domain/i18n/langs'
import type { BrochurePage } from './brochures.service.ts'

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
    // Most visits start at the cover: fetch it with the HTML rather than after the script runs.
    `<link rel="preload" as="image" type="image/webp" href="${pageImagePath(desktop.publicId, 1, 'webp')}" media="(min-width: 769px)" />`,
    `<link rel="preload" as="image" type="image/webp" href="${pageImagePath(mobile.publicId, 1, 'webp')}" media="(max-width: 768px)" />`,
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
