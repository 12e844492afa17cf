import { MAX_LINE_QTY } from './cart-schemas.ts'

/**
 * Quick order by configuration code (issue 26 item 5): the lines a buyer pastes or uploads, one product a line,
 *
 *   configuration code ; quantity ; own reference ; choices
 *
 * as an ERP exports them. The separator is the file's: a tab (cells pasted from a spreadsheet), else ';', else ','.
 * Cells may be quoted ("…", with "" for a quote). The quantity may be empty (1) or written with zero decimals (2,00).
 * The choices are the values of accessories that ask for one, `ACCESSORY=value` pairs separated by '|', the accessory
 * by its product code (`OP-LR=Modbus RTU|SC-COC=4 m`); a value that is not one of the accessory's is its custom text
 * where the accessory takes one. Empty lines and lines starting with '#' are skipped, and so is a first line whose
 * quantity is a word (a header: 'Codice;Quantità;Riferimento').
 */

/** The most lines one request reads: an ERP's order of a few hundred rows, far below what costs a second to price. */
export const MAX_QUICK_ORDER_LINES = 500
/** The most characters one request sends: 500 lines of about 200 characters. */
export const MAX_QUICK_ORDER_CHARS = 100_000
/** The own reference's length, as a cart line's client_product_ref. */
export const MAX_OWN_REFERENCE = 100
/** Between the pairs of the choices cell, and between an accessory and its value. */
export const CHOICE_SEPARATOR = '|'
export const CHOICE_ASSIGN = '='

/** What is wrong with a line before the catalogue reads it (label keys under orders.quick.). */
export type QuickOrderProblem = 'qty_invalid' | 'reference_too_long' | 'choice_invalid' | 'code_missing'

/** One line as read: `row` is its line number in the text (from 1), so a message can name it. */
export type QuickOrderRow = {
  row: number
  code: string
  qty: number
  reference: string
  choices: { accessory: string; value: string }[]
  problem: QuickOrderProblem | null
}

/** The cells of one line, honouring quotes. */
function splitCells(line: string, separator: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (c === separator) {
      cells.push(cell.trim())
      cell = ''
    } else cell += c
  }
  cells.push(cell.trim())
  return cells
}

function separatorOf(lines: readonly string[]): string {
  if (lines.some((l) => l.includes('\t'))) return '\t'
  return lines.some((l) => l.includes(';')) ? ';' : ','
}

/** '2', '2,00', '2.0' -> 2; '' -> 1; anything else (a fraction, a word, out of range) -> null. */
export function parseQuantity(cell: string): number | null {
  if (cell === '') return 1
  const match = /^(\d{1,6})(?:[.,]0+)?$/.exec(cell)
  if (!match) return null
  const qty = Number(match[1])
  return qty >= 1 && qty <= MAX_LINE_QTY ? qty : null
}

function parseChoices(cell: string): QuickOrderRow['choices'] | null {
  if (cell === '') return []
  const pairs = cell.split(CHOICE_SEPARATOR).map((p) => p.trim())
  const choices: QuickOrderRow['choices'] = []
  for (const pair of pairs) {
    const at = pair.indexOf(CHOICE_ASSIGN)
    if (at <= 0) return null
    const accessory = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    if (accessory === '' || value === '') return null
    choices.push({ accessory, value })
  }
  return choices
}

/** Reads the pasted or uploaded text; `tooMany` when it holds more than MAX_QUICK_ORDER_LINES product lines. */
export function parseQuickOrder(text: string): { rows: QuickOrderRow[]; tooMany: boolean } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  const separator = separatorOf(lines)
  const rows: QuickOrderRow[] = []
  let first = true
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const [code = '', qtyCell = '', reference = '', choicesCell = ''] = splitCells(line, separator)
    const qty = parseQuantity(qtyCell)
    const header = first && qty === null && /^\p{L}[\p{L}\s.]*$/u.test(qtyCell)
    first = false
    if (header) continue
    const choices = parseChoices(choicesCell)
    let problem: QuickOrderProblem | null = null
    if (code === '') problem = 'code_missing'
    else if (qty === null) problem = 'qty_invalid'
    else if (reference.length > MAX_OWN_REFERENCE) problem = 'reference_too_long'
    else if (choices === null) problem = 'choice_invalid'
    rows.push({ row: index + 1, code, qty: qty ?? 1, reference, choices: choices ?? [], problem })
    if (rows.length > MAX_QUICK_ORDER_LINES)
      return { rows: rows.slice(0, MAX_QUICK_ORDER_LINES), tooMany: true }
  }
  return { rows, tooMany: false }
}
