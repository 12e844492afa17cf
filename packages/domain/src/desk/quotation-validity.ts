import { romeToday } from '../orders/checkout.ts'
import { DESK_VALIDITY_DAYS } from './quotation-schemas.ts'

/**
 * A priced quotation's validity (issue 24 items 2, 8): the desk picks a Rome calendar day; the quotation is open until
 * that day ends in Rome, and every call acting on it refuses it afterwards, whether or not the expiry job has run.
 */

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  timeZoneName: 'shortOffset',
})

/** Rome's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function romeOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0)
  return match[1] === '-' ? -minutes : minutes
}

/** The instant a Rome calendar day (YYYY-MM-DD) ends: midnight at the start of the next day in Rome. */
export function endOfRomeDay(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  // Midnight in Rome is before midnight UTC by the offset in force then (taken just before, across a change).
  const guess = new Date(next.getTime() - romeOffsetMinutes(next) * 60_000)
  return new Date(next.getTime() - romeOffsetMinutes(new Date(guess.getTime() - 1)) * 60_000)
}

/** The Rome day a validity ends on (the day before endOfRomeDay's midnight). */
export function validityDay(end: Date): string {
  return romeToday(new Date(end.getTime() - 1))
}

/** The day DESK_VALIDITY_DAYS after today in Rome: the validity the desk proposes. */
export function defaultValidityDay(now: Date): string {
  const day = new Date(`${romeToday(now)}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + DESK_VALIDITY_DAYS)
  return day.toISOString().slice(0, 10)
}

/** True while a quotation may still be acted on: not flagged expired and its validity (if any) not passed. */
export function isQuotationOpen(
  quotation: { expired: boolean; validUntil: Date | null },
  now: Date,
): boolean {
  return !quotation.expired && (quotation.validUntil === null || now < quotation.validUntil)
}
