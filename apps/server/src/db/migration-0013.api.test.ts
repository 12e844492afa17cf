import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { parseProviderIdentity } from '@shop/domain/identity/provider'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_PROVIDER_IDENTITY } from './seed/demo-identity.ts'

// Migration 0013 (issue 23 item 7): the share capital stored as Italian printed text becomes amounts in cents, which
// each page prints in its language. Run on the settings table alone, as a shop that set its identity before has it.

const sql = fs.readFileSync(path.join(import.meta.dirname, 'migrations/0013_share_capital.sql'), 'utf8')
const db = new PGlite()
await db.exec('create table settings (key text primary key, value jsonb not null)')
afterAll(() => db.close())

const identity = { ...DEMO_PROVIDER_IDENTITY, share_capital: undefined }

async function migrated(shareCapital: unknown): Promise<unknown> {
  await db.query('delete from settings')
  await db.query(
    `insert into settings values ('provider_identity', $1), ('other', '{"share_capital": "x"}')`,
    [JSON.stringify({ ...identity, share_capital: shareCapital })],
  )
  await db.exec(sql)
  const { rows } = await db.query<{ key: string; value: Record<string, unknown> }>(
    'select key, value from settings order by key',
  )
  // Another setting is left as it was.
  expect(rows[0]).toEqual({ key: 'other', value: { share_capital: 'x' } })
  return rows[1]?.value
}

describe('migration 0013_share_capital', () => {
  it.each([
    ['EUR 50.000,00 i.v.', { amount: 5_000_000, paid_in: 5_000_000 }],
    ['€ 10.000 interamente versato', { amount: 1_000_000, paid_in: 1_000_000 }],
    ['1.234.567,8 EUR I.V.', { amount: 123_456_780, paid_in: 123_456_780 }],
    // Not said to be fully paid in, or not a sum: dropped, for staff to store the amounts.
    ['EUR 50.000,00', undefined],
    ['', undefined],
    ['diecimila euro', undefined],
  ])('%j -> %j, and the identity still reads', async (text, capital) => {
    const value = (await migrated(text)) as Record<string, unknown>
    expect(value.share_capital).toEqual(capital)
    expect(parseProviderIdentity(value)?.share_capital).toEqual(capital ?? null)
  })

  it('leaves amounts already stored alone', async () => {
    const capital = { amount: 1_000_000, paid_in: 250_000 }
    expect(((await migrated(capital)) as Record<string, unknown>).share_capital).toEqual(capital)
  })
})
