import type { Lang } from '../i18n/langs.ts'

/** Money is integer cents excluding VAT; a price of -1 means 'to be quoted'. */
export const TO_BE_QUOTED = -1

/** Hundredths of a percent in a whole: percentages carry at most two decimals and are computed exactly. */
export const PERCENT_SCALE = 10_000

/** True for a price that is known (zero or more cents), false for -1 (to be quoted) or no price. */
export function isKnownPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isSafeInteger(price) && price >= 0
}

/** A percentage (at most two decimals) as hundredths of a percent: 12.5 -> 1250. */
export function toHundredths(percent: number): number {
  return Math.round(percent * 100)
}

/**
 * amount × numerator ÷ denominator rounded half-up to a whole cent, computed exactly on integers:
 * the one rounding helper for money (12345 × 6700 ÷ 10000 = 8271.15 -> 8271; 999 × 1 ÷ 2 = 499.5 -> 500).
 */
export function mulDivRoundHalfUp(amount: number, numerator: number, denominator: number): number {
  if (
    ![amount, numerator, denominator].every(Number.isSafeInteger) ||
    amount < 0 ||
    numerator < 0 ||
    denominator <= 0
  ) {
    throw new RangeError(
      `mulDivRoundHalfUp needs non-negative integers: ${amount} × ${numerator} ÷ ${denominator}`,
    )
  }
  const twice = 2 * amount * numerator + denominator
  if (Number.isSafeInteger(twice) && Number.isSafeInteger(2 * denominator)) {
    // Integer division without floating-point rounding: subtract the remainder first.
    const d = 2 * denominator
    return (twice - (twice % d)) / d
  }
  const big = (2n * BigInt(amount) * BigInt(numerator) + BigInt(denominator)) / (2n * BigInt(denominator))
  return Number(big)
}

/**
 * Splits `total` cents over `weights` in proportion, by largest remainder: the parts always add up to `total`
 * exactly; leftover cents go to the largest remainders, ties to the earlier part.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0 || !weights.every((w) => Number.isSafeInteger(w) && w >= 0)) {
    throw new RangeError(
      `splitProportionally needs non-negative integers: ${total} over ${weights.join(', ')}`,
    )
  }
  const sum = weights.reduce((a, w) => a + w, 0)
  if (total === 0) return weights.map(() => 0)
  if (sum === 0) throw new RangeError(`splitProportionally cannot split ${total} over zero weights`)
  // BigInt: total × weight passes 2^53 for large carts, and the remainders must be exact to rank them.
  const bigTotal = BigInt(total)
  const bigSum = BigInt(sum)
  const parts: number[] = []
  const remainders: { index: number; remainder: bigint }[] = []
  let given = 0
  weights.forEach((w, index) => {
    const product = bigTotal * BigInt(w)
    const part = Number(product / bigSum)
    parts.push(part)
    given += part
    remainders.push({ index, remainder: product % bigSum })
  })
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  )
  for (let i = 0; i < total - given; i++) parts[remainders[i].index] += 1
  return parts
}

// ---------------------------------------------------------------------------------------------------------
// Writing money and discounts: one way on every screen, mail and PDF (issue 10 item 9, docs/decisions/005)

/**
 * The words a buyer reads around prices, per language: kept in the domain rather than the labels table so the
 * server, the web app, mails and PDFs write one label with no lookup. `saving` holds the amount as {amount}.
 */
export const PRICE_WORDS = {
  it: { discount: 'sconto', net_price: 'Prezzo netto', saving: 'risparmi {amount}' },
  en: { discount: 'discount', net_price: 'Net price', saving: 'you save {amount}' },
  de: { discount: 'Rabatt', net_price: 'Nettopreis', saving: 'Sie sparen {amount}' },
  es: { discount: 'descuento', net_price: 'Precio neto', saving: 'ahorras {amount}' },
  fr: { discount: 'remise', net_price: 'Prix net', saving: 'vous économisez {amount}' },
} as const satisfies Record<Lang, { discount: string; net_price: string; saving: string }>

const moneyFormats = new Map<Lang, Intl.NumberFormat>()
const percentFormats = new Map<Lang, Intl.NumberFormat>()

/**
 * Cents as the language writes euros, two decimals and thousands always grouped: it '9.135,00 €', en '€9,135.00',
 * fr '9 135,00 €' (Intl's spaces: U+00A0 before €, U+202F between groups in French).
 */
export function formatMoney(cents: number, lang: Lang): string {
  let format = moneyFormats.get(lang)
  if (!format) {
    // CLDR's it and es leave four-digit numbers ungrouped ('9135,00 €' beside '14.500,00 €' on one card).
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', useGrouping: 'always' })
    moneyFormats.set(lang, format)
  }
  return format.format(cents / 100)
}

/** A percentage (at most two decimals) as the language writes it: it '12,5%', en '12.5%', de and fr '12,5 %'. */
export function formatPercent(percent: number, lang: Lang): string {
  let format = percentFormats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      style: 'percent',
      maximumFractionDigits: 2,
      useGrouping: 'always',
    })
    percentFormats.set(lang, format)
  }
  // Through hundredths, so 33.33 is not written from 0.33329999….
  return format.format(toHundredths(percent) / PERCENT_SCALE)
}

/** What a discount saves, in words: 'risparmi 3.700,00 €', 'you save €3,700.00'. */
export function formatSaving(cents: number, lang: Lang): string {
  return PRICE_WORDS[lang].saving.replace('{amount}', formatMoney(cents, lang))
}
