import type { BrochureLabelKey } from '@shop/domain/brochures/labels'
import type { Lang } from '@shop/domain/i18n/langs'
import type { LabelSource } from './types.ts'

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

/** Messages of the brochure service (the CLI prints them, the back office will show them). */
export const brochureErrorLabels: LabelSource = {
  'brochure.errors.not_a_pdf': {
    it: 'Il file non è un PDF leggibile: nessuna brochure è stata aggiunta.',
    en: 'The file is not a readable PDF: no brochure was added.',
    de: 'Die Datei ist kein lesbares PDF: Es wurde keine Broschüre hinzugefügt.',
    es: 'El archivo no es un PDF legible: no se ha añadido ningún folleto.',
    fr: "Le fichier n'est pas un PDF lisible : aucune brochure n'a été ajoutée.",
  },
  'brochure.errors.slug_invalid': {
    it: "L'indirizzo può contenere solo lettere minuscole, cifre e trattini (getLabels è riservato).",
    en: 'The slug may hold only lower-case letters, digits and dashes (getLabels is reserved).',
    de: 'Der Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (getLabels ist reserviert).',
    es: 'El slug solo puede contener minúsculas, cifras y guiones (getLabels está reservado).',
    fr: 'Le slug ne peut contenir que des minuscules, des chiffres et des tirets (getLabels est réservé).',
  },
  'brochure.errors.slug_taken': {
    it: 'Esiste già una brochure con questo indirizzo.',
    en: 'A brochure with this slug already exists.',
    de: 'Es gibt bereits eine Broschüre mit diesem Slug.',
    es: 'Ya existe un folleto con este slug.',
    fr: 'Une brochure avec ce slug existe déjà.',
  },
  'brochure.errors.title_required': {
    it: 'Il titolo è obbligatorio.',
    en: 'The title is required.',
    de: 'Der Titel ist erforderlich.',
    es: 'El título es obligatorio.',
    fr: 'Le titre est obligatoire.',
  },
  'brochure.errors.too_many_pages': {
    it: 'Il PDF ha troppe pagine (al massimo 1000).',
    en: 'The PDF has too many pages (1000 at most).',
    de: 'Das PDF hat zu viele Seiten (höchstens 1000).',
    es: 'El PDF tiene demasiadas páginas (1000 como máximo).',
    fr: 'Le PDF a trop de pages (1000 au maximum).',
  },
  'brochure.errors.not_found': {
    it: 'Brochure non trovata.',
    en: 'Brochure not found.',
    de: 'Broschüre nicht gefunden.',
    es: 'Folleto no encontrado.',
    fr: 'Brochure introuvable.',
  },
}
