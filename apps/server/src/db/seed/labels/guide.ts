import type { Lang } from '@shop/domain/i18n/langs'
import type { LabelSource } from './types.ts'

type Texts = Record<Lang, string>
const L = (it: string, en: string, de: string, es: string, fr: string): Texts => ({ it, en, de, es, fr })

/** The buying guide's screen (spec 3 §2); its content comes with the page tree. */
export const guideLabels: LabelSource = {
  'guide.title': L("Guida all'acquisto", 'Buying guide', 'Kaufberatung', 'Guía de compra', "Guide d'achat"),
  'guide.load_error': L(
    'Errore nel caricamento',
    'Loading error',
    'Fehler beim Laden',
    'Error al cargar',
    'Erreur de chargement',
  ),
  'guide.no_models': L(
    'Nessun modello del catalogo corrisponde a queste scelte: consulta il catalogo o scrivici.',
    'No model in the catalogue matches these choices: browse the catalogue or write to us.',
    'Kein Modell im Katalog passt zu dieser Auswahl: Sehen Sie sich den Katalog an oder schreiben Sie uns.',
    'Ningún modelo del catálogo corresponde a estas opciones: consulta el catálogo o escríbenos.',
    'Aucun modèle du catalogue ne correspond à ces choix : consultez le catalogue ou écrivez-nous.',
  ),
  'guide.to_catalogue': L(
    'Vai al catalogo',
    'Go to the catalogue',
    'Zum Katalog',
    'Ir al catálogo',
    'Voir le catalogue',
  ),
  'guide.retry': L('Riprova', 'Try again', 'Erneut versuchen', 'Reintentar', 'Réessayer'),
  'guide.breadcrumbs': L('Percorso', 'Your path', 'Ihr Weg', 'Tu recorrido', 'Votre parcours'),
  'guide.configure': L('Configura', 'Configure', 'Konfigurieren', 'Configurar', 'Configurer'),
  'guide.close_configurator': L(
    'Chiudi il configuratore',
    'Close the configurator',
    'Konfigurator schließen',
    'Cerrar el configurador',
    'Fermer le configurateur',
  ),
  'guide.configurator_heading': L(
    'Configura {{name}}',
    'Configure {{name}}',
    '{{name}} konfigurieren',
    'Configura {{name}}',
    'Configurez {{name}}',
  ),
  'guide.code': L('Codice', 'Code', 'Code', 'Código', 'Code'),
}
