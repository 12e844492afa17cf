import type { BrochureLabelKey } from '@shop/domain/brochures/labels'
import type { Lang } from '@shop/domain/i18n/langs'

// Typed by the viewer's key list, so a key added there without its texts fails to compile.
export const brochureViewerLabels: Record<`brochure.${BrochureLabelKey}`, Record<Lang, string>> = {
  'brochure.share': { it: 'Condividi', en: 'Share', de: 'Teilen', es: 'Compartir', fr: 'Partager' },
  'brochure.download': {
    it: 'Scarica',
    en: 'Download',
    de: 'Herunterladen',
    es: 'Descargar',
    fr: 'Télécharger',
  },
  'brochure.print': { it: 'Stampa', en: 'Print', de: 'Drucken', es: 'Imprimir', fr: 'Imprimer' },
  'brochure.previousSlide': {
    it: 'Pagina precedente',
    en: 'Previous slide',
    de: 'Vorherige Seite',
    es: 'Página anterior',
    fr: 'Page précédente',
  },
  'brochure.nextSlide': {
    it: 'Pagina successiva',
    en: 'Next slide',
    de: 'Nächste Seite',
    es: 'Página siguiente',
    fr: 'Page suivante',
  },
  'brochure.zoomIn': { it: 'Ingrandisci', en: 'Zoom in', de: 'Vergrößern', es: 'Ampliar', fr: 'Zoom avant' },
  'brochure.zoomOut': { it: 'Riduci', en: 'Zoom out', de: 'Verkleinern', es: 'Reducir', fr: 'Zoom arrière' },
  'brochure.openFullScreen': {
    it: 'Apri a schermo intero',
    en: 'Open full screen',
    de: 'Vollbild öffnen',
    es: 'Abrir a pantalla completa',
    fr: 'Ouvrir en plein écran',
  },
  'brochure.exitFullScreen': {
    it: 'Esci dallo schermo intero',
    en: 'Exit full screen',
    de: 'Vollbild beenden',
    es: 'Salir de pantalla completa',
    fr: 'Quitter le plein écran',
  },
  'brochure.search': { it: 'Cerca', en: 'Search', de: 'Suchen', es: 'Buscar', fr: 'Rechercher' },
  'brochure.page': { it: 'Pagina', en: 'Page', de: 'Seite', es: 'Página', fr: 'Page' },
  'brochure.pleaseWait': {
    it: 'Attendere prego…',
    en: 'Please wait…',
    de: 'Bitte warten…',
    es: 'Espere por favor…',
    fr: 'Veuillez patienter…',
  },
  'brochure.noDataFound': {
    it: 'Nessun risultato',
    en: 'No data found',
    de: 'Keine Treffer',
    es: 'Ningún resultado',
    fr: 'Aucun résultat',
  },
  'brochure.copied': { it: 'Copiato', en: 'Copied', de: 'Kopiert', es: 'Copiado', fr: 'Copié' },
  'brochure.copyLink': {
    it: 'Copia il link',
    en: 'Copy link',
    de: 'Link kopieren',
    es: 'Copiar el enlace',
    fr: 'Copier le lien',
  },
  'brochure.downloadFailed': {
    it: 'Qualcosa è andato storto, riprova più tardi',
    en: 'Something went wrong, try again later',
    de: 'Etwas ist schiefgelaufen, bitte später erneut versuchen',
    es: 'Algo salió mal, inténtelo de nuevo más tarde',
    fr: "Une erreur s'est produite, réessayez plus tard",
  },
  'brochure.resultPage': { it: 'Pag.', en: 'Pag.', de: 'S.', es: 'Pág.', fr: 'P.' },
  'brochure.searchPlaceholder': {
    it: 'Cerca nella brochure',
    en: 'Search in the brochure',
    de: 'In der Broschüre suchen',
    es: 'Buscar en el folleto',
    fr: 'Rechercher dans la brochure',
  },
  'brochure.goToPage': {
    it: 'Vai alla pagina',
    en: 'Go to page',
    de: 'Zur Seite',
    es: 'Ir a la página',
    fr: 'Aller à la page',
  },
  'brochure.closeSearch': {
    it: 'Chiudi la ricerca',
    en: 'Close search',
    de: 'Suche schließen',
    es: 'Cerrar la búsqueda',
    fr: 'Fermer la recherche',
  },
  'brochure.home': {
    it: 'Pagina iniziale',
    en: 'Home page',
    de: 'Startseite',
    es: 'Página de inicio',
    fr: "Page d'accueil",
  },
  'brochure.email': { it: 'E-mail', en: 'E-mail', de: 'E-Mail', es: 'Correo electrónico', fr: 'E-mail' },
  'brochure.pageImage': { it: 'Pagina', en: 'Page', de: 'Seite', es: 'Página', fr: 'Page' },
}

// The service's messages live beside it, since the brochure:add command prints them without a database.
export { brochureErrorLabels } from '../../../modules/brochures/brochure-error-labels.ts'
