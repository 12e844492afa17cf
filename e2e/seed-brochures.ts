// node e2e/seed-brochures.ts <dataDir>: adds the brochures the journeys need besides the demo one, through the
// same service as `npm run brochure:add`. Run by global-setup before the shop starts, as PGlite allows one process per data directory.
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { createStorage } from '../apps/server/src/infra/storage.ts'
import { addBrochure } from '../apps/server/src/modules/brochures/brochures.service.ts'
import { brochures, IMG_PAYLOAD, SCRIPT_PAYLOAD } from './fixtures/brochures.ts'

async function markupPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const lines = [
    [`Silo test ${SCRIPT_PAYLOAD} fine`, `Tramoggia ${IMG_PAYLOAD} hopper`],
    ['Seconda pagina / second page', 'Valvola a farfalla'],
  ]
  for (const text of lines) {
    const page = doc.addPage([420, 595])
    text.forEach((line, i) => {
      page.drawText(line, { x: 30, y: 540 - i * 24, size: 11, font })
    })
  }
  return doc.save()
}

// Wide, short pages: each renders to a small picture, so 200 of them ingest in a few seconds.
async function longPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([400, 120])
    page.drawText(`Pagina ${n} / page ${n}`, { x: 20, y: 60, size: 24, font })
  }
  return doc.save()
}

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: node e2e/seed-brochures.ts <dataDir>')
const database = await openDatabase({ dataDir: path.resolve(dataDir) })
try {
  await database.migrate()
  const deps = { db: database.db, storage: createStorage(path.join(path.resolve(dataDir), 'files')) }
  await addBrochure(deps, {
    pdf: await markupPdf(),
    title: `Markup ${SCRIPT_PAYLOAD}`,
    description: `Markup ${IMG_PAYLOAD}`,
    slug: brochures.markup.slug,
  })
  await addBrochure(deps, {
    pdf: await longPdf(brochures.long.pages),
    title: 'Two hundred pages',
    slug: brochures.long.slug,
  })
} finally {
  await database.close()
}
