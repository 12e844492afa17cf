/**
 * CSV for spreadsheets (the 'Esporta .csv' of the configuration codes documentation, spec 1 §2.7 and §9).
 * Every cell is quoted; a cell that a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return before one) is neutralised with a leading apostrophe, so opening the file never runs anything.
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell, quoted, with inner quotes doubled and a formula-like start neutralised. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

/** Rows to CSV text: cells joined by the separator, lines by CRLF (RFC 4180), with a trailing CRLF. */
export function buildCsv(
  rows: readonly (readonly (string | number | null | undefined)[])[],
  separator = ',',
): string {
  return rows.map((row) => row.map(csvCell).join(separator)).join('\r\n') + (rows.length > 0 ? '\r\n' : '')
}
