import { describe, expect, it } from 'vitest'
import { cartDocumentSchema, orderDocumentParams } from './cart-schemas.ts'
import {
  cleanDocumentName,
  contentDisposition,
  documentFileName,
  documentType,
  documentUploadFields,
  missingDatasheets,
  takesDocuments,
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

describe('missingDatasheets', () => {
  const accessory = (id: number, need: boolean | null) => ({
    id,
    description_short: `Accessorio ${id}`,
    attributes_template: need === null ? null : { need_datasheet: need },
  })
  const line = (
    id: number,
    accessories: ReturnType<typeof accessory>[],
    documentFor: (number | null)[] = [],
  ) =>
    ({
      id,
      product_configuration: { configuration_code: `CODE-${id}`, accessories },
      documents: documentFor.map((accessory_id) => ({ accessory_id })),
    }) as unknown as Parameters<typeof missingDatasheets>[0][number]
  const missing = (lineId: number, accessoryId: number) => ({
    line_id: lineId,
    accessory_id: accessoryId,
    accessory: `Accessorio ${accessoryId}`,
    configuration_code: `CODE-${lineId}`,
  })
  it.each([
    ['no lines', [], []],
    ['none needed', [line(1, [accessory(1, false), accessory(2, null)])], []],
    ['one needed, none given', [line(1, [accessory(1, true)])], [missing(1, 1)]],
    ['one needed and given', [line(1, [accessory(1, true)], [1])], []],
    [
      'given for another accessory',
      [line(1, [accessory(1, true), accessory(2, true)], [2])],
      [missing(1, 1)],
    ],
    [
      'the same accessory on two lines, one given: named by each line code',
      [line(1, [accessory(5, true)]), line(2, [accessory(5, true)], [5]), line(3, [accessory(5, true)])],
      [missing(1, 5), missing(3, 5)],
    ],
    ['a PDF of no accessory is none of them', [line(1, [accessory(1, true)], [null])], [missing(1, 1)]],
  ])('%s', (_, lines, expected) => {
    expect(missingDatasheets(lines)).toEqual(expected)
  })
})

describe('takesDocuments', () => {
  it.each([
    ['DRAFT', false, true],
    ['INCOMPLETE_REQUEST', false, true],
    ['NEW', true, true],
    ['READY', true, true],
    ['NEW', false, false],
    ['CONFIRMED', true, false],
    ['REFUSED', true, false],
    ['CANCELLED', false, false],
    ['CLOSED', false, false],
  ] as const)('%s (quotation: %s) takes documents: %s', (status, is_quotation, expected) => {
    expect(takesDocuments({ status, is_quotation })).toBe(expected)
  })
})
