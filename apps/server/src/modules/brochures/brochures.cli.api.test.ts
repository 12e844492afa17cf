import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.ts'
import { BLANK_PAGE_WARNING } from '../../infra/pdf/pdf-pages.ts'
import { emptyFontFilePdf, withBrokenPage } from '../../infra/pdf/test-pdfs.ts'
import { seededDataDir } from '../../test/test-app.ts'
import { brochureErrorLabels } from './brochure-error-labels.ts'
import { createDemoPdf } from './demo-brochure.ts'

const cli = path.join(import.meta.dirname, 'cli.ts')
const protectedPdf = path.join(import.meta.dirname, '../../infra/pdf/fixtures/password-protected.pdf')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brochure-cli-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

function run(dataDir: string, args: string[]) {
  // The embedded database, even when the suite runs on PostgreSQL: the lock is what is tested.
  const { DATABASE_URL: _, ...env } = process.env
  return spawnSync(process.execPath, [cli, ...args], {
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

const message = (key: string) => brochureErrorLabels[key]?.en

function storedFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'files')
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : []
}

describe('npm run brochure:add, refused after the database is open', () => {
  const dataDir = path.join(work, 'data')
  const lockFile = path.join(dataDir, 'shop.lock')
  const file = (name: string, bytes: Uint8Array) => {
    const p = path.join(work, name)
    fs.writeFileSync(p, bytes)
    return p
  }
  let good: string
  let brokenPage: string
  let tooLong: string
  let blank: string

  beforeAll(async () => {
    const pdf = await createDemoPdf({ pages: 2 })
    good = file('good.pdf', pdf)
    // Opens (so the check before the database passes), but page 2 paints an image that is not there.
    brokenPage = file('broken-page.pdf', await withBrokenPage(pdf, 1))
    const long = await PDFDocument.create()
    for (let n = 0; n < 1001; n++) long.addPage([100, 100])
    tooLong = file('too-long.pdf', await long.save())
    blank = file('empty-font.pdf', await emptyFontFilePdf())

    const first = run(dataDir, [good, '--title', 'Taken', '--slug', 'taken'])
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(fs.existsSync(lockFile)).toBe(false)
  })

  it.each([
    [
      'a slug already taken',
      () => [good, '--title', 'Again', '--slug', 'taken'],
      'brochure.errors.slug_taken',
    ],
    ['a bad slug', () => [good, '--title', 'Bad', '--slug', 'Bad-Slug'], 'brochure.errors.slug_invalid'],
    ['a blank title', () => [good, '--title', '   ', '--slug', 'blank'], 'brochure.errors.title_required'],
    [
      'a page that cannot be read',
      () => [brokenPage, '--title', 'Broken', '--slug', 'broken'],
      'brochure.errors.not_a_pdf',
    ],
    [
      'too many pages',
      () => [tooLong, '--title', 'Long', '--slug', 'long'],
      'brochure.errors.too_many_pages',
    ],
  ])('refuses %s, closes the database and leaves no lock file', (_what, args, key) => {
    const res = run(dataDir, args())
    expect(res.stderr.trim()).toBe(message(key))
    expect(res.status).toBe(1)
    expect(fs.existsSync(lockFile)).toBe(false)
  })

  // Issue 21 item 12: a page whose font file is empty renders white, and was published so with only a warning.
  it('refuses pages that render blank, naming them once every page is read, and publishes nothing', () => {
    const filesBefore = storedFiles(dataDir)
    const res = run(dataDir, [blank, '--title', 'Blank', '--slug', 'blank'])
    expect(res.stderr).toBe(
      `${message('brochure.errors.blank_pages')?.replace('{{pages}}', '2, 4')} To publish it as it is, run again with --allow-blank.\n`,
    )
    expect(res.status).toBe(1)
    expect(res.stdout).toContain('page 4/4')
    expect(res.stdout).toContain(`warning: page 2: ${BLANK_PAGE_WARNING}`)
    expect(res.stdout).toContain(`warning: page 4: ${BLANK_PAGE_WARNING}`)
    expect(fs.existsSync(lockFile)).toBe(false)
    expect(storedFiles(dataDir)).toEqual(filesBefore)
  })

  it('publishes pages that render blank with --allow-blank, and says which they are', () => {
    // The same slug: the refusal stored no row.
    const res = run(dataDir, [blank, '--title', 'Blank', '--slug', 'blank', '--allow-blank'])
    expect(res.stderr).toBe('')
    expect(res.status).toBe(0)
    expect(res.stdout).toMatch(/^Added "Blank": 4 pages/m)
    expect(res.stdout.split('\n')).toContain(
      'Published with page(s) 2, 4 rendering blank although the PDF draws content on them (--allow-blank).',
    )
    expect(fs.existsSync(lockFile)).toBe(false)
  })

  it('adds the next brochure right after the refusals', () => {
    const res = run(dataDir, [good, '--title', 'Next', '--slug', 'next'])
    expect(res.stderr).toBe('')
    expect(res.status).toBe(0)
    expect(res.stdout).toMatch(/^Added "Next": \d+ pages/m)
    expect(fs.existsSync(lockFile)).toBe(false)
  })
})

describe('npm run brochure:add with a password-protected PDF', () => {
  it('says the PDF is password-protected, not that it is unreadable', () => {
    const dataDir = fs.mkdtempSync(path.join(work, 'protected-'))
    const res = run(dataDir, [protectedPdf, '--title', 'Secret', '--slug', 'secret'])
    expect(res.stderr.trim()).toBe(message('brochure.errors.password_protected'))
    expect(res.stderr).toContain('password-protected')
    expect(res.status).toBe(1)
    expect(fs.existsSync(path.join(dataDir, 'files', 'brochures'))).toBe(false)
  })
})

describe('npm run brochure:add when the database refuses the rows', () => {
  it("says why in one line, never drizzle's query or its parameters, and leaves nothing behind", async () => {
    // A copy of the migrated template: the CLI's migrations have their own run above, on a new directory.
    const dataDir = seededDataDir()
    const database = await openDatabase({ dataDir })
    try {
      // Any refusal at the last insert, as PostgreSQL's of U+0000 was before it was removed from the text.
      await database.db.execute(
        sql.raw(
          "create function refuse_pages() returns trigger language plpgsql as $$ begin raise exception 'page rows refused by the test'; end $$",
        ),
      )
      await database.db.execute(
        sql.raw(
          'create trigger refuse_pages before insert on brochure_pages execute function refuse_pages()',
        ),
      )
    } finally {
      await database.close()
    }
    const file = path.join(work, 'refused.pdf')
    fs.writeFileSync(file, await createDemoPdf({ pages: 2 }))

    const res = run(dataDir, [file, '--title', 'Refused', '--slug', 'refused'])
    expect(res.stderr).toBe('The import failed, no brochure was added: page rows refused by the test\n')
    expect(res.status).toBe(1)
    // Every page was drawn: the failure came at the last step.
    expect(res.stdout).toMatch(/^page (\d+)\/\1 /m)
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false)
    expect(storedFiles(dataDir)).toEqual([])
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 120_000)
})
