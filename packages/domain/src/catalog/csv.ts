import type { Lang } from '../i18n/langs.ts'

/**
 * CSV for spreadsheets (the 'Esporta .csv' of the configuration codes documentation, spec 1 §2.7 and §9).
 * Every cell is quoted; a cell that a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return before one) is neutralised with a leading apostrophe, so opening the file never runs anything.
 */

const FORMULA_START = /^[=+\-@\t\r]/

/**
 * The list separator Excel expects in each shop language: where the decimal mark is a comma (it, de, es, fr) Excel
 * splits a double-clicked .csv on ';' and would put a comma-separated file in one column (issue 13).
 */
export const CSV_SEPARATORS: Record<Lang, ',' | ';'> = { it: ';', en: ',', de: ';', es: ';', fr: ';' }

/** A UTF-8 byte order mark: without it Excel reads the file in the machine's code page and mangles °, Ø, accents. */
export const CSV_BOM = '\uFEFF'

/** One cell, quoted, with inner quotes doubled and a formula-like start neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  // Quoted, a cell may hold either separator, line breaks and quotes: only the quotes need escaping.
  return `"${text.replaceAll('"', '""')}"`
}

type Rows = readonly (readonly (string | number | null | undefined)[])[]

/** Rows to CSV text: cells joined by the separator, lines by CRLF (RFC 4180), with a trailing CRLF. */
export function buildCsv(rows: Rows, separator = ','): string {
  return rows.map((row) => row.map(csvCell).join(separator)).join('\r\n') + (rows.length > 0 ? '\r\n' : '')
}

/** The whole file for a spreadsheet in that language: the BOM, then the rows with the language's separator. */
export function buildCsvFile(rows: Rows, lang: Lang): string {
  return CSV_BOM + buildCsv(rows, CSV_SEPARATORS[lang])
}
