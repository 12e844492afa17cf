import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HeadCollector, headTags, type PageHead, usePageHead } from './page-head.tsx'

const page = {
  origin: 'https://shop.example',
  pathname: '/it/prodotti',
  lang: 'it' as const,
  brand: 'Silo Shop',
}

/** The tags as name → content (meta) or rel → hrefs (link), in order. */
function parse(html: string) {
  const doc = { title: '', meta: new Map<string, string[]>(), links: [] as Record<string, string>[] }
  doc.title = /<title>(.*)<\/title>/.exec(html)?.[1] ?? ''
  for (const [, tag] of html.matchAll(/<(?:meta|link)((?: [a-z:-]+="[^"]*")+)>/g)) {
    const attrs = Object.fromEntries(
      [...(tag as string).matchAll(/ ([a-z:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    )
    if (attrs.rel) doc.links.push(attrs)
    else {
      const key = (attrs.name ?? attrs.property) as string
      doc.meta.set(key, [...(doc.meta.get(key) ?? []), attrs.content as string])
    }
  }
  return doc
}

describe('headTags', () => {
  it('names the page with the brand, describes it and previews it with the shop picture by default', () => {
    const doc = parse(headTags({ title: 'Catalogo prodotti', description: 'Sili e accessori.' }, page))
    expect(doc.title).toBe('Catalogo prodotti · Silo Shop')
    expect(doc.meta.get('description')).toEqual(['Sili e accessori.'])
    expect(doc.meta.get('og:type')).toEqual(['website'])
    expect(doc.meta.get('og:title')).toEqual(['Catalogo prodotti · Silo Shop'])
    expect(doc.meta.get('og:description')).toEqual(['Sili e accessori.'])
    expect(doc.meta.get('og:url')).toEqual(['https://shop.example/it/prodotti'])
    expect(doc.meta.get('og:site_name')).toEqual(['Silo Shop'])
    expect(doc.meta.get('og:locale')).toEqual(['it_IT'])
    expect(doc.meta.get('og:locale:alternate')).toEqual(['en_GB', 'de_DE', 'es_ES', 'fr_FR'])
    expect(doc.meta.get('og:image')).toEqual(['https://shop.example/share.png'])
    expect(doc.meta.get('og:image:width')).toEqual(['1200'])
    expect(doc.meta.get('og:image:height')).toEqual(['630'])
    expect(doc.meta.get('og:image:alt')).toEqual(['Silo Shop'])
    expect(doc.meta.get('twitter:card')).toEqual(['summary_large_image'])
    expect(doc.meta.get('twitter:title')).toEqual(['Catalogo prodotti · Silo Shop'])
    expect(doc.meta.get('twitter:description')).toEqual(['Sili e accessori.'])
    expect(doc.meta.get('twitter:image')).toEqual(['https://shop.example/share.png'])
  })

  it('titles the home page with the brand alone and leaves out a description it does not have', () => {
    const doc = parse(headTags({ title: '' }, { ...page, pathname: '/en/', lang: 'en' }))
    expect(doc.title).toBe('Silo Shop')
    expect(doc.meta.has('description')).toBe(false)
    expect(doc.meta.has('og:description')).toBe(false)
    expect(doc.meta.get('og:locale')).toEqual(['en_GB'])
    expect(parse(headTags({ title: 'X', description: '' }, page)).meta.has('description')).toBe(false)
  })

  it('makes the canonical address without the query: a configured model is the model page', () => {
    const doc = parse(
      headTags({ title: 'SZ-30' }, { ...page, pathname: '/de/prodotti/SZ-30?code=SZ30-A1&x=1#top' }),
    )
    expect(doc.links.filter((l) => l.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: 'https://shop.example/de/prodotti/SZ-30' },
    ])
    expect(doc.meta.get('og:url')).toEqual(['https://shop.example/de/prodotti/SZ-30'])
  })

  it('prefers the page’s own path to the request’s', () => {
    const doc = parse(
      headTags({ title: 'SZ-30', path: '/it/prodotti/SZ-30' }, { ...page, pathname: '/it/prodotti/sz-30' }),
    )
    expect(doc.links.find((l) => l.rel === 'canonical')?.href).toBe('https://shop.example/it/prodotti/SZ-30')
    expect(doc.links.find((l) => l.hreflang === 'fr')?.href).toBe('https://shop.example/fr/prodotti/SZ-30')
  })

  it('links the page in the five languages and Italian as the default', () => {
    const doc = parse(headTags({ title: 'Guide' }, { ...page, pathname: '/es/guida-acquisto', lang: 'es' }))
    expect(doc.links.filter((l) => l.rel === 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'it', href: 'https://shop.example/it/guida-acquisto' },
      { rel: 'alternate', hreflang: 'en', href: 'https://shop.example/en/guida-acquisto' },
      { rel: 'alternate', hreflang: 'de', href: 'https://shop.example/de/guida-acquisto' },
      { rel: 'alternate', hreflang: 'es', href: 'https://shop.example/es/guida-acquisto' },
      { rel: 'alternate', hreflang: 'fr', href: 'https://shop.example/fr/guida-acquisto' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://shop.example/it/guida-acquisto' },
    ])
    const home = parse(headTags({ title: '' }, { ...page, pathname: '/es/', lang: 'es' }))
    expect(home.links.find((l) => l.hreflang === 'de')?.href).toBe('https://shop.example/de/')
  })

  it('escapes every text and attribute, so no catalogue text can close a tag', () => {
    const hostile = `"><script>alert('x')</script>&`
    const html = headTags(
      {
        title: hostile,
        description: hostile,
        image: { url: '/uploads/a"b.webp', width: 600, height: 800, alt: hostile },
      },
      { ...page, pathname: '/it/prodotti/"><x>' },
    )
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('"><')
    const doc = parse(html)
    expect(doc.title).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp; · Silo Shop')
    expect(doc.meta.get('description')).toEqual([
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    ])
    expect(doc.meta.get('og:image:alt')).toEqual(doc.meta.get('description'))
    // Every tag still parses whole: the count is the full set of a page with a description and a picture.
    expect(html.split('\n')).toHaveLength(parse(html).links.length + [...doc.meta.values()].flat().length + 1)
  })

  it('gives a page’s own picture, made absolute, with its size', () => {
    const image = { url: '/uploads/catalog/sz-30.webp', width: 600, height: 800, alt: 'Silo zincato' }
    const doc = parse(headTags({ title: 'SZ-30', image, type: 'product' }, page))
    expect(doc.meta.get('og:type')).toEqual(['product'])
    expect(doc.meta.get('og:image')).toEqual(['https://shop.example/uploads/catalog/sz-30.webp'])
    expect(doc.meta.get('og:image:width')).toEqual(['600'])
    expect(doc.meta.get('og:image:height')).toEqual(['800'])
    expect(doc.meta.get('twitter:image:alt')).toEqual(['Silo zincato'])
    const elsewhere = { ...image, url: 'https://cdn.example/sz-30.webp' }
    expect(parse(headTags({ title: 'SZ-30', image: elsewhere }, page)).meta.get('og:image')).toEqual([
      'https://cdn.example/sz-30.webp',
    ])
  })

  it('writes the schema.org data as inert JSON whose text cannot close the element', () => {
    const head: PageHead = {
      title: 'SZ-30',
      image: { url: '/uploads/sz-30.webp', width: 600, height: 800, alt: 'SZ-30' },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: '</script><script>alert(1)</script>',
      },
    }
    const html = headTags(head, { ...page, pathname: '/it/prodotti/SZ-30?code=SZ30-A1' })
    const script = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)?.[1] ?? ''
    expect(script).not.toContain('<')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(script)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '</script><script>alert(1)</script>',
      url: 'https://shop.example/it/prodotti/SZ-30',
      image: 'https://shop.example/uploads/sz-30.webp',
    })
  })

  it('gives the data no picture but the page’s own, and no data to a page without any', () => {
    const html = headTags({ title: 'X', jsonLd: { '@type': 'Product', name: 'X' } }, page)
    const script = /<script type="application\/ld\+json">(.*)<\/script>/s.exec(html)?.[1] ?? ''
    expect(JSON.parse(script)).toEqual({
      '@type': 'Product',
      name: 'X',
      url: 'https://shop.example/it/prodotti',
    })
    expect(headTags({ title: 'X' }, page)).not.toContain('<script')
  })
})

describe('usePageHead', () => {
  it('hands the head to the server’s collector during the one render, where effects never run', () => {
    const heads: PageHead[] = []
    const head: PageHead = { title: 'Contatti', description: 'Scrivici.' }
    const Page = () => {
      usePageHead(head)
      return null
    }
    renderToString(createElement(HeadCollector, { value: (h) => heads.push(h) }, createElement(Page)))
    expect(heads).toEqual([head])
  })
})
