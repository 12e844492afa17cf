import type { LabelSource } from './types.ts'

// {name}, {link}, {days}, {code} and {minutes} are filled in by modules/accounts/account-mails.ts.
export const mailLabels: LabelSource = {
  'mail.greeting': {
    it: 'Gentile {name},',
    en: 'Dear {name},',
    de: 'Guten Tag {name},',
    es: 'Hola, {name}:',
    fr: 'Bonjour {name},',
  },
  'mail.signature': {
    it: 'Cordiali saluti,\nIl team di Silo Shop',
    en: 'Kind regards,\nThe Silo Shop team',
    de: 'Mit freundlichen Grüßen\nIhr Silo-Shop-Team',
    es: 'Un saludo,\nEl equipo de Silo Shop',
    fr: "Cordialement,\nL'équipe Silo Shop",
  },
  'mail.activation.subject': {
    it: 'Conferma il tuo indirizzo email',
    en: 'Confirm your e-mail address',
    de: 'Bestätigen Sie Ihre E-Mail-Adresse',
    es: 'Confirma tu dirección de correo electrónico',
    fr: 'Confirmez votre adresse e-mail',
  },
  'mail.activation.body': {
    it: 'grazie per esserti registrato. Per confermare il tuo indirizzo email e scegliere la tua password apri questo link:\n\n{link}\n\nIl link vale {days} giorni. Se non ti sei registrato tu, ignora questo messaggio.',
    en: 'thank you for signing up. To confirm your e-mail address and choose your password, open this link:\n\n{link}\n\nThe link is valid for {days} days. If you did not sign up, please ignore this message.',
    de: 'vielen Dank für Ihre Registrierung. Um Ihre E-Mail-Adresse zu bestätigen und Ihr Passwort festzulegen, öffnen Sie diesen Link:\n\n{link}\n\nDer Link ist {days} Tage gültig. Falls Sie sich nicht registriert haben, ignorieren Sie diese Nachricht bitte.',
    es: 'gracias por registrarte. Para confirmar tu dirección de correo electrónico y elegir tu contraseña, abre este enlace:\n\n{link}\n\nEl enlace es válido durante {days} días. Si no te has registrado, ignora este mensaje.',
    fr: 'merci pour votre inscription. Pour confirmer votre adresse e-mail et choisir votre mot de passe, ouvrez ce lien :\n\n{link}\n\nLe lien est valable {days} jours. Si vous ne vous êtes pas inscrit, ignorez ce message.',
  },
  'mail.activation.body_password': {
    it: 'grazie per esserti registrato. Per confermare il tuo indirizzo email apri questo link:\n\n{link}\n\nPer accedere usa la password che hai scelto alla registrazione. Se apri il link in un altro browser o su un altro dispositivo, ti chiederemo di digitarla per confermare che sei tu.\n\nIl link vale {days} giorni. Se non ti sei registrato tu, ignora questo messaggio.',
    en: 'thank you for signing up. To confirm your e-mail address, open this link:\n\n{link}\n\nTo log in, use the password you chose when signing up. If you open the link in another browser or on another device, we will ask you to type it to confirm it is you.\n\nThe link is valid for {days} days. If you did not sign up, please ignore this message.',
    de: 'vielen Dank für Ihre Registrierung. Um Ihre E-Mail-Adresse zu bestätigen, öffnen Sie diesen Link:\n\n{link}\n\nZum Anmelden verwenden Sie das Passwort, das Sie bei der Registrierung gewählt haben. Öffnen Sie den Link in einem anderen Browser oder auf einem anderen Gerät, bitten wir Sie, es einzugeben, um zu bestätigen, dass Sie es sind.\n\nDer Link ist {days} Tage gültig. Falls Sie sich nicht registriert haben, ignorieren Sie diese Nachricht bitte.',
    es: 'gracias por registrarte. Para confirmar tu dirección de correo electrónico, abre este enlace:\n\n{link}\n\nPara acceder, usa la contraseña que elegiste al registrarte. Si abres el enlace en otro navegador o en otro dispositivo, te pediremos que la escribas para confirmar que eres tú.\n\nEl enlace es válido durante {days} días. Si no te has registrado, ignora este mensaje.',
    fr: "merci pour votre inscription. Pour confirmer votre adresse e-mail, ouvrez ce lien :\n\n{link}\n\nPour vous connecter, utilisez le mot de passe choisi lors de l'inscription. Si vous ouvrez le lien dans un autre navigateur ou sur un autre appareil, nous vous demanderons de le saisir pour confirmer que c'est bien vous.\n\nLe lien est valable {days} jours. Si vous ne vous êtes pas inscrit, ignorez ce message.",
  },
  'mail.recovery.subject': {
    it: 'Il codice per reimpostare la password',
    en: 'Your password reset code',
    de: 'Ihr Code zum Zurücksetzen des Passworts',
    es: 'Tu código para restablecer la contraseña',
    fr: 'Votre code de réinitialisation du mot de passe',
  },
  'mail.recovery.body': {
    it: "abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Il tuo codice è:\n\n{code}\n\nIl codice vale {minutes} minuti. Se non l'hai chiesto tu, ignora questo messaggio: la tua password resta invariata.",
    en: 'we received a request to reset the password of your account. Your code is:\n\n{code}\n\nThe code is valid for {minutes} minutes. If you did not ask for it, please ignore this message: your password stays unchanged.',
    de: 'wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Kontos erhalten. Ihr Code lautet:\n\n{code}\n\nDer Code ist {minutes} Minuten gültig. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht bitte: Ihr Passwort bleibt unverändert.',
    es: 'hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Tu código es:\n\n{code}\n\nEl código es válido durante {minutes} minutos. Si no lo has solicitado, ignora este mensaje: tu contraseña no cambia.',
    fr: "nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Votre code est :\n\n{code}\n\nLe code est valable {minutes} minutes. Si vous ne l'avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.",
  },
}
