import type { FastifyBaseLogger } from 'fastify'
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import type { Storage } from '../../infra/storage.ts'
import { catalogKeys } from '../../modules/catalog/catalog-files.store.ts'
import { CANVAS } from '../../modules/catalog/configuration-image.service.ts'
import { ACCESSORIES, BASE_MODELS, FAMILIES, WIZARD_ORDER } from './catalog-data.ts'

// The demo catalogue's pictures, drawn from its data; loaded only when demo data is seeded (docs/decisions/018).

const svgDocument = (inner: string, width: number = CANVAS.width, height: number = CANVAS.height) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>`

type DemoFile = { key: string; render: () => Promise<Buffer> }

const accessoryByCode = new Map(ACCESSORIES.map((a) => [a.code, a]))

/** A model with its default accessories, layers in drawing order (what the list picture shows). */
function modelDrawing(model: (typeof BASE_MODELS)[number]): string {
  const layers = model.defaults
    .map((code) => accessoryByCode.get(code))
    .filter((a) => a !== undefined && a.layer !== '')
    .sort((a, b) => (a?.z ?? 0) - (b?.z ?? 0))
    .map((a) => a?.layer)
  return model.body + layers.join('')
}

async function datasheetPdf(title: string, subtitle: string): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([595, 842])
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  page.drawRectangle({ x: 0, y: 782, width: 595, height: 60, color: rgb(0.15, 0.2, 0.22) })
  page.drawText('Scheda tecnica / Datasheet', { x: 40, y: 805, size: 18, font: bold, color: rgb(1, 1, 1) })
  page.drawText(title, { x: 40, y: 720, size: 22, font: bold })
  page.drawText(subtitle, { x: 40, y: 690, size: 14, font })
  pdf.setTitle(`${title} - ${subtitle}`)
  return Buffer.from(await pdf.save())
}

/** The demo catalogue's files: base layers, accessory layers, list pictures, family image maps and datasheets. */
export function demoCatalogFiles(): DemoFile[] {
  const png = (svg: string) => () =>
    sharp(Buffer.from(svgDocument(svg)))
      .png({ compressionLevel: 9 })
      .toBuffer()
  const webp = (svg: string, width?: number, height?: number) => () =>
    sharp(Buffer.from(svgDocument(`<rect width="100%" height="100%" fill="#ffffff"/>${svg}`, width, height)))
      .webp({ quality: 82 })
      .toBuffer()
  const files: DemoFile[] = []
  for (const m of BASE_MODELS) {
    files.push({ key: catalogKeys.baseLayer(m), render: png(m.body) })
    files.push({ key: catalogKeys.modelImage(m), render: webp(modelDrawing(m)) })
  }
  for (const a of ACCESSORIES) {
    if (a.layer) files.push({ key: catalogKeys.layer(a), render: png(a.layer) })
    for (const v of a.variations ?? []) {
      if (v.datasheet) {
        files.push({
          key: catalogKeys.datasheet(v.datasheet),
          render: () => datasheetPdf(a.name.it, v.value),
        })
      }
    }
  }
  for (const f of FAMILIES) {
    const models = WIZARD_ORDER[f.code].map((code) => BASE_MODELS.find((m) => m.code === code))
    const slot = CANVAS.width / 2
    const inner = models
      .map((m, i) => (m ? `<g transform="translate(${i * slot} 0) scale(0.5)">${modelDrawing(m)}</g>` : ''))
      .join('')
    files.push({
      key: catalogKeys.family(f.code),
      render: webp(inner, slot * models.length, CANVAS.height / 2),
    })
  }
  // One datasheet may serve several variations: draw it once.
  return [...new Map(files.map((f) => [f.key, f])).values()]
}

/**
 * Draws the demo catalogue's files that storage lacks (at start, like the demo brochure: the API tests do not pay
 * for it). Files already there are never redrawn, so staff can replace a picture.
 */
export async function ensureCatalogImages(storage: Storage, log?: FastifyBaseLogger): Promise<number> {
  const files = demoCatalogFiles()
  const present = await Promise.all(files.map((f) => storage.exists(f.key)))
  const missing = files.filter((_, i) => !present[i])
  // A few at a time: sharp already uses a thread pool.
  for (let i = 0; i < missing.length; i += 4) {
    await Promise.all(missing.slice(i, i + 4).map(async (f) => storage.put(f.key, await f.render())))
  }
  if (missing.length > 0) log?.info({ files: missing.length }, 'catalogue demo pictures drawn')
  return missing.length
}
