import type { BrochureLabelKey } from '@shop/domain/brochures/labels'
import type { Lang } from '@shop/domain/i18n/langs'

// Typed by the viewer's key list, so a key added there without its texts fails to compile.
export const brochureViewerLabels: Record<`brochure.${BrochureLabelKey}`, Record<Lang, string>> = {
  'brochure.share': { it: 'condividi', en: 'share', de: 'teilen', es: 'compartir', fr: 'partager' },
  'brochure.download': {
    it: 'scarica',
    en: 'download',
    de: 'herunterladen',
    es: 'descargar',
    fr: 'télécharger',
  },
  'brochure.print': { it: 'stampa', en: 'print', de: 'drucken', es: 'imprimir', fr: 'imprimer' },
  'brochure.previousSlide': {
    it: 'pagina precedente',
    en: 'previous slide',
    de: 'vorherige Seite',
    es: 'página anterior',
    fr: 'page précédente',
  },
  'brochure.nextSlide': {
    it: 'pagina successiva',
    en: 'next slide',
    de: 'nächste Seite',
    es: 'página siguiente',
    fr: 'page suivante',
  },
  'brochure.zoomIn': { it: 'ingrandisci', en: 'zoom in', de: 'vergrößern', es: 'ampliar', fr: 'zoom avant' },
  'brochure.zoomOut': { it: 'riduci', en: 'zoom out', de: 'verkleinern', es: 'reducir', fr: 'zoom arrière' },
  'brochure.openFullScreen': {
    it: 'apri a schermo intero',
    en: 'open full screen',
    de: 'Vollbild öffnen',
    es: 'abrir a pantalla completa',
    fr: 'ouvrir en plein écran',
  },
  'brochure.exitFullScreen': {
    it: 'esci dallo schermo intero',
    en: 'exit full screen',
    de: 'Vollbild beenden',
    es: 'salir de pantalla completa',
    fr: 'quitter le plein écran',
  },
  'brochure.search': { it: 'cerca', en: 'search', de: 'suchen', es: 'buscar', fr: 'rechercher' },
  'brochure.page': { it: 'pagina', en: 'page', de: 'Seite', es: 'página', fr: 'page' },
  'brochure.pleaseWait': {
    it: 'attendere prego..',
    en: 'please wait..',
    de: 'bitte warten..',
    es: 'espere por favor..',
    fr: 'veuillez patienter..',
  },
  'brochure.noDataFound': {
    it: 'nessun risultato',
    en: 'no data found',
    de: 'keine Treffer',
    es: 'ningún resultado',
    fr: 'aucun résultat',
  },
  'brochure.copied': { it: 'copiato', en: 'copied', de: 'kopiert', es: 'copiado', fr: 'copié' },
  'brochure.copyLink': {
    it: 'copia il link',
    en: 'copy link',
    de: 'Link kopieren',
    es: 'copiar el enlace',
    fr: 'copier le lien',
  },
  'brochure.downloadFailed': {
    it: 'qualcosa è andato storto, riprova più tardi',
    en: 'something went wrong try again later',
    de: 'etwas ist schiefgelaufen, bitte später erneut versuchen',
    es: 'algo salió mal, inténtelo de nuevo más tarde',
    fr: "une erreur s'est produite, réessayez plus tard",
  },
  'brochure.resultPage': { it: 'Pag.', en: 'Pag.', de: 'S.', es: 'Pág.', fr: 'P.' },
  'brochure.searchPlaceholder': {
    it: 'cerca nella brochure',
    en: 'search in the brochure',
    de: 'in der Broschüre suchen',
    es: 'buscar en el folleto',
    fr: 'rechercher dans la brochure',
  },
  'brochure.goToPage': {
    it: 'vai alla pagina',
    en: 'go to page',
    de: 'zur Seite',
    es: 'ir a la página',
    fr: 'aller à la page',
  },
  'brochure.closeSearch': {
    it: 'chiudi la ricerca',
    en: 'close search',
    de: 'Suche schließen',
    es: 'cerrar la búsqueda',
    fr: 'fermer la recherche',
  },
  'brochure.home': {
    it: 'pagina iniziale',
    en: 'home page',
    de: 'Startseite',
    es: 'página de inicio',
    fr: "page d'accueil",
  },
  'brochure.email': { it: 'e-mail', en: 'e-mail', de: 'E-Mail', es: 'correo electrónico', fr: 'e-mail' },
  'brochure.pageImage': { it: 'pagina', en: 'page', de: 'Seite', es: 'página', fr: 'page' },
}

// The service's messages live beside it, since the brochure:add command prints them without a database.
export { brochureErrorLabels } from '../../../modules/brochures/brochure-error-labels.ts'
