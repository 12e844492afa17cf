import type { AttributesTemplateData, LangTexts } from '@shop/domain/catalog/variations'
import type { BaseModelSpecs } from '../schema/catalog.ts'

/**
 * The demo catalogue (issue 4 item 8): silos for solids and tanks for liquids, their code sections,
 * accessories, variations, compatibility rules and public configurations. Drawings are SVG fragments on a
 * 600 × 800 canvas: a base model's body, and one transparent layer per accessory drawn over it.
 */

export const L = (it: string, en: string, de: string, es: string, fr: string): LangTexts => ({
  it,
  en,
  de,
  es,
  fr,
})

export type FamilyCode = 'solidi' | 'liquidi'

export const FAMILIES: { id: number; code: FamilyCode; name: LangTexts; description: LangTexts }[] = [
  {
    id: 1,
    code: 'solidi',
    name: L(
      'Silos per solidi',
      'Silos for solids',
      'Silos für Schüttgüter',
      'Silos para sólidos',
      'Silos pour solides',
    ),
    description: L(
      'Silos per farine, polveri, granuli, pellet e mangimi: zincati, inox, in vetroresina e in tessuto.',
      'Silos for flour, powders, granules, pellets and feed: galvanised, stainless, fibreglass and fabric.',
      'Silos für Mehl, Pulver, Granulat, Pellets und Futter: verzinkt, Edelstahl, GFK und Gewebe.',
      'Silos para harinas, polvos, gránulos, pellets y piensos: galvanizados, inoxidables, de fibra de vidrio y de tejido.',
      'Silos pour farines, poudres, granulés, pellets et aliments : galvanisés, inox, en fibre de verre et en tissu.',
    ),
  },
  {
    id: 2,
    code: 'liquidi',
    name: L(
      'Serbatoi per liquidi',
      'Tanks for liquids',
      'Tanks für Flüssigkeiten',
      'Depósitos para líquidos',
      'Cuves pour liquides',
    ),
    description: L(
      'Serbatoi verticali e orizzontali per acqua, vino, olio, latte, prodotti chimici e carburanti.',
      'Vertical and horizontal tanks for water, wine, oil, milk, chemicals and fuels.',
      'Stehende und liegende Tanks für Wasser, Wein, Öl, Milch, Chemikalien und Kraftstoffe.',
      'Depósitos verticales y horizontales para agua, vino, aceite, leche, productos químicos y combustibles.',
      'Cuves verticales et horizontales pour eau, vin, huile, lait, produits chimiques et carburants.',
    ),
  },
]

export const ACCESSORY_GROUPS = [
  {
    id: 1,
    code: 'CONI',
    name: L('Coni di scarico', 'Discharge cones', 'Auslaufkonen', 'Conos de descarga', 'Cônes de vidange'),
  },
  {
    id: 2,
    code: 'SUPPORTI',
    name: L(
      'Supporti e gambe',
      'Supports and legs',
      'Stützen und Füße',
      'Soportes y patas',
      'Supports et pieds',
    ),
  },
  {
    id: 3,
    code: 'SCARICO',
    name: L(
      'Scarico ed estrazione',
      'Discharge and extraction',
      'Austrag und Entnahme',
      'Descarga y extracción',
      'Vidange et extraction',
    ),
  },
  {
    id: 4,
    code: 'ACCESSI',
    name: L(
      'Scale e accessi',
      'Ladders and access',
      'Leitern und Zugänge',
      'Escaleras y accesos',
      'Échelles et accès',
    ),
  },
  {
    id: 5,
    code: 'FILTRI',
    name: L(
      'Filtri e sfiati',
      'Filters and vents',
      'Filter und Entlüftungen',
      'Filtros y respiraderos',
      'Filtres et évents',
    ),
  },
  {
    id: 6,
    code: 'LIVELLO',
    name: L(
      'Controllo livello',
      'Level control',
      'Füllstandsüberwachung',
      'Control de nivel',
      'Contrôle de niveau',
    ),
  },
  {
    id: 7,
    code: 'ATTACCHI',
    name: L(
      'Attacchi e raccordi',
      'Connections and fittings',
      'Anschlüsse und Armaturen',
      'Conexiones y racores',
      'Raccords et connexions',
    ),
  },
  {
    id: 8,
    code: 'STRUTTURA',
    name: L(
      'Fondi, tetti e pareti',
      'Bottoms, roofs and walls',
      'Böden, Dächer und Wände',
      'Fondos, techos y paredes',
      'Fonds, toits et parois',
    ),
  },
  { id: 9, code: 'OPZIONALI', name: L('Opzionali', 'Options', 'Optionen', 'Opcionales', 'Options') },
] as const
export type GroupCode = (typeof ACCESSORY_GROUPS)[number]['code']

// ---------------------------------------------------------------------------------------------------------
// Drawings (600 × 800). Solids: body x 180–420, y 120–480, roof to y 70. Vertical tanks: body x 200–400,
// y 200–600. Horizontal tank: body x 90–510, y 330–510. Ground at y 770.

const STROKE = 'stroke="#37474f" stroke-width="4" stroke-linejoin="round"'
const thin = 'stroke="#37474f" stroke-width="2"'

const siloBody = (fill: string, label: string, extra = '') =>
  `<polygon points="180,120 300,62 420,120" fill="${fill}" ${STROKE}/>` +
  `<rect x="180" y="120" width="240" height="360" fill="${fill}" ${STROKE}/>` +
  `<line x1="180" y1="240" x2="420" y2="240" ${thin}/><line x1="180" y1="360" x2="420" y2="360" ${thin}/>` +
  extra +
  `<text x="300" y="310" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="bold" text-anchor="middle" fill="#263238">${label}</text>`

const tankBody = (fill: string, label: string) =>
  `<rect x="200" y="200" width="200" height="400" fill="${fill}" ${STROKE}/>` +
  `<line x1="200" y1="330" x2="400" y2="330" ${thin}/><line x1="200" y1="460" x2="400" y2="460" ${thin}/>` +
  `<text x="300" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="bold" text-anchor="middle" fill="#263238">${label}</text>`

const horizontalBody = (fill: string, label: string) =>
  `<rect x="130" y="330" width="340" height="180" fill="${fill}" ${STROKE}/>` +
  `<ellipse cx="130" cy="420" rx="40" ry="90" fill="${fill}" ${STROKE}/>` +
  `<ellipse cx="470" cy="420" rx="40" ry="90" fill="${fill}" ${STROKE}/>` +
  `<text x="300" y="432" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="bold" text-anchor="middle" fill="#263238">${label}</text>`

const poly = (points: string, fill: string) => `<polygon points="${points}" fill="${fill}" ${STROKE}/>`
const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${STROKE}/>`
const line = (x1: number, y1: number, x2: number, y2: number, width = 6) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#37474f" stroke-width="${width}" stroke-linecap="round"/>`
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${STROKE}/>`
const tag = (x: number, y: number, text: string, fill = '#ffca28') =>
  `<rect x="${x - 26}" y="${y - 18}" width="52" height="30" rx="6" fill="${fill}" ${thin}/>` +
  `<text x="${x}" y="${y + 4}" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#263238">${text}</text>`

const cone = (depth: number, fill: string) =>
  poly(`180,480 420,480 ${318},${480 + depth} ${282},${480 + depth}`, fill)
const legs = (width: number) => line(190, 470, 190, 770, width) + line(410, 470, 410, 770, width)
const ladder = (cage: boolean, railing: boolean) => {
  let svg = line(452, 120, 452, 770, 4) + line(476, 120, 476, 770, 4)
  for (let y = 140; y < 770; y += 30) svg += line(452, y, 476, y, 3)
  if (cage) for (let y = 260; y < 740; y += 60) svg += `<path d="M444,${y} q20,24 40,0" fill="none" ${thin}/>`
  if (railing) svg += line(300, 40, 470, 90, 4) + line(300, 40, 300, 70, 3) + line(470, 90, 470, 120, 3)
  return svg
}

// ---------------------------------------------------------------------------------------------------------
// Accessories

export type VariationDef = {
  value: string
  attributes: Record<string, string>
  price: number
  datasheet?: string
}

export type AccessoryDef = {
  code: string
  cfg: string
  group: GroupCode
  /** Cents excluding VAT; null: priced on request. */
  price: number | null
  name: LangTexts
  short: LangTexts
  layer: string
  z: number
  template?: AttributesTemplateData
  variations?: VariationDef[]
  soldAlone?: boolean
}

type Material = 'zinc' | 'inox' | 'grp'
const MATERIAL: Record<Material, LangTexts> = {
  zinc: L('acciaio zincato', 'galvanised steel', 'verzinktem Stahl', 'acero galvanizado', 'acier galvanisé'),
  inox: L(
    'acciaio inox AISI 304',
    'AISI 304 stainless steel',
    'Edelstahl AISI 304',
    'acero inoxidable AISI 304',
    'acier inox AISI 304',
  ),
  grp: L('vetroresina', 'fibreglass', 'GFK', 'fibra de vidrio', 'fibre de verre'),
}
const FILL: Record<Material, string> = { zinc: '#b0bec5', inox: '#e0e6ea', grp: '#e6dcaa' }
const PREFIX: Record<Material, string> = { zinc: 'SZ', inox: 'SI', grp: 'SF' }

function coneAccessory(material: Material, angle: number, price: number): AccessoryDef {
  const m = MATERIAL[material]
  const depth = angle <= 45 ? 130 : angle <= 60 ? 200 : 250
  return {
    code: `${PREFIX[material]}-CO${angle}`,
    cfg: String(angle),
    group: 'CONI',
    price,
    name: L(`Cono ${angle}°`, `${angle}° cone`, `Konus ${angle}°`, `Cono ${angle}°`, `Cône ${angle}°`),
    short: L(
      `Cono di scarico a ${angle}° in ${m.it}`,
      `${angle}° discharge cone in ${m.en}`,
      `Auslaufkonus ${angle}° aus ${m.de}`,
      `Cono de descarga de ${angle}° en ${m.es}`,
      `Cône de vidange à ${angle}° en ${m.fr}`,
    ),
    layer: cone(depth, FILL[material]),
    z: 20,
  }
}

function supportAccessories(material: Material, prices: [number, number, number]): AccessoryDef[] {
  const m = MATERIAL[material]
  const p = PREFIX[material]
  return [
    {
      code: `${p}-GA-N`,
      cfg: 'N',
      group: 'SUPPORTI',
      price: prices[0],
      name: L('Gambe standard', 'Standard legs', 'Standardstützen', 'Patas estándar', 'Pieds standard'),
      short: L(
        `Quattro gambe standard in ${m.it}`,
        `Four standard legs in ${m.en}`,
        `Vier Standardstützen aus ${m.de}`,
        `Cuatro patas estándar en ${m.es}`,
        `Quatre pieds standard en ${m.fr}`,
      ),
      layer: legs(8),
      z: 10,
    },
    {
      code: `${p}-GA-R`,
      cfg: 'R',
      group: 'SUPPORTI',
      price: prices[1],
      name: L(
        'Gambe rinforzate',
        'Reinforced legs',
        'Verstärkte Stützen',
        'Patas reforzadas',
        'Pieds renforcés',
      ),
      short: L(
        `Gambe rinforzate con controventature, in ${m.it}`,
        `Reinforced legs with cross bracing, in ${m.en}`,
        `Verstärkte Stützen mit Kreuzverbänden, aus ${m.de}`,
        `Patas reforzadas con arriostramiento, en ${m.es}`,
        `Pieds renforcés avec contreventement, en ${m.fr}`,
      ),
      layer: legs(14) + line(190, 560, 410, 760, 4) + line(410, 560, 190, 760, 4),
      z: 10,
    },
    material === 'grp'
      ? {
          code: `${p}-GA-A`,
          cfg: 'A',
          group: 'SUPPORTI',
          price: prices[2],
          name: L('Gambe alte', 'Tall legs', 'Hohe Stützen', 'Patas altas', 'Pieds hauts'),
          short: L(
            'Gambe alte zincate: passaggio per il carro miscelatore',
            'Tall galvanised legs: room for the feed mixer wagon',
            'Hohe verzinkte Stützen: Durchfahrt für den Futtermischwagen',
            'Patas altas galvanizadas: paso para el carro mezclador',
            'Pieds hauts galvanisés : passage pour la mélangeuse',
          ),
          layer: legs(10) + line(180, 600, 420, 600, 4),
          z: 10,
        }
      : {
          code: `${p}-GON`,
          cfg: 'G',
          group: 'SUPPORTI',
          price: prices[2],
          name: L('Gonna di supporto', 'Support skirt', 'Standzarge', 'Faldón de soporte', 'Jupe de support'),
          short: L(
            `Gonna cilindrica di supporto in ${m.it}, con porta di accesso`,
            `Cylindrical support skirt in ${m.en}, with access door`,
            `Zylindrische Standzarge aus ${m.de}, mit Zugangstür`,
            `Faldón cilíndrico de soporte en ${m.es}, con puerta de acceso`,
            `Jupe cylindrique de support en ${m.fr}, avec porte d'accès`,
          ),
          layer: rect(180, 480, 240, 290, FILL[material]) + rect(270, 640, 60, 130, '#78909c'),
          z: 30,
        },
  ]
}

const DISCHARGE: AccessoryDef[] = [
  {
    code: 'SC-FAR',
    cfg: 'F',
    group: 'SCARICO',
    price: 68000,
    name: L(
      'Valvola a farfalla',
      'Butterfly valve',
      'Absperrklappe',
      'Válvula de mariposa',
      'Vanne papillon',
    ),
    short: L(
      'Valvola a farfalla DN250 con leva manuale',
      'DN250 butterfly valve with hand lever',
      'Absperrklappe DN250 mit Handhebel',
      'Válvula de mariposa DN250 con palanca manual',
      'Vanne papillon DN250 à levier manuel',
    ),
    layer: line(300, 600, 300, 720, 16) + circle(300, 730, 22, '#ef6c00') + line(300, 730, 350, 700, 5),
    z: 5,
    soldAlone: true,
  },
  {
    code: 'SC-GHI',
    cfg: 'G',
    group: 'SCARICO',
    price: 92000,
    name: L(
      'Serranda a ghigliottina',
      'Slide gate',
      'Flachschieber',
      'Compuerta de guillotina',
      'Vanne guillotine',
    ),
    short: L(
      'Serranda a ghigliottina 300 × 300 con comando a volantino',
      '300 × 300 slide gate with handwheel',
      'Flachschieber 300 × 300 mit Handrad',
      'Compuerta de guillotina 300 × 300 con volante',
      'Vanne guillotine 300 × 300 à volant',
    ),
    layer: line(300, 600, 300, 720, 16) + rect(262, 712, 76, 26, '#ef6c00') + line(338, 725, 380, 725, 5),
    z: 5,
  },
  {
    code: 'SC-COC',
    cfg: 'CS',
    group: 'SCARICO',
    price: 345000,
    name: L(
      'Coclea di estrazione',
      'Screw conveyor',
      'Förderschnecke',
      'Sinfín de extracción',
      "Vis d'extraction",
    ),
    short: L(
      'Coclea di estrazione Ø 140 con motoriduttore 2,2 kW',
      'Ø 140 extraction screw with 2.2 kW gear motor',
      'Entnahmeschnecke Ø 140 mit Getriebemotor 2,2 kW',
      'Sinfín de extracción Ø 140 con motorreductor de 2,2 kW',
      "Vis d'extraction Ø 140 avec motoréducteur 2,2 kW",
    ),
    layer:
      line(300, 600, 300, 700, 16) +
      `<rect x="240" y="690" width="300" height="34" rx="10" fill="#90a4ae" ${STROKE}/>` +
      rect(520, 676, 44, 62, '#1e88e5'),
    z: 5,
    template: {
      need_datasheet: false,
      allow_custom: false,
      open_choice: 'required',
      attributes: [
        {
          key: 'lunghezza',
          label: L('Lunghezza', 'Length', 'Länge', 'Longitud', 'Longueur'),
          values: ['3 m', '4 m', '6 m'],
        },
      ],
    },
    variations: [
      { value: '3 m', attributes: { lunghezza: '3 m' }, price: 0 },
      { value: '4 m', attributes: { lunghezza: '4 m' }, price: 42000 },
      { value: '6 m', attributes: { lunghezza: '6 m' }, price: 118000 },
    ],
  },
  {
    code: 'SC-EVB',
    cfg: 'EV',
    group: 'SCARICO',
    price: 412000,
    name: L(
      'Estrattore vibrante',
      'Bin activator',
      'Austragsboden',
      'Extractor vibrante',
      'Extracteur vibrant',
    ),
    short: L(
      'Estrattore vibrante Ø 1200 per polveri che fanno ponte',
      'Ø 1200 bin activator for powders that bridge',
      'Vibrations-Austragsboden Ø 1200 für brückenbildende Pulver',
      'Extractor vibrante Ø 1200 para polvos que forman bóveda',
      'Extracteur vibrant Ø 1200 pour poudres qui voûtent',
    ),
    layer: line(300, 600, 300, 700, 16) + poly('230,690 370,690 330,740 270,740', '#8e24aa'),
    z: 5,
  },
]

const ACCESS: AccessoryDef[] = [
  {
    code: 'AC-NONE',
    cfg: 'N',
    group: 'ACCESSI',
    price: 0,
    name: L('Senza scala', 'No ladder', 'Ohne Leiter', 'Sin escalera', 'Sans échelle'),
    short: L(
      'Senza scala: accesso al tetto con mezzi propri',
      'No ladder: roof access by your own means',
      'Ohne Leiter: Dachzugang mit eigenen Mitteln',
      'Sin escalera: acceso al techo con medios propios',
      'Sans échelle : accès au toit par vos propres moyens',
    ),
    layer: '',
    z: 0,
  },
  {
    code: 'AC-SCA',
    cfg: 'S',
    group: 'ACCESSI',
    price: 86000,
    name: L('Scala alla marinara', 'Fixed ladder', 'Steigleiter', 'Escalera de gato', 'Échelle à crinoline'),
    short: L(
      'Scala alla marinara zincata, senza gabbia',
      'Galvanised fixed ladder, without cage',
      'Verzinkte Steigleiter ohne Rückenschutz',
      'Escalera de gato galvanizada, sin jaula',
      'Échelle fixe galvanisée, sans crinoline',
    ),
    layer: ladder(false, false),
    z: 40,
  },
  {
    code: 'AC-GAB',
    cfg: 'G',
    group: 'ACCESSI',
    price: 148000,
    name: L(
      'Scala con gabbia',
      'Caged ladder',
      'Leiter mit Rückenschutz',
      'Escalera con jaula',
      'Échelle avec crinoline',
    ),
    short: L(
      'Scala alla marinara con gabbia di protezione (EN ISO 14122-4)',
      'Fixed ladder with safety cage (EN ISO 14122-4)',
      'Steigleiter mit Rückenschutz (EN ISO 14122-4)',
      'Escalera de gato con jaula de protección (EN ISO 14122-4)',
      'Échelle fixe avec crinoline (EN ISO 14122-4)',
    ),
    layer: ladder(true, false),
    z: 40,
  },
  {
    code: 'AC-PAR',
    cfg: 'P',
    group: 'ACCESSI',
    price: 236000,
    name: L(
      'Scala con gabbia e parapetto',
      'Caged ladder and roof railing',
      'Leiter mit Rückenschutz und Geländer',
      'Escalera con jaula y barandilla',
      'Échelle avec crinoline et garde-corps',
    ),
    short: L(
      'Scala con gabbia e parapetto perimetrale sul tetto',
      'Caged ladder with a railing round the roof',
      'Leiter mit Rückenschutz und umlaufendem Dachgeländer',
      'Escalera con jaula y barandilla perimetral en el techo',
      'Échelle avec crinoline et garde-corps sur le toit',
    ),
    layer: ladder(true, true),
    z: 40,
  },
]

const VENTS: AccessoryDef[] = [
  {
    code: 'FI-SFI',
    cfg: 'S',
    group: 'FILTRI',
    price: 18500,
    name: L('Sfiato semplice', 'Simple vent', 'Einfache Entlüftung', 'Respiradero simple', 'Évent simple'),
    short: L(
      'Sfiato a fungo con rete antinsetto',
      'Mushroom vent with insect screen',
      'Pilzentlüftung mit Insektenschutz',
      'Respiradero de seta con malla antiinsectos',
      'Évent champignon avec grille anti-insectes',
    ),
    layer: `${line(300, 62, 300, 40, 10)}<path d="M276,42 q24,-26 48,0 z" fill="#78909c" ${STROKE}/>`,
    z: 50,
  },
  {
    code: 'FI-MAN',
    cfg: 'M',
    group: 'FILTRI',
    price: 385000,
    name: L('Filtro a maniche', 'Bag filter', 'Schlauchfilter', 'Filtro de mangas', 'Filtre à manches'),
    short: L(
      'Filtro a maniche 12 m² con pulizia ad aria compressa',
      '12 m² bag filter with compressed-air cleaning',
      'Schlauchfilter 12 m² mit Druckluftabreinigung',
      'Filtro de mangas de 12 m² con limpieza por aire comprimido',
      'Filtre à manches 12 m² à décolmatage par air comprimé',
    ),
    layer:
      rect(250, 12, 100, 62, '#4db6ac') +
      line(262, 24, 262, 64, 3) +
      line(300, 24, 300, 64, 3) +
      line(338, 24, 338, 64, 3),
    z: 50,
    soldAlone: true,
  },
  {
    code: 'FI-CAR',
    cfg: 'C',
    group: 'FILTRI',
    price: 452000,
    name: L(
      'Filtro a cartucce autopulente',
      'Self-cleaning cartridge filter',
      'Selbstreinigender Patronenfilter',
      'Filtro de cartuchos autolimpiante',
      'Filtre à cartouches autonettoyant',
    ),
    short: L(
      'Filtro a cartucce 18 m² con pulizia automatica in controcorrente',
      '18 m² cartridge filter with automatic reverse-jet cleaning',
      'Patronenfilter 18 m² mit automatischer Gegenstromabreinigung',
      'Filtro de cartuchos de 18 m² con limpieza automática a contracorriente',
      'Filtre à cartouches 18 m² à nettoyage automatique à contre-courant',
    ),
    layer:
      `<rect x="246" y="8" width="108" height="66" rx="18" fill="#26a69a" ${STROKE}/>` +
      circle(300, 40, 14, '#b2dfdb'),
    z: 50,
    soldAlone: true,
  },
]

// Optional accessories (2-character codes)

const OPTIONALS: AccessoryDef[] = [
  {
    code: 'OP-PU',
    cfg: 'PU',
    group: 'OPZIONALI',
    price: 74000,
    name: L(
      'Tubo di carico pneumatico',
      'Pneumatic filling pipe',
      'Pneumatische Befüllleitung',
      'Tubo de carga neumática',
      'Tube de remplissage pneumatique',
    ),
    short: L(
      'Tubo di carico pneumatico DN100 con attacco Storz per autocisterna',
      'DN100 pneumatic filling pipe with Storz coupling for tanker trucks',
      'Pneumatische Befüllleitung DN100 mit Storz-Kupplung für Silofahrzeuge',
      'Tubo de carga neumática DN100 con racor Storz para cisterna',
      'Tube de remplissage pneumatique DN100 avec raccord Storz pour camion-citerne',
    ),
    layer: line(150, 760, 150, 130, 10) + line(150, 130, 230, 96, 10) + rect(136, 700, 28, 30, '#fdd835'),
    z: 45,
  },
  {
    code: 'OP-VP',
    cfg: 'VP',
    group: 'OPZIONALI',
    price: 56000,
    name: L(
      'Valvola di sovrappressione',
      'Pressure relief valve',
      'Über-/Unterdruckventil',
      'Válvula de sobrepresión',
      'Soupape de surpression',
    ),
    short: L(
      'Valvola di sovrappressione e depressione sul tetto',
      'Roof-mounted pressure and vacuum relief valve',
      'Über- und Unterdruckventil auf dem Dach',
      'Válvula de sobrepresión y depresión en el techo',
      'Soupape de surpression et de dépression sur le toit',
    ),
    layer: line(370, 94, 370, 64, 8) + rect(354, 44, 32, 22, '#e53935'),
    z: 55,
  },
  {
    code: 'OP-PD',
    cfg: 'PD',
    group: 'OPZIONALI',
    price: 61000,
    name: L(
      "Passo d'uomo laterale",
      'Side manhole',
      'Seitliches Mannloch',
      'Boca de hombre lateral',
      "Trou d'homme latéral",
    ),
    short: L(
      "Passo d'uomo laterale DN600 con chiusura a volantino",
      'DN600 side manhole with handwheel closure',
      'Seitliches Mannloch DN600 mit Handradverschluss',
      'Boca de hombre lateral DN600 con cierre de volante',
      "Trou d'homme latéral DN600 à fermeture par volant",
    ),
    layer: circle(230, 420, 30, '#90a4ae') + circle(230, 420, 18, '#cfd8dc'),
    z: 35,
  },
  {
    code: 'OP-MF',
    cfg: 'MF',
    group: 'OPZIONALI',
    price: 128000,
    name: L(
      'Kit fluidificazione',
      'Aeration kit',
      'Auflockerungsset',
      'Kit de fluidificación',
      'Kit de fluidisation',
    ),
    short: L(
      'Sei aeratori sul cono per polveri che fanno ponte',
      'Six aeration pads on the cone for powders that bridge',
      'Sechs Belüftungsdüsen am Konus für brückenbildende Pulver',
      'Seis aireadores en el cono para polvos que forman bóveda',
      'Six aérateurs sur le cône pour les poudres qui voûtent',
    ),
    layer:
      circle(225, 520, 8, '#29b6f6') +
      circle(375, 520, 8, '#29b6f6') +
      circle(250, 560, 8, '#29b6f6') +
      circle(350, 560, 8, '#29b6f6'),
    z: 60,
  },
  {
    code: 'OP-VB',
    cfg: 'VB',
    group: 'OPZIONALI',
    price: 49000,
    name: L('Vibratore sul cono', 'Cone vibrator', 'Konusrüttler', 'Vibrador en el cono', 'Vibreur sur cône'),
    short: L(
      'Vibratore elettrico 0,3 kW sul cono, con staffa',
      '0.3 kW electric vibrator on the cone, with bracket',
      'Elektrischer Rüttler 0,3 kW am Konus, mit Halterung',
      'Vibrador eléctrico de 0,3 kW en el cono, con soporte',
      'Vibreur électrique 0,3 kW sur le cône, avec support',
    ),
    layer: rect(352, 540, 40, 30, '#5e35b1'),
    z: 60,
  },
  {
    code: 'OP-CP',
    cfg: 'CP',
    group: 'OPZIONALI',
    price: 415000,
    name: L('Celle di carico', 'Load cells', 'Wägezellen', 'Células de carga', 'Cellules de pesage'),
    short: L(
      'Celle di carico sotto le gambe con indicatore di peso',
      'Load cells under the legs with weight indicator',
      'Wägezellen unter den Stützen mit Gewichtsanzeige',
      'Células de carga bajo las patas con indicador de peso',
      'Cellules de pesage sous les pieds avec indicateur de poids',
    ),
    layer:
      rect(174, 748, 32, 22, '#43a047') + rect(394, 748, 32, 22, '#43a047') + tag(300, 745, 'kg', '#a5d6a7'),
    z: 65,
    template: {
      need_datasheet: true,
      allow_custom: false,
      open_choice: 'required',
      attributes: [
        {
          key: 'celle',
          label: L(
            'Numero di celle',
            'Number of cells',
            'Anzahl Zellen',
            'Número de células',
            'Nombre de cellules',
          ),
          values: ['3', '4'],
        },
        {
          key: 'portata',
          label: L(
            'Portata per cella',
            'Capacity per cell',
            'Nennlast je Zelle',
            'Capacidad por célula',
            'Portée par cellule',
          ),
          values: ['10 t', '20 t'],
        },
      ],
    },
    variations: [
      {
        value: '3 × 10 t',
        attributes: { celle: '3', portata: '10 t' },
        price: 0,
        datasheet: 'celle-3x10t.pdf',
      },
      {
        value: '3 × 20 t',
        attributes: { celle: '3', portata: '20 t' },
        price: 38000,
        datasheet: 'celle-3x20t.pdf',
      },
      {
        value: '4 × 10 t',
        attributes: { celle: '4', portata: '10 t' },
        price: 96000,
        datasheet: 'celle-4x10t.pdf',
      },
      {
        value: '4 × 20 t',
        attributes: { celle: '4', portata: '20 t' },
        price: 142000,
        datasheet: 'celle-4x20t.pdf',
      },
    ],
  },
  {
    code: 'OP-LM',
    cfg: 'LM',
    group: 'LIVELLO',
    price: 23500,
    name: L(
      'Indicatori di livello a membrana',
      'Diaphragm level switches',
      'Membran-Füllstandsmelder',
      'Indicadores de nivel de membrana',
      'Détecteurs de niveau à membrane',
    ),
    short: L(
      'Due indicatori di livello a membrana, minimo e massimo',
      'Two diaphragm level switches, minimum and maximum',
      'Zwei Membran-Füllstandsmelder, Minimum und Maximum',
      'Dos indicadores de nivel de membrana, mínimo y máximo',
      'Deux détecteurs de niveau à membrane, minimum et maximum',
    ),
    layer: rect(412, 150, 20, 20, '#fb8c00') + rect(412, 440, 20, 20, '#fb8c00'),
    z: 36,
  },
  {
    code: 'OP-LR',
    cfg: 'LR',
    group: 'LIVELLO',
    price: 168000,
    name: L(
      'Misuratore di livello radar',
      'Radar level transmitter',
      'Radar-Füllstandsmessung',
      'Medidor de nivel por radar',
      'Mesure de niveau radar',
    ),
    short: L(
      'Misuratore di livello radar 80 GHz per la misura continua',
      '80 GHz radar level transmitter for continuous measurement',
      '80-GHz-Radar für die kontinuierliche Füllstandsmessung',
      'Medidor de nivel por radar de 80 GHz para medición continua',
      'Transmetteur de niveau radar 80 GHz pour la mesure continue',
    ),
    layer: `${line(240, 92, 240, 60, 8)}<path d="M224,62 l16,-26 l16,26 z" fill="#1e88e5" ${STROKE}/>`,
    z: 55,
    soldAlone: true,
    template: {
      need_datasheet: true,
      allow_custom: false,
      open_choice: 'required',
      attributes: [
        {
          key: 'uscita',
          label: L('Uscita', 'Output', 'Ausgang', 'Salida', 'Sortie'),
          values: ['4-20 mA HART', 'Modbus RTU', 'IO-Link'],
        },
      ],
    },
    variations: [
      {
        value: '4-20 mA HART',
        attributes: { uscita: '4-20 mA HART' },
        price: 0,
        datasheet: 'radar-hart.pdf',
      },
      {
        value: 'Modbus RTU',
        attributes: { uscita: 'Modbus RTU' },
        price: 12000,
        datasheet: 'radar-modbus.pdf',
      },
      { value: 'IO-Link', attributes: { uscita: 'IO-Link' }, price: 9000, datasheet: 'radar-iolink.pdf' },
    ],
  },
  {
    code: 'OP-AT',
    cfg: 'AT',
    group: 'OPZIONALI',
    price: 198000,
    name: L('Kit ATEX', 'ATEX kit', 'ATEX-Paket', 'Kit ATEX', 'Kit ATEX'),
    short: L(
      'Kit ATEX per polveri combustibili: messa a terra, pannello di sfogo e documentazione',
      'ATEX kit for combustible dusts: earthing, vent panel and documents',
      'ATEX-Paket für brennbare Stäube: Erdung, Entlastungsfläche und Dokumentation',
      'Kit ATEX para polvos combustibles: puesta a tierra, panel de venteo y documentación',
      'Kit ATEX pour poussières combustibles : mise à la terre, évent et documentation',
    ),
    layer:
      `<polygon points="300,146 330,163 330,197 300,214 270,197 270,163" fill="#fdd835" ${STROKE}/>` +
      '<text x="300" y="188" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="bold" text-anchor="middle" fill="#263238">Ex</text>',
    z: 70,
    template: {
      need_datasheet: true,
      allow_custom: false,
      open_choice: 'quotation',
      attributes: [
        {
          key: 'zona',
          label: L('Zona ATEX', 'ATEX zone', 'ATEX-Zone', 'Zona ATEX', 'Zone ATEX'),
          values: ['20', '21', '22'],
        },
      ],
    },
    variations: [
      { value: 'Zona 20', attributes: { zona: '20' }, price: 124000, datasheet: 'atex-zona20.pdf' },
      { value: 'Zona 21', attributes: { zona: '21' }, price: 54000, datasheet: 'atex-zona21.pdf' },
      { value: 'Zona 22', attributes: { zona: '22' }, price: 0, datasheet: 'atex-zona22.pdf' },
    ],
  },
  {
    code: 'OP-RL',
    cfg: 'RL',
    group: 'OPZIONALI',
    price: 95000,
    name: L('Verniciatura RAL', 'RAL paint finish', 'RAL-Lackierung', 'Pintura RAL', 'Peinture RAL'),
    short: L(
      'Verniciatura esterna a polveri nel colore RAL scelto',
      'External powder coating in the RAL colour of your choice',
      'Außenpulverbeschichtung im gewünschten RAL-Farbton',
      'Pintura exterior en polvo en el color RAL elegido',
      'Thermolaquage extérieur dans la teinte RAL de votre choix',
    ),
    layer: '<rect x="182" y="122" width="236" height="356" fill="#c62828" fill-opacity="0.22"/>',
    z: 15,
    template: {
      need_datasheet: false,
      allow_custom: true,
      open_choice: 'quotation',
      attributes: [
        {
          key: 'ral',
          label: L('Colore RAL', 'RAL colour', 'RAL-Farbton', 'Color RAL', 'Teinte RAL'),
          values: ['RAL 9010', 'RAL 7035', 'RAL 6011', 'RAL 5010'],
        },
      ],
    },
    variations: [
      { value: 'RAL 9010', attributes: { ral: 'RAL 9010' }, price: 0 },
      { value: 'RAL 7035', attributes: { ral: 'RAL 7035' }, price: 0 },
      { value: 'RAL 6011', attributes: { ral: 'RAL 6011' }, price: 8500 },
      { value: 'RAL 5010', attributes: { ral: 'RAL 5010' }, price: 8500 },
    ],
  },
  {
    code: 'OP-PT',
    cfg: 'PT',
    group: 'ACCESSI',
    price: 132000,
    name: L(
      'Parapetto sul tetto',
      'Roof railing',
      'Dachgeländer',
      'Barandilla en el techo',
      'Garde-corps de toit',
    ),
    short: L(
      'Parapetto perimetrale sul tetto con fermapiede',
      'Railing round the roof with toe board',
      'Umlaufendes Dachgeländer mit Fußleiste',
      'Barandilla perimetral en el techo con rodapié',
      'Garde-corps périphérique de toit avec plinthe',
    ),
    layer:
      line(170, 80, 430, 80, 4) +
      line(170, 80, 170, 120, 3) +
      line(300, 40, 300, 62, 3) +
      line(430, 80, 430, 120, 3),
    z: 52,
  },
  // Liquids
  {
    code: 'OP-AG',
    cfg: 'AG',
    group: 'OPZIONALI',
    price: 356000,
    name: L('Agitatore', 'Agitator', 'Rührwerk', 'Agitador', 'Agitateur'),
    short: L(
      'Agitatore verticale con motoriduttore e girante in inox',
      'Vertical agitator with gear motor and stainless impeller',
      'Vertikales Rührwerk mit Getriebemotor und Edelstahl-Rührorgan',
      'Agitador vertical con motorreductor y rodete de acero inoxidable',
      'Agitateur vertical avec motoréducteur et mobile inox',
    ),
    layer: rect(276, 120, 48, 56, '#1e88e5') + line(300, 176, 300, 520, 5) + line(262, 520, 338, 520, 8),
    z: 60,
    template: {
      need_datasheet: true,
      allow_custom: false,
      open_choice: 'required',
      attributes: [
        {
          key: 'potenza',
          label: L('Potenza', 'Power', 'Leistung', 'Potencia', 'Puissance'),
          values: ['0,37 kW', '0,75 kW', '1,5 kW'],
        },
      ],
    },
    variations: [
      { value: '0,37 kW', attributes: { potenza: '0,37 kW' }, price: 0, datasheet: 'agitatore-037.pdf' },
      { value: '0,75 kW', attributes: { potenza: '0,75 kW' }, price: 46000, datasheet: 'agitatore-075.pdf' },
      { value: '1,5 kW', attributes: { potenza: '1,5 kW' }, price: 98000, datasheet: 'agitatore-150.pdf' },
    ],
  },
  {
    code: 'OP-IS',
    cfg: 'IS',
    group: 'OPZIONALI',
    price: 284000,
    name: L('Coibentazione', 'Insulation', 'Isolierung', 'Aislamiento', 'Isolation'),
    short: L(
      'Coibentazione in lana di roccia con rivestimento in inox',
      'Rock wool insulation with stainless cladding',
      'Steinwolle-Isolierung mit Edelstahlverkleidung',
      'Aislamiento de lana de roca con revestimiento de acero inoxidable',
      'Isolation en laine de roche avec habillage inox',
    ),
    layer:
      '<rect x="188" y="188" width="224" height="424" fill="none" stroke="#8d6e63" stroke-width="10" stroke-dasharray="18 8"/>',
    z: 25,
    template: {
      need_datasheet: false,
      allow_custom: false,
      open_choice: 'required',
      attributes: [
        {
          key: 'spessore',
          label: L('Spessore', 'Thickness', 'Dicke', 'Espesor', 'Épaisseur'),
          values: ['50 mm', '100 mm'],
        },
      ],
    },
    variations: [
      { value: '50 mm', attributes: { spessore: '50 mm' }, price: 0 },
      { value: '100 mm', attributes: { spessore: '100 mm' }, price: 76000 },
    ],
  },
  {
    code: 'OP-RC',
    cfg: 'RC',
    group: 'OPZIONALI',
    price: 142000,
    name: L(
      'Resistenza di riscaldamento',
      'Immersion heater',
      'Heizstab',
      'Resistencia calefactora',
      'Résistance chauffante',
    ),
    short: L(
      'Resistenza elettrica a immersione 6 kW con termostato',
      '6 kW electric immersion heater with thermostat',
      'Elektrischer Einschraubheizkörper 6 kW mit Thermostat',
      'Resistencia eléctrica de inmersión de 6 kW con termostato',
      'Thermoplongeur électrique 6 kW avec thermostat',
    ),
    layer:
      `<path d="M210,540 h160 v-16 h-160 v-16 h160" fill="none" stroke="#e53935" stroke-width="5"/>` +
      rect(160, 516, 40, 40, '#e53935'),
    z: 62,
  },
  {
    code: 'OP-LV',
    cfg: 'LV',
    group: 'LIVELLO',
    price: 31000,
    name: L(
      'Indicatore di livello visivo',
      'Sight level gauge',
      'Schauglas-Füllstandsanzeige',
      'Indicador de nivel visual',
      'Indicateur de niveau visuel',
    ),
    short: L(
      'Indicatore di livello a tubo trasparente con valvole di intercettazione',
      'Transparent tube level gauge with shut-off valves',
      'Füllstandsanzeige mit Schauglasrohr und Absperrventilen',
      'Indicador de nivel de tubo transparente con válvulas de cierre',
      'Indicateur de niveau à tube transparent avec vannes d’arrêt',
    ),
    layer:
      `<rect x="412" y="230" width="14" height="340" fill="#b3e5fc" ${thin}/>` +
      rect(408, 222, 22, 12, '#546e7a') +
      rect(408, 566, 22, 12, '#546e7a'),
    z: 36,
  },
  {
    code: 'OP-CL',
    cfg: 'CL',
    group: 'OPZIONALI',
    price: 52000,
    name: L(
      'Sfera di lavaggio CIP',
      'CIP spray ball',
      'CIP-Sprühkugel',
      'Bola de lavado CIP',
      'Boule de lavage NEP',
    ),
    short: L(
      'Sfera di lavaggio CIP rotante in inox con tubazione',
      'Rotating stainless CIP spray ball with piping',
      'Rotierende CIP-Sprühkugel aus Edelstahl mit Leitung',
      'Bola de lavado CIP giratoria de acero inoxidable con tubería',
      'Boule de lavage NEP rotative en inox avec tuyauterie',
    ),
    layer: line(340, 150, 340, 250, 5) + circle(340, 256, 12, '#90caf9'),
    z: 58,
  },
  {
    code: 'OP-VC',
    cfg: 'VC',
    group: 'ATTACCHI',
    price: 27500,
    name: L(
      'Valvola di campionamento',
      'Sampling valve',
      'Probenahmeventil',
      'Válvula de muestreo',
      "Vanne d'échantillonnage",
    ),
    short: L(
      'Valvola di campionamento asettica in inox',
      'Aseptic stainless sampling valve',
      'Aseptisches Probenahmeventil aus Edelstahl',
      'Válvula de muestreo aséptica de acero inoxidable',
      "Vanne d'échantillonnage aseptique en inox",
    ),
    layer: line(200, 500, 170, 500, 6) + rect(150, 490, 22, 20, '#00897b'),
    z: 37,
  },
  {
    code: 'OP-CM',
    cfg: 'CM',
    group: 'OPZIONALI',
    price: 318000,
    name: L(
      'Camicia di refrigerazione',
      'Cooling jacket',
      'Kühlmantel',
      'Camisa de refrigeración',
      'Double enveloppe de refroidissement',
    ),
    short: L(
      'Camicia di refrigerazione a piastre sulla parete cilindrica',
      'Dimple-plate cooling jacket on the shell',
      'Kühlmantel aus Pillowplates am Zylindermantel',
      'Camisa de refrigeración de placas en la virola',
      'Double enveloppe de refroidissement à plaques sur la virole',
    ),
    layer: `<rect x="204" y="340" width="192" height="110" fill="#4fc3f7" fill-opacity="0.35" ${thin}/>`,
    z: 24,
  },
  {
    code: 'OP-LD',
    cfg: 'LD',
    group: 'LIVELLO',
    price: 89000,
    name: L(
      'Rilevatore di perdite',
      'Leak detector',
      'Leckanzeiger',
      'Detector de fugas',
      'Détecteur de fuites',
    ),
    short: L(
      "Rilevatore di perdite nell'intercapedine con allarme",
      'Interstitial leak detector with alarm',
      'Leckanzeiger für den Zwischenraum mit Alarm',
      'Detector de fugas en la cámara intersticial con alarma',
      "Détecteur de fuites dans l'espace interstitiel avec alarme",
    ),
    layer: rect(400, 280, 44, 50, '#d32f2f') + line(422, 330, 422, 350, 4),
    z: 64,
  },
  {
    code: 'OP-PS',
    cfg: 'PS',
    group: 'ACCESSI',
    price: 112000,
    name: L(
      "Pozzetto d'ispezione",
      'Inspection chamber',
      'Domschacht',
      'Arqueta de inspección',
      'Trou de visite',
    ),
    short: L(
      "Pozzetto d'ispezione con chiusino carrabile",
      'Inspection chamber with traffic-grade cover',
      'Domschacht mit befahrbarer Abdeckung',
      'Arqueta de inspección con tapa transitable',
      'Trou de visite avec tampon carrossable',
    ),
    layer: rect(270, 290, 60, 44, '#78909c') + line(262, 290, 338, 290, 6),
    z: 34,
  },
  {
    code: 'OP-KT',
    cfg: 'KT',
    group: 'ATTACCHI',
    price: 18900,
    name: L(
      'Kit collegamento in batteria',
      'Tank linking kit',
      'Batterieverbindungs-Set',
      'Kit de conexión en batería',
      'Kit de liaison en batterie',
    ),
    short: L(
      'Kit di collegamento tra serbatoi con tubo e valvola a sfera',
      'Kit to link tanks together, with hose and ball valve',
      'Set zur Verbindung mehrerer Tanks mit Schlauch und Kugelhahn',
      'Kit de conexión entre depósitos con tubo y válvula de bola',
      'Kit de liaison entre cuves avec tuyau et vanne à boisseau',
    ),
    layer: line(400, 560, 470, 560, 8) + circle(440, 560, 9, '#00897b'),
    z: 38,
  },
]

// Vertical tanks (LV): bottom, roof, support, connections (var_len), manhole

const LQ_FILL = '#e3e9ed'
const TANK_ACCESSORIES: AccessoryDef[] = [
  {
    code: 'LQ-FO-P',
    cfg: 'P',
    group: 'STRUTTURA',
    price: 0,
    name: L(
      'Fondo piano inclinato',
      'Sloped flat bottom',
      'Flachboden mit Gefälle',
      'Fondo plano inclinado',
      'Fond plat incliné',
    ),
    short: L(
      'Fondo piano con pendenza 3% verso lo scarico',
      'Flat bottom sloping 3% to the outlet',
      'Flachboden mit 3 % Gefälle zum Auslauf',
      'Fondo plano con pendiente del 3% hacia la salida',
      'Fond plat avec pente de 3 % vers la vidange',
    ),
    layer: poly('200,600 400,600 400,612 200,624', LQ_FILL),
    z: 20,
  },
  {
    code: 'LQ-FO-C',
    cfg: 'C',
    group: 'STRUTTURA',
    price: 186000,
    name: L('Fondo conico', 'Conical bottom', 'Konusboden', 'Fondo cónico', 'Fond conique'),
    short: L(
      'Fondo conico a 30° per lo svuotamento totale',
      '30° conical bottom for complete draining',
      'Konusboden 30° für restlose Entleerung',
      'Fondo cónico de 30° para el vaciado total',
      'Fond conique à 30° pour une vidange totale',
    ),
    layer: poly('200,600 400,600 310,668 290,668', LQ_FILL),
    z: 20,
  },
  {
    code: 'LQ-FO-B',
    cfg: 'B',
    group: 'STRUTTURA',
    price: 124000,
    name: L('Fondo bombato', 'Dished bottom', 'Klöpperboden', 'Fondo bombeado', 'Fond bombé'),
    short: L(
      'Fondo bombato tipo Klöpper',
      'Torispherical (Klöpper) dished bottom',
      'Klöpperboden (torisphärisch)',
      'Fondo bombeado tipo Klöpper',
      'Fond bombé type Klöpper',
    ),
    layer: `<path d="M200,600 q100,70 200,0 z" fill="${LQ_FILL}" ${STROKE}/>`,
    z: 20,
  },
  {
    code: 'LQ-TE-P',
    cfg: 'P',
    group: 'STRUTTURA',
    price: 0,
    name: L('Tetto piano', 'Flat roof', 'Flachdach', 'Techo plano', 'Toit plat'),
    short: L(
      'Tetto piano con bordo di rinforzo',
      'Flat roof with stiffening rim',
      'Flachdach mit Versteifungsrand',
      'Techo plano con borde de refuerzo',
      'Toit plat avec bord de renfort',
    ),
    layer: rect(196, 188, 208, 14, LQ_FILL),
    z: 20,
  },
  {
    code: 'LQ-TE-C',
    cfg: 'C',
    group: 'STRUTTURA',
    price: 58000,
    name: L('Tetto conico', 'Conical roof', 'Kegeldach', 'Techo cónico', 'Toit conique'),
    short: L(
      'Tetto conico a 15°',
      '15° conical roof',
      'Kegeldach 15°',
      'Techo cónico de 15°',
      'Toit conique à 15°',
    ),
    layer: poly('200,200 300,160 400,200', LQ_FILL),
    z: 20,
  },
  {
    code: 'LQ-TE-B',
    cfg: 'B',
    group: 'STRUTTURA',
    price: 96000,
    name: L('Tetto bombato', 'Dished roof', 'Klöpperdach', 'Techo bombeado', 'Toit bombé'),
    short: L(
      'Tetto bombato tipo Klöpper',
      'Torispherical (Klöpper) dished roof',
      'Klöpperdach (torisphärisch)',
      'Techo bombeado tipo Klöpper',
      'Toit bombé type Klöpper',
    ),
    layer: `<path d="M200,200 q100,-70 200,0 z" fill="${LQ_FILL}" ${STROKE}/>`,
    z: 20,
  },
  {
    code: 'LQ-SU-G',
    cfg: 'G',
    group: 'SUPPORTI',
    price: 72000,
    name: L('Gambe', 'Legs', 'Standfüße', 'Patas', 'Pieds'),
    short: L(
      'Quattro gambe in inox con piedi regolabili',
      'Four stainless legs with adjustable feet',
      'Vier Edelstahlfüße, höhenverstellbar',
      'Cuatro patas de acero inoxidable con pies regulables',
      'Quatre pieds inox réglables',
    ),
    layer: line(212, 590, 212, 770, 10) + line(388, 590, 388, 770, 10),
    z: 10,
  },
  {
    code: 'LQ-SU-S',
    cfg: 'S',
    group: 'SUPPORTI',
    price: 88000,
    name: L('Gonna di appoggio', 'Support skirt', 'Standzarge', 'Faldón de apoyo', "Jupe d'appui"),
    short: L(
      'Gonna cilindrica di appoggio con apertura per lo scarico',
      'Cylindrical skirt with an opening for the outlet',
      'Zylindrische Standzarge mit Öffnung für den Auslauf',
      'Faldón cilíndrico con abertura para la salida',
      'Jupe cylindrique avec ouverture pour la vidange',
    ),
    layer: rect(200, 600, 200, 170, LQ_FILL) + rect(270, 680, 60, 90, '#90a4ae'),
    z: 30,
  },
  {
    code: 'LQ-SU-B',
    cfg: 'B',
    group: 'SUPPORTI',
    price: 0,
    name: L('Appoggio a terra', 'Ground standing', 'Bodenaufstellung', 'Apoyo en el suelo', 'Pose au sol'),
    short: L(
      'Appoggio diretto su basamento in calcestruzzo',
      'Stands directly on a concrete base',
      'Direkt auf einem Betonfundament',
      'Apoyo directo sobre base de hormigón',
      'Pose directe sur dalle béton',
    ),
    layer: rect(170, 740, 260, 30, '#bdbdbd'),
    z: 8,
  },
  {
    code: 'LQ-AT-T',
    cfg: 'T',
    group: 'ATTACCHI',
    price: 14500,
    name: L(
      'Attacchi tri-clamp',
      'Tri-clamp connections',
      'Tri-Clamp-Anschlüsse',
      'Conexiones tri-clamp',
      'Raccords tri-clamp',
    ),
    short: L(
      'Attacchi tri-clamp DN50 per uso alimentare',
      'DN50 tri-clamp connections for food use',
      'Tri-Clamp-Anschlüsse DN50 für Lebensmittel',
      'Conexiones tri-clamp DN50 para uso alimentario',
      'Raccords tri-clamp DN50 pour usage alimentaire',
    ),
    layer: line(400, 560, 440, 560, 8) + rect(436, 550, 10, 20, '#546e7a'),
    z: 37,
  },
  {
    code: 'LQ-AT-F5',
    cfg: 'F5',
    group: 'ATTACCHI',
    price: 19000,
    name: L('Flange DN50', 'DN50 flanges', 'Flansche DN50', 'Bridas DN50', 'Brides DN50'),
    short: L(
      'Attacchi flangiati DN50 PN16',
      'DN50 PN16 flanged connections',
      'Flanschanschlüsse DN50 PN16',
      'Conexiones embridadas DN50 PN16',
      'Raccords à brides DN50 PN16',
    ),
    layer: line(400, 560, 440, 560, 10) + rect(436, 544, 12, 32, '#546e7a'),
    z: 37,
  },
  {
    code: 'LQ-AT-F8',
    cfg: 'F8',
    group: 'ATTACCHI',
    price: 26000,
    name: L('Flange DN80', 'DN80 flanges', 'Flansche DN80', 'Bridas DN80', 'Brides DN80'),
    short: L(
      'Attacchi flangiati DN80 PN16',
      'DN80 PN16 flanged connections',
      'Flanschanschlüsse DN80 PN16',
      'Conexiones embridadas DN80 PN16',
      'Raccords à brides DN80 PN16',
    ),
    layer: line(400, 560, 444, 560, 14) + rect(440, 540, 14, 40, '#546e7a'),
    z: 37,
  },
  {
    code: 'LQ-AT-F10',
    cfg: 'F10',
    group: 'ATTACCHI',
    price: 34000,
    name: L('Flange DN100', 'DN100 flanges', 'Flansche DN100', 'Bridas DN100', 'Brides DN100'),
    short: L(
      'Attacchi flangiati DN100 PN16',
      'DN100 PN16 flanged connections',
      'Flanschanschlüsse DN100 PN16',
      'Conexiones embridadas DN100 PN16',
      'Raccords à brides DN100 PN16',
    ),
    layer: line(400, 560, 448, 560, 18) + rect(444, 536, 16, 48, '#546e7a'),
    z: 37,
  },
  {
    code: 'LQ-PU-T',
    cfg: 'T',
    group: 'ACCESSI',
    price: 46000,
    name: L(
      "Passo d'uomo superiore",
      'Top manhole',
      'Domdeckel oben',
      'Boca de hombre superior',
      "Trou d'homme supérieur",
    ),
    short: L(
      "Passo d'uomo superiore DN400 a tenuta",
      'Sealed DN400 top manhole',
      'Dichter Domdeckel DN400 oben',
      'Boca de hombre superior DN400 estanca',
      "Trou d'homme supérieur DN400 étanche",
    ),
    layer: rect(240, 150, 50, 24, '#78909c'),
    z: 56,
  },
  {
    code: 'LQ-PU-L',
    cfg: 'L',
    group: 'ACCESSI',
    price: 78000,
    name: L(
      "Passo d'uomo laterale",
      'Side manhole',
      'Seitliches Mannloch',
      'Boca de hombre lateral',
      "Trou d'homme latéral",
    ),
    short: L(
      "Passo d'uomo laterale ovale 320 × 420",
      'Oval 320 × 420 side manhole',
      'Ovales Mannloch seitlich 320 × 420',
      'Boca de hombre lateral oval 320 × 420',
      "Trou d'homme latéral ovale 320 × 420",
    ),
    layer: `<ellipse cx="250" cy="520" rx="26" ry="36" fill="#90a4ae" ${STROKE}/>`,
    z: 35,
  },
  {
    code: 'LQ-PU-D',
    cfg: 'D',
    group: 'ACCESSI',
    price: 118000,
    name: L(
      "Passo d'uomo superiore e laterale",
      'Top and side manholes',
      'Domdeckel oben und seitlich',
      'Bocas de hombre superior y lateral',
      "Trous d'homme supérieur et latéral",
    ),
    short: L(
      "Passo d'uomo superiore DN400 e laterale ovale",
      'DN400 top manhole and oval side manhole',
      'Domdeckel DN400 oben und ovales Mannloch seitlich',
      'Boca de hombre superior DN400 y lateral oval',
      "Trou d'homme supérieur DN400 et latéral ovale",
    ),
    layer:
      rect(240, 150, 50, 24, '#78909c') +
      `<ellipse cx="250" cy="520" rx="26" ry="36" fill="#90a4ae" ${STROKE}/>`,
    z: 35,
  },
]

// Horizontal steel tank (LO30): wall, coating, installation

const LO_ACCESSORIES: AccessoryDef[] = [
  {
    code: 'LO-PA-S',
    cfg: 'S',
    group: 'STRUTTURA',
    price: 0,
    name: L('Parete singola', 'Single wall', 'Einwandig', 'Pared simple', 'Simple paroi'),
    short: L(
      'Parete singola in acciaio S235JR, spessore 5 mm',
      'Single wall in S235JR steel, 5 mm thick',
      'Einwandig aus Stahl S235JR, 5 mm',
      'Pared simple de acero S235JR, 5 mm de espesor',
      'Simple paroi en acier S235JR, 5 mm',
    ),
    layer: '',
    z: 0,
  },
  {
    code: 'LO-PA-D',
    cfg: 'D',
    group: 'STRUTTURA',
    price: 412000,
    name: L('Doppia parete', 'Double wall', 'Doppelwandig', 'Doble pared', 'Double paroi'),
    short: L(
      'Doppia parete con intercapedine (EN 12285-1)',
      'Double wall with interstitial space (EN 12285-1)',
      'Doppelwandig mit Überwachungsraum (EN 12285-1)',
      'Doble pared con cámara intersticial (EN 12285-1)',
      'Double paroi avec espace interstitiel (EN 12285-1)',
    ),
    layer:
      '<rect x="120" y="320" width="360" height="200" fill="none" stroke="#37474f" stroke-width="3" stroke-dasharray="10 6"/>',
    z: 22,
  },
  {
    code: 'LO-PA-M',
    cfg: 'M',
    group: 'STRUTTURA',
    price: 538000,
    name: L(
      'Doppia parete monitorata',
      'Monitored double wall',
      'Doppelwandig mit Überwachung',
      'Doble pared monitorizada',
      'Double paroi surveillée',
    ),
    short: L(
      'Doppia parete con intercapedine in depressione e manometro',
      'Double wall with vacuum-monitored interstitial space and gauge',
      'Doppelwandig mit Vakuum-Überwachungsraum und Manometer',
      'Doble pared con cámara en depresión y manómetro',
      'Double paroi avec espace interstitiel sous vide et manomètre',
    ),
    layer:
      '<rect x="120" y="320" width="360" height="200" fill="none" stroke="#37474f" stroke-width="3" stroke-dasharray="10 6"/>' +
      circle(440, 300, 14, '#fff59d'),
    z: 22,
  },
  {
    code: 'LO-RI-V',
    cfg: 'V',
    group: 'STRUTTURA',
    price: 0,
    name: L(
      'Verniciatura esterna',
      'External paint',
      'Außenlackierung',
      'Pintura exterior',
      'Peinture extérieure',
    ),
    short: L(
      'Verniciatura esterna epossivinilica grigia',
      'Grey epoxy-vinyl external paint',
      'Graue Epoxid-Vinyl-Außenlackierung',
      'Pintura exterior epoxivinílica gris',
      'Peinture extérieure époxy-vinylique grise',
    ),
    layer: '',
    z: 0,
  },
  {
    code: 'LO-RI-E',
    cfg: 'E',
    group: 'STRUTTURA',
    price: 264000,
    name: L(
      'Rivestimento epossidico interno',
      'Internal epoxy lining',
      'Epoxid-Innenbeschichtung',
      'Revestimiento epoxi interior',
      'Revêtement époxy intérieur',
    ),
    short: L(
      'Rivestimento interno epossidico per acqua potabile',
      'Internal epoxy lining for drinking water',
      'Epoxid-Innenbeschichtung für Trinkwasser',
      'Revestimiento interior epoxi para agua potable',
      'Revêtement intérieur époxy pour eau potable',
    ),
    layer: '<rect x="136" y="338" width="328" height="164" fill="#4fc3f7" fill-opacity="0.25"/>',
    z: 16,
  },
  {
    code: 'LO-RI-Z',
    cfg: 'Z',
    group: 'STRUTTURA',
    price: 176000,
    name: L(
      'Zincatura a caldo',
      'Hot-dip galvanising',
      'Feuerverzinkung',
      'Galvanizado en caliente',
      'Galvanisation à chaud',
    ),
    short: L(
      'Zincatura a caldo esterna',
      'External hot-dip galvanising',
      'Äußere Feuerverzinkung',
      'Galvanizado en caliente exterior',
      'Galvanisation à chaud extérieure',
    ),
    layer: '<rect x="136" y="338" width="328" height="164" fill="#9e9e9e" fill-opacity="0.3"/>',
    z: 16,
  },
  {
    code: 'LO-IN-F',
    cfg: 'F',
    group: 'SUPPORTI',
    price: 64000,
    name: L(
      'Fuori terra su selle',
      'Above ground on saddles',
      'Oberirdisch auf Sätteln',
      'En superficie sobre cunas',
      'Aérien sur berceaux',
    ),
    short: L(
      'Installazione fuori terra su due selle saldate',
      'Above-ground installation on two welded saddles',
      'Oberirdische Aufstellung auf zwei angeschweißten Sätteln',
      'Instalación en superficie sobre dos cunas soldadas',
      'Installation aérienne sur deux berceaux soudés',
    ),
    layer:
      poly('170,510 230,510 250,770 150,770', '#90a4ae') + poly('370,510 430,510 450,770 350,770', '#90a4ae'),
    z: 10,
  },
  {
    code: 'LO-IN-I',
    cfg: 'I',
    group: 'SUPPORTI',
    price: 98000,
    name: L('Interrato', 'Underground', 'Unterirdisch', 'Enterrado', 'Enterré'),
    short: L(
      'Versione da interro con rivestimento bituminoso',
      'Underground version with bitumen coating',
      'Erdtankausführung mit Bitumenbeschichtung',
      'Versión para enterrar con revestimiento bituminoso',
      'Version enterrée avec revêtement bitumineux',
    ),
    layer:
      '<rect x="40" y="300" width="520" height="470" fill="#8d6e63" fill-opacity="0.35"/>' +
      line(40, 300, 560, 300, 4),
    z: 5,
  },
  {
    code: 'LO-IN-B',
    cfg: 'B',
    group: 'SUPPORTI',
    price: 42000,
    name: L('Su basamento', 'On a plinth', 'Auf Sockel', 'Sobre bancada', 'Sur socle'),
    short: L(
      'Appoggio su basamento in calcestruzzo con bacino di contenimento',
      'On a concrete plinth with a containment bund',
      'Auf Betonsockel mit Auffangwanne',
      'Sobre bancada de hormigón con cubeto de retención',
      'Sur socle béton avec bac de rétention',
    ),
    layer: rect(60, 600, 480, 170, '#bdbdbd') + rect(90, 510, 420, 90, '#9e9e9e'),
    z: 5,
  },
]

// Fibreglass silo (SF12) and fabric silo (ST08)

const FABRIC: AccessoryDef[] = [
  {
    code: 'TX-PE',
    cfg: 'PE',
    group: 'STRUTTURA',
    price: 0,
    name: L(
      'Tessuto in poliestere',
      'Polyester fabric',
      'Polyestergewebe',
      'Tejido de poliéster',
      'Tissu polyester',
    ),
    short: L(
      'Tessuto in poliestere spalmato, traspirante',
      'Coated breathable polyester fabric',
      'Beschichtetes, atmungsaktives Polyestergewebe',
      'Tejido de poliéster recubierto y transpirable',
      'Tissu polyester enduit respirant',
    ),
    layer: '',
    z: 0,
  },
  {
    code: 'TX-AS',
    cfg: 'AS',
    group: 'STRUTTURA',
    price: 64000,
    name: L(
      'Tessuto antistatico',
      'Antistatic fabric',
      'Antistatisches Gewebe',
      'Tejido antiestático',
      'Tissu antistatique',
    ),
    short: L(
      'Tessuto antistatico con fili conduttivi, per polveri combustibili',
      'Antistatic fabric with conductive threads, for combustible dusts',
      'Antistatisches Gewebe mit leitfähigen Fäden, für brennbare Stäube',
      'Tejido antiestático con hilos conductores, para polvos combustibles',
      'Tissu antistatique à fils conducteurs, pour poussières combustibles',
    ),
    layer:
      '<rect x="182" y="122" width="236" height="356" fill="none" stroke="#212121" stroke-width="2" stroke-dasharray="4 12"/>',
    z: 14,
  },
  {
    code: 'TX-AL',
    cfg: 'AL',
    group: 'STRUTTURA',
    price: 82000,
    name: L(
      'Tessuto alimentare',
      'Food-grade fabric',
      'Lebensmittelechtes Gewebe',
      'Tejido alimentario',
      'Tissu alimentaire',
    ),
    short: L(
      'Tessuto certificato per il contatto con alimenti (MOCA)',
      'Fabric certified for food contact',
      'Für Lebensmittelkontakt zertifiziertes Gewebe',
      'Tejido certificado para contacto con alimentos',
      'Tissu certifié pour le contact alimentaire',
    ),
    layer: tag(380, 150, 'FOOD', '#c5e1a5'),
    z: 14,
  },
  {
    code: 'TX-TZ',
    cfg: 'Z',
    group: 'SUPPORTI',
    price: 0,
    name: L(
      'Telaio zincato',
      'Galvanised frame',
      'Verzinktes Gestell',
      'Bastidor galvanizado',
      'Châssis galvanisé',
    ),
    short: L(
      'Telaio in acciaio zincato a caldo',
      'Hot-dip galvanised steel frame',
      'Gestell aus feuerverzinktem Stahl',
      'Bastidor de acero galvanizado en caliente',
      'Châssis en acier galvanisé à chaud',
    ),
    layer: legs(8) + line(170, 120, 170, 770, 6) + line(430, 120, 430, 770, 6),
    z: 12,
  },
  {
    code: 'TX-TI',
    cfg: 'I',
    group: 'SUPPORTI',
    price: 186000,
    name: L('Telaio inox', 'Stainless frame', 'Edelstahlgestell', 'Bastidor inoxidable', 'Châssis inox'),
    short: L(
      'Telaio in acciaio inox AISI 304',
      'AISI 304 stainless steel frame',
      'Gestell aus Edelstahl AISI 304',
      'Bastidor de acero inoxidable AISI 304',
      'Châssis en acier inox AISI 304',
    ),
    layer:
      `<g stroke="#90a4ae">${line(190, 470, 190, 770, 8)}${line(410, 470, 410, 770, 8)}</g>` +
      line(170, 120, 170, 770, 6) +
      line(430, 120, 430, 770, 6),
    z: 12,
  },
  {
    code: 'TX-TV',
    cfg: 'V',
    group: 'SUPPORTI',
    price: 48000,
    name: L('Telaio verniciato', 'Painted frame', 'Lackiertes Gestell', 'Bastidor pintado', 'Châssis peint'),
    short: L(
      'Telaio in acciaio verniciato a polveri',
      'Powder-coated steel frame',
      'Pulverbeschichtetes Stahlgestell',
      'Bastidor de acero pintado en polvo',
      'Châssis en acier thermolaqué',
    ),
    layer: `${legs(8)}<g stroke="#1565c0">${line(170, 120, 170, 770, 6)}${line(430, 120, 430, 770, 6)}</g>`,
    z: 12,
  },
  {
    code: 'TX-CP',
    cfg: 'P',
    group: 'ATTACCHI',
    price: 38000,
    name: L(
      'Carico pneumatico',
      'Pneumatic filling',
      'Pneumatische Befüllung',
      'Carga neumática',
      'Remplissage pneumatique',
    ),
    short: L(
      'Bocchettone di carico pneumatico DN100',
      'DN100 pneumatic filling inlet',
      'Pneumatischer Befüllstutzen DN100',
      'Boca de carga neumática DN100',
      'Tubulure de remplissage pneumatique DN100',
    ),
    layer: line(150, 760, 150, 130, 8) + line(150, 130, 230, 96, 8),
    z: 45,
  },
  {
    code: 'TX-CM',
    cfg: 'M',
    group: 'ATTACCHI',
    price: 56000,
    name: L(
      'Carico da big bag',
      'Big-bag filling',
      'Big-Bag-Befüllung',
      'Carga desde big bag',
      'Remplissage par big bag',
    ),
    short: L(
      'Tramoggia di carico per big bag sul tetto',
      'Big-bag filling hopper on the roof',
      'Big-Bag-Aufgabetrichter auf dem Dach',
      'Tolva de carga para big bag en el techo',
      'Trémie de remplissage big bag sur le toit',
    ),
    layer: poly('250,20 350,20 320,66 280,66', '#ffb74d'),
    z: 50,
  },
  {
    code: 'TX-CC',
    cfg: 'C',
    group: 'ATTACCHI',
    price: 224000,
    name: L(
      'Carico a coclea',
      'Screw filling',
      'Schneckenbefüllung',
      'Carga por sinfín',
      'Remplissage par vis',
    ),
    short: L(
      'Coclea di carico inclinata con tramoggia a terra',
      'Inclined filling screw with ground hopper',
      'Schräge Befüllschnecke mit Bodentrichter',
      'Sinfín de carga inclinado con tolva en el suelo',
      'Vis de remplissage inclinée avec trémie au sol',
    ),
    layer: line(80, 760, 260, 80, 16) + poly('40,720 120,720 100,770 60,770', '#ffb74d'),
    z: 45,
  },
]

export const ACCESSORIES: AccessoryDef[] = [
  coneAccessory('zinc', 45, 98000),
  coneAccessory('zinc', 60, 132000),
  coneAccessory('zinc', 70, 168000),
  ...supportAccessories('zinc', [64000, 118000, 196000]),
  coneAccessory('inox', 45, 214000),
  coneAccessory('inox', 60, 276000),
  coneAccessory('inox', 70, 338000),
  ...supportAccessories('inox', [126000, 198000, 312000]),
  coneAccessory('grp', 45, 46000),
  coneAccessory('grp', 60, 58000),
  coneAccessory('grp', 65, 69000),
  ...supportAccessories('grp', [38000, 62000, 84000]),
  ...DISCHARGE,
  ...ACCESS,
  ...VENTS,
  ...OPTIONALS,
  ...TANK_ACCESSORIES,
  ...LO_ACCESSORIES,
  ...FABRIC,
]

// ---------------------------------------------------------------------------------------------------------
// Base models and their sections

export type SectionDef = {
  name: string
  label: LangTexts
  len: number
  varLen?: boolean
  /** Accessory codes in display order. */
  accessories: string[]
}

export type BaseModelDef = {
  id: number
  code: string
  cfg: string
  family: FamilyCode
  price: number
  name: LangTexts
  short: LangTexts
  description: LangTexts
  certifications: string[]
  specs: BaseModelSpecs
  body: string
  sections: SectionDef[]
  /** The default configuration's accessories (codes). */
  defaults: string[]
  /**
   * The default configuration's variations (accessory code -> variation value): every value its accessories require
   * (docs/decisions/025), so that the default can go into the cart as it is.
   */
  defaultVariations?: Record<string, string>
}

const S = {
  cono: L('Cono di scarico', 'Discharge cone', 'Auslaufkonus', 'Cono de descarga', 'Cône de vidange'),
  supporto: L('Supporto', 'Support', 'Unterbau', 'Soporte', 'Support'),
  scarico: L(
    'Dispositivo di scarico',
    'Discharge device',
    'Austragsorgan',
    'Dispositivo de descarga',
    'Dispositif de vidange',
  ),
  accesso: L(
    'Scala e accesso',
    'Ladder and access',
    'Leiter und Zugang',
    'Escalera y acceso',
    'Échelle et accès',
  ),
  sfiato: L(
    'Filtro / sfiato',
    'Filter / vent',
    'Filter / Entlüftung',
    'Filtro / respiradero',
    'Filtre / évent',
  ),
  opt: L('Opzionali', 'Options', 'Optionen', 'Opcionales', 'Options'),
  fondo: L('Fondo', 'Bottom', 'Boden', 'Fondo', 'Fond'),
  tetto: L('Tetto', 'Roof', 'Dach', 'Techo', 'Toit'),
  attacchi: L('Attacchi', 'Connections', 'Anschlüsse', 'Conexiones', 'Raccords'),
  passo: L("Passo d'uomo", 'Manhole', 'Mannloch', 'Boca de hombre', "Trou d'homme"),
  parete: L('Parete', 'Wall', 'Wandung', 'Pared', 'Paroi'),
  rivestimento: L('Rivestimento', 'Coating', 'Beschichtung', 'Revestimiento', 'Revêtement'),
  installazione: L('Installazione', 'Installation', 'Aufstellung', 'Instalación', 'Installation'),
  tessuto: L('Tessuto', 'Fabric', 'Gewebe', 'Tejido', 'Tissu'),
  telaio: L('Telaio', 'Frame', 'Gestell', 'Bastidor', 'Châssis'),
  carico: L('Carico', 'Filling', 'Befüllung', 'Carga', 'Remplissage'),
  colore: L('Colore', 'Colour', 'Farbe', 'Color', 'Couleur'),
  coperchio: L('Coperchio', 'Lid', 'Deckel', 'Tapa', 'Couvercle'),
  uscita: L('Uscita', 'Outlet', 'Auslauf', 'Salida', 'Sortie'),
}

const DISCHARGE_CODES = ['SC-FAR', 'SC-GHI', 'SC-COC', 'SC-EVB']
const ACCESS_CODES = ['AC-NONE', 'AC-SCA', 'AC-GAB', 'AC-PAR']
const VENT_CODES = ['FI-SFI', 'FI-MAN', 'FI-CAR']
const SOLID_OPTIONS = [
  'OP-PU',
  'OP-VP',
  'OP-PD',
  'OP-MF',
  'OP-VB',
  'OP-CP',
  'OP-LM',
  'OP-LR',
  'OP-AT',
  'OP-RL',
  'OP-PT',
]
const TANK_OPTIONS = ['OP-AG', 'OP-IS', 'OP-RC', 'OP-LV', 'OP-LR', 'OP-CL', 'OP-VC', 'OP-CM']

function metalSiloSections(p: 'SZ' | 'SI'): SectionDef[] {
  return [
    { name: 'cono', label: S.cono, len: 2, accessories: [`${p}-CO45`, `${p}-CO60`, `${p}-CO70`] },
    { name: 'supporto', label: S.supporto, len: 1, accessories: [`${p}-GA-N`, `${p}-GA-R`, `${p}-GON`] },
    { name: 'scarico', label: S.scarico, len: 2, varLen: true, accessories: DISCHARGE_CODES },
    { name: 'accesso', label: S.accesso, len: 1, accessories: ACCESS_CODES },
    { name: 'sfiato', label: S.sfiato, len: 1, accessories: VENT_CODES },
    { name: 'opt', label: S.opt, len: 2, accessories: SOLID_OPTIONS },
  ]
}

function verticalTankSections(): SectionDef[] {
  return [
    { name: 'fondo', label: S.fondo, len: 1, accessories: ['LQ-FO-P', 'LQ-FO-C', 'LQ-FO-B'] },
    { name: 'tetto', label: S.tetto, len: 1, accessories: ['LQ-TE-P', 'LQ-TE-C', 'LQ-TE-B'] },
    { name: 'supporto', label: S.supporto, len: 1, accessories: ['LQ-SU-G', 'LQ-SU-S', 'LQ-SU-B'] },
    {
      name: 'attacchi',
      label: S.attacchi,
      len: 3,
      varLen: true,
      accessories: ['LQ-AT-T', 'LQ-AT-F5', 'LQ-AT-F8', 'LQ-AT-F10'],
    },
    { name: 'passo', label: S.passo, len: 1, accessories: ['LQ-PU-T', 'LQ-PU-L', 'LQ-PU-D'] },
    { name: 'opt', label: S.opt, len: 2, accessories: TANK_OPTIONS },
  ]
}

const zincDescription = (m3: number) =>
  L(
    `Silo in lamiera d'acciaio zincata a caldo da ${m3} m³ per cereali, farine e mangimi. Pannelli imbullonati, tetto conico con anello di carico, montaggio rapido in cantiere.`,
    `${m3} m³ hot-dip galvanised steel silo for grain, flour and feed. Bolted panels, conical roof with filling ring, quick assembly on site.`,
    `Silo aus feuerverzinktem Stahlblech mit ${m3} m³ für Getreide, Mehl und Futter. Verschraubte Paneele, Kegeldach mit Befüllring, schnelle Montage vor Ort.`,
    `Silo de chapa de acero galvanizado en caliente de ${m3} m³ para cereales, harinas y piensos. Paneles atornillados, techo cónico con anillo de carga, montaje rápido en obra.`,
    `Silo en tôle d'acier galvanisé à chaud de ${m3} m³ pour céréales, farines et aliments. Panneaux boulonnés, toit conique avec anneau de remplissage, montage rapide sur site.`,
  )
const inoxDescription = (m3: number) =>
  L(
    `Silo saldato in acciaio inox AISI 304 da ${m3} m³ per farine, zucchero e polveri alimentari. Superfici interne lisce, certificato per il contatto con alimenti.`,
    `${m3} m³ welded AISI 304 stainless steel silo for flour, sugar and food powders. Smooth inner surfaces, certified for food contact.`,
    `Geschweißtes Silo aus Edelstahl AISI 304 mit ${m3} m³ für Mehl, Zucker und Lebensmittelpulver. Glatte Innenflächen, für Lebensmittelkontakt zertifiziert.`,
    `Silo soldado de acero inoxidable AISI 304 de ${m3} m³ para harinas, azúcar y polvos alimentarios. Superficies interiores lisas, certificado para contacto con alimentos.`,
    `Silo soudé en acier inox AISI 304 de ${m3} m³ pour farines, sucre et poudres alimentaires. Surfaces intérieures lisses, certifié pour le contact alimentaire.`,
  )
const tankDescription = (litres: string) =>
  L(
    `Serbatoio verticale in acciaio inox AISI 304 da ${litres} litri per vino, olio, latte e acqua. Saldature interne lucidate, certificato per uso alimentare.`,
    `${litres} litre vertical AISI 304 stainless steel tank for wine, oil, milk and water. Polished internal welds, certified for food use.`,
    `Stehender Tank aus Edelstahl AISI 304 mit ${litres} Litern für Wein, Öl, Milch und Wasser. Innen geschliffene Schweißnähte, für Lebensmittel zertifiziert.`,
    `Depósito vertical de acero inoxidable AISI 304 de ${litres} litros para vino, aceite, leche y agua. Soldaduras interiores pulidas, certificado para uso alimentario.`,
    `Cuve verticale en acier inox AISI 304 de ${litres} litres pour vin, huile, lait et eau. Soudures intérieures polies, certifiée pour usage alimentaire.`,
  )

export const BASE_MODELS: BaseModelDef[] = [
  {
    id: 1,
    code: 'SZ-30',
    cfg: 'SZ30',
    family: 'solidi',
    price: 1_450_000,
    name: L(
      'Silo zincato 30 m³',
      'Galvanised silo 30 m³',
      'Verzinktes Silo 30 m³',
      'Silo galvanizado 30 m³',
      'Silo galvanisé 30 m³',
    ),
    short: L(
      'Silo zincato imbullonato per cereali e mangimi, 30 m³',
      'Bolted galvanised silo for grain and feed, 30 m³',
      'Verschraubtes verzinktes Silo für Getreide und Futter, 30 m³',
      'Silo galvanizado atornillado para cereales y piensos, 30 m³',
      'Silo galvanisé boulonné pour céréales et aliments, 30 m³',
    ),
    description: zincDescription(30),
    certifications: ['CE', 'EN 1090-2', 'EN 1991-4'],
    specs: { capacity_l: 30_000, diameter_mm: 2_750, height_mm: 8_200, material: 'S350GD+Z600' },
    body: siloBody(FILL.zinc, 'SZ 30'),
    sections: metalSiloSections('SZ'),
    defaults: ['SZ-CO60', 'SZ-GA-R', 'SC-FAR', 'AC-GAB', 'FI-MAN', 'OP-PU', 'OP-LM'],
  },
  {
    id: 2,
    code: 'SZ-60',
    cfg: 'SZ60',
    family: 'solidi',
    price: 2_180_000,
    name: L(
      'Silo zincato 60 m³',
      'Galvanised silo 60 m³',
      'Verzinktes Silo 60 m³',
      'Silo galvanizado 60 m³',
      'Silo galvanisé 60 m³',
    ),
    short: L(
      'Silo zincato imbullonato per cereali e mangimi, 60 m³',
      'Bolted galvanised silo for grain and feed, 60 m³',
      'Verschraubtes verzinktes Silo für Getreide und Futter, 60 m³',
      'Silo galvanizado atornillado para cereales y piensos, 60 m³',
      'Silo galvanisé boulonné pour céréales et aliments, 60 m³',
    ),
    description: zincDescription(60),
    certifications: ['CE', 'EN 1090-2', 'EN 1991-4'],
    specs: { capacity_l: 60_000, diameter_mm: 3_200, height_mm: 11_600, material: 'S350GD+Z600' },
    body: siloBody(FILL.zinc, 'SZ 60'),
    sections: metalSiloSections('SZ'),
    defaults: ['SZ-CO60', 'SZ-GA-R', 'SC-COC', 'AC-PAR', 'FI-MAN', 'OP-PU', 'OP-LR'],
    defaultVariations: { 'SC-COC': '3 m', 'OP-LR': '4-20 mA HART' },
  },
  {
    id: 3,
    code: 'SI-20',
    cfg: 'SI20',
    family: 'solidi',
    price: 2_650_000,
    name: L(
      'Silo inox 20 m³',
      'Stainless silo 20 m³',
      'Edelstahlsilo 20 m³',
      'Silo inoxidable 20 m³',
      'Silo inox 20 m³',
    ),
    short: L(
      'Silo saldato in inox AISI 304 per polveri alimentari, 20 m³',
      'Welded AISI 304 stainless silo for food powders, 20 m³',
      'Geschweißtes Edelstahlsilo AISI 304 für Lebensmittelpulver, 20 m³',
      'Silo soldado de inoxidable AISI 304 para polvos alimentarios, 20 m³',
      'Silo soudé inox AISI 304 pour poudres alimentaires, 20 m³',
    ),
    description: inoxDescription(20),
    certifications: ['CE', 'MOCA', 'EN 1090-2'],
    specs: { capacity_l: 20_000, diameter_mm: 2_500, height_mm: 7_100, material: 'AISI 304' },
    body: siloBody(FILL.inox, 'SI 20'),
    sections: metalSiloSections('SI'),
    defaults: ['SI-CO60', 'SI-GA-R', 'SC-FAR', 'AC-GAB', 'FI-CAR', 'OP-PU', 'OP-MF'],
  },
  {
    id: 4,
    code: 'SI-45',
    cfg: 'SI45',
    family: 'solidi',
    price: 3_920_000,
    name: L(
      'Silo inox 45 m³',
      'Stainless silo 45 m³',
      'Edelstahlsilo 45 m³',
      'Silo inoxidable 45 m³',
      'Silo inox 45 m³',
    ),
    short: L(
      'Silo saldato in inox AISI 304 per farine e zucchero, 45 m³',
      'Welded AISI 304 stainless silo for flour and sugar, 45 m³',
      'Geschweißtes Edelstahlsilo AISI 304 für Mehl und Zucker, 45 m³',
      'Silo soldado de inoxidable AISI 304 para harinas y azúcar, 45 m³',
      'Silo soudé inox AISI 304 pour farines et sucre, 45 m³',
    ),
    description: inoxDescription(45),
    certifications: ['CE', 'MOCA', 'EN 1090-2', 'ATEX'],
    specs: { capacity_l: 45_000, diameter_mm: 3_000, height_mm: 10_400, material: 'AISI 304' },
    body: siloBody(FILL.inox, 'SI 45'),
    sections: metalSiloSections('SI'),
    defaults: ['SI-CO60', 'SI-GA-R', 'SC-EVB', 'AC-PAR', 'FI-CAR', 'OP-PU', 'OP-LR', 'OP-AT'],
    defaultVariations: { 'OP-LR': '4-20 mA HART' },
  },
  {
    id: 5,
    code: 'SF-12',
    cfg: 'SF12',
    family: 'solidi',
    price: 690_000,
    name: L(
      'Silo in vetroresina 12 m³',
      'Fibreglass silo 12 m³',
      'GFK-Silo 12 m³',
      'Silo de fibra de vidrio 12 m³',
      'Silo en fibre de verre 12 m³',
    ),
    short: L(
      'Silo in vetroresina traslucida per mangimi in allevamento, 12 m³',
      'Translucent fibreglass silo for farm feed, 12 m³',
      'Durchscheinendes GFK-Silo für Futter im Stall, 12 m³',
      'Silo de fibra de vidrio translúcida para piensos en granja, 12 m³',
      "Silo en fibre de verre translucide pour l'aliment en élevage, 12 m³",
    ),
    description: L(
      'Silo monoblocco in vetroresina traslucida: il livello del mangime si vede da terra. Non arrugginisce, ideale per allevamenti di suini, bovini e avicoli.',
      'One-piece translucent fibreglass silo: the feed level can be seen from the ground. Rust-free, made for pig, cattle and poultry farms.',
      'Einteiliges Silo aus durchscheinendem GFK: der Füllstand ist vom Boden aus sichtbar. Rostfrei, ideal für Schweine-, Rinder- und Geflügelbetriebe.',
      'Silo monobloque de fibra de vidrio translúcida: el nivel del pienso se ve desde el suelo. No se oxida, ideal para granjas porcinas, bovinas y avícolas.',
      "Silo monobloc en fibre de verre translucide : le niveau d'aliment se voit du sol. Inoxydable, idéal pour les élevages porcins, bovins et avicoles.",
    ),
    certifications: ['CE'],
    specs: { capacity_l: 12_000, diameter_mm: 2_100, height_mm: 6_300, material: 'PRFV' },
    body: siloBody(FILL.grp, 'SF 12'),
    sections: [
      { name: 'cono', label: S.cono, len: 2, accessories: ['SF-CO45', 'SF-CO60', 'SF-CO65'] },
      { name: 'supporto', label: S.supporto, len: 1, accessories: ['SF-GA-N', 'SF-GA-R', 'SF-GA-A'] },
      {
        name: 'scarico',
        label: S.scarico,
        len: 2,
        varLen: true,
        accessories: ['SC-FAR', 'SC-GHI', 'SC-COC'],
      },
      { name: 'accesso', label: S.accesso, len: 1, accessories: ['AC-NONE', 'AC-SCA', 'AC-GAB'] },
      { name: 'opt', label: S.opt, len: 2, accessories: ['OP-PU', 'OP-VP', 'OP-LM', 'OP-VB', 'OP-CP'] },
    ],
    defaults: ['SF-CO60', 'SF-GA-N', 'SC-COC', 'AC-SCA', 'OP-LM'],
    defaultVariations: { 'SC-COC': '3 m' },
  },
  {
    id: 6,
    code: 'ST-08',
    cfg: 'ST08',
    family: 'solidi',
    price: 420_000,
    name: L(
      'Silo in tessuto 8 m³',
      'Fabric silo 8 m³',
      'Gewebesilo 8 m³',
      'Silo de tejido 8 m³',
      'Silo textile 8 m³',
    ),
    short: L(
      'Silo in tessuto su telaio per polveri e granuli, 8 m³',
      'Fabric silo on a frame for powders and granules, 8 m³',
      'Gewebesilo im Gestell für Pulver und Granulat, 8 m³',
      'Silo de tejido sobre bastidor para polvos y gránulos, 8 m³',
      'Silo textile sur châssis pour poudres et granulés, 8 m³',
    ),
    description: L(
      "Silo in tessuto tecnico su telaio d'acciaio: leggero, economico, si monta al coperto in un giorno. Per plastica in granuli, polveri chimiche e farine.",
      'Technical-fabric silo on a steel frame: light, affordable, installed indoors in a day. For plastic granules, chemical powders and flour.',
      'Silo aus technischem Gewebe im Stahlgestell: leicht, günstig, in einem Tag in der Halle aufgebaut. Für Kunststoffgranulat, chemische Pulver und Mehl.',
      'Silo de tejido técnico sobre bastidor de acero: ligero, económico, se monta a cubierto en un día. Para gránulos de plástico, polvos químicos y harinas.',
      "Silo en tissu technique sur châssis acier : léger, économique, monté à l'intérieur en une journée. Pour granulés plastiques, poudres chimiques et farines.",
    ),
    certifications: ['CE', 'ATEX'],
    specs: { capacity_l: 8_000, diameter_mm: 2_000, height_mm: 5_200, material: 'PES + S235JR' },
    // A fabric silo's cone is part of the bag.
    body:
      siloBody('#f5f5f5', 'ST 08', line(240, 120, 240, 480, 1) + line(360, 120, 360, 480, 1)) +
      cone(200, '#f5f5f5'),
    sections: [
      { name: 'tessuto', label: S.tessuto, len: 2, accessories: ['TX-PE', 'TX-AS', 'TX-AL'] },
      { name: 'telaio', label: S.telaio, len: 1, accessories: ['TX-TZ', 'TX-TI', 'TX-TV'] },
      { name: 'scarico', label: S.scarico, len: 2, varLen: true, accessories: DISCHARGE_CODES },
      { name: 'carico', label: S.carico, len: 1, accessories: ['TX-CP', 'TX-CM', 'TX-CC'] },
      { name: 'opt', label: S.opt, len: 2, accessories: ['OP-VB', 'OP-LM', 'OP-AT', 'OP-LR'] },
    ],
    defaults: ['TX-PE', 'TX-TZ', 'SC-GHI', 'TX-CP', 'OP-LM'],
  },
  {
    id: 7,
    code: 'LV-10',
    cfg: 'LV10',
    family: 'liquidi',
    price: 1_180_000,
    name: L(
      'Serbatoio inox 10.000 l',
      'Stainless tank 10,000 l',
      'Edelstahltank 10.000 l',
      'Depósito inoxidable 10.000 l',
      'Cuve inox 10 000 l',
    ),
    short: L(
      'Serbatoio verticale inox per vino, olio e latte, 10.000 litri',
      'Vertical stainless tank for wine, oil and milk, 10,000 litres',
      'Stehender Edelstahltank für Wein, Öl und Milch, 10.000 Liter',
      'Depósito vertical inoxidable para vino, aceite y leche, 10.000 litros',
      'Cuve verticale inox pour vin, huile et lait, 10 000 litres',
    ),
    description: tankDescription('10.000'),
    certifications: ['CE', 'MOCA'],
    specs: { capacity_l: 10_000, diameter_mm: 2_000, height_mm: 3_900, material: 'AISI 304' },
    body: tankBody(LQ_FILL, 'LV 10'),
    sections: verticalTankSections(),
    defaults: ['LQ-FO-C', 'LQ-TE-C', 'LQ-SU-G', 'LQ-AT-F5', 'LQ-PU-T', 'OP-LV'],
  },
  {
    id: 8,
    code: 'LV-25',
    cfg: 'LV25',
    family: 'liquidi',
    price: 2_050_000,
    name: L(
      'Serbatoio inox 25.000 l',
      'Stainless tank 25,000 l',
      'Edelstahltank 25.000 l',
      'Depósito inoxidable 25.000 l',
      'Cuve inox 25 000 l',
    ),
    short: L(
      'Serbatoio verticale inox per vino, olio e latte, 25.000 litri',
      'Vertical stainless tank for wine, oil and milk, 25,000 litres',
      'Stehender Edelstahltank für Wein, Öl und Milch, 25.000 Liter',
      'Depósito vertical inoxidable para vino, aceite y leche, 25.000 litros',
      'Cuve verticale inox pour vin, huile et lait, 25 000 litres',
    ),
    description: tankDescription('25.000'),
    certifications: ['CE', 'MOCA'],
    specs: { capacity_l: 25_000, diameter_mm: 2_700, height_mm: 5_100, material: 'AISI 304' },
    body: tankBody(LQ_FILL, 'LV 25'),
    sections: verticalTankSections(),
    defaults: ['LQ-FO-C', 'LQ-TE-B', 'LQ-SU-S', 'LQ-AT-F8', 'LQ-PU-D', 'OP-AG', 'OP-LV', 'OP-CL'],
    defaultVariations: { 'OP-AG': '0,37 kW' },
  },
  {
    id: 9,
    code: 'LO-30',
    cfg: 'LO30',
    family: 'liquidi',
    price: 1_640_000,
    name: L(
      'Serbatoio orizzontale 30.000 l',
      'Horizontal tank 30,000 l',
      'Liegender Tank 30.000 l',
      'Depósito horizontal 30.000 l',
      'Cuve horizontale 30 000 l',
    ),
    short: L(
      'Serbatoio orizzontale in acciaio per gasolio e acqua, 30.000 litri',
      'Horizontal steel tank for diesel and water, 30,000 litres',
      'Liegender Stahltank für Diesel und Wasser, 30.000 Liter',
      'Depósito horizontal de acero para gasóleo y agua, 30.000 litros',
      'Cuve horizontale en acier pour gazole et eau, 30 000 litres',
    ),
    description: L(
      'Serbatoio cilindrico orizzontale in acciaio S235JR secondo EN 12285-1, per gasolio, oli e acqua. Fuori terra o interrato, a parete singola o doppia.',
      'Horizontal cylindrical tank in S235JR steel to EN 12285-1, for diesel, oils and water. Above ground or underground, single or double wall.',
      'Liegender zylindrischer Tank aus Stahl S235JR nach EN 12285-1, für Diesel, Öle und Wasser. Ober- oder unterirdisch, ein- oder doppelwandig.',
      'Depósito cilíndrico horizontal de acero S235JR según EN 12285-1, para gasóleo, aceites y agua. En superficie o enterrado, de pared simple o doble.',
      'Cuve cylindrique horizontale en acier S235JR selon EN 12285-1, pour gazole, huiles et eau. Aérienne ou enterrée, simple ou double paroi.',
    ),
    certifications: ['CE', 'EN 12285-1'],
    specs: { capacity_l: 30_000, diameter_mm: 2_500, height_mm: 2_700, material: 'S235JR' },
    body: horizontalBody('#cfd8dc', 'LO 30'),
    sections: [
      { name: 'parete', label: S.parete, len: 1, accessories: ['LO-PA-S', 'LO-PA-D', 'LO-PA-M'] },
      { name: 'rivestimento', label: S.rivestimento, len: 1, accessories: ['LO-RI-V', 'LO-RI-E', 'LO-RI-Z'] },
      {
        name: 'installazione',
        label: S.installazione,
        len: 1,
        accessories: ['LO-IN-F', 'LO-IN-I', 'LO-IN-B'],
      },
      {
        name: 'attacchi',
        label: S.attacchi,
        len: 3,
        varLen: true,
        accessories: ['LQ-AT-F5', 'LQ-AT-F8', 'LQ-AT-F10'],
      },
      { name: 'opt', label: S.opt, len: 2, accessories: ['OP-LV', 'OP-LR', 'OP-LD', 'OP-PS', 'OP-RL'] },
    ],
    defaults: ['LO-PA-D', 'LO-RI-V', 'LO-IN-F', 'LQ-AT-F5', 'OP-LD', 'OP-LV'],
  },
  {
    id: 10,
    code: 'LP-05',
    cfg: 'LP05',
    family: 'liquidi',
    price: 98_000,
    name: L(
      'Serbatoio in polietilene 5.000 l',
      'Polyethylene tank 5,000 l',
      'Polyethylentank 5.000 l',
      'Depósito de polietileno 5.000 l',
      'Cuve en polyéthylène 5 000 l',
    ),
    short: L(
      'Serbatoio in polietilene per acqua e fertilizzanti liquidi, 5.000 litri',
      'Polyethylene tank for water and liquid fertilisers, 5,000 litres',
      'Polyethylentank für Wasser und Flüssigdünger, 5.000 Liter',
      'Depósito de polietileno para agua y fertilizantes líquidos, 5.000 litros',
      'Cuve en polyéthylène pour eau et engrais liquides, 5 000 litres',
    ),
    description: L(
      'Serbatoio monoblocco in polietilene lineare stampato a rotazione, resistente ai raggi UV. Per acqua, acque piovane e fertilizzanti liquidi.',
      'One-piece rotomoulded linear polyethylene tank, UV resistant. For water, rainwater and liquid fertilisers.',
      'Einteiliger, rotationsgeformter Tank aus linearem Polyethylen, UV-beständig. Für Wasser, Regenwasser und Flüssigdünger.',
      'Depósito monobloque de polietileno lineal rotomoldeado, resistente a los rayos UV. Para agua, aguas pluviales y fertilizantes líquidos.',
      'Cuve monobloc en polyéthylène linéaire rotomoulé, résistante aux UV. Pour eau, eaux de pluie et engrais liquides.',
    ),
    certifications: ['CE', 'MOCA'],
    specs: { capacity_l: 5_000, diameter_mm: 1_800, height_mm: 2_300, material: 'PE-LLD' },
    body:
      `<rect x="200" y="200" width="200" height="420" rx="36" fill="#c8e6c9" ${STROKE}/>` +
      '<text x="300" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="bold" text-anchor="middle" fill="#263238">LP 05</text>',
    sections: [
      { name: 'colore', label: S.colore, len: 1, accessories: ['LP-CO-N', 'LP-CO-V', 'LP-CO-B'] },
      { name: 'fondo', label: S.fondo, len: 1, accessories: ['LP-FO-P', 'LP-FO-C', 'LP-FO-I'] },
      { name: 'coperchio', label: S.coperchio, len: 1, accessories: ['LP-CP-A', 'LP-CP-B', 'LP-CP-S'] },
      {
        name: 'uscita',
        label: S.uscita,
        len: 2,
        varLen: true,
        accessories: ['LP-US-V', 'LP-US-AT', 'LP-US-FL'],
      },
      { name: 'opt', label: S.opt, len: 2, accessories: ['OP-LV', 'OP-VC', 'OP-KT'] },
    ],
    defaults: ['LP-CO-V', 'LP-FO-P', 'LP-CP-A', 'LP-US-V'],
  },
]

// Polyethylene tank parts, small and simple
const pe = (
  code: string,
  cfg: string,
  group: GroupCode,
  price: number,
  name: LangTexts,
  short: LangTexts,
  layer: string,
  z: number,
): AccessoryDef => ({ code, cfg, group, price, name, short, layer, z })

ACCESSORIES.push(
  pe(
    'LP-CO-N',
    'N',
    'STRUTTURA',
    0,
    L('Naturale', 'Natural', 'Natur', 'Natural', 'Naturel'),
    L(
      'Polietilene naturale traslucido',
      'Translucent natural polyethylene',
      'Durchscheinendes Naturpolyethylen',
      'Polietileno natural translúcido',
      'Polyéthylène naturel translucide',
    ),
    '<rect x="200" y="200" width="200" height="420" rx="36" fill="#ffffff" fill-opacity="0.55"/>',
    2,
  ),
  pe(
    'LP-CO-V',
    'V',
    'STRUTTURA',
    0,
    L('Verde', 'Green', 'Grün', 'Verde', 'Vert'),
    L(
      'Polietilene verde, si inserisce nel paesaggio',
      'Green polyethylene that blends into the landscape',
      'Grünes Polyethylen, fügt sich in die Landschaft',
      'Polietileno verde que se integra en el paisaje',
      'Polyéthylène vert, discret dans le paysage',
    ),
    '',
    0,
  ),
  pe(
    'LP-CO-B',
    'B',
    'STRUTTURA',
    6500,
    L('Nero anti-alga', 'Black anti-algae', 'Schwarz gegen Algen', 'Negro antialgas', 'Noir anti-algues'),
    L(
      'Polietilene nero: la luce non passa e le alghe non crescono',
      'Black polyethylene: no light gets in, so no algae grow',
      'Schwarzes Polyethylen: kein Licht, keine Algen',
      'Polietileno negro: no entra la luz y no crecen algas',
      "Polyéthylène noir : sans lumière, pas d'algues",
    ),
    '<rect x="200" y="200" width="200" height="420" rx="36" fill="#212121" fill-opacity="0.7"/>',
    2,
  ),
  pe(
    'LP-FO-P',
    'P',
    'STRUTTURA',
    0,
    L('Fondo piano', 'Flat bottom', 'Flachboden', 'Fondo plano', 'Fond plat'),
    L(
      'Fondo piano da appoggiare su superficie livellata',
      'Flat bottom for a level surface',
      'Flachboden für ebenen Untergrund',
      'Fondo plano para superficie nivelada',
      'Fond plat pour surface plane',
    ),
    rect(190, 620, 220, 12, '#a5d6a7'),
    20,
  ),
  pe(
    'LP-FO-C',
    'C',
    'STRUTTURA',
    24000,
    L('Fondo conico', 'Conical bottom', 'Konusboden', 'Fondo cónico', 'Fond conique'),
    L(
      'Fondo conico con supporto metallico per lo svuotamento totale',
      'Conical bottom on a steel stand for complete draining',
      'Konusboden mit Stahlgestell für restlose Entleerung',
      'Fondo cónico con soporte metálico para el vaciado total',
      'Fond conique sur support acier pour vidange totale',
    ),
    poly('200,610 400,610 310,690 290,690', '#c8e6c9') +
      line(210, 600, 210, 770, 6) +
      line(390, 600, 390, 770, 6),
    20,
  ),
  pe(
    'LP-FO-I',
    'I',
    'STRUTTURA',
    9800,
    L('Fondo inclinato', 'Sloped bottom', 'Schrägboden', 'Fondo inclinado', 'Fond incliné'),
    L(
      'Fondo inclinato verso l’uscita',
      'Bottom sloping towards the outlet',
      'Zum Auslauf geneigter Boden',
      'Fondo inclinado hacia la salida',
      'Fond incliné vers la sortie',
    ),
    poly('200,620 400,610 400,624 200,634', '#a5d6a7'),
    20,
  ),
  pe(
    'LP-CP-A',
    'A',
    'ACCESSI',
    0,
    L('Coperchio DN400', 'DN400 lid', 'Deckel DN400', 'Tapa DN400', 'Couvercle DN400'),
    L(
      'Coperchio a vite DN400',
      'DN400 screw lid',
      'Schraubdeckel DN400',
      'Tapa roscada DN400',
      'Couvercle à vis DN400',
    ),
    rect(270, 184, 60, 18, '#2e7d32'),
    50,
  ),
  pe(
    'LP-CP-B',
    'B',
    'ACCESSI',
    7800,
    L('Coperchio DN600', 'DN600 lid', 'Deckel DN600', 'Tapa DN600', 'Couvercle DN600'),
    L(
      "Coperchio a vite DN600 con passo d'uomo",
      'DN600 screw lid, man-sized',
      'Schraubdeckel DN600, begehbar',
      'Tapa roscada DN600 con paso de hombre',
      "Couvercle à vis DN600 avec trou d'homme",
    ),
    rect(255, 180, 90, 22, '#2e7d32'),
    50,
  ),
  pe(
    'LP-CP-S',
    'S',
    'ACCESSI',
    12500,
    L(
      'Coperchio con sfiato',
      'Vented lid',
      'Deckel mit Entlüftung',
      'Tapa con respiradero',
      'Couvercle avec évent',
    ),
    L(
      'Coperchio DN400 con sfiato e filtro',
      'DN400 lid with vent and filter',
      'Deckel DN400 mit Entlüftung und Filter',
      'Tapa DN400 con respiradero y filtro',
      'Couvercle DN400 avec évent et filtre',
    ),
    rect(270, 184, 60, 18, '#2e7d32') + line(300, 184, 300, 160, 6),
    50,
  ),
  pe(
    'LP-US-V',
    'V',
    'ATTACCHI',
    8900,
    L('Valvola a sfera 2"', '2" ball valve', 'Kugelhahn 2"', 'Válvula de bola 2"', 'Vanne à boisseau 2"'),
    L(
      'Valvola a sfera in PVC da 2 pollici',
      '2-inch PVC ball valve',
      '2-Zoll-Kugelhahn aus PVC',
      'Válvula de bola de PVC de 2 pulgadas',
      'Vanne à boisseau PVC 2 pouces',
    ),
    line(400, 590, 440, 590, 8) + circle(446, 590, 10, '#1565c0'),
    37,
  ),
  pe(
    'LP-US-AT',
    'AT',
    'ATTACCHI',
    4200,
    L('Attacco portagomma', 'Hose tail', 'Schlauchtülle', 'Racor portagoma', 'Raccord cannelé'),
    L(
      'Attacco portagomma da 40 mm',
      '40 mm hose tail',
      'Schlauchtülle 40 mm',
      'Racor portagoma de 40 mm',
      'Raccord cannelé 40 mm',
    ),
    line(400, 590, 450, 590, 6),
    37,
  ),
  pe(
    'LP-US-FL',
    'FL',
    'ATTACCHI',
    16500,
    L('Flangia DN50', 'DN50 flange', 'Flansch DN50', 'Brida DN50', 'Bride DN50'),
    L(
      'Uscita flangiata DN50 con guarnizione EPDM',
      'DN50 flanged outlet with EPDM seal',
      'Flanschauslauf DN50 mit EPDM-Dichtung',
      'Salida embridada DN50 con junta EPDM',
      'Sortie à bride DN50 avec joint EPDM',
    ),
    line(400, 590, 436, 590, 10) + rect(432, 576, 12, 28, '#546e7a'),
    37,
  ),
)

// ---------------------------------------------------------------------------------------------------------
// Compatibility rules (reasons in every language)

export type RuleDef = {
  baseModel?: string
  /** Choosing this accessory… */
  choice: string
  kind: 'excludes' | 'requires'
  /** …excludes or requires this one. */
  other: string
  reason: LangTexts
}

const CONE60_NEEDS_REINFORCED = L(
  'Il cono a 60° richiede le gambe rinforzate',
  'A 60° cone needs the reinforced legs',
  'Ein 60°-Konus erfordert die verstärkten Stützen',
  'Un cono de 60° requiere las patas reforzadas',
  'Un cône à 60° nécessite les pieds renforcés',
)
const CONE70_NOT_STANDARD = L(
  'Il cono a 70° è troppo pesante per le gambe standard: scegli le gambe rinforzate o la gonna',
  'A 70° cone is too heavy for the standard legs: choose the reinforced legs or the skirt',
  'Ein 70°-Konus ist zu schwer für die Standardstützen: wählen Sie die verstärkten Stützen oder die Standzarge',
  'Un cono de 70° es demasiado pesado para las patas estándar: elige las patas reforzadas o el faldón',
  'Un cône à 70° est trop lourd pour les pieds standard : choisissez les pieds renforcés ou la jupe',
)
const CELLS_NOT_ON_SKIRT = L(
  'Le celle di carico si montano sotto le gambe, non sulla gonna',
  'Load cells fit under the legs, not under the skirt',
  'Wägezellen werden unter den Stützen montiert, nicht unter der Standzarge',
  'Las células de carga se montan bajo las patas, no bajo el faldón',
  'Les cellules de pesage se montent sous les pieds, pas sous la jupe',
)
const PNEUMATIC_NEEDS_FILTER = L(
  'Il carico pneumatico richiede un filtro: lo sfiato semplice non trattiene la polvere',
  'Pneumatic filling needs a filter: a simple vent does not hold back the dust',
  'Pneumatische Befüllung erfordert einen Filter: eine einfache Entlüftung hält den Staub nicht zurück',
  'La carga neumática requiere un filtro: el respiradero simple no retiene el polvo',
  'Le remplissage pneumatique nécessite un filtre : un évent simple ne retient pas la poussière',
)

export const RULES: RuleDef[] = [
  { choice: 'SZ-CO60', kind: 'requires', other: 'SZ-GA-R', reason: CONE60_NEEDS_REINFORCED },
  { choice: 'SI-CO60', kind: 'requires', other: 'SI-GA-R', reason: CONE60_NEEDS_REINFORCED },
  { choice: 'SZ-CO70', kind: 'excludes', other: 'SZ-GA-N', reason: CONE70_NOT_STANDARD },
  { choice: 'SI-CO70', kind: 'excludes', other: 'SI-GA-N', reason: CONE70_NOT_STANDARD },
  { choice: 'OP-CP', kind: 'excludes', other: 'SZ-GON', reason: CELLS_NOT_ON_SKIRT },
  { choice: 'OP-CP', kind: 'excludes', other: 'SI-GON', reason: CELLS_NOT_ON_SKIRT },
  { choice: 'OP-PU', kind: 'excludes', other: 'FI-SFI', reason: PNEUMATIC_NEEDS_FILTER },
  {
    choice: 'SC-EVB',
    kind: 'excludes',
    other: 'OP-VB',
    reason: L(
      "L'estrattore vibrante ha già il suo vibratore: il vibratore sul cono non serve",
      'The bin activator has its own vibrator: the cone vibrator is not needed',
      'Der Austragsboden hat seinen eigenen Rüttler: der Konusrüttler ist überflüssig',
      'El extractor vibrante ya tiene su vibrador: el vibrador en el cono no hace falta',
      "L'extracteur vibrant a déjà son vibreur : le vibreur sur le cône est inutile",
    ),
  },
  {
    baseModel: 'SZ-60',
    choice: 'FI-MAN',
    kind: 'requires',
    other: 'AC-PAR',
    reason: L(
      'Sul silo da 60 m³ la manutenzione del filtro a maniche richiede la scala con gabbia e il parapetto',
      'On the 60 m³ silo, servicing the bag filter needs the caged ladder with the roof railing',
      'Beim 60-m³-Silo erfordert die Wartung des Schlauchfilters die Leiter mit Rückenschutz und Geländer',
      'En el silo de 60 m³ el mantenimiento del filtro de mangas requiere la escalera con jaula y barandilla',
      "Sur le silo de 60 m³, l'entretien du filtre à manches nécessite l'échelle avec crinoline et garde-corps",
    ),
  },
  {
    choice: 'OP-RC',
    kind: 'requires',
    other: 'OP-IS',
    reason: L(
      'La resistenza di riscaldamento richiede la coibentazione',
      'The immersion heater needs the insulation',
      'Der Heizstab erfordert die Isolierung',
      'La resistencia calefactora requiere el aislamiento',
      "La résistance chauffante nécessite l'isolation",
    ),
  },
  {
    choice: 'OP-AG',
    kind: 'excludes',
    other: 'LQ-TE-P',
    reason: L(
      "Il tetto piano non regge l'agitatore: scegli il tetto conico o bombato",
      'A flat roof cannot carry the agitator: choose the conical or dished roof',
      'Ein Flachdach trägt das Rührwerk nicht: wählen Sie Kegel- oder Klöpperdach',
      'El techo plano no soporta el agitador: elige el techo cónico o bombeado',
      "Un toit plat ne supporte pas l'agitateur : choisissez le toit conique ou bombé",
    ),
  },
  {
    choice: 'OP-LD',
    kind: 'excludes',
    other: 'LO-PA-S',
    reason: L(
      'Il rilevatore di perdite richiede la doppia parete',
      'The leak detector needs a double wall',
      'Der Leckanzeiger erfordert eine doppelte Wandung',
      'El detector de fugas requiere la doble pared',
      'Le détecteur de fuites nécessite la double paroi',
    ),
  },
  {
    choice: 'LO-IN-I',
    kind: 'excludes',
    other: 'LO-PA-S',
    reason: L(
      'Un serbatoio interrato deve avere la doppia parete (EN 12285-1)',
      'An underground tank must have a double wall (EN 12285-1)',
      'Ein Erdtank muss doppelwandig sein (EN 12285-1)',
      'Un depósito enterrado debe tener doble pared (EN 12285-1)',
      'Une cuve enterrée doit avoir une double paroi (EN 12285-1)',
    ),
  },
]

// ---------------------------------------------------------------------------------------------------------
// Public configurations: each base model's default (ids 21–30; the wizard's default is 25, the domain's
// WIZARD_DEFAULT_CONFIGURATION_ID), a few more popular ones, and replacement accessories sold alone (type A).

export type PublicConfigurationDef = {
  id: number
  name: LangTexts
} & (
  | { type: 'B'; baseModel: string; accessories: string[]; variations?: Record<string, string> }
  | {
      type: 'A'
      accessory: string
      /** The variation value, where the accessory requires one before it can go into a cart (docs/decisions/025). */
      variation?: string
    }
)

const DEFAULT_CONFIGURATION_IDS: Record<string, number> = {
  'SZ-30': 25,
  'SZ-60': 21,
  'SI-20': 22,
  'SI-45': 23,
  'SF-12': 24,
  'ST-08': 26,
  'LV-10': 27,
  'LV-25': 28,
  'LO-30': 29,
  'LP-05': 30,
}

export const PUBLIC_CONFIGURATIONS: PublicConfigurationDef[] = [
  ...BASE_MODELS.map(
    (m): PublicConfigurationDef => ({
      id: DEFAULT_CONFIGURATION_IDS[m.code] as number,
      type: 'B',
      baseModel: m.code,
      accessories: m.defaults,
      ...(m.defaultVariations ? { variations: m.defaultVariations } : {}),
      name: L(
        `${m.name.it} – configurazione standard`,
        `${m.name.en} – standard configuration`,
        `${m.name.de} – Standardkonfiguration`,
        `${m.name.es} – configuración estándar`,
        `${m.name.fr} – configuration standard`,
      ),
    }),
  ),
  {
    id: 31,
    type: 'B',
    baseModel: 'SZ-30',
    accessories: ['SZ-CO45', 'SZ-GA-N', 'SC-GHI', 'AC-SCA', 'FI-SFI', 'OP-LM', 'OP-RL'],
    variations: { 'OP-RL': 'RAL 6011' },
    name: L(
      'Silo zincato 30 m³ per azienda agricola',
      'Galvanised 30 m³ silo for the farm',
      'Verzinktes 30-m³-Silo für den Hof',
      'Silo galvanizado de 30 m³ para la granja',
      'Silo galvanisé 30 m³ pour la ferme',
    ),
  },
  {
    id: 32,
    type: 'B',
    baseModel: 'SI-45',
    accessories: ['SI-CO70', 'SI-GA-R', 'SC-COC', 'AC-PAR', 'FI-CAR', 'OP-PU', 'OP-CP', 'OP-LR', 'OP-AT'],
    variations: { 'SC-COC': '4 m', 'OP-CP': '4 × 20 t', 'OP-LR': 'Modbus RTU', 'OP-AT': 'Zona 21' },
    name: L(
      'Silo inox 45 m³ pesato per zuccheri',
      'Weighed 45 m³ stainless silo for sugar',
      'Verwogenes 45-m³-Edelstahlsilo für Zucker',
      'Silo inoxidable de 45 m³ con pesaje para azúcar',
      'Silo inox 45 m³ pesé pour le sucre',
    ),
  },
  {
    id: 33,
    type: 'B',
    baseModel: 'LV-25',
    accessories: ['LQ-FO-C', 'LQ-TE-C', 'LQ-SU-G', 'LQ-AT-T', 'LQ-PU-T', 'OP-IS', 'OP-RC', 'OP-CM', 'OP-VC'],
    variations: { 'OP-IS': '100 mm' },
    name: L(
      'Serbatoio inox 25.000 l termocondizionato per vino',
      'Temperature-controlled 25,000 l stainless wine tank',
      'Temperierter 25.000-l-Edelstahltank für Wein',
      'Depósito inoxidable de 25.000 l termorregulado para vino',
      'Cuve inox 25 000 l thermorégulée pour le vin',
    ),
  },
  {
    id: 41,
    type: 'A',
    accessory: 'FI-MAN',
    name: L(
      'Ricambio: filtro a maniche',
      'Spare: bag filter',
      'Ersatzteil: Schlauchfilter',
      'Recambio: filtro de mangas',
      'Rechange : filtre à manches',
    ),
  },
  {
    id: 42,
    type: 'A',
    accessory: 'FI-CAR',
    name: L(
      'Ricambio: filtro a cartucce',
      'Spare: cartridge filter',
      'Ersatzteil: Patronenfilter',
      'Recambio: filtro de cartuchos',
      'Rechange : filtre à cartouches',
    ),
  },
  {
    id: 43,
    type: 'A',
    accessory: 'SC-FAR',
    name: L(
      'Ricambio: valvola a farfalla DN250',
      'Spare: DN250 butterfly valve',
      'Ersatzteil: Absperrklappe DN250',
      'Recambio: válvula de mariposa DN250',
      'Rechange : vanne papillon DN250',
    ),
  },
  {
    id: 44,
    type: 'A',
    accessory: 'OP-LR',
    variation: '4-20 mA HART',
    name: L(
      'Ricambio: misuratore di livello radar',
      'Spare: radar level transmitter',
      'Ersatzteil: Radar-Füllstandsmessung',
      'Recambio: medidor de nivel por radar',
      'Rechange : mesure de niveau radar',
    ),
  },
]

// ---------------------------------------------------------------------------------------------------------
// Wizard hotspots: the family image map shows its models side by side, one hotspot each.

export const WIZARD_ORDER: Record<FamilyCode, string[]> = {
  solidi: ['SZ-30', 'SZ-60', 'SI-20', 'SI-45', 'SF-12', 'ST-08'],
  liquidi: ['LV-10', 'LV-25', 'LO-30', 'LP-05'],
}

// ---------------------------------------------------------------------------------------------------------
// Texts of the catalogue pages

export const SITE_TEXTS: { key: string; text: LangTexts }[] = [
  {
    key: 'catalog_intro',
    text: L(
      'Scegli un modello base e configuralo: il codice e il prezzo si aggiornano a ogni scelta.',
      'Choose a base model and configure it: the code and the price update with every choice.',
      'Wählen Sie ein Grundmodell und konfigurieren Sie es: Code und Preis aktualisieren sich bei jeder Auswahl.',
      'Elige un modelo base y configúralo: el código y el precio se actualizan con cada elección.',
      'Choisissez un modèle de base et configurez-le : le code et le prix se mettent à jour à chaque choix.',
    ),
  },
  {
    key: 'price_notice',
    text: L(
      'Prezzi IVA esclusa, trasporto e montaggio esclusi. Le configurazioni con parti su richiesta vengono quotate dal nostro ufficio tecnico.',
      'Prices exclude VAT, delivery and installation. Configurations with parts priced on request are quoted by our technical office.',
      'Preise ohne MwSt., Lieferung und Montage. Konfigurationen mit Teilen auf Anfrage werden von unserem technischen Büro angeboten.',
      'Precios sin IVA, transporte ni montaje. Las configuraciones con piezas bajo pedido las cotiza nuestra oficina técnica.',
      'Prix hors TVA, livraison et montage. Les configurations avec des pièces sur devis sont chiffrées par notre bureau technique.',
    ),
  },
  {
    key: 'wizard_intro',
    text: L(
      'Cosa devi stoccare? Scegli tra solidi e liquidi e clicca sul modello che fa per te.',
      'What do you need to store? Choose solids or liquids and click the model that suits you.',
      'Was möchten Sie lagern? Wählen Sie Schüttgüter oder Flüssigkeiten und klicken Sie auf das passende Modell.',
      '¿Qué necesitas almacenar? Elige entre sólidos y líquidos y haz clic en el modelo que te conviene.',
      'Que devez-vous stocker ? Choisissez solides ou liquides et cliquez sur le modèle qui vous convient.',
    ),
  },
  {
    key: 'wizard_privacy',
    text: L(
      "I dati inviati con la configurazione servono solo a preparare l'offerta e a contattarti; non li cediamo a terzi. Puoi chiederne la cancellazione in qualsiasi momento scrivendo a privacy@silo-shop.example.",
      'The details you send with the configuration are used only to prepare the quotation and contact you; we never pass them on. You can ask for their deletion at any time at privacy@silo-shop.example.',
      'Die mit der Konfiguration gesendeten Daten dienen nur der Angebotserstellung und der Kontaktaufnahme; wir geben sie nicht weiter. Sie können jederzeit unter privacy@silo-shop.example ihre Löschung verlangen.',
      'Los datos enviados con la configuración solo sirven para preparar la oferta y contactarte; no los cedemos a terceros. Puedes pedir su cancelación en cualquier momento en privacy@silo-shop.example.',
      "Les données envoyées avec la configuration servent uniquement à préparer le devis et à vous contacter ; nous ne les cédons pas. Vous pouvez en demander l'effacement à tout moment à privacy@silo-shop.example.",
    ),
  },
  {
    key: 'codes_documentation',
    text: L(
      'Ogni codice è formato dal modello base, dai codici delle sezioni A–F e dagli opzionali a due caratteri, separati da un trattino.',
      'Every code is the base model, the codes of sections A–F and the two-character options, separated by hyphens.',
      'Jeder Code besteht aus dem Grundmodell, den Codes der Abschnitte A–F und den zweistelligen Optionen, getrennt durch Bindestriche.',
      'Cada código se compone del modelo base, los códigos de las secciones A–F y los opcionales de dos caracteres, separados por guiones.',
      'Chaque code se compose du modèle de base, des codes des sections A–F et des options à deux caractères, séparés par des tirets.',
    ),
  },
]

// ---------------------------------------------------------------------------------------------------------
// Client groups, the third company and the discount rules of the demo

export const CLIENT_GROUPS = [
  // A 3 % web-order discount (docs/decisions/019): the demo buyer's cart shows it beside the promo code.
  { id: 1, code: 'IND', name: 'Industria molitoria e mangimistica', weborderDiscountBp: 300 },
  { id: 2, code: 'AGRO', name: 'Cantine, oleifici e aziende agricole', weborderDiscountBp: null },
]

/** cli_for_code -> group code; the first two companies come from the accounts demo seed. */
export const CLIENT_GROUP_OF: Record<string, string> = { C001024: 'IND', C001187: 'IND', C001311: 'AGRO' }

export const THIRD_CLIENT = {
  cliForCode: 'C001311',
  ragione: 'Cantine Riunite del Garda Soc. Coop.',
  piva: '04127730231',
  sdiCode: 'T9K4ZHO',
  esaedroZoneCode: '000',
  canSeePrices: true,
  canCreateOrder: true,
  verified: true,
}

export type RuleSeed = {
  scope: 'client' | 'client_group'
  /** cli_for_code for a client, the group code for a group. */
  scopeCode: string
  target: 'base_model' | 'product_family' | 'all' | 'accessory_group'
  /** base model code, family code or accessory group code. */
  targetCode: string | null
  limit?: number
  limitFinal?: number
  base: { mode: 'fixed' | 'fixed_amount' | 'other'; fixedPrice?: number; fixedAmount?: number; perc?: number }
  extra?: { mode: 'sum' | 'extra'; perc: number }
}

export const DISCOUNT_RULES: RuleSeed[] = [
  // Molino Ferraresi: its own rule on silos for solids, a net price on the SI-20, its group's on everything else.
  {
    scope: 'client',
    scopeCode: 'C001024',
    target: 'product_family',
    targetCode: 'solidi',
    base: { mode: 'other', perc: 30 },
    extra: { mode: 'extra', perc: 10 },
    limitFinal: 45,
  },
  {
    scope: 'client',
    scopeCode: 'C001024',
    target: 'base_model',
    targetCode: 'SI-20',
    base: { mode: 'fixed', fixedPrice: 2_300_000 },
  },
  {
    scope: 'client',
    scopeCode: 'C001024',
    target: 'accessory_group',
    targetCode: 'FILTRI',
    base: { mode: 'other', perc: 15 },
  },
  // Agrimangimi Padana: an amount off the SZ-60, then its group's rule.
  {
    scope: 'client',
    scopeCode: 'C001187',
    target: 'base_model',
    targetCode: 'SZ-60',
    base: { mode: 'fixed_amount', fixedAmount: 150_000 },
    extra: { mode: 'extra', perc: 5 },
  },
  // The industrial group: 25% on everything.
  {
    scope: 'client_group',
    scopeCode: 'IND',
    target: 'all',
    targetCode: null,
    base: { mode: 'other', perc: 25 },
  },
  // Cantine Riunite: 20% + 10% summed, capped at 28%; its group gets 15% on tanks.
  {
    scope: 'client',
    scopeCode: 'C001311',
    target: 'all',
    targetCode: null,
    limit: 28,
    base: { mode: 'other', perc: 20 },
    extra: { mode: 'sum', perc: 10 },
  },
  {
    scope: 'client_group',
    scopeCode: 'AGRO',
    target: 'product_family',
    targetCode: 'liquidi',
    base: { mode: 'other', perc: 15 },
  },
]

/** The buyer's own code for one of its configurations. */
export const CLIENT_PRODUCT_CODES = [
  { client: 'C001024', confCode: 'SZ30-60RFGM-PULM', refCode: 'SZ-30/STD', clientCode: 'MF-SILO-FARINA-01' },
  { client: 'C001024', confCode: 'SI20-60RFGC-PUMF', refCode: 'SI-20/STD', clientCode: 'MF-SILO-SEMOLA-02' },
]
