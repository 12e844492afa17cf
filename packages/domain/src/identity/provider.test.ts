import { describe, expect, it } from 'vitest'
import { parseProviderIdentity } from './provider.ts'
import {
  countryName,
  privacyEmailOf,
  providerAddressLines,
  shareCapitalLabel,
  telHref,
} from './provider-text.ts'

const stored = {
  company_name: ' Silo Shop Demo S.r.l. ',
  street: 'Via dell’Industria 12',
  postal_code: '25125',
  city: 'Brescia',
  province: 'BS',
  country: 'IT',
  vat_number: '01234567897',
  phone: '+39 030 123 4567',
  email: 'Info@Silo-Shop.example',
}

describe('parseProviderIdentity', () => {
  it('reads a stored identity, trimming texts, lower-casing addresses and filling the optional fields', () => {
    expect(parseProviderIdentity(stored)).toEqual({
      ...stored,
      company_name: 'Silo Shop Demo S.r.l.',
      email: 'info@silo-shop.example',
      tax_code: '',
      rea: '',
      share_capital: null,
      privacy_email: '',
      pec: '',
    })
  })

  it.each([
    ['a missing row', undefined],
    ['null', null],
    ['a text', 'Silo Shop Demo S.r.l.'],
    ['a list', [stored]],
    ['no company name', { ...stored, company_name: '' }],
    ['a blank company name', { ...stored, company_name: '   ' }],
    ['no VAT number', { ...stored, vat_number: undefined }],
    ['no e-mail', { ...stored, email: undefined }],
    ['an e-mail that is not one', { ...stored, email: 'info at silo-shop' }],
    ['a country name instead of its code', { ...stored, country: 'Italia' }],
    ['a lower-case country code', { ...stored, country: 'it' }],
    ['a province spelt out', { ...stored, province: 'Brescia' }],
    ['a phone with letters', { ...stored, phone: 'call us' }],
    ['a privacy address that is not one', { ...stored, privacy_email: 'privacy' }],
    ['a company name of 201 characters', { ...stored, company_name: 'x'.repeat(201) }],
    ['a share capital as printed text', { ...stored, share_capital: 'EUR 50.000,00 i.v.' }],
    ['more capital paid in than there is', { ...stored, share_capital: { amount: 100, paid_in: 200 } }],
    ['a share capital in euros, not cents', { ...stored, share_capital: { amount: 500.5, paid_in: 0 } }],
  ])('falls back to null for %s', (_what, value) => {
    expect(parseProviderIdentity(value)).toBeNull()
  })

  it('ignores keys it does not know', () => {
    expect(parseProviderIdentity({ ...stored, logo: 'x.png' })).not.toHaveProperty('logo')
  })
})

describe('providerAddressLines', () => {
  const identity = parseProviderIdentity(stored)
  if (!identity) throw new Error('the sample identity must parse')
  it.each([
    [identity, ['Via dell’Industria 12', '25125 Brescia (BS)']],
    [
      { ...identity, province: '', postal_code: '80331', city: 'München', country: 'DE' },
      ['Via dell’Industria 12', '80331 München'],
    ],
  ])('%#: %j', (provider, lines) => {
    expect(providerAddressLines(provider)).toEqual(lines)
  })
})

describe('telHref', () => {
  it.each([
    ['+39 030 123 4567', 'tel:+390301234567'],
    ['030/123.45-67', 'tel:0301234567'],
    ['(+39) 030 1234567', 'tel:+390301234567'],
    [' 030 1234567 ', 'tel:0301234567'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })
})

describe('privacyEmailOf', () => {
  const identity = parseProviderIdentity(stored)
  if (!identity) throw new Error('the sample identity must parse')
  it('is the privacy address when there is one, else the general one', () => {
    expect(privacyEmailOf(identity)).toBe('info@silo-shop.example')
    expect(privacyEmailOf({ ...identity, privacy_email: 'privacy@silo-shop.example' })).toBe(
      'privacy@silo-shop.example',
    )
  })
})

describe('countryName', () => {
  it.each([
    ['IT', 'it', 'Italia'],
    ['IT', 'en', 'Italy'],
    ['IT', 'de', 'Italien'],
    ['DE', 'es', 'Alemania'],
    ['CH', 'fr', 'Suisse'],
  ])('%s in %s is %s', (code, lang, name) => {
    expect(countryName(code, lang)).toBe(name)
  })

  it('answers the code when the language is not one', () => {
    expect(countryName('IT', '!!')).toBe('IT')
  })
})

describe('shareCapitalLabel', () => {
  const full = { amount: 5_000_000, paid_in: 5_000_000 }
  // Each language writes the amount its own way (issue 23 item 7: the English footer said 'EUR 50.000,00 i.v.').
  it.each([
    ['it', full, 'footer.share_capital', { capital: '50.000,00\u00a0€' }],
    ['en', full, 'footer.share_capital', { capital: '€50,000.00' }],
    ['de', full, 'footer.share_capital', { capital: '50.000,00\u00a0€' }],
    ['fr', full, 'footer.share_capital', { capital: '50\u202f000,00\u00a0€' }],
    [
      'en',
      { amount: 5_000_000, paid_in: 1_250_000 },
      'footer.share_capital_partly',
      { capital: '€50,000.00', paid: '€12,500.00' },
    ],
  ] as const)('%s %o -> %s %o', (lang, capital, key, values) => {
    expect(shareCapitalLabel(capital, lang)).toEqual({ key, values })
  })
})
