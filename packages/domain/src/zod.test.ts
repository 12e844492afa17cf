import { describe, expect, it } from 'vitest'
import { boundedRecord, optionalText, requiredText, storedText, V } from './http/fields.ts'
import { z } from './zod.ts'

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) ?? []

describe('the global zod error map', () => {
  const body = z.object({
    name: z.string(),
    tags: z.array(z.string()).max(2),
    note: z.string().max(3),
    email: z.email(),
    code: z.string().regex(/^\d+$/),
    kind: z.enum(['a', 'b']),
    count: z.number().int().max(5),
    list: z.array(z.string()).min(1),
  })

  it.each([
    [null, ['(root): validation.invalid']],
    [[], ['(root): validation.invalid']],
    ['x', ['(root): validation.invalid']],
    [
      {},
      [
        'name: validation.required',
        'tags: validation.required',
        'note: validation.required',
        'email: validation.required',
        'code: validation.required',
        'kind: validation.required',
        'count: validation.required',
        'list: validation.required',
      ],
    ],
    [
      {
        name: null,
        tags: ['a', 'b', 'c'],
        note: 'long',
        email: 'no',
        code: 'x',
        kind: 'c',
        count: 6,
        list: [],
      },
      [
        'name: validation.invalid',
        'tags: validation.too_many',
        'note: validation.too_long',
        'email: validation.email',
        'code: validation.invalid',
        'kind: validation.invalid',
        'count: validation.invalid',
        'list: validation.required',
      ],
    ],
  ])('%j -> label keys', (value, expected) => {
    expect(messages(body, value)).toEqual(expected)
  })

  it('leaves a message a schema gives alone', () => {
    expect(messages(z.string().min(5, 'password.min_length'), 'abc')).toEqual(['(root): password.min_length'])
  })
})

describe('stored texts', () => {
  it.each([
    ['plain', []],
    ['àèìòù € 😀', []],
    ['a\u0000b', [V.invalidCharacters]],
    ['\ud800', [V.invalidCharacters]],
    ['x\udc00', [V.invalidCharacters]],
    ['\udbff\udfff', []],
    ['\udc00\ud800', [V.invalidCharacters]],
  ])('%j', (value, expected) => {
    for (const schema of [storedText(20), optionalText(20), requiredText(20)]) {
      expect(schema.safeParse(value).error?.issues.map((i) => i.message) ?? []).toEqual(expected)
    }
  })
})

describe('boundedRecord', () => {
  const record = boundedRecord(z.string().max(5), storedText(10), 3)

  it.each([
    [{ a: 'x', b: 'y', c: 'z' }, []],
    [{ a: 'x', b: 'y', c: 'z', d: 'w' }, [V.tooMany]],
    [{ a: '\u0000' }, [V.invalidCharacters]],
    [{ toolongkey: 'x' }, [V.invalid]],
    [null, [V.invalid]],
    [['x'], [V.invalid]],
    [undefined, [V.required]],
  ])('%j', (value, expected) => {
    expect(record.safeParse(value).error?.issues.map((i) => i.message) ?? []).toEqual(expected)
  })

  it('refuses 80,000 keys by counting them, before parsing any', () => {
    const huge = Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [`k${i}`, 'v']))
    expect(record.safeParse(huge).error?.issues.map((i) => i.message)).toEqual([V.tooMany])
  })
})
