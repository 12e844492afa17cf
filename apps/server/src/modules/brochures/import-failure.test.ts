import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { describeFailure } from './import-failure.ts'

/** An error as PostgreSQL's drivers give it: message, detail, and the query with its parameters as fields. */
const pgError = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), { query: 'insert …', params: ['row'], ...fields })

const rows = `[${'{"text":"Silo\\u0000"},'.repeat(5000)}]`

describe('describeFailure', () => {
  it.each<[string, unknown, string]>([
    [
      "PostgreSQL's message and detail under drizzle's, never the query or its parameters",
      new DrizzleQueryError(
        'insert into "brochure_pages" …',
        [rows],
        pgError('unsupported Unicode escape sequence', { detail: '\\u0000 cannot be converted to text.' }),
      ),
      'unsupported Unicode escape sequence (\\u0000 cannot be converted to text.)',
    ],
    ['a message without detail', pgError('division by zero', { detail: undefined }), 'division by zero'],
    [
      'the innermost of several causes',
      new Error('outer', { cause: new Error('middle', { cause: new Error('ENOSPC: no space left') }) }),
      'ENOSPC: no space left',
    ],
    ['one line, without control characters', new Error('first\nsecond\u0000\tthird'), 'first second third'],
    ['drizzle with nothing under it', new DrizzleQueryError('select $1', [rows]), 'a database query failed'],
    ['something thrown that is not an Error', 'out of memory', 'out of memory'],
    ['nothing at all', undefined, 'undefined'],
  ])('%s', (_what, err, expected) => {
    expect(describeFailure(err)).toBe(expected)
  })

  it('cuts a long message', () => {
    const line = describeFailure(new Error(`value too long: ${'x'.repeat(1000)}`))
    expect(line).toHaveLength(300)
    expect(line.endsWith('…')).toBe(true)
  })
})
