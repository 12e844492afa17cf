import { describe, expect, it } from 'vitest'
import { buildCsv, buildCsvFile, CSV_SEPARATORS, csvCell } from './csv.ts'

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

/** A strict RFC 4180 reader for quoted cells, as a spreadsheet splits a file on its list separator. */
function readCsv(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let i = 0
  while (i < text.length) {
    if (text[i] !== '"') throw new Error(`unquoted cell at ${i}`)
    let cell = ''
    i++
    for (;;) {
      const end = text.indexOf('"', i)
      if (end < 0) throw new Error('unterminated cell')
      cell += text.slice(i, end)
      i = end + 1
      if (text[i] !== '"') break
      cell += '"'
      i++
    }
    row.push(cell)
    if (text[i] === separator) i++
    else if (text.startsWith('\r\n', i)) {
      rows.push(row)
      row = []
      i += 2
    } else throw new Error(`expected ${JSON.stringify(separator)} or CRLF at ${i}`)
  }
  return rows
}

describe('buildCsvFile', () => {
  // Cells holding both separators, quotes and a line break: each must come back as one cell.
  const rows = [
    ['Codice', 'Descrizione'],
    ['CS', 'Coclea Ø 140; motore 2,2 kW "IE3"'],
    ['LM', 'riga\nnuova, ancora; fine'],
  ]

  it.each([
    ['it', ';'],
    ['en', ','],
    ['de', ';'],
    ['es', ';'],
    ['fr', ';'],
  ] as const)('%s: the UTF-8 BOM, then cells separated by %j and read back whole', (lang, separator) => {
    expect(CSV_SEPARATORS[lang]).toBe(separator)
    const file = buildCsvFile(rows, lang)
    expect(file.startsWith('\uFEFF')).toBe(true)
    expect(file.slice(1)).toBe(buildCsv(rows, separator))
    expect(file.slice(1, file.indexOf('\r\n'))).toBe(`"Codice"${separator}"Descrizione"`)
    expect(readCsv(file.slice(1), separator)).toEqual(rows)
  })

  it('writes only the BOM for no rows', () => {
    expect(buildCsvFile([], 'it')).toBe('\uFEFF')
  })
})
