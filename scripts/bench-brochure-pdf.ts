// The PDF bench:brochure imports: pages like a machine manual's (dense two-column 8.5 pt text, a heading band,
// a drawing with callouts or a photo on alternate pages, a torque table), about 3.5 KB of PDF per page as the
// 311-page, 1.28 MB manual of issue 14. Deterministic: the same bytes on every run.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

const WORDS = (
  'the silo valve hopper must be cleaned before installing the level sensor check that bolts are tightened to ' +
  'the torque given in table screw conveyor motor gearbox filter cartridge pressure relief and the inspection ' +
  'door shall remain closed during operation warning danger isolate power supply'
).split(' ')

/** A repeatable pseudo-random sequence (no Math.random: the bench compares runs). */
function sequence(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff
    return s
  }
}

function words(seed: number, n: number): string {
  const next = sequence(seed)
  return Array.from({ length: n }, () => WORDS[next() % WORDS.length]).join(' ')
}

/** A photo-like JPEG (800 × 560): a lit steel shape over a gradient, with sensor noise. */
async function photo(seed: number): Promise<Buffer> {
  const w = 800
  const h = 560
  const next = sequence(seed)
  const buf = Buffer.alloc(w * h * 3)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const noise = (next() >> 16) % 24
      const d = Math.hypot(x - 400 - (seed % 100), y - 280)
      const tone = d < 180 ? 140 + 60 * Math.cos(x / 40) : 90 + y / 6
      const i = (y * w + x) * 3
      buf[i] = Math.min(255, tone + noise)
      buf[i + 1] = Math.min(255, tone + 10 + noise)
      buf[i + 2] = Math.min(255, tone + 25 + noise)
    }
  return sharp(buf, { raw: { width: w, height: h, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 82 })
    .toBuffer()
}

export async function createManualPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle('Operating manual SV-100')
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const photos = [await doc.embedJpg(await photo(7)), await doc.embedJpg(await photo(42))]
  const ink = rgb(0.1, 0.1, 0.1)
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595, 842])
    page.drawRectangle({ x: 0, y: 812, width: 595, height: 30, color: rgb(0.05, 0.3, 0.55) })
    page.drawText(`Operating manual SV-100  -  chapter ${Math.ceil(n / 10)}`, {
      x: 40,
      y: 822,
      size: 10,
      font: bold,
      color: rgb(1, 1, 1),
    })
    page.drawText(`${n}.${(n % 7) + 1} Installation and maintenance`, { x: 40, y: 780, size: 16, font: bold })
    let top: number
    if (n % 2 === 0) {
      page.drawImage(photos[n % 4 === 0 ? 0 : 1] as (typeof photos)[0], {
        x: 40,
        y: 500,
        width: 340,
        height: 238,
      })
      top = 480
    } else {
      page.drawRectangle({
        x: 60,
        y: 520,
        width: 160,
        height: 200,
        borderColor: ink,
        borderWidth: 1.2,
        color: rgb(0.9, 0.92, 0.95),
      })
      page.drawLine({ start: { x: 60, y: 520 }, end: { x: 140, y: 460 }, thickness: 1.2 })
      page.drawLine({ start: { x: 220, y: 520 }, end: { x: 140, y: 460 }, thickness: 1.2 })
      for (let k = 0; k < 6; k++) {
        const y = 700 - k * 30
        page.drawLine({ start: { x: 230, y }, end: { x: 330, y }, thickness: 0.5, color: rgb(0.6, 0, 0) })
        page.drawText(`${k + 1}  part ${String.fromCharCode(65 + k)}-${n}`, {
          x: 335,
          y: y - 3,
          size: 8,
          font,
        })
      }
      top = 440
    }
    for (const column of [0, 1]) {
      for (let y = top, i = 0; y > 90; y -= 11, i++)
        page.drawText(words(n * 1000 + column * 100 + i, 9), {
          x: 40 + column * 265,
          y,
          size: 8.5,
          font,
          color: ink,
        })
    }
    for (let r = 0; r < 5; r++)
      page.drawText(`M${8 + r * 2}   ${20 + r * 15} Nm   ${r % 2 ? 'A2-70' : '8.8'}`, {
        x: 400,
        y: 720 - r * 14,
        size: 8,
        font,
      })
    page.drawText(`${n}`, { x: 290, y: 40, size: 9, font })
  }
  return doc.save()
}
