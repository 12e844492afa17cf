import { formatMoney } from '@shop/domain/catalog/money'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { A4, createDocument, printable, wrapText } from './document-builder.ts'
import { readPdfText as pagesOf, plainSpaces as plain } from './test-pdf-text.ts'

describe('the document builder', () => {
  it('breaks a long table across A4 pages, the header row and the page numbers "n / N" on each', async () => {
    const doc = await createDocument({
      title: 'Listino prezzi',
      subtitle: '02/12/2026',
      lang: 'it',
      footer: 'Silo Shop',
    })
    doc.heading('Prodotti')
    doc.table(
      [
        { header: 'Codice', width: 2 },
        { header: 'Prezzo', width: 1, align: 'right' },
      ],
      Array.from({ length: 120 }, (_, i) => ({ cells: [`CODE-${i}`, formatMoney(i * 12345, 'it')] })),
    )
    const bytes = await doc.save()
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThan(2)
    for (const p of pdf.getPages()) expect(p.getSize()).toEqual({ width: A4[0], height: A4[1] })
    expect(pdf.getTitle()).toBe('Listino prezzi')
    const pages = await pagesOf(bytes)
    pages.forEach((text, i) => {
      expect(text).toContain(`${i + 1} / ${pages.length}`)
      expect(text).toContain('Listino prezzi')
      expect(text).toContain('Codice Prezzo')
    })
    const all = pages.join(' ')
    for (let i = 0; i < 120; i++) expect(all).toContain(`CODE-${i} ${plain(formatMoney(i * 12345, 'it'))}`)
  })

  it('writes the five languages, € and French grouping as they read back, and wraps long codes', async () => {
    const words = [
      'Perché più',
      'Größe Straße Müller',
      'Año señal ¿Qué?',
      'Œuvre Noël « déjà »',
      '“quoted” – €',
    ]
    const doc = await createDocument({ title: 'Ordre n° 2026-000001', lang: 'fr' })
    for (const w of words) doc.paragraph(w)
    doc.paragraph(formatMoney(123456789, 'fr'))
    doc.paragraph(`SZ${'0123456789'.repeat(20)}`, { mono: true })
    const text = (await pagesOf(await doc.save())).join(' ')
    for (const w of words) expect(text).toContain(w)
    expect(text).toContain(plain(formatMoney(123456789, 'fr')))
    expect(text).toContain('Ordre n° 2026-000001')
  })

  it('replaces what WinAnsi cannot write, and never throws on it', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    expect(printable(font, 'Łódź ő → 北 a\tb')).toBe('?ódz o ? ? a b')
    expect(printable(font, '− 1\u202f234,00\u00a0€')).toBe('- 1\u00a0234,00\u00a0€')
    const lines = wrapText(font, 9, `${'x'.repeat(300)} fine`, 100)
    expect(lines.length).toBeGreaterThan(3)
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(100)
  })
})
