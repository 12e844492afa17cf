import type { GuidePage, GuideTree } from '@shop/domain/guide/schemas'
import { GUIDE_START_PAGE } from '@shop/domain/guide/tree'
import { LANGS, type Lang } from '@shop/domain/i18n/langs'

/**
 * The buying guide's content (spec 3 §2): what you store, how much, where it stands, then the models that fit.
 * Written once here in the five languages and served per language as /uploads/guida_acquisto/data/{lang}.json.
 */

type T = Record<Lang, string>
const L = (it: string, en: string, de: string, es: string, fr: string): T => ({ it, en, de, es, fr })

export const GUIDE_IMAGE_PATH = '/uploads/guida_acquisto/img'
const image = (name: string) => `${GUIDE_IMAGE_PATH}/${name}.svg`

type ChoiceDef = { label: T; hint: T; image: string; target: string }
type PageDef = { name: string; title: T; intro: T } & (
  | { type: 'choice'; choices: ChoiceDef[] }
  | { type: 'products'; products: string[] }
)

const indoor = (target: string, hint: T = INDOOR_HINT): ChoiceDef => ({
  label: L('Al coperto', 'Indoors', 'Im Gebäude', 'En interior', 'En intérieur'),
  hint,
  image: image('interno'),
  target,
})
const INDOOR_HINT = L(
  'In capannone, cantina o sotto tettoia',
  'In a shed, cellar or under a canopy',
  'In Halle, Keller oder unter einem Vordach',
  'En nave, bodega o bajo cubierta',
  'En hangar, en cave ou sous auvent',
)
const outdoor = (target: string): ChoiceDef => ({
  label: L("All'aperto", 'Outdoors', 'Im Freien', 'Al aire libre', 'En extérieur'),
  hint: L(
    'Esposto a sole, pioggia, vento e gelo',
    'Exposed to sun, rain, wind and frost',
    'Sonne, Regen, Wind und Frost ausgesetzt',
    'Expuesto a sol, lluvia, viento y heladas',
    'Exposé au soleil, à la pluie, au vent et au gel',
  ),
  image: image('esterno'),
  target,
})

const WHERE_TITLE = L(
  'Dove verrà installato?',
  'Where will it stand?',
  'Wo wird er aufgestellt?',
  '¿Dónde se instalará?',
  'Où sera-t-il installé ?',
)
const WHERE_INTRO = L(
  "All'aperto servono materiali che resistono ai raggi UV e al gelo e un basamento calcolato per il vento; al coperto conta soprattutto l'altezza disponibile.",
  'Outdoors you need materials that stand UV light and frost and a base designed for wind loads; indoors the height available matters most.',
  'Im Freien braucht es UV- und frostbeständige Werkstoffe und ein für Windlasten berechnetes Fundament; im Gebäude zählt vor allem die verfügbare Höhe.',
  'Al aire libre se necesitan materiales resistentes a los rayos UV y a las heladas y una base calculada para el viento; en interior cuenta sobre todo la altura disponible.',
  "En extérieur il faut des matériaux résistant aux UV et au gel et un socle calculé pour le vent ; en intérieur, c'est surtout la hauteur disponible qui compte.",
)
const wherePage = (name: string, indoorTarget: string, outdoorTarget: string): PageDef => ({
  name,
  type: 'choice',
  title: WHERE_TITLE,
  intro: WHERE_INTRO,
  choices: [indoor(indoorTarget), outdoor(outdoorTarget)],
})

const PRODUCTS_TITLE = L(
  'I modelli adatti a te',
  'The models that suit you',
  'Die passenden Modelle',
  'Los modelos adecuados para ti',
  'Les modèles qui vous conviennent',
)
const productsPage = (name: string, intro: T, products: string[]): PageDef => ({
  name,
  type: 'products',
  title: PRODUCTS_TITLE,
  intro,
  products,
})

const PAGES: PageDef[] = [
  {
    name: GUIDE_START_PAGE,
    type: 'choice',
    title: L(
      'Cosa devi stoccare?',
      'What do you need to store?',
      'Was möchten Sie lagern?',
      '¿Qué necesitas almacenar?',
      'Que devez-vous stocker ?',
    ),
    intro: L(
      'Tre domande e ti mostriamo i silos e i serbatoi adatti, pronti da configurare.',
      'Three questions and we show you the silos and tanks that fit, ready to configure.',
      'Drei Fragen, und wir zeigen Ihnen die passenden Silos und Tanks, bereit zum Konfigurieren.',
      'Tres preguntas y te mostramos los silos y depósitos adecuados, listos para configurar.',
      'Trois questions et nous vous montrons les silos et cuves adaptés, prêts à configurer.',
    ),
    choices: [
      {
        label: L('Solidi', 'Solids', 'Schüttgüter', 'Sólidos', 'Solides'),
        hint: L(
          'Cereali, mangimi, farine, zucchero, pellet e polveri',
          'Grain, feed, flour, sugar, pellets and powders',
          'Getreide, Futter, Mehl, Zucker, Pellets und Pulver',
          'Cereales, piensos, harinas, azúcar, pellets y polvos',
          'Céréales, aliments, farines, sucre, granulés et poudres',
        ),
        image: image('solidi'),
        target: 'solidi_volume',
      },
      {
        label: L('Liquidi', 'Liquids', 'Flüssigkeiten', 'Líquidos', 'Liquides'),
        hint: L(
          'Vino, olio, latte, acqua, gasolio e fertilizzanti',
          'Wine, oil, milk, water, diesel and fertilisers',
          'Wein, Öl, Milch, Wasser, Diesel und Dünger',
          'Vino, aceite, leche, agua, gasóleo y fertilizantes',
          'Vin, huile, lait, eau, gazole et engrais',
        ),
        image: image('liquidi'),
        target: 'liquidi_volume',
      },
    ],
  },
  {
    name: 'solidi_volume',
    type: 'choice',
    title: L(
      'Quanto materiale devi stoccare?',
      'How much do you need to store?',
      'Wie viel möchten Sie lagern?',
      '¿Cuánto material necesitas almacenar?',
      'Quelle quantité devez-vous stocker ?',
    ),
    intro: L(
      'Conta il volume utile: un metro cubo di frumento pesa circa 780 kg, uno di farina circa 550 kg.',
      'Count the useful volume: a cubic metre of wheat weighs about 780 kg, one of flour about 550 kg.',
      'Maßgeblich ist das Nutzvolumen: ein Kubikmeter Weizen wiegt etwa 780 kg, einer Mehl etwa 550 kg.',
      'Cuenta el volumen útil: un metro cúbico de trigo pesa unos 780 kg y uno de harina unos 550 kg.',
      'Comptez le volume utile : un mètre cube de blé pèse environ 780 kg, un de farine environ 550 kg.',
    ),
    choices: [
      {
        label: L('Fino a 15 m³', 'Up to 15 m³', 'Bis 15 m³', 'Hasta 15 m³', "Jusqu'à 15 m³"),
        hint: L(
          'Allevamenti, piccoli impianti di dosaggio',
          'Livestock farms, small dosing lines',
          'Tierhaltung, kleine Dosieranlagen',
          'Granjas, pequeñas líneas de dosificación',
          'Élevages, petites lignes de dosage',
        ),
        image: image('volume-s'),
        target: 'solidi_piccoli',
      },
      {
        label: L('Da 15 a 40 m³', '15 to 40 m³', '15 bis 40 m³', 'De 15 a 40 m³', 'De 15 à 40 m³'),
        hint: L(
          'Mangimifici, panifici industriali, aziende agricole',
          'Feed mills, industrial bakeries, farms',
          'Futtermühlen, Großbäckereien, landwirtschaftliche Betriebe',
          'Fábricas de piensos, panaderías industriales, explotaciones agrícolas',
          "Usines d'aliments, boulangeries industrielles, exploitations agricoles",
        ),
        image: image('volume-m'),
        target: 'solidi_medi',
      },
      {
        label: L('Oltre 40 m³', 'Over 40 m³', 'Über 40 m³', 'Más de 40 m³', 'Plus de 40 m³'),
        hint: L(
          'Mulini, essiccatoi, centri di stoccaggio',
          'Flour mills, grain dryers, storage centres',
          'Mühlen, Trocknungsanlagen, Lagerzentren',
          'Molinos, secaderos, centros de almacenamiento',
          'Moulins, séchoirs, centres de stockage',
        ),
        image: image('volume-l'),
        target: 'solidi_grandi',
      },
    ],
  },
  {
    name: 'liquidi_volume',
    type: 'choice',
    title: L(
      'Quanto liquido devi stoccare?',
      'How much liquid do you need to store?',
      'Wie viel Flüssigkeit möchten Sie lagern?',
      '¿Cuánto líquido necesitas almacenar?',
      'Quelle quantité de liquide devez-vous stocker ?',
    ),
    intro: L(
      'Considera il volume della vendemmia o della consegna più grande, più un 10% di spazio di testa.',
      'Allow for your largest harvest or delivery, plus 10% headspace.',
      'Rechnen Sie mit Ihrer größten Ernte oder Anlieferung plus 10 % Kopfraum.',
      'Ten en cuenta tu mayor cosecha o entrega, más un 10 % de espacio libre.',
      "Prévoyez votre plus grosse récolte ou livraison, plus 10 % d'espace de tête.",
    ),
    choices: [
      {
        label: L('Fino a 10.000 l', 'Up to 10,000 l', 'Bis 10.000 l', 'Hasta 10.000 l', "Jusqu'à 10 000 l"),
        hint: L(
          'Cantine e frantoi piccoli, acqua e fertilizzanti',
          'Small wineries and oil mills, water and fertilisers',
          'Kleine Kellereien und Ölmühlen, Wasser und Dünger',
          'Pequeñas bodegas y almazaras, agua y fertilizantes',
          'Petites caves et huileries, eau et engrais',
        ),
        image: image('volume-s'),
        target: 'liquidi_piccoli',
      },
      {
        label: L('Oltre 10.000 l', 'Over 10,000 l', 'Über 10.000 l', 'Más de 10.000 l', 'Plus de 10 000 l'),
        hint: L(
          'Cantine sociali, caseifici, depositi di gasolio',
          'Co-operative wineries, dairies, diesel depots',
          'Winzergenossenschaften, Molkereien, Dieseldepots',
          'Cooperativas vinícolas, queserías, depósitos de gasóleo',
          'Caves coopératives, laiteries, dépôts de gazole',
        ),
        image: image('volume-l'),
        target: 'liquidi_grandi',
      },
    ],
  },
  wherePage('solidi_piccoli', 'prodotti_solidi_piccoli_interno', 'prodotti_solidi_piccoli_esterno'),
  wherePage('solidi_medi', 'prodotti_solidi_medi_interno', 'prodotti_solidi_medi_esterno'),
  wherePage('solidi_grandi', 'prodotti_solidi_grandi_interno', 'prodotti_solidi_grandi_esterno'),
  wherePage('liquidi_piccoli', 'prodotti_liquidi_piccoli_interno', 'prodotti_liquidi_piccoli_esterno'),
  wherePage('liquidi_grandi', 'prodotti_liquidi_grandi_interno', 'prodotti_liquidi_grandi_esterno'),
  productsPage(
    'prodotti_solidi_piccoli_interno',
    L(
      'Solidi, fino a 15 m³, al coperto: leggeri, veloci da montare e senza fondazioni.',
      'Solids, up to 15 m³, indoors: light, quick to assemble and with no foundations.',
      'Schüttgüter bis 15 m³ im Gebäude: leicht, schnell montiert und ohne Fundament.',
      'Sólidos, hasta 15 m³, en interior: ligeros, rápidos de montar y sin cimentación.',
      'Solides, jusqu’à 15 m³, en intérieur : légers, rapides à monter et sans fondations.',
    ),
    ['ST-08', 'SF-12'],
  ),
  productsPage(
    'prodotti_solidi_piccoli_esterno',
    L(
      "Solidi, fino a 15 m³, all'aperto: vetroresina stabilizzata UV, con il livello visibile dall'esterno.",
      'Solids, up to 15 m³, outdoors: UV-stabilised fibreglass, with the level visible from outside.',
      'Schüttgüter bis 15 m³ im Freien: UV-stabilisiertes GFK, der Füllstand ist von außen sichtbar.',
      'Sólidos, hasta 15 m³, al aire libre: fibra de vidrio estabilizada UV, con el nivel visible desde fuera.',
      'Solides, jusqu’à 15 m³, en extérieur : polyester stabilisé UV, niveau visible de l’extérieur.',
    ),
    ['SF-12'],
  ),
  productsPage(
    'prodotti_solidi_medi_interno',
    L(
      'Solidi, da 15 a 40 m³, al coperto: inox per polveri alimentari o acciaio zincato per mangimi.',
      'Solids, 15 to 40 m³, indoors: stainless steel for food powders or galvanised steel for feed.',
      'Schüttgüter 15 bis 40 m³ im Gebäude: Edelstahl für Lebensmittelpulver oder verzinkter Stahl für Futter.',
      'Sólidos, de 15 a 40 m³, en interior: inoxidable para polvos alimentarios o acero galvanizado para piensos.',
      'Solides, de 15 à 40 m³, en intérieur : inox pour poudres alimentaires ou acier galvanisé pour aliments.',
    ),
    ['SI-20', 'SZ-30'],
  ),
  productsPage(
    'prodotti_solidi_medi_esterno',
    L(
      "Solidi, da 15 a 40 m³, all'aperto: zincatura Z600 o inox, con scala e parapetto a norma.",
      'Solids, 15 to 40 m³, outdoors: Z600 galvanising or stainless steel, with ladder and guard rail to standard.',
      'Schüttgüter 15 bis 40 m³ im Freien: Verzinkung Z600 oder Edelstahl, mit normgerechter Leiter und Geländer.',
      'Sólidos, de 15 a 40 m³, al aire libre: galvanizado Z600 o inoxidable, con escalera y barandilla según norma.',
      'Solides, de 15 à 40 m³, en extérieur : galvanisation Z600 ou inox, échelle et garde-corps aux normes.',
    ),
    ['SZ-30', 'SI-20'],
  ),
  productsPage(
    'prodotti_solidi_grandi_interno',
    L(
      'Solidi, oltre 40 m³, al coperto: inox saldato, anche pesato con celle di carico.',
      'Solids, over 40 m³, indoors: welded stainless steel, also with load-cell weighing.',
      'Schüttgüter über 40 m³ im Gebäude: geschweißter Edelstahl, auch mit Wägezellen.',
      'Sólidos, más de 40 m³, en interior: inoxidable soldado, también con células de carga.',
      'Solides, plus de 40 m³, en intérieur : inox soudé, aussi avec pesage par cellules de charge.',
    ),
    ['SI-45'],
  ),
  productsPage(
    'prodotti_solidi_grandi_esterno',
    L(
      "Solidi, oltre 40 m³, all'aperto: acciaio zincato imbullonato o inox saldato, calcolati per vento e neve.",
      'Solids, over 40 m³, outdoors: bolted galvanised or welded stainless steel, designed for wind and snow.',
      'Schüttgüter über 40 m³ im Freien: verschraubter verzinkter Stahl oder geschweißter Edelstahl, für Wind und Schnee berechnet.',
      'Sólidos, más de 40 m³, al aire libre: acero galvanizado atornillado o inoxidable soldado, calculados para viento y nieve.',
      'Solides, plus de 40 m³, en extérieur : acier galvanisé boulonné ou inox soudé, calculés pour le vent et la neige.',
    ),
    ['SZ-60', 'SI-45'],
  ),
  productsPage(
    'prodotti_liquidi_piccoli_interno',
    L(
      'Liquidi, fino a 10.000 l, al coperto: inox per alimenti o polietilene per acqua e fertilizzanti.',
      'Liquids, up to 10,000 l, indoors: stainless steel for food or polyethylene for water and fertilisers.',
      'Flüssigkeiten bis 10.000 l im Gebäude: Edelstahl für Lebensmittel oder Polyethylen für Wasser und Dünger.',
      'Líquidos, hasta 10.000 l, en interior: inoxidable para alimentos o polietileno para agua y fertilizantes.',
      "Liquides, jusqu'à 10 000 l, en intérieur : inox pour l'alimentaire ou polyéthylène pour l'eau et les engrais.",
    ),
    ['LV-10', 'LP-05'],
  ),
  productsPage(
    'prodotti_liquidi_piccoli_esterno',
    L(
      "Liquidi, fino a 10.000 l, all'aperto: polietilene stabilizzato UV o inox con coibentazione.",
      'Liquids, up to 10,000 l, outdoors: UV-stabilised polyethylene or insulated stainless steel.',
      'Flüssigkeiten bis 10.000 l im Freien: UV-stabilisiertes Polyethylen oder isolierter Edelstahl.',
      'Líquidos, hasta 10.000 l, al aire libre: polietileno estabilizado UV o inoxidable con aislamiento.',
      "Liquides, jusqu'à 10 000 l, en extérieur : polyéthylène stabilisé UV ou inox isolé.",
    ),
    ['LP-05', 'LV-10'],
  ),
  productsPage(
    'prodotti_liquidi_grandi_interno',
    L(
      'Liquidi, oltre 10.000 l, al coperto: inox verticale con camicia di termocondizionamento.',
      'Liquids, over 10,000 l, indoors: vertical stainless steel with a temperature-control jacket.',
      'Flüssigkeiten über 10.000 l im Gebäude: stehender Edelstahltank mit Temperiermantel.',
      'Líquidos, más de 10.000 l, en interior: inoxidable vertical con camisa de termorregulación.',
      'Liquides, plus de 10 000 l, en intérieur : inox vertical avec double enveloppe de thermorégulation.',
    ),
    ['LV-25'],
  ),
  productsPage(
    'prodotti_liquidi_grandi_esterno',
    L(
      "Liquidi, oltre 10.000 l, all'aperto: acciaio orizzontale per gasolio e acqua, o inox verticale coibentato.",
      'Liquids, over 10,000 l, outdoors: horizontal steel for diesel and water, or insulated vertical stainless steel.',
      'Flüssigkeiten über 10.000 l im Freien: liegender Stahltank für Diesel und Wasser oder isolierter stehender Edelstahltank.',
      'Líquidos, más de 10.000 l, al aire libre: acero horizontal para gasóleo y agua, o inoxidable vertical aislado.',
      'Liquides, plus de 10 000 l, en extérieur : acier horizontal pour gazole et eau, ou inox vertical isolé.',
    ),
    ['LO-30', 'LV-25'],
  ),
]

/** Why each model is proposed, shown on its card. */
const NOTES: Record<string, T> = {
  'ST-08': L(
    'Tessuto poliestere su telaio zincato: si monta in un giorno, ideale per polveri e granuli al coperto.',
    'Polyester fabric on a galvanised frame: assembled in a day, ideal for powders and granules indoors.',
    'Polyestergewebe auf verzinktem Gestell: an einem Tag montiert, ideal für Pulver und Granulat im Gebäude.',
    'Tejido de poliéster sobre bastidor galvanizado: se monta en un día, ideal para polvos y granulados en interior.',
    'Tissu polyester sur châssis galvanisé : monté en une journée, idéal pour poudres et granulés en intérieur.',
  ),
  'SF-12': L(
    'Vetroresina traslucida: il livello del mangime si vede da fuori, non arrugginisce.',
    'Translucent fibreglass: the feed level shows from outside, and it never rusts.',
    'Lichtdurchlässiges GFK: der Futterstand ist von außen sichtbar, kein Rost.',
    'Fibra de vidrio translúcida: el nivel del pienso se ve desde fuera y no se oxida.',
    "Polyester translucide : le niveau d'aliment se voit de l'extérieur, et il ne rouille pas.",
  ),
  'SI-20': L(
    'Inox AISI 304 saldato, superfici lisce e pulibili: per farine, zucchero e polveri alimentari.',
    'Welded AISI 304 stainless steel with smooth, cleanable surfaces: for flour, sugar and food powders.',
    'Geschweißter Edelstahl AISI 304 mit glatten, reinigbaren Flächen: für Mehl, Zucker und Lebensmittelpulver.',
    'Inoxidable AISI 304 soldado, superficies lisas y limpiables: para harinas, azúcar y polvos alimentarios.',
    'Inox AISI 304 soudé, surfaces lisses et nettoyables : pour farines, sucre et poudres alimentaires.',
  ),
  'SZ-30': L(
    'Acciaio zincato imbullonato: robusto ed economico per cereali e mangimi.',
    'Bolted galvanised steel: sturdy and economical for grain and feed.',
    'Verschraubter verzinkter Stahl: robust und günstig für Getreide und Futter.',
    'Acero galvanizado atornillado: robusto y económico para cereales y piensos.',
    'Acier galvanisé boulonné : robuste et économique pour céréales et aliments.',
  ),
  'SZ-60': L(
    'Il grande zincato: 60 m³ su una base di 3,2 m, con scarico e filtro dimensionati per il camion.',
    'The large galvanised silo: 60 m³ on a 3.2 m footprint, with outlet and filter sized for truck filling.',
    'Das große verzinkte Silo: 60 m³ auf 3,2 m Durchmesser, Auslauf und Filter für die Lkw-Befüllung ausgelegt.',
    'El gran silo galvanizado: 60 m³ sobre 3,2 m de diámetro, con descarga y filtro para el llenado por camión.',
    'Le grand silo galvanisé : 60 m³ sur 3,2 m de diamètre, vidange et filtre dimensionnés pour le remplissage par camion.',
  ),
  'SI-45': L(
    'Inox saldato da 45 m³, predisposto per celle di carico e allestimento ATEX.',
    'Welded 45 m³ stainless silo, ready for load cells and ATEX equipment.',
    'Geschweißtes 45-m³-Edelstahlsilo, vorbereitet für Wägezellen und ATEX-Ausrüstung.',
    'Silo inoxidable soldado de 45 m³, preparado para células de carga y equipamiento ATEX.',
    'Silo inox soudé de 45 m³, prêt pour cellules de charge et équipement ATEX.',
  ),
  'LV-10': L(
    'Inox AISI 304 per vino, olio e latte, con fondo conico per lo svuotamento totale.',
    'AISI 304 stainless steel for wine, oil and milk, with a conical bottom that drains completely.',
    'Edelstahl AISI 304 für Wein, Öl und Milch, mit Konusboden zur Restentleerung.',
    'Inoxidable AISI 304 para vino, aceite y leche, con fondo cónico para el vaciado total.',
    'Inox AISI 304 pour vin, huile et lait, avec fond conique pour une vidange totale.',
  ),
  'LP-05': L(
    'Polietilene stabilizzato UV: leggero, inattaccabile da acqua e fertilizzanti, senza manutenzione.',
    'UV-stabilised polyethylene: light, unaffected by water and fertilisers, maintenance-free.',
    'UV-stabilisiertes Polyethylen: leicht, beständig gegen Wasser und Dünger, wartungsfrei.',
    'Polietileno estabilizado UV: ligero, resistente al agua y a los fertilizantes, sin mantenimiento.',
    "Polyéthylène stabilisé UV : léger, insensible à l'eau et aux engrais, sans entretien.",
  ),
  'LV-25': L(
    'Inox da 25.000 l con camicia di termocondizionamento: per la fermentazione e lo stoccaggio del vino.',
    '25,000 l stainless tank with a temperature-control jacket: for fermenting and storing wine.',
    '25.000-l-Edelstahltank mit Temperiermantel: zum Gären und Lagern von Wein.',
    'Depósito inoxidable de 25.000 l con camisa de termorregulación: para fermentar y almacenar vino.',
    'Cuve inox de 25 000 l avec double enveloppe : pour la fermentation et le stockage du vin.',
  ),
  'LO-30': L(
    'Orizzontale in acciaio, basso e stabile: per gasolio e acqua, anche a doppia parete.',
    'Horizontal steel tank, low and stable: for diesel and water, double-walled if needed.',
    'Liegender Stahltank, niedrig und standfest: für Diesel und Wasser, auch doppelwandig.',
    'Depósito horizontal de acero, bajo y estable: para gasóleo y agua, también de doble pared.',
    'Cuve horizontale en acier, basse et stable : pour gazole et eau, double paroi possible.',
  ),
}

const HOME_LABEL = L('Inizio', 'Start', 'Start', 'Inicio', 'Début')

/** A base model's id by its code in the live catalogue; undefined when the catalogue has no such model. */
export type ModelIdByCode = (code: string) => number | undefined

function toPage(def: PageDef, lang: Lang, modelId: ModelIdByCode): GuidePage {
  const base = { name: def.name, title: def.title[lang], intro: def.intro[lang] }
  if (def.type === 'choice') {
    return {
      ...base,
      type: 'choice',
      choices: def.choices.map((c) => ({
        label: c.label[lang],
        hint: c.hint[lang],
        image: c.image,
        target: c.target,
      })),
    }
  }
  return {
    ...base,
    type: 'products',
    // A model the catalogue no longer has is left out rather than linked to a page that does not exist.
    products: def.products.flatMap((code) => {
      const id = modelId(code)
      return id === undefined ? [] : [{ base_model_id: id, note: NOTES[code]?.[lang] ?? '' }]
    }),
  }
}

/** The guide's page tree in one language, its products resolved by model code against the live catalogue. */
export function buildGuideTree(lang: Lang, modelId: ModelIdByCode): GuideTree {
  return {
    lang,
    start: GUIDE_START_PAGE,
    home_label: HOME_LABEL[lang],
    pages: Object.fromEntries(PAGES.map((p) => [p.name, toPage(p, lang, modelId)])),
  }
}

export const GUIDE_LANGS = LANGS
