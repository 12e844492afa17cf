import type { Lang } from '@shop/domain/i18n/langs'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { i18n, type TFunction, Trans, useTranslation } from './i18n.ts'

i18n.addLabels('it', {
  'cart.greeting': 'Ciao {{name}}, hai {{ count }} righe',
  'cart.lines_one': '{{count}} riga',
  'cart.lines_other': '{{count}} righe',
  'checkout.terms': 'Accetto le <terms>condizioni di vendita</terms> e la <privacy>privacy</privacy>',
  'privacy.write': 'Scrivi a <email>{{email}}</email> o al <unknown>modulo</unknown>.',
})
i18n.addLabels('en', { 'cart.lines_one': '{{count}} line', 'cart.lines_other': '{{count}} lines' })
i18n.addLabels('de', { 'cart.lines_one': '{{count}} Zeile', 'cart.lines_other': '{{count}} Zeilen' })
i18n.addLabels('fr', { 'cart.lines_one': '{{count}} ligne', 'cart.lines_other': '{{count}} lignes' })

function inLang(lang: Lang): TFunction {
  i18n.changeLanguage(lang)
  return i18n.t
}

describe('t', () => {
  it('fills the placeholders, unescaped (React escapes), and leaves those no option names', () => {
    const t = inLang('it')
    expect(t('cart.greeting', { name: '<Ada>', count: 3 })).toBe('Ciao <Ada>, hai 3 righe')
    expect(t('cart.greeting', { count: 2 })).toBe('Ciao {{name}}, hai 2 righe')
    expect(t('cart.greeting', { name: undefined, count: 2 })).toBe('Ciao , hai 2 righe')
  })

  it('answers the key itself for a key with no label (a server text passes through unchanged), or the default', () => {
    const t = inLang('it')
    expect(t('cart.nothing')).toBe('cart.nothing')
    expect(t('Il codice non esiste.')).toBe('Il codice non esiste.')
    expect(t('constructor')).toBe('constructor')
    expect(t('cart.nothing', { defaultValue: 'Qualcosa è andato storto' })).toBe('Qualcosa è andato storto')
    expect(t('cart.lines_one', { defaultValue: 'x' })).toBe('{{count}} riga')
  })

  it.each([
    ['it', 1, '1 riga'],
    ['it', 0, '0 righe'],
    ['it', 6, '6 righe'],
    ['en', 1, '1 line'],
    ['en', 0, '0 lines'],
    ['de', 1, '1 Zeile'],
    ['de', 2, '2 Zeilen'],
    // French counts 0 as one; a million is 'many', which the labels do not have: the 'other' form stands in.
    ['fr', 0, '0 ligne'],
    ['fr', 1000000, '1000000 lignes'],
  ] satisfies [Lang, number, string][])('picks the plural form in %s for %d', (lang, count, text) => {
    expect(inLang(lang)('cart.lines', { count })).toBe(text)
  })

  it('reads a counted key with no plural forms as the key’s own label, and a language with no labels as keys', () => {
    expect(inLang('it')('cart.greeting', { count: 1, name: 'Ada' })).toBe('Ciao Ada, hai 1 righe')
    expect(inLang('es')('cart.lines', { count: 1 })).toBe('cart.lines')
  })
})

describe('useTranslation', () => {
  const seen: TFunction[] = []
  const Lines = () => {
    const { t } = useTranslation()
    seen.push(t)
    return t('cart.lines', { count: 2 })
  }
  const render = () => renderToString(createElement(Lines))

  it('renders in the language set right before the render, as the server renders each page', () => {
    i18n.changeLanguage('de')
    expect(render()).toBe('2 Zeilen')
    i18n.changeLanguage('en')
    expect(render()).toBe('2 lines')
  })

  it('tells its subscribers when the language changes or labels arrive, with a new t; keeps t otherwise', () => {
    i18n.changeLanguage('it')
    let told = 0
    const unsubscribe = i18n.subscribe(() => told++)
    seen.length = 0
    render()
    render()
    i18n.changeLanguage('it')
    render()
    expect(told).toBe(0)
    expect(new Set(seen).size).toBe(1)

    i18n.changeLanguage('fr')
    i18n.addLabels('fr', { 'cart.lines_other': '{{count}} lignes !' })
    expect(render()).toBe('2 lignes !')
    expect(told).toBe(2)
    expect(new Set(seen).size).toBe(2)

    unsubscribe()
    i18n.changeLanguage('it')
    expect(told).toBe(2)
  })
})

describe('Trans', () => {
  it('puts each tag’s text into its element, the values filled in', () => {
    i18n.changeLanguage('it')
    const link = (href: string) => createElement('a', { href })
    expect(
      renderToString(
        createElement(Trans, {
          i18nKey: 'checkout.terms',
          components: { terms: link('/it/privacy#terms'), privacy: link('/it/privacy') },
        }),
      ),
    ).toBe(
      'Accetto le <a href="/it/privacy#terms">condizioni di vendita</a> e la <a href="/it/privacy">privacy</a>',
    )
  })

  it('renders a tag it has no element for as its text, and a value as text, never as markup', () => {
    i18n.changeLanguage('it')
    expect(
      renderToString(
        createElement(Trans, {
          i18nKey: 'privacy.write',
          values: { email: 'a<b>@example.com' },
          components: { email: createElement('a', { href: 'mailto:x' }) },
        }),
      ),
    ).toBe('Scrivi a <a href="mailto:x">a&lt;b&gt;@example.com</a> o al <!-- -->modulo<!-- -->.')
  })
})
