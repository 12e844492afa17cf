import { romeToday } from '@shop/domain/orders/checkout'

/**
 * Dates are shown DD/MM/YYYY and sent YYYY-MM-DD (spec 2 §5, spec 3 §5). The date field itself speaks YYYY-MM-DD;
 * these turn it into the shown form and back (a date typed or pasted as the buyer reads it), and show the day of a
 * moment as the shop counts days, in Rome.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/
const DISPLAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** 'YYYY-MM-DD' as 'DD/MM/YYYY'; '' for an empty or malformed date. */
export function isoToDisplay(iso: string): string {
  const match = ISO.exec(iso.trim())
  if (!match) return ''
  const [, year, month, day] = match as unknown as [string, string, string, string]
  if (!isRealDate(Number(year), Number(month), Number(day))) return ''
  return `${day}/${month}/${year}`
}

/** 'DD/MM/YYYY' (also D/M/YYYY, with dots or dashes) as 'YYYY-MM-DD'; '' for ''; null when it is no real date. */
export function displayToIso(display: string): string | null {
  const text = display.trim()
  if (text === '') return ''
  const match = DISPLAY.exec(text)
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (!isRealDate(year, month, day)) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The day of a moment (an ISO timestamp) in Europe/Rome, as 'DD/MM/YYYY'. */
export function romeDayToDisplay(timestamp: string): string {
  return isoToDisplay(romeToday(new Date(timestamp)))
}
