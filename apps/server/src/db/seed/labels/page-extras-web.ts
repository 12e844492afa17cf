import { type LabelSource, l } from './types.ts'

/** The page extras of spec 3 "Other page features" (issue 27 item 5): the model page's gallery. */
export const pageExtrasWebLabels: LabelSource = {
  'catalog.gallery.title': l('Immagini', 'Pictures', 'Bilder', 'Imágenes', 'Images'),
  'catalog.gallery.scroll_back': l(
    'Immagini precedenti',
    'Previous pictures',
    'Vorherige Bilder',
    'Imágenes anteriores',
    'Images précédentes',
  ),
  'catalog.gallery.scroll_forward': l(
    'Altre immagini',
    'More pictures',
    'Weitere Bilder',
    'Más imágenes',
    'Autres images',
  ),
  'catalog.gallery.previous': l(
    'Immagine precedente',
    'Previous picture',
    'Vorheriges Bild',
    'Imagen anterior',
    'Image précédente',
  ),
  'catalog.gallery.next': l(
    'Immagine successiva',
    'Next picture',
    'Nächstes Bild',
    'Imagen siguiente',
    'Image suivante',
  ),
  'catalog.gallery.position': l(
    '{{index}} di {{count}}',
    '{{index}} of {{count}}',
    '{{index}} von {{count}}',
    '{{index}} de {{count}}',
    '{{index}} sur {{count}}',
  ),
  'catalog.gallery.standard': l(
    'Configurazione standard',
    'Standard configuration',
    'Standardkonfiguration',
    'Configuración estándar',
    'Configuration standard',
  ),
  'catalog.gallery.model_alt': l(
    '{{model}} nella configurazione standard',
    '{{model}} in its standard configuration',
    '{{model}} in der Standardkonfiguration',
    '{{model}} en su configuración estándar',
    '{{model}} dans sa configuration standard',
  ),
  'catalog.gallery.part_alt': l(
    '{{part}}, evidenziato sul modello {{model}}',
    '{{part}}, highlighted on the {{model}}',
    '{{part}}, hervorgehoben am Modell {{model}}',
    '{{part}}, resaltado en el modelo {{model}}',
    '{{part}}, mis en évidence sur le modèle {{model}}',
  ),
}
