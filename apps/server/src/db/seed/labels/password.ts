import type { PasswordRuleId } from '@shop/domain/accounts/password'
import type { Lang } from '@shop/domain/i18n/langs'

// Typed by the rule ids so that a seventh rule without its texts fails to compile; en keeps the spec's messages.
export const passwordLabels: Record<`password.${PasswordRuleId}`, Record<Lang, string>> = {
  'password.min_length': {
    it: 'La password deve avere almeno 8 caratteri',
    en: 'Password must be at least 8 chars',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    es: 'La contraseña debe tener al menos 8 caracteres',
    fr: 'Le mot de passe doit comporter au moins 8 caractères',
  },
  'password.uppercase': {
    it: 'La password deve contenere almeno una lettera maiuscola',
    en: 'Password must contain at least an uppercase',
    de: 'Das Passwort muss mindestens einen Großbuchstaben enthalten',
    es: 'La contraseña debe contener al menos una letra mayúscula',
    fr: 'Le mot de passe doit contenir au moins une majuscule',
  },
  'password.number': {
    it: 'La password deve contenere almeno un numero',
    en: 'Password must contain at least a number',
    de: 'Das Passwort muss mindestens eine Ziffer enthalten',
    es: 'La contraseña debe contener al menos un número',
    fr: 'Le mot de passe doit contenir au moins un chiffre',
  },
  'password.special': {
    it: 'La password deve contenere almeno un carattere speciale',
    en: 'Password must contain at least a special char',
    de: 'Das Passwort muss mindestens ein Sonderzeichen enthalten',
    es: 'La contraseña debe contener al menos un carácter especial',
    fr: 'Le mot de passe doit contenir au moins un caractère spécial',
  },
  'password.not_email': {
    it: 'La password deve essere diversa dal tuo indirizzo email',
    en: 'Password must be different from your email address',
    de: 'Das Passwort muss sich von Ihrer E-Mail-Adresse unterscheiden',
    es: 'La contraseña debe ser distinta de tu dirección de correo electrónico',
    fr: 'Le mot de passe doit être différent de votre adresse e-mail',
  },
  'password.max_repeats': {
    it: 'Lo stesso carattere non può essere usato più di 3 volte',
    en: 'The same char cannot be used more than 3 times',
    de: 'Dasselbe Zeichen darf höchstens 3-mal vorkommen',
    es: 'El mismo carácter no puede usarse más de 3 veces',
    fr: 'Le même caractère ne peut pas être utilisé plus de 3 fois',
  },
}

/**
 * The live checklist's short rule names, read under its heading 'La password deve:' (`checklist.title`), so they
 * do not repeat it (issue 13). The server's full-sentence messages above stay as they are: they stand alone under a
 * field. Typed by the rule ids like those.
 */
export const passwordChecklistLabels: Record<`checklist.${PasswordRuleId}`, Record<Lang, string>> = {
  'checklist.min_length': {
    it: 'Avere almeno 8 caratteri',
    en: 'Be at least 8 characters long',
    de: 'Mindestens 8 Zeichen lang sein',
    es: 'Tener al menos 8 caracteres',
    fr: 'Comporter au moins 8 caractères',
  },
  'checklist.uppercase': {
    it: 'Contenere una lettera maiuscola',
    en: 'Include an uppercase letter',
    de: 'Einen Großbuchstaben enthalten',
    es: 'Incluir una letra mayúscula',
    fr: 'Contenir une majuscule',
  },
  'checklist.number': {
    it: 'Contenere un numero',
    en: 'Include a number',
    de: 'Eine Ziffer enthalten',
    es: 'Incluir un número',
    fr: 'Contenir un chiffre',
  },
  'checklist.special': {
    it: 'Contenere un carattere speciale',
    en: 'Include a special character',
    de: 'Ein Sonderzeichen enthalten',
    es: 'Incluir un carácter especial',
    fr: 'Contenir un caractère spécial',
  },
  'checklist.not_email': {
    it: 'Essere diversa dal tuo indirizzo e-mail',
    en: 'Differ from your e-mail address',
    de: 'Sich von Ihrer E-Mail-Adresse unterscheiden',
    es: 'Ser distinta de tu dirección de correo',
    fr: 'Être différent de votre adresse e-mail',
  },
  'checklist.max_repeats': {
    it: 'Non ripetere un carattere più di 3 volte',
    en: 'Not repeat a character more than 3 times',
    de: 'Kein Zeichen mehr als 3-mal enthalten',
    es: 'No repetir un carácter más de 3 veces',
    fr: 'Ne pas répéter un caractère plus de 3 fois',
  },
}
