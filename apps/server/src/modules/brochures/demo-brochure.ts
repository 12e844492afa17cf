import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib'
import type { Db } from '../../db/client.ts'
import type { Storage } from '../../infra/storage.ts'
import { addBrochure, findBrochureBySlug } from './brochures.service.ts'

export const DEMO_BROCHURE_SLUG = 'catalogo-2026'

type Shape = 'vertical' | 'hopper' | 'horizontal' | 'bag' | 'filter' | 'screw' | 'valve' | 'level'
type Product = {
  code: string
  it: string
  en: string
  shape: Shape
  textIt: string
  textEn: string
  specs: [string, string][]
}

const PRODUCTS: Product[] = [
  {
    code: 'SV-100',
    it: 'Silo verticale in acciaio inox',
    en: 'Vertical stainless steel silo',
    shape: 'vertical',
    textIt:
      "Silo verticale in acciaio inox AISI 304 per lo stoccaggio di farine, granuli e polveri alimentari. Fondo conico a 60° per lo scarico completo, passo d'uomo in testa e scala alla marinara con gabbia di protezione.",
    textEn:
      'Vertical silo in AISI 304 stainless steel for storing flour, granules and food powders. A 60° conical bottom empties it completely; manhole on the roof and a caged ladder.',
    specs: [
      ['Capacità / Capacity', '10 - 80 m³'],
      ['Diametro / Diameter', '2.5 m'],
      ['Materiale / Material', 'AISI 304'],
    ],
  },
  {
    code: 'SZ-200',
    it: 'Silo zincato per cereali',
    en: 'Galvanised grain silo',
    shape: 'vertical',
    textIt:
      'Silo in lamiera zincata a caldo per cereali e mangimi. Pannelli imbullonati, montaggio rapido in cantiere, tetto con sfiato e anello di carico.',
    textEn:
      'Hot-dip galvanised steel silo for grain and feed. Bolted panels for quick assembly on site, vented roof and filling ring.',
    specs: [
      ['Capacità / Capacity', '30 - 250 m³'],
      ['Diametro / Diameter', '3.0 - 5.5 m'],
      ['Materiale / Material', 'S350GD Z600'],
    ],
  },
  {
    code: 'TR-300',
    it: 'Tramoggia di carico',
    en: 'Loading hopper',
    shape: 'hopper',
    textIt:
      'Tramoggia di carico con griglia di protezione e vibratore pneumatico. Ideale sotto i big bag e per il carico manuale di sacchi.',
    textEn:
      'Loading hopper with safety grid and pneumatic vibrator. Made for use under big bags and for tipping sacks by hand.',
    specs: [
      ['Volume / Volume', '0.3 - 2 m³'],
      ['Bocca / Inlet', '1200 x 1200 mm'],
      ['Materiale / Material', 'AISI 316L'],
    ],
  },
  {
    code: 'SO-400',
    it: 'Serbatoio orizzontale per liquidi',
    en: 'Horizontal tank for liquids',
    shape: 'horizontal',
    textIt:
      'Serbatoio orizzontale su selle per acqua, oli e prodotti chimici. Doppia parete su richiesta, indicatore di livello e valvola di fondo.',
    textEn:
      'Horizontal tank on saddles for water, oils and chemicals. Double wall on request, level gauge and bottom valve.',
    specs: [
      ['Capacità / Capacity', '5 - 60 m³'],
      ['Pressione / Pressure', 'atmosferica / atmospheric'],
      ['Materiale / Material', 'S235JR, AISI 304'],
    ],
  },
  {
    code: 'ST-500',
    it: 'Silo in tessuto',
    en: 'Fabric silo',
    shape: 'bag',
    textIt:
      'Silo in tessuto poliestere su struttura in acciaio zincato. Leggero, economico e traspirante: adatto a pellet, granuli plastici e zucchero.',
    textEn:
      'Polyester fabric silo on a galvanised steel frame. Light, affordable and breathable: suited to pellets, plastic granules and sugar.',
    specs: [
      ['Capacità / Capacity', '5 - 40 m³'],
      ['Tessuto / Fabric', 'poliestere / polyester'],
      ['Telaio / Frame', 'zincato / galvanised'],
    ],
  },
  {
    code: 'FD-600',
    it: 'Filtro depolveratore da tetto',
    en: 'Roof dust filter',
    shape: 'filter',
    textIt:
      'Filtro depolveratore a maniche con pulizia ad aria compressa. Trattiene le polveri durante il carico pneumatico del silo.',
    textEn:
      'Bag dust filter with compressed-air cleaning. It keeps the dust in while the silo is filled pneumatically.',
    specs: [
      ['Superficie / Area', '12 - 36 m²'],
      ['Maniche / Bags', '16 - 48'],
      ['Pulizia / Cleaning', 'jet pulse'],
    ],
  },
  {
    code: 'CV-700',
    it: 'Coclea di estrazione',
    en: 'Screw conveyor',
    shape: 'screw',
    textIt:
      'Coclea tubolare per estrarre e trasportare polveri dal silo alla linea di produzione. Motoriduttore a bagno d’olio e ispezioni rapide.',
    textEn:
      'Tubular screw conveyor that draws powders from the silo to the production line. Oil-bath gear motor and quick inspection ports.',
    specs: [
      ['Diametro / Diameter', '114 - 273 mm'],
      ['Lunghezza / Length', 'fino a 12 m / up to 12 m'],
      ['Portata / Flow', '2 - 40 t/h'],
    ],
  },
  {
    code: 'VS-800',
    it: 'Valvola a farfalla di scarico',
    en: 'Discharge butterfly valve',
    shape: 'valve',
    textIt:
      'Valvola a farfalla con comando manuale o pneumatico, per intercettare lo scarico sotto il cono del silo.',
    textEn: 'Butterfly valve, manual or pneumatic, to shut off the discharge under the silo cone.',
    specs: [
      ['DN', '150 - 400'],
      ['Comando / Actuator', 'manuale, pneumatico / manual, pneumatic'],
      ['Tenuta / Seal', 'EPDM, silicone'],
    ],
  },
  {
    code: 'IL-900',
    it: 'Indicatore di livello a paletta',
    en: 'Rotary paddle level switch',
    shape: 'level',
    textIt:
      'Indicatore di livello a paletta rotante per segnalare silo pieno o vuoto. Montaggio laterale o dal tetto, uscita a relè.',
    textEn: 'Rotary paddle switch that signals a full or empty silo. Side or roof mounting, relay output.',
    specs: [
      ['Alimentazione / Supply', '24 V DC, 230 V AC'],
      ['Protezione / Rating', 'IP66'],
      ['ATEX', 'zona 21 / zone 21'],
    ],
  },
  {
    code: 'SL-1000',
    it: 'Serbatoio verticale per liquidi alimentari',
    en: 'Vertical tank for food liquids',
    shape: 'vertical',
    textIt:
      'Serbatoio verticale per vino, latte e liquidi alimentari, con camicia di raffreddamento e lavaggio CIP.',
    textEn: 'Vertical tank for wine, milk and food liquids, with a cooling jacket and CIP cleaning.',
    specs: [
      ['Capacità / Capacity', '1 - 50 m³'],
      ['Finitura / Finish', 'Ra < 0.8 µm'],
      ['Materiale / Material', 'AISI 316L'],
    ],
  },
  {
    code: 'TB-1100',
    it: 'Stazione di svuotamento big bag',
    en: 'Big bag discharge station',
    shape: 'hopper',
    textIt:
      'Stazione di svuotamento big bag con paranco elettrico, massaggiatori laterali e tramoggia con coclea dosatrice.',
    textEn:
      'Big bag discharge station with electric hoist, side massagers and a hopper with a metering screw.',
    specs: [
      ['Carico / Load', 'fino a 2000 kg / up to 2000 kg'],
      ['Altezza / Height', '3.5 - 4.5 m'],
      ['Materiale / Material', 'S235JR, AISI 304'],
    ],
  },
  {
    code: 'SP-1200',
    it: 'Silo in polietilene',
    en: 'Polyethylene silo',
    shape: 'horizontal',
    textIt:
      'Silo in polietilene ad alta densità per mangimi e prodotti corrosivi. Un pezzo unico, senza saldature, resistente agli UV.',
    textEn:
      'High-density polyethylene silo for feed and corrosive products. One piece, no welds, UV resistant.',
    specs: [
      ['Capacità / Capacity', '2 - 15 m³'],
      ['Materiale / Material', 'HDPE'],
      ['Colore / Colour', 'grigio, verde / grey, green'],
    ],
  },
]

const PAGE = { width: 595, height: 842 }
const INK = rgb(0.13, 0.16, 0.2)
const ACCENT = rgb(0.05, 0.35, 0.6)
const STEEL = rgb(0.72, 0.76, 0.8)
const STEEL_DARK = rgb(0.45, 0.5, 0.56)

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

function paragraph(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  width: number,
  font: PDFFont,
  size: number,
  color: RGB = INK,
) {
  let at = y
  for (const line of wrap(text, font, size, width)) {
    page.drawText(line, { x, y: at, size, font, color })
    at -= size * 1.45
  }
  return at
}

/** A product picture made of plain shapes, so the demo needs no image files. */
function drawProduct(page: PDFPage, shape: Shape, cx: number, base: number, scale: number) {
  const s = scale
  const legs = (h: number, w: number) => {
    page.drawRectangle({ x: cx - w / 2, y: base, width: 6 * s, height: h, color: STEEL_DARK })
    page.drawRectangle({ x: cx + w / 2 - 6 * s, y: base, width: 6 * s, height: h, color: STEEL_DARK })
  }
  switch (shape) {
    case 'vertical': {
      legs(110 * s, 110 * s)
      page.drawSvgPath(`M ${-60 * s} 0 L 0 ${40 * s} L ${60 * s} 0 Z`, {
        x: cx,
        y: base + 70 * s + 40 * s,
        color: STEEL_DARK,
      })
      page.drawRectangle({
        x: cx - 60 * s,
        y: base + 110 * s,
        width: 120 * s,
        height: 190 * s,
        color: STEEL,
        borderColor: STEEL_DARK,
        borderWidth: 1,
      })
      for (let i = 1; i < 5; i++)
        page.drawLine({
          start: { x: cx - 60 * s, y: base + 110 * s + i * 38 * s },
          end: { x: cx + 60 * s, y: base + 110 * s + i * 38 * s },
          color: STEEL_DARK,
          thickness: 0.6,
        })
      page.drawSvgPath(`M ${-60 * s} 0 L 0 ${-28 * s} L ${60 * s} 0 Z`, {
        x: cx,
        y: base + 300 * s,
        color: STEEL_DARK,
      })
      page.drawRectangle({ x: cx + 64 * s, y: base + 80 * s, width: 3 * s, height: 240 * s, color: INK })
      return
    }
    case 'hopper': {
      legs(180 * s, 150 * s)
      page.drawSvgPath(`M ${-80 * s} 0 L ${-15 * s} ${90 * s} L ${15 * s} ${90 * s} L ${80 * s} 0 Z`, {
        x: cx,
        y: base + 180 * s,
        color: STEEL,
        borderColor: STEEL_DARK,
        borderWidth: 1,
      })
      page.drawRectangle({
        x: cx - 80 * s,
        y: base + 180 * s,
        width: 160 * s,
        height: 50 * s,
        color: STEEL_DARK,
      })
      for (let i = 0; i < 7; i++)
        page.drawLine({
          start: { x: cx - 75 * s + i * 25 * s, y: base + 232 * s },
          end: { x: cx - 75 * s + i * 25 * s, y: base + 245 * s },
          color: INK,
          thickness: 1.2,
        })
      return
    }
    case 'horizontal': {
      page.drawRectangle({ x: cx - 90 * s, y: base, width: 20 * s, height: 40 * s, color: STEEL_DARK })
      page.drawRectangle({ x: cx + 70 * s, y: base, width: 20 * s, height: 40 * s, color: STEEL_DARK })
      page.drawRectangle({
        x: cx - 120 * s,
        y: base + 40 * s,
        width: 240 * s,
        height: 110 * s,
        color: STEEL,
        borderColor: STEEL_DARK,
        borderWidth: 1,
      })
      page.drawEllipse({
        x: cx - 120 * s,
        y: base + 95 * s,
        xScale: 20 * s,
        yScale: 55 * s,
        color: STEEL_DARK,
      })
      page.drawEllipse({ x: cx + 120 * s, y: base + 95 * s, xScale: 20 * s, yScale: 55 * s, color: STEEL })
      page.drawRectangle({
        x: cx - 10 * s,
        y: base + 150 * s,
        width: 20 * s,
        height: 18 * s,
        color: STEEL_DARK,
      })
      return
    }
    case 'bag': {
      legs(160 * s, 140 * s)
      page.drawSvgPath(
        `M ${-70 * s} 0 C ${-75 * s} ${-80 * s} ${75 * s} ${-80 * s} ${70 * s} 0 L ${70 * s} ${-170 * s} L 0 ${-230 * s} L ${-70 * s} ${-170 * s} Z`,
        { x: cx, y: base + 330 * s, color: rgb(0.85, 0.88, 0.92), borderColor: ACCENT, borderWidth: 1.2 },
      )
      return
    }
    case 'filter': {
      page.drawRectangle({ x: cx - 70 * s, y: base, width: 140 * s, height: 30 * s, color: STEEL_DARK })
      page.drawRectangle({
        x: cx - 60 * s,
        y: base + 30 * s,
        width: 120 * s,
        height: 150 * s,
        color: STEEL,
        borderColor: STEEL_DARK,
        borderWidth: 1,
      })
      for (let i = 0; i < 5; i++)
        page.drawRectangle({
          x: cx - 50 * s + i * 22 * s,
          y: base + 45 * s,
          width: 12 * s,
          height: 120 * s,
          color: rgb(0.93, 0.93, 0.9),
        })
      page.drawEllipse({ x: cx, y: base + 190 * s, xScale: 40 * s, yScale: 10 * s, color: ACCENT })
      return
    }
    case 'screw': {
      page.drawSvgPath(`M 0 0 L ${260 * s} ${-120 * s} L ${260 * s} ${-150 * s} L 0 ${-30 * s} Z`, {
        x: cx - 130 * s,
        y: base + 200 * s,
        color: STEEL,
        borderColor: STEEL_DARK,
        borderWidth: 1,
      })
      for (let i = 0; i < 10; i++) {
        const x = cx - 120 * s + i * 25 * s
        const y = base + 188 * s - i * 11.5 * s
        page.drawLine({
          start: { x, y: y + 6 * s },
          end: { x: x + 10 * s, y: y - 22 * s },
          color: STEEL_DARK,
          thickness: 1,
        })
      }
      page.drawRectangle({ x: cx + 110 * s, y: base + 40 * s, width: 40 * s, height: 40 * s, color: ACCENT })
      return
    }
    case 'valve': {
      page.drawRectangle({
        x: cx - 90 * s,
        y: base + 80 * s,
        width: 180 * s,
        height: 24 * s,
        color: STEEL_DARK,
      })
      page.drawEllipse({
        x: cx,
        y: base + 92 * s,
        xScale: 70 * s,
        yScale: 70 * s,
        color: STEEL,
        borderColor: STEEL_DARK,
        borderWidth: 2,
      })
      page.drawLine({
        start: { x: cx - 60 * s, y: base + 60 * s },
        end: { x: cx + 60 * s, y: base + 124 * s },
        color: INK,
        thickness: 6 * s,
      })
      page.drawRectangle({ x: cx - 8 * s, y: base + 160 * s, width: 16 * s, height: 60 * s, color: INK })
      page.drawRectangle({ x: cx - 50 * s, y: base + 215 * s, width: 100 * s, height: 12 * s, color: ACCENT })
      return
    }
    case 'level': {
      page.drawRectangle({ x: cx - 40 * s, y: base + 160 * s, width: 80 * s, height: 70 * s, color: ACCENT })
      page.drawRectangle({
        x: cx - 6 * s,
        y: base + 40 * s,
        width: 12 * s,
        height: 120 * s,
        color: STEEL_DARK,
      })
      page.drawRectangle({
        x: cx - 45 * s,
        y: base + 20 * s,
        width: 90 * s,
        height: 22 * s,
        color: STEEL,
        borderColor: STEEL_DARK,
        borderWidth: 1,
      })
      return
    }
  }
}

function header(page: PDFPage, bold: PDFFont, regular: PDFFont, n: number, total: number) {
  page.drawRectangle({ x: 0, y: PAGE.height - 48, width: PAGE.width, height: 48, color: ACCENT })
  page.drawText('SILO SHOP  |  Catalogo 2026 / Catalogue 2026', {
    x: 40,
    y: PAGE.height - 30,
    size: 11,
    font: bold,
    color: rgb(1, 1, 1),
  })
  page.drawText(`${n} / ${total}`, { x: PAGE.width - 80, y: 28, size: 9, font: regular, color: STEEL_DARK })
}

/** A catalogue PDF with Italian and English product texts and drawn pictures; `pages` repeats the products to any length (at least 4). */
export async function createDemoPdf(opts: { pages?: number; title?: string } = {}): Promise<Uint8Array> {
  const total = Math.max(4, opts.pages ?? 28)
  const doc = await PDFDocument.create()
  doc.setTitle(opts.title ?? 'Catalogo 2026 - Silo Shop')
  doc.setLanguage('it-IT')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const white = rgb(1, 1, 1)

  const cover = doc.addPage([PAGE.width, PAGE.height])
  cover.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: ACCENT })
  cover.drawText('SILO SHOP', { x: 50, y: 760, size: 20, font: bold, color: white })
  cover.drawText('Catalogo 2026', { x: 50, y: 690, size: 44, font: bold, color: white })
  cover.drawText('Catalogue 2026', { x: 50, y: 650, size: 28, font: regular, color: white })
  cover.drawText('Sili, serbatoi e accessori per l’industria', {
    x: 50,
    y: 610,
    size: 14,
    font: regular,
    color: white,
  })
  cover.drawText('Silos, tanks and accessories for industry', {
    x: 50,
    y: 590,
    size: 14,
    font: regular,
    color: white,
  })
  drawProduct(cover, 'vertical', 200, 120, 1.2)
  drawProduct(cover, 'vertical', 400, 120, 0.9)

  const intro = doc.addPage([PAGE.width, PAGE.height])
  header(intro, bold, regular, 2, total)
  intro.drawText('Chi siamo', { x: 50, y: 740, size: 24, font: bold, color: INK })
  let y = paragraph(
    intro,
    'Da oltre quarant’anni progettiamo e costruiamo sili, serbatoi e accessori per l’industria alimentare, chimica e della plastica. Ogni silo è configurabile: scegliete il modello base e gli accessori, noi lo realizziamo su misura.',
    50,
    705,
    495,
    regular,
    12,
  )
  intro.drawText('About us', { x: 50, y: y - 30, size: 24, font: bold, color: INK })
  y = paragraph(
    intro,
    'For more than forty years we have designed and built silos, tanks and accessories for the food, chemical and plastics industries. Every silo can be configured: choose the base model and its accessories, and we build it to measure.',
    50,
    y - 65,
    495,
    regular,
    12,
  )
  drawProduct(intro, 'horizontal', 300, 120, 1)

  for (let n = 3; n <= total - 1; n++) {
    const product = PRODUCTS[(n - 3) % PRODUCTS.length] as Product
    const page = doc.addPage([PAGE.width, PAGE.height])
    header(page, bold, regular, n, total)
    page.drawText(product.code, { x: 50, y: 750, size: 12, font: bold, color: ACCENT })
    page.drawText(product.it, { x: 50, y: 722, size: 22, font: bold, color: INK })
    page.drawText(product.en, { x: 50, y: 698, size: 15, font: regular, color: STEEL_DARK })
    page.drawRectangle({ x: 50, y: 330, width: 495, height: 340, color: rgb(0.95, 0.96, 0.97) })
    drawProduct(page, product.shape, 297, 350, 0.9)
    y = paragraph(page, product.textIt, 50, 300, 240, regular, 10.5)
    paragraph(page, product.textEn, 305, 300, 240, regular, 10.5, STEEL_DARK)
    y = Math.min(y, 180) - 10
    for (const [label, value] of product.specs) {
      page.drawLine({ start: { x: 50, y: y + 14 }, end: { x: 545, y: y + 14 }, color: STEEL, thickness: 0.6 })
      page.drawText(label, { x: 50, y, size: 10, font: bold, color: INK })
      page.drawText(value, { x: 300, y, size: 10, font: regular, color: INK })
      y -= 22
    }
  }

  const back = doc.addPage([PAGE.width, PAGE.height])
  back.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: INK })
  back.drawText('Contatti / Contacts', { x: 50, y: 700, size: 28, font: bold, color: white })
  back.drawText('Silo Shop S.r.l. - Via dell’Industria 1, 37100 Verona, Italia', {
    x: 50,
    y: 660,
    size: 12,
    font: regular,
    color: white,
  })
  back.drawText('sales@silo-shop.example  -  +39 045 000 0000', {
    x: 50,
    y: 640,
    size: 12,
    font: regular,
    color: white,
  })
  back.drawText('Configura il tuo silo online / Configure your silo online', {
    x: 50,
    y: 600,
    size: 12,
    font: regular,
    color: white,
  })
  return doc.save()
}

/** Adds the demo catalogue once, so the viewer works out of the box; later starts find it and return at once. */
export async function ensureDemoBrochure(deps: { db: Db; storage: Storage }): Promise<void> {
  if (await findBrochureBySlug(deps.db, DEMO_BROCHURE_SLUG)) return
  await addBrochure(deps, {
    pdf: await createDemoPdf(),
    title: 'Catalogo 2026 - Silo Shop',
    slug: DEMO_BROCHURE_SLUG,
    description: 'Sili, serbatoi e accessori per l’industria. Silos, tanks and accessories for industry.',
    downloadFileName: 'Silo-Shop-Catalogo-2026',
  })
}
