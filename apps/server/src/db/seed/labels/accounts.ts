import type { LabelSource } from './types.ts'

/** The server's own messages for sign-up, activation, login and password recovery. */
export const accountLabels: LabelSource = {
  'accounts.activated': {
    it: 'Indirizzo email confermato.',
    en: 'E-mail address confirmed.',
    de: 'E-Mail-Adresse bestätigt.',
    es: 'Dirección de correo electrónico confirmada.',
    fr: 'Adresse e-mail confirmée.',
  },
  'accounts.activation_link_invalid': {
    it: 'Il link di attivazione non è valido, è già stato usato o è scaduto.',
    en: 'The activation link is not valid, has already been used or has expired.',
    de: 'Der Aktivierungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen.',
    es: 'El enlace de activación no es válido, ya se ha utilizado o ha caducado.',
    fr: "Le lien d'activation n'est pas valide, a déjà été utilisé ou a expiré.",
  },
  'accounts.activation_mail_sent': {
    it: "Ti abbiamo inviato di nuovo l'email di attivazione: apri il link che contiene.",
    en: 'We have sent the activation e-mail again: open the link in it.',
    de: 'Wir haben Ihnen die Aktivierungs-E-Mail erneut gesendet: Öffnen Sie den darin enthaltenen Link.',
    es: 'Te hemos enviado de nuevo el correo de activación: abre el enlace que contiene.',
    fr: "Nous vous avons renvoyé l'e-mail d'activation : ouvrez le lien qu'il contient.",
  },
  'accounts.email_already_verified': {
    it: 'Il tuo indirizzo email è già confermato.',
    en: 'Your e-mail address is already confirmed.',
    de: 'Ihre E-Mail-Adresse ist bereits bestätigt.',
    es: 'Tu dirección de correo electrónico ya está confirmada.',
    fr: 'Votre adresse e-mail est déjà confirmée.',
  },
  'accounts.email_not_verified': {
    it: 'Prima conferma il tuo indirizzo email con il link che ti abbiamo inviato.',
    en: 'First confirm your e-mail address with the link we sent you.',
    de: 'Bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben.',
    es: 'Primero confirma tu dirección de correo electrónico con el enlace que te hemos enviado.',
    fr: "Confirmez d'abord votre adresse e-mail avec le lien que nous vous avons envoyé.",
  },
  'accounts.password_already_set': {
    it: 'Hai già una password: per cambiarla usa il recupero password.',
    en: 'You already have a password: use password recovery to change it.',
    de: 'Sie haben bereits ein Passwort: Verwenden Sie zum Ändern die Passwort-Wiederherstellung.',
    es: 'Ya tienes una contraseña: para cambiarla usa la recuperación de contraseña.',
    fr: 'Vous avez déjà un mot de passe : pour le modifier, utilisez la récupération du mot de passe.',
  },
  'accounts.password_set': {
    it: 'La tua password è stata impostata.',
    en: 'Your password has been set.',
    de: 'Ihr Passwort wurde festgelegt.',
    es: 'Tu contraseña se ha establecido.',
    fr: 'Votre mot de passe a été défini.',
  },
  'accounts.password_updated': {
    it: 'La tua password è stata aggiornata correttamente',
    en: 'Your password has been updated successfully',
    de: 'Ihr Passwort wurde erfolgreich aktualisiert',
    es: 'Tu contraseña se ha actualizado correctamente',
    fr: 'Votre mot de passe a été mis à jour avec succès',
  },
  'accounts.privacy_accepted': {
    it: 'Privacy policy accettata. Grazie!',
    en: 'Privacy policy accepted. Thank you!',
    de: 'Datenschutzerklärung akzeptiert. Vielen Dank!',
    es: 'Política de privacidad aceptada. ¡Gracias!',
    fr: 'Politique de confidentialité acceptée. Merci !',
  },
  'accounts.recovery_code_sent': {
    it: "Se l'indirizzo appartiene a un account, ti abbiamo inviato un codice via email.",
    en: 'If the address belongs to an account, we have sent you a code by e-mail.',
    de: 'Falls die Adresse zu einem Konto gehört, haben wir Ihnen einen Code per E-Mail gesendet.',
    es: 'Si la dirección pertenece a una cuenta, te hemos enviado un código por correo electrónico.',
    fr: "Si l'adresse appartient à un compte, nous vous avons envoyé un code par e-mail.",
  },
  'accounts.code_invalid': {
    it: 'Il codice non è valido o è scaduto.',
    en: 'The code is not valid or has expired.',
    de: 'Der Code ist ungültig oder abgelaufen.',
    es: 'El código no es válido o ha caducado.',
    fr: "Le code n'est pas valide ou a expiré.",
  },
}
