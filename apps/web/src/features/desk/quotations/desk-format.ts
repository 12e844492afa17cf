import { formatMoney } from '@shop/domain/catalog/money'
import type { Lang } from '@shop/domain/i18n/langs'

/** The desk's dates and amounts, in the staff member's language and the shop's time zone. */

export const deskDate = (iso: string | null, lang: Lang) =>
  iso === null
    ? '—'
    : new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeZone: 'Europe/Rome' }).format(new Date(iso))

export const deskDateTime = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(
    new Date(iso),
  )

/** A calendar day (YYYY-MM-DD) as the language writes it. */
export const deskDay = (day: string | null, lang: Lang) =>
  day === null || day === ''
    ? '—'
    : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      )

/** Cents as money; '—' for none, 'to be quoted' is the caller's. */
export const deskMoney = (cents: number | null, lang: Lang) =>
  cents === null ? '—' : formatMoney(cents, lang)
