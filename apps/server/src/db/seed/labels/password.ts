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
