import type { V } from '@shop/domain/http/fields'
import type { Lang } from '@shop/domain/i18n/langs'

// Typed by the domain's list so that a new validation message without its texts fails to compile.
export const validationLabels: Record<(typeof V)[keyof typeof V], Record<Lang, string>> = {
  'validation.required': {
    it: 'Campo obbligatorio.',
    en: 'This field is required.',
    de: 'Dieses Feld ist erforderlich.',
    es: 'Este campo es obligatorio.',
    fr: 'Ce champ est obligatoire.',
  },
  'validation.email': {
    it: 'Indirizzo email non valido.',
    en: 'This e-mail address is not valid.',
    de: 'Diese E-Mail-Adresse ist ungültig.',
    es: 'La dirección de correo electrónico no es válida.',
    fr: "Cette adresse e-mail n'est pas valide.",
  },
  'validation.too_long': {
    it: 'Il testo è troppo lungo.',
    en: 'This text is too long.',
    de: 'Dieser Text ist zu lang.',
    es: 'El texto es demasiado largo.',
    fr: 'Ce texte est trop long.',
  },
  'validation.too_many': {
    it: 'Troppi elementi.',
    en: 'There are too many items.',
    de: 'Zu viele Einträge.',
    es: 'Hay demasiados elementos.',
    fr: "Il y a trop d'éléments.",
  },
  'validation.invalid_characters': {
    it: 'Il testo contiene caratteri non ammessi.',
    en: 'This text contains characters that are not allowed.',
    de: 'Der Text enthält unzulässige Zeichen.',
    es: 'El texto contiene caracteres no permitidos.',
    fr: 'Ce texte contient des caractères non autorisés.',
  },
  'validation.invalid': {
    it: 'Valore non valido.',
    en: 'This value is not valid.',
    de: 'Dieser Wert ist ungültig.',
    es: 'El valor no es válido.',
    fr: "Cette valeur n'est pas valide.",
  },
  'validation.privacy_required': {
    it: 'Occorre accettare i termini della privacy',
    en: 'You must accept the privacy terms',
    de: 'Sie müssen die Datenschutzbestimmungen akzeptieren',
    es: 'Es necesario aceptar los términos de privacidad',
    fr: 'Vous devez accepter les conditions de confidentialité',
  },
  'validation.us_state_required': {
    it: 'Seleziona lo stato USA.',
    en: 'Select the US state.',
    de: 'Wählen Sie den US-Bundesstaat aus.',
    es: 'Selecciona el estado de EE. UU.',
    fr: "Sélectionnez l'État américain.",
  },
  'validation.vat_too_short': {
    it: 'La partita IVA deve avere almeno 11 caratteri.',
    en: 'The VAT number must have at least 11 characters.',
    de: 'Die USt-IdNr. muss mindestens 11 Zeichen lang sein.',
    es: 'El número de IVA debe tener al menos 11 caracteres.',
    fr: 'Le numéro de TVA doit comporter au moins 11 caractères.',
  },
  'validation.password_mismatch': {
    it: 'Le password non coincidono.',
    en: 'The passwords do not match.',
    de: 'Die Passwörter stimmen nicht überein.',
    es: 'Las contraseñas no coinciden.',
    fr: 'Les mots de passe ne correspondent pas.',
  },
  'validation.code_format': {
    it: 'Il codice è composto da 6 cifre.',
    en: 'The code is made of 6 digits.',
    de: 'Der Code besteht aus 6 Ziffern.',
    es: 'El código tiene 6 dígitos.',
    fr: 'Le code comporte 6 chiffres.',
  },
}
