import type { ErrorCode } from '@shop/domain/http/errors'
import type { Lang } from '@shop/domain/i18n/langs'
import type { LabelSource } from './types.ts'

// Typed by ErrorCode so that adding a code to the domain list without its message fails to compile.
const errorLabels: Record<`errors.${ErrorCode}`, Record<Lang, string>> = {
  'errors.bad_request': {
    it: 'Richiesta non valida.',
    en: 'The request is not valid.',
    de: 'Die Anfrage ist ungültig.',
    es: 'La solicitud no es válida.',
    fr: "La requête n'est pas valide.",
  },
  'errors.unauthenticated': {
    it: 'Accedi per continuare.',
    en: 'Please log in to continue.',
    de: 'Bitte melden Sie sich an, um fortzufahren.',
    es: 'Inicia sesión para continuar.',
    fr: 'Veuillez vous connecter pour continuer.',
  },
  'errors.invalid_credentials': {
    it: 'Email o password non corretti.',
    en: 'Wrong e-mail address or password.',
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    es: 'Correo electrónico o contraseña incorrectos.',
    fr: 'Adresse e-mail ou mot de passe incorrect.',
  },
  'errors.forbidden': {
    it: 'Non hai i permessi per questa operazione.',
    en: 'You are not allowed to do this.',
    de: 'Sie sind dazu nicht berechtigt.',
    es: 'No tienes permiso para realizar esta operación.',
    fr: "Vous n'êtes pas autorisé à effectuer cette opération.",
  },
  'errors.csrf_token_mismatch': {
    it: 'La sessione è scaduta: ricarica la pagina e riprova.',
    en: 'Your session has expired: reload the page and try again.',
    de: 'Ihre Sitzung ist abgelaufen: Laden Sie die Seite neu und versuchen Sie es erneut.',
    es: 'Tu sesión ha caducado: vuelve a cargar la página e inténtalo de nuevo.',
    fr: 'Votre session a expiré : rechargez la page et réessayez.',
  },
  'errors.not_found': {
    it: "L'elemento richiesto non è stato trovato.",
    en: 'The requested item was not found.',
    de: 'Das angeforderte Element wurde nicht gefunden.',
    es: 'No se ha encontrado el elemento solicitado.',
    fr: "L'élément demandé est introuvable.",
  },
  'errors.method_not_allowed': {
    it: 'Operazione non consentita su questo indirizzo.',
    en: 'This operation is not allowed at this address.',
    de: 'Diese Operation ist unter dieser Adresse nicht erlaubt.',
    es: 'Esta operación no está permitida en esta dirección.',
    fr: "Cette opération n'est pas autorisée à cette adresse.",
  },
  'errors.uri_too_long': {
    it: "L'indirizzo richiesto è troppo lungo.",
    en: 'The requested address is too long.',
    de: 'Die angeforderte Adresse ist zu lang.',
    es: 'La dirección solicitada es demasiado larga.',
    fr: "L'adresse demandée est trop longue.",
  },
  'errors.already_exist': {
    it: 'Questo indirizzo email è già registrato.',
    en: 'This e-mail address is already registered.',
    de: 'Diese E-Mail-Adresse ist bereits registriert.',
    es: 'Esta dirección de correo electrónico ya está registrada.',
    fr: 'Cette adresse e-mail est déjà enregistrée.',
  },
  'errors.conflict': {
    it: 'I dati sono stati modificati nel frattempo: ricarica la pagina e riprova.',
    en: 'The data changed in the meantime: reload the page and try again.',
    de: 'Die Daten wurden inzwischen geändert: Laden Sie die Seite neu und versuchen Sie es erneut.',
    es: 'Los datos han cambiado mientras tanto: vuelve a cargar la página e inténtalo de nuevo.',
    fr: 'Les données ont été modifiées entre-temps : rechargez la page et réessayez.',
  },
  'errors.payload_too_large': {
    it: 'Il file o i dati inviati sono troppo grandi.',
    en: 'The file or data you sent is too large.',
    de: 'Die gesendete Datei oder die Daten sind zu groß.',
    es: 'El archivo o los datos enviados son demasiado grandes.',
    fr: 'Le fichier ou les données envoyés sont trop volumineux.',
  },
  'errors.unsupported_media_type': {
    it: 'Formato non supportato.',
    en: 'This format is not supported.',
    de: 'Dieses Format wird nicht unterstützt.',
    es: 'Este formato no es compatible.',
    fr: "Ce format n'est pas pris en charge.",
  },
  'errors.validation_failed': {
    it: 'Controlla i dati inseriti.',
    en: 'Please check the data you entered.',
    de: 'Bitte überprüfen Sie Ihre Eingaben.',
    es: 'Revisa los datos introducidos.',
    fr: 'Veuillez vérifier les données saisies.',
  },
  'errors.token_invalid': {
    it: 'Il codice non è valido o è scaduto.',
    en: 'The code is not valid or has expired.',
    de: 'Der Code ist ungültig oder abgelaufen.',
    es: 'El código no es válido o ha caducado.',
    fr: "Le code n'est pas valide ou a expiré.",
  },
  'errors.rate_limited': {
    it: 'Troppi tentativi: riprova tra qualche minuto.',
    en: 'Too many attempts: please try again in a few minutes.',
    de: 'Zu viele Versuche: Bitte versuchen Sie es in einigen Minuten erneut.',
    es: 'Demasiados intentos: inténtalo de nuevo dentro de unos minutos.',
    fr: 'Trop de tentatives : veuillez réessayer dans quelques minutes.',
  },
  'errors.internal_error': {
    it: 'Si è verificato un errore imprevisto. Riprova più tardi.',
    en: 'An unexpected error occurred. Please try again later.',
    de: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    es: 'Se ha producido un error inesperado. Inténtalo de nuevo más tarde.',
    fr: "Une erreur inattendue s'est produite. Veuillez réessayer plus tard.",
  },
  'errors.unavailable': {
    it: 'Il servizio non è momentaneamente disponibile. Riprova tra poco.',
    en: 'The service is temporarily unavailable. Please try again shortly.',
    de: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
    es: 'El servicio no está disponible temporalmente. Inténtalo de nuevo en breve.',
    fr: 'Le service est temporairement indisponible. Veuillez réessayer dans un instant.',
  },
}

// Typed by Lang so that a sixth shop language cannot ship without its name.
const languageNames: Record<`lang.${Lang}`, Record<Lang, string>> = {
  'lang.it': { it: 'Italiano', en: 'Italian', de: 'Italienisch', es: 'Italiano', fr: 'Italien' },
  'lang.en': { it: 'Inglese', en: 'English', de: 'Englisch', es: 'Inglés', fr: 'Anglais' },
  'lang.de': { it: 'Tedesco', en: 'German', de: 'Deutsch', es: 'Alemán', fr: 'Allemand' },
  'lang.es': { it: 'Spagnolo', en: 'Spanish', de: 'Spanisch', es: 'Español', fr: 'Espagnol' },
  'lang.fr': { it: 'Francese', en: 'French', de: 'Französisch', es: 'Francés', fr: 'Français' },
}

/** Labels every screen shares: generic buttons, language names, lookup field names and one message per error code. */
export const commonLabels: LabelSource = {
  'common.ok': { it: 'OK', en: 'OK', de: 'OK', es: 'Aceptar', fr: 'OK' },
  'common.cancel': { it: 'Annulla', en: 'Cancel', de: 'Abbrechen', es: 'Cancelar', fr: 'Annuler' },
  'common.back': { it: 'Indietro', en: 'Back', de: 'Zurück', es: 'Atrás', fr: 'Retour' },
  'common.close': { it: 'Chiudi', en: 'Close', de: 'Schließen', es: 'Cerrar', fr: 'Fermer' },
  'common.confirm': { it: 'Conferma', en: 'Confirm', de: 'Bestätigen', es: 'Confirmar', fr: 'Confirmer' },
  'common.save': { it: 'Salva', en: 'Save', de: 'Speichern', es: 'Guardar', fr: 'Enregistrer' },
  'common.send': { it: 'Invia', en: 'Send', de: 'Senden', es: 'Enviar', fr: 'Envoyer' },
  'common.next': { it: 'Avanti', en: 'Next', de: 'Weiter', es: 'Siguiente', fr: 'Suivant' },
  'common.yes': { it: 'Sì', en: 'Yes', de: 'Ja', es: 'Sí', fr: 'Oui' },
  'common.no': { it: 'No', en: 'No', de: 'Nein', es: 'No', fr: 'Non' },
  'common.edit': { it: 'Modifica', en: 'Edit', de: 'Bearbeiten', es: 'Editar', fr: 'Modifier' },
  'common.delete': { it: 'Elimina', en: 'Delete', de: 'Löschen', es: 'Eliminar', fr: 'Supprimer' },
  'common.retry': {
    it: 'Riprova',
    en: 'Try again',
    de: 'Erneut versuchen',
    es: 'Reintentar',
    fr: 'Réessayer',
  },
  'common.loading': {
    it: 'Caricamento…',
    en: 'Loading…',
    de: 'Wird geladen…',
    es: 'Cargando…',
    fr: 'Chargement…',
  },
  'common.search': { it: 'Cerca', en: 'Search', de: 'Suchen', es: 'Buscar', fr: 'Rechercher' },
  'common.select': { it: 'Seleziona', en: 'Select', de: 'Auswählen', es: 'Seleccionar', fr: 'Sélectionner' },
  'common.language': { it: 'Lingua', en: 'Language', de: 'Sprache', es: 'Idioma', fr: 'Langue' },
  'common.country': { it: 'Nazione', en: 'Country', de: 'Land', es: 'País', fr: 'Pays' },
  'common.us_state': {
    it: 'Stato (USA)',
    en: 'State (USA)',
    de: 'Bundesstaat (USA)',
    es: 'Estado (EE. UU.)',
    fr: 'État (États-Unis)',
  },
  ...languageNames,
  ...errorLabels,
}
