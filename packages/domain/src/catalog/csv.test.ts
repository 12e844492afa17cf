import { describe, expect, it } from 'vitest'
import { buildCsv, csvCell } from './csv.ts'

describe('csvCell', () => {
  it.each([
    ['SZ30', '"SZ30"'],
    ['', '""'],
    [null, '""'],
    [undefined, '""'],
    [42, '"42"'],
    ['Cono 60°, zincato', '"Cono 60°, zincato"'],
    ['Valvola "a farfalla"', '"Valvola ""a farfalla"""'],
    ['riga\nnuova', '"riga\nnuova"'],
    ['=1+1', `"'=1+1"`],
    ['+39 051', `"'+39 051"`],
    ['-30%', `"'-30%"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['\r=cmd', `"'\r=cmd"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['A=B', '"A=B"'],
    [-5, `"'-5"`],
  ])('%j -> %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })
})

describe('buildCsv', () => {
  it.each([
    [[], ''],
    [[['a']], '"a"\r\n'],
    [
      [
        ['Sezione', 'Codice'],
        ['A', '45'],
      ],
      '"Sezione","Codice"\r\n"A","45"\r\n',
    ],
    [[['x', '=2*3', '']], `"x","'=2*3",""\r\n`],
  ] as const)('%j', (rows, expected) => {
    expect(buildCsv(rows)).toBe(expected)
  })

  it('takes another separator', () => {
    expect(buildCsv([['a', 'b']], ';')).toBe('"a";"b"\r\n')
  })
})
