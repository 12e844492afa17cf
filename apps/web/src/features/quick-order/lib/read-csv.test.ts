import { describe, expect, it } from 'vitest'
import { decodeCsv } from './read-csv.ts'

describe('decodeCsv', () => {
  it('reads UTF-8, dropping nothing but what TextDecoder drops (the BOM)', () => {
    expect(decodeCsv(new TextEncoder().encode('\uFEFFFI-MAN;1;Quantità'))).toBe('FI-MAN;1;Quantità')
  })

  it('reads a Windows-1252 export', () => {
    // 'Quantità;€' in Windows-1252: à is 0xE0, € is 0x80.
    const bytes = Uint8Array.from([...Buffer.from('Quantit', 'latin1'), 0xe0, 0x3b, 0x80])
    expect(decodeCsv(bytes)).toBe('Quantità;€')
  })
})
