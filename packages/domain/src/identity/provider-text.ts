import { formatMoney } from '../catalog/money.ts'
import type { Lang } from '../i18n/langs.ts'
import type { ProviderIdentity, ShareCapital } from './provider.ts'

// Apart from the schema, so the footer on every page does not carry zod (docs/decisions/007).

/** The registered office in two lines, as Italian letters write it: street, then 'postcode city (province)'. */
export function providerAddressLines(provider: ProviderIdentity): [string, string] {
  const place = [provider.postal_code, provider.city].join(' ')
  return [provider.street, provider.province ? `${place} (${provider.province})` : place]
}

/** The tel: link of a printed phone number: its digits, after a + when one comes before the first digit. */
export function telHref(phone: string): string {
  return `tel:${/^\D*\+/.test(phone) ? '+' : ''}${phone.replace(/\D/g, '')}`
}

/** The address privacy requests go to. */
export function privacyEmailOf(provider: ProviderIdentity): string {
  return provider.privacy_email || provider.email
}

/** The country's name in a language ('IT' in 'de' is 'Italien'); the code itself where the runtime cannot name it. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * The share capital's caption and its amounts as the language writes money: 'fully paid-up' when all of it is paid
 * in (Italian 'i.v.'), else the amount and the part paid in.
 */
export function shareCapitalLabel(
  capital: ShareCapital,
  lang: Lang,
): { key: 'footer.share_capital' | 'footer.share_capital_partly'; values: Record<string, string> } {
  const amount = formatMoney(capital.amount, lang)
  return capital.paid_in >= capital.amount
    ? { key: 'footer.share_capital', values: { capital: amount } }
    : {
        key: 'footer.share_capital_partly',
        values: { capital: amount, paid: formatMoney(capital.paid_in, lang) },
      }
}
