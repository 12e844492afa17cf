import { romeToday } from './checkout.ts'

/**
 * The desired shipping date (spec 2 §9: processing takes about 10 days; issue 23 item 7). The earliest date is today
 * in Europe/Rome plus PROCESSING_WORKING_DAYS working days, a working day being Monday to Friday and no Italian
 * public holiday; the buyer may choose that day or any later working day. The server's check of get_shipping_info
 * and the date picker both ask these functions.
 */

/** Working days the works need before a silo can ship. */
export const PROCESSING_WORKING_DAYS = 10

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The calendar day of a YYYY-MM-DD text as a UTC midnight, or null when there is no such day. */
function parseDay(date: string): Date | null {
  const match = ISO_DATE.exec(date)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const day = new Date(Date.UTC(y, m - 1, d))
  // Date.UTC rolls 31 February over into March; a date that does not round-trip does not exist.
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? day : null
}

const isoOf = (day: Date) => day.toISOString().slice(0, 10)
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000)

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

/** Italy's national public holidays with a fixed date (MM-DD); Easter Monday moves with Easter. */
const FIXED_HOLIDAYS = new Set([
  '01-01', // Capodanno
  '01-06', // Epifania
  '04-25', // Festa della Liberazione
  '05-01', // Festa del Lavoro
  '06-02', // Festa della Repubblica
  '08-15', // Ferragosto
  '11-01', // Ognissanti
  '12-08', // Immacolata Concezione
  '12-25', // Natale
  '12-26', // Santo Stefano
])

function isWorkingDayOf(day: Date): boolean {
  const weekday = day.getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  if (FIXED_HOLIDAYS.has(isoOf(day).slice(5))) return false
  return isoOf(day) !== isoOf(addDays(easterSunday(day.getUTCFullYear()), 1))
}

/** True for a real YYYY-MM-DD date that is a working day in Italy: Monday to Friday, no public holiday. */
export function isWorkingDay(date: string): boolean {
  const day = parseDay(date)
  return day !== null && isWorkingDayOf(day)
}

/** The first date the buyer may ask for: PROCESSING_WORKING_DAYS working days after today in Rome (YYYY-MM-DD). */
export function earliestShippingDate(now: Date): string {
  let day = parseDay(romeToday(now)) as Date
  for (let left = PROCESSING_WORKING_DAYS; left > 0; ) {
    day = addDays(day, 1)
    if (isWorkingDayOf(day)) left--
  }
  return isoOf(day)
}

/** True for a desired date the buyer may ask for: a working day, the earliest shipping date or later. */
export function isDesiredDateAllowed(date: string, now: Date): boolean {
  const day = parseDay(date)
  // Zero-padded ISO dates compare as strings in calendar order.
  return day !== null && isWorkingDayOf(day) && date >= earliestShippingDate(now)
}
