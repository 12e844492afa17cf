import type { Lang } from '@shop/domain/i18n/langs'

/**
 * Messages of the brochure service (the CLI prints them, the back office will show them). Here rather than in
 * db/seed/labels, which seeds them into the labels table through a re-export, because brochure:add prints them
 * before it opens the database and production code imports nothing from db/seed (docs/decisions/018).
 */
export const brochureErrorLabels: Record<string, Record<Lang, string>> = {
  'brochure.errors.not_a_pdf': {
    it: 'Il file non è un PDF leggibile: nessuna brochure è stata aggiunta.',
    en: 'The file is not a readable PDF: no brochure was added.',
    de: 'Die Datei ist kein lesbares PDF: Es wurde keine Broschüre hinzugefügt.',
    es: 'El archivo no es un PDF legible: no se ha añadido ningún folleto.',
    fr: "Le fichier n'est pas un PDF lisible : aucune brochure n'a été ajoutée.",
  },
  'brochure.errors.password_protected': {
    it: 'Il PDF è protetto da password: nessuna brochure è stata aggiunta. Salvane una copia senza password e riprova.',
    en: 'The PDF is password-protected: no brochure was added. Save a copy without the password and try again.',
    de: 'Das PDF ist passwortgeschützt: Es wurde keine Broschüre hinzugefügt. Speichern Sie eine Kopie ohne Passwort und versuchen Sie es erneut.',
    es: 'El PDF está protegido con contraseña: no se ha añadido ningún folleto. Guarde una copia sin contraseña e inténtelo de nuevo.',
    fr: "Le PDF est protégé par un mot de passe : aucune brochure n'a été ajoutée. Enregistrez-en une copie sans mot de passe et réessayez.",
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
  // {{pages}}: the page numbers, "2, 4".
  'brochure.errors.blank_pages': {
    it: 'Le pagine {{pages}} risultano bianche anche se il PDF vi disegna dei contenuti (spesso manca un font nel file): nessuna brochure è stata aggiunta.',
    en: 'Page(s) {{pages}} render blank although the PDF draws content on them (often a font missing from the file): no brochure was added.',
    de: 'Seite(n) {{pages}} werden leer dargestellt, obwohl das PDF dort Inhalte zeichnet (oft fehlt eine Schrift in der Datei): Es wurde keine Broschüre hinzugefügt.',
    es: 'Las páginas {{pages}} se ven en blanco aunque el PDF dibuja contenido en ellas (a menudo falta una fuente en el archivo): no se ha añadido ningún folleto.',
    fr: "Les pages {{pages}} s'affichent blanches alors que le PDF y dessine du contenu (souvent une police absente du fichier) : aucune brochure n'a été ajoutée.",
  },
  'brochure.errors.not_found': {
    it: 'Brochure non trovata.',
    en: 'Brochure not found.',
    de: 'Broschüre nicht gefunden.',
    es: 'Folleto no encontrado.',
    fr: 'Brochure introuvable.',
  },
}
