import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { DataDirLockedError, openDatabase } from '../../db/client.ts'
import { InvalidPdfError, openPdf, ProtectedPdfError } from '../../infra/pdf/pdf-pages.ts'
import { createStorage } from '../../infra/storage.ts'
import { AppError } from '../../plugins/errors.ts'
import { brochureErrorLabels } from './brochure-error-labels.ts'
import { sweepBrochureLeftovers } from './brochure-files.ts'
import { addBrochure } from './brochures.service.ts'
import { describeFailure } from './import-failure.ts'

const USAGE =
  'usage: npm run brochure:add -- file.pdf --title "Title" --slug my-slug [--description "…"] [--download-name file-name] [--allow-blank]'

/** A run refused with a message for the user: main() ends, closing what it opened, then the message is printed. */
class Refusal extends Error {
  readonly exitCode: number
  constructor(message: string, exitCode: number) {
    super(message)
    this.exitCode = exitCode
  }
}

// Never process.exit here: it would skip main()'s `finally`, leaving the database open and its lock file behind.
function fail(message: string, code = 1): never {
  throw new Refusal(message, code)
}

function messageOf(err: AppError): string {
  const key = err.message
  const text = brochureErrorLabels[key]?.en ?? Object.values(err.errors).flat()[0] ?? key
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(err.params, name) ? String(err.params[name]) : whole,
  )
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * The process's peak resident memory. Linux's VmHWM belongs to this program alone; getrusage's maxRSS carries over
 * the peak of the process that started it (fork, then exec), so a bench holding 300 MB would be counted too.
 */
function peakMemoryBytes(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))
    if (hwm) return Number(hwm[1]) * 1024
  } catch {
    // Not Linux.
  }
  return process.resourceUsage().maxRSS * 1024
}

/**
 * One line of what the import cost, read by bench:brochure: time per page, pictures stored per page (against the
 * PDF's own bytes per page) and the process's peak memory.
 */
function ingestFigures(result: { pageCount: number; pictureBytes: number }, pdfBytes: number, ms: number) {
  const peak = peakMemoryBytes()
  const pages = result.pageCount
  return (
    `${Math.round(ms / pages)} ms per page; pictures ${kb(result.pictureBytes / pages)} per page ` +
    `(the PDF ${kb(pdfBytes / pages)} per page); peak memory ${Math.round(peak / 1024 / 1024)} MB.`
  )
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      slug: { type: 'string' },
      description: { type: 'string' },
      'download-name': { type: 'string' },
      'allow-blank': { type: 'boolean' },
    },
  })
  const [file] = positionals
  if (!file || !values.title || !values.slug) fail(USAGE, 64)
  let pdf: Buffer
  try {
    pdf = fs.readFileSync(file)
  } catch (err) {
    fail(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`)
  }

  // Checked before the database is opened, so a bad file is refused even while the shop holds the data directory.
  try {
    await (await openPdf(pdf)).close()
  } catch (err) {
    if (err instanceof ProtectedPdfError)
      fail(messageOf(new AppError('validation_failed', 'brochure.errors.password_protected')))
    if (err instanceof InvalidPdfError)
      fail(messageOf(new AppError('unsupported_media_type', 'brochure.errors.not_a_pdf')))
    throw err
  }

  const config = loadConfig()
  let database: Awaited<ReturnType<typeof openDatabase>>
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      fail(
        `The shop is running and holds ${config.dataDir}: stop it, add the brochure, start it again (with DATABASE_URL on PostgreSQL this works while it runs).`,
        2,
      )
    }
    throw err
  }
  try {
    await database.migrate()
    const storage = createStorage(path.join(config.dataDir, 'files'))
    // What runs killed before this one left (docs/decisions/027); a run still alive keeps its staging folder.
    const swept = await sweepBrochureLeftovers({ db: database.db, storage })
    if (swept.staging + swept.orphans > 0)
      console.log(`Removed ${swept.staging + swept.orphans} folder(s) left by interrupted imports.`)
    const started = performance.now()
    let last = started
    const result = await addBrochure(
      { db: database.db, storage },
      {
        pdf,
        title: values.title,
        slug: values.slug,
        description: values.description,
        downloadFileName: values['download-name'],
        allowBlankPages: values['allow-blank'],
        onProgress(page, total) {
          const now = performance.now()
          console.log(`page ${page}/${total} (${Math.round(now - last)} ms)`)
          last = now
        },
        onWarning({ page, message }) {
          console.log(`warning: page ${page}: ${message}`)
        },
      },
    )
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Added "${result.title}": ${result.pageCount} pages in ${seconds} s.`)
    console.log(ingestFigures(result, pdf.length, performance.now() - started))
    if (result.warnings.length > 0)
      console.log(
        `${result.warnings.length} warning(s) on ${new Set(result.warnings.map((w) => w.page)).size} page(s): check those pages in the viewer.`,
      )
    if (result.blankPages.length > 0)
      console.log(
        `Published with page(s) ${result.blankPages.join(', ')} rendering blank although the PDF draws content on them (--allow-blank).`,
      )
    console.log(`Open ${config.publicUrl}/it/brochure/${result.slug}`)
  } catch (err) {
    if (err instanceof AppError && err.message === 'brochure.errors.blank_pages')
      fail(`${messageOf(err)} To publish it as it is, run again with --allow-blank.`)
    if (err instanceof AppError) fail(messageOf(err))
    // Drizzle's message holds the whole statement and its parameters (105 KB of page rows); the cause is one line.
    fail(`The import failed, no brochure was added: ${describeFailure(err)}`)
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  const expected =
    err instanceof Refusal || (err instanceof Error && err.message.startsWith('Invalid configuration'))
  console.error(expected ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err))
  // The process ends by itself once everything main() opened is closed.
  process.exitCode = err instanceof Refusal ? err.exitCode : 1
})
