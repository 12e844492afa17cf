import { describe, expect, it } from 'vitest'
import { cartDocumentSchema, orderDocumentParams } from './cart-schemas.ts'
import {
  cleanDocumentName,
  contentDisposition,
  documentFileName,
  documentType,
  documentUploadFields,
  toCartDocument,
} from './documents.ts'

describe('cleanDocumentName', () => {
  it.each([
    ['scheda tecnica.pdf', 'scheda tecnica'],
    ['SCHEDA.PDF', 'SCHEDA'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\mario\\Desktop\\cella di carico.pdf', 'cella di carico'],
    ['..', 'documento'],
    ['.hidden.pdf', 'hidden'],
    ['', 'documento'],
    ['   ', 'documento'],
    ['a\u0000b\r\nc.pdf', 'a b c'],
    ['"quoted" <tag>.pdf', 'quoted tag'],
    ['è\uD800.pdf', 'è\uFFFD'],
    ['x'.repeat(300), 'x'.repeat(120)],
    ['😀'.repeat(130), '😀'.repeat(120)],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanDocumentName(raw)).toBe(clean)
  })
})

describe('documentFileName and contentDisposition', () => {
  it('adds .pdf to the clean name', () => {
    expect(documentFileName('../scheda.PDF')).toBe('scheda.pdf')
  })
  it('gives an ASCII fallback and the exact name encoded', () => {
    expect(contentDisposition('attachment', 'scheda "è".pdf')).toBe(
      `attachment; filename="scheda ___.pdf"; filename*=UTF-8''scheda%20%22%C3%A8%22.pdf`,
    )
    expect(contentDisposition('inline', "l'elenco (1).pdf")).toBe(
      `inline; filename="l'elenco (1).pdf"; filename*=UTF-8''l%27elenco%20%281%29.pdf`,
    )
  })
})

describe('documentType', () => {
  it.each([
    [12, 'accessory_12'],
    [null, 'order'],
  ])('%j -> %s', (id, type) => {
    expect(documentType(id)).toBe(type)
  })
})

describe('toCartDocument', () => {
  it('answers the contract, with links to the document routes', () => {
    const doc = toCartDocument({
      id: 7,
      orderId: 3,
      lineId: 5,
      accessoryId: 12,
      name: 'scheda',
      size: 1234,
      createdAt: new Date('2026-11-02T10:00:00Z'),
    })
    expect(cartDocumentSchema.parse(doc)).toEqual({
      id: 7,
      line_id: 5,
      accessory_id: 12,
      type: 'accessory_12',
      name: 'scheda',
      filename: 'scheda.pdf',
      size: 1234,
      view_url: '/api/front/order/3/document_view/7',
      download_url: '/api/front/order/3/document_download/7',
      created_at: '2026-11-02T10:00:00.000Z',
    })
  })
})

describe('documentUploadFields', () => {
  it('reads ids from text fields and keeps path and resource_id out of use', () => {
    expect(
      documentUploadFields.parse({ name: ' scheda ', line_id: '5', accessory_id: '12', path: '../../etc' }),
    ).toEqual({ name: 'scheda', line_id: 5, accessory_id: 12, path: '../../etc' })
    expect(documentUploadFields.parse({ line_id: '', accessory_id: '' })).toEqual({})
  })
  it.each([{ line_id: '0' }, { line_id: '-1' }, { accessory_id: 'x' }, { name: 'x'.repeat(201) }])(
    'refuses %j',
    (fields) => {
      expect(documentUploadFields.safeParse(fields).success).toBe(false)
    },
  )
})

describe('orderDocumentParams', () => {
  it.each([
    ['-1', true],
    ['1', true],
    ['0', false],
    ['-2', false],
    ['1.5', false],
    ['99999999999', false],
  ])('orderId %s accepted: %s', (orderId, ok) => {
    expect(orderDocumentParams.safeParse({ orderId, documentId: '1' }).success).toBe(ok)
  })
})
