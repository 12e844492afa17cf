import { describe, expect, it } from 'vitest'
import { MAX_QUICK_ORDER_LINES, parseQuantity, parseQuickOrder } from './quick-order.ts'

describe('parseQuickOrder (issue 26 item 5)', () => {
  it('reads code; quantity; reference; choices, with the file’s separator', () => {
    for (const separator of [';', '\t', ',']) {
      const text = ['SZ30-60RFGM-PULM', '3', 'Commessa 7', 'SC-COC=4 m|OP-LR=Modbus RTU'].join(separator)
      expect(parseQuickOrder(text).rows).toEqual([
        {
          row: 1,
          code: 'SZ30-60RFGM-PULM',
          qty: 3,
          reference: 'Commessa 7',
          choices: [
            { accessory: 'SC-COC', value: '4 m' },
            { accessory: 'OP-LR', value: 'Modbus RTU' },
          ],
          problem: null,
        },
      ])
    }
  })

  it('skips a header, blank lines and notes, keeping the line numbers of the text', () => {
    const text = '\uFEFFCodice;Quantità;Riferimento\r\n\r\n# ordine di marzo\r\nFI-MAN;2\r\nOP-LR'
    expect(parseQuickOrder(text).rows.map((r) => [r.row, r.code, r.qty])).toEqual([
      [4, 'FI-MAN', 2],
      [5, 'OP-LR', 1],
    ])
  })

  it('reads quoted cells as an ERP writes them', () => {
    const [row] = parseQuickOrder('"FI-MAN";"2";"Rif. ""A""; lotto 3";"OP-RL=RAL 5010"').rows
    expect(row).toMatchObject({ code: 'FI-MAN', qty: 2, reference: 'Rif. "A"; lotto 3' })
  })

  it.each([
    ['FI-MAN;0', 'qty_invalid'],
    ['FI-MAN;1.5', 'qty_invalid'],
    ['FI-MAN;10000', 'qty_invalid'],
    ['OP-LR;tre', 'qty_invalid'],
    [';1', 'code_missing'],
    [`FI-MAN;1;${'r'.repeat(101)}`, 'reference_too_long'],
    ['OP-LR;1;;OP-LR', 'choice_invalid'],
    ['OP-LR;1;;=4 m', 'choice_invalid'],
    ['OP-LR;1;;OP-LR=', 'choice_invalid'],
  ])('names the problem of %s', (line, problem) => {
    // A first line so that the one under test is never read as a header.
    const rows = parseQuickOrder(`FI-MAN;1\n${line}`).rows
    expect(rows[1]?.problem).toBe(problem)
  })

  it('reads at most MAX_QUICK_ORDER_LINES lines', () => {
    const text = Array.from({ length: MAX_QUICK_ORDER_LINES + 1 }, () => 'FI-MAN;1').join('\n')
    expect(parseQuickOrder(text)).toMatchObject({ tooMany: true })
    expect(parseQuickOrder(text.slice(9))).toMatchObject({ tooMany: false })
  })

  it.each([
    ['', 1],
    ['7', 7],
    ['2,00', 2],
    ['2.0', 2],
    ['9999', 9999],
    ['-1', null],
    ['1e3', null],
  ])('reads the quantity %j as %j', (cell, qty) => {
    expect(parseQuantity(cell)).toBe(qty)
  })
})
