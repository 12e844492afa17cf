import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brochurePages, brochureRenditions, brochures } from '../../db/schema/index.ts'
import { BLANK_PAGE_WARNING } from '../../infra/pdf/pdf-pages.ts'
import {
  blankPagesPdf,
  brokenJpeg2000Pdf,
  emptyFontFilePdf,
  withBrokenPage,
} from '../../infra/pdf/test-pdfs.ts'
import { createTestApp } from '../../test/test-app.ts'
import { addBrochure } from './brochures.service.ts'
import { createDemoPdf } from './demo-brochure.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let pdf: Uint8Array
beforeAll(async () => {
  t = await createTestApp()
  pdf = await createDemoPdf({ pages: 4 })
})
afterAll(() => t.close())

async function rowCounts() {
  const [a] = await t.deps.db.select({ n: count() }).from(brochures)
  const [b] = await t.deps.db.select({ n: count() }).from(brochureRenditions)
  const [c] = await t.deps.db.select({ n: count() }).from(brochurePages)
  return [a?.n, b?.n, c?.n]
}

function storedFiles(): string[] {
  const dir = path.join(t.config.dataDir, 'files')
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : []
}

describe('addBrochure', () => {
  it.each([
    ['a damaged PDF', () => Buffer.concat([Buffer.from(pdf.subarray(0, 400)), Buffer.alloc(300, 0x41)])],
    ['a PDF header over garbage', () => Buffer.from(`%PDF-1.7\n${'garbage '.repeat(200)}`)],
    ['a PNG', () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['an empty file', () => Buffer.alloc(0)],
  ])('refuses %s and leaves no row and no file', async (_what, bytes) => {
    await expect(
      addBrochure(
        { db: t.deps.db, storage: t.deps.storage },
        { pdf: bytes(), title: 'Broken', slug: 'broken' },
      ),
    ).rejects.toMatchObject({ code: 'unsupported_media_type', message: 'brochure.errors.not_a_pdf' })
    expect(await rowCounts()).toEqual([0, 0, 0])
    expect(storedFiles()).toEqual([])
  })

  it('refuses a PDF whose later page cannot be drawn, and leaves no file of the pages before it', async () => {
    // Page 1 is fine, page 2 paints an image that is not there: it fails while page 1's pictures are being encoded.
    await expect(
      addBrochure(
        { db: t.deps.db, storage: t.deps.storage },
        { pdf: await withBrokenPage(pdf, 1), title: 'Broken page', slug: 'broken-page' },
      ),
    ).rejects.toMatchObject({ code: 'unsupported_media_type' })
    // Anything still writing would land after the refusal.
    await new Promise((r) => setTimeout(r, 300))
    expect(await rowCounts()).toEqual([0, 0, 0])
    expect(storedFiles()).toEqual([])
  })

  it('gives up cleanly when a picture cannot be stored, leaving no row and no file', async () => {
    const storage = {
      ...t.deps.storage,
      // One write of page 1 fails (a full disk) at once, while its other pictures are still being written
      // and page 2 is being drawn.
      async put(key: string, data: Parameters<typeof t.deps.storage.put>[1]) {
        if (key.endsWith('/1.webp')) throw new Error('ENOSPC: no space left on device')
        return t.deps.storage.put(key, data)
      },
    }
    await expect(
      addBrochure({ db: t.deps.db, storage }, { pdf, title: 'Full disk', slug: 'full-disk' }),
    ).rejects.toThrow('ENOSPC')
    await new Promise((r) => setTimeout(r, 300))
    expect(await rowCounts()).toEqual([0, 0, 0])
    expect(storedFiles()).toEqual([])
  })

  it.each(['getLabels', 'Bad Slug', 'a--b', ''])('refuses the slug %j', async (slug) => {
    await expect(
      addBrochure({ db: t.deps.db, storage: t.deps.storage }, { pdf, title: 'X', slug }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
    })
  })

  it('reports progress per page, then refuses the same slug twice', async () => {
    const seen: string[] = []
    const b = await addBrochure(
      { db: t.deps.db, storage: t.deps.storage },
      { pdf, title: 'Ok', slug: 'ok', onProgress: (n, total) => seen.push(`${n}/${total}`) },
    )
    expect(seen).toEqual(['1/4', '2/4', '3/4', '4/4'])
    expect(b.renditions.desktop.publicId).not.toBe(b.renditions.mobile.publicId)
    expect(await rowCounts()).toEqual([1, 2, 4])
    // 4 pages x (webp, thumb) x 2 sets, the cover's JPEG for link previews, and the PDF (docs/decisions/027).
    expect(storedFiles()).toHaveLength(18)
    await expect(
      addBrochure({ db: t.deps.db, storage: t.deps.storage }, { pdf, title: 'Ok', slug: 'ok' }),
    ).rejects.toMatchObject({
      code: 'already_exist',
    })
  })
})

/** Page 1 of the demo, a page whose JPEG 2000 image is damaged (it renders white), and an empty page. */
async function pdfWithALostPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  for (const source of [pdf, await brokenJpeg2000Pdf(), await blankPagesPdf()]) {
    const from = await PDFDocument.load(source)
    const [page] = await doc.copyPages(from, [0])
    if (page) doc.addPage(page)
  }
  return doc.save()
}

// Issue 14, item 1: pages that came out blank were published with no word.
describe('addBrochure reports what pdf.js could not draw', () => {
  it('names the page, says it renders blank, and adds the brochure when blank pages are allowed', async () => {
    const seen: string[] = []
    const b = await addBrochure(
      { db: t.deps.db, storage: t.deps.storage },
      {
        pdf: await pdfWithALostPage(),
        title: 'Lost page',
        slug: 'lost-page',
        onWarning: ({ page, message }) => seen.push(`${page}: ${message}`),
        allowBlankPages: true,
      },
    )
    expect(b.pageCount).toBe(3)
    expect(b.blankPages).toEqual([2])
    expect(seen).toContain(`2: ${BLANK_PAGE_WARNING}`)
    expect(seen.some((w) => w.startsWith('2: Unable to decode image'))).toBe(true)
    // The demo page draws, and the empty page is blank by design: nothing said of either.
    expect(seen.every((w) => w.startsWith('2: '))).toBe(true)
    expect(b.warnings.map((w) => `${w.page}: ${w.message}`)).toEqual(seen)
  })

  // Issue 21 item 12: a page whose font file is empty was published white, with only a warning.
  it('refuses by default once every page is read, naming the blank pages, and leaves no row and no file', async () => {
    const before = await rowCounts()
    const filesBefore = storedFiles()
    const progress: number[] = []
    await expect(
      addBrochure(
        { db: t.deps.db, storage: t.deps.storage },
        {
          pdf: await emptyFontFilePdf(),
          title: 'Empty font',
          slug: 'empty-font',
          onProgress: (n) => progress.push(n),
        },
      ),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      message: 'brochure.errors.blank_pages',
      params: { pages: '2, 4' },
    })
    expect(progress).toEqual([1, 2, 3, 4])
    await new Promise((r) => setTimeout(r, 300))
    expect(await rowCounts()).toEqual(before)
    expect(storedFiles()).toEqual(filesBefore)
  })
})

describe('npm run brochure:add', () => {
  const cli = path.join(import.meta.dirname, 'cli.ts')
  const run = (dataDir: string, args: string[]) => {
    // The embedded database, even when the suite runs on PostgreSQL: the lock is what is tested.
    const { DATABASE_URL: _, ...env } = process.env
    return spawnSync(process.execPath, [cli, ...args], {
      env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    })
  }

  it('says in one line that the running shop holds the data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(t.config.dataDir, 'locked-'))
    // The lock a running shop takes: this (live) process holds it.
    fs.writeFileSync(path.join(dataDir, 'shop.lock'), String(process.pid))
    const file = path.join(dataDir, 'x.pdf')
    fs.writeFileSync(file, pdf)
    const res = run(dataDir, [file, '--title', 'X', '--slug', 'x'])
    expect(res.status).toBe(2)
    expect(res.stderr.trim().split('\n')).toHaveLength(1)
    expect(res.stderr).toContain('The shop is running and holds')
  })

  it('prints each warning with its page, then how many there were, and adds the brochure with --allow-blank', async () => {
    const dataDir = fs.mkdtempSync(path.join(t.config.dataDir, 'cli-warn-'))
    const file = path.join(dataDir, 'lost-page.pdf')
    fs.writeFileSync(file, await pdfWithALostPage())
    const res = run(dataDir, [file, '--title', 'Lost page', '--slug', 'lost-page', '--allow-blank'])
    expect(res.stderr).toBe('')
    expect(res.status).toBe(0)
    const lines = res.stdout.split('\n')
    expect(lines).toContain(`warning: page 2: ${BLANK_PAGE_WARNING}`)
    expect(
      lines.filter((l) => l.startsWith('warning: ')).every((l) => l.startsWith('warning: page 2: ')),
    ).toBe(true)
    const count = lines.filter((l) => l.startsWith('warning: ')).length
    expect(lines).toContain(`${count} warning(s) on 1 page(s): check those pages in the viewer.`)
    expect(res.stdout).toMatch(
      /pictures [\d.]+ KB per page \(the PDF [\d.]+ KB per page\); peak memory \d+ MB\./,
    )
  })

  it('refuses a file that is not a PDF with a clear message', () => {
    const dataDir = fs.mkdtempSync(path.join(t.config.dataDir, 'cli-'))
    const file = path.join(dataDir, 'notes.pdf')
    fs.writeFileSync(file, 'just some text')
    const res = run(dataDir, [file, '--title', 'Notes', '--slug', 'notes'])
    expect(res.status).toBe(1)
    expect(res.stderr.trim()).toBe('The file is not a readable PDF: no brochure was added.')
    expect(fs.existsSync(path.join(dataDir, 'files', 'brochures'))).toBe(false)
  })
})
