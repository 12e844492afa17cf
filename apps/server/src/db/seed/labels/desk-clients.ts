import { type LabelSource, l } from './types.ts'

// The desk's client calls and mails (issue 24 item 7). {name}, {company} and {link} are filled in by
// modules/desk/desk-clients.mails.ts.
export const deskClientsLabels: LabelSource = {
  'desk.clients.already_verified': l(
    'Questa azienda è già stata verificata.',
    'This company has already been verified.',
    'Dieses Unternehmen wurde bereits geprüft.',
    'Esta empresa ya ha sido verificada.',
    'Cette entreprise a déjà été vérifiée.',
  ),
  'desk.clients.already_linked': l(
    "L'utente è già collegato a questa azienda.",
    'The user already acts for this company.',
    'Der Benutzer ist bereits mit diesem Unternehmen verknüpft.',
    'El usuario ya está vinculado a esta empresa.',
    "L'utilisateur est déjà rattaché à cette entreprise.",
  ),
  'desk.clients.client_missing': l(
    'Questa azienda non esiste.',
    'There is no such company.',
    'Dieses Unternehmen gibt es nicht.',
    'Esta empresa no existe.',
    "Cette entreprise n'existe pas.",
  ),
  'desk.clients.unknown_choice': l(
    'Scelta non valida: non esiste.',
    'Not a valid choice: it does not exist.',
    'Ungültige Auswahl: existiert nicht.',
    'Opción no válida: no existe.',
    "Choix non valable : il n'existe pas.",
  ),
  'desk.clients.invalid_bank_code': l(
    'Inserisci 5 cifre.',
    'Enter 5 digits.',
    'Bitte 5 Ziffern eingeben.',
    'Introduce 5 cifras.',
    'Saisissez 5 chiffres.',
  ),
  'desk.clients.nothing_to_change': l(
    'Nessun campo da modificare.',
    'Nothing to change.',
    'Nichts zu ändern.',
    'Nada que modificar.',
    'Rien à modifier.',
  ),
  'desk.clients.mail.client_verified.subject': l(
    'La tua azienda è stata verificata',
    'Your company has been verified',
    'Ihr Unternehmen wurde geprüft',
    'Tu empresa ha sido verificada',
    'Votre entreprise a été vérifiée',
  ),
  'desk.clients.mail.client_verified.body': l(
    'abbiamo verificato i dati di {company}. Da ora vedi i prezzi riservati e puoi ordinare dal negozio: {link}',
    'we have checked the details of {company}. You can now see your prices and order in the shop: {link}',
    'wir haben die Angaben von {company} geprüft. Ab sofort sehen Sie Ihre Preise und können im Shop bestellen: {link}',
    'hemos verificado los datos de {company}. Desde ahora ves tus precios y puedes hacer pedidos en la tienda: {link}',
    'nous avons vérifié les données de {company}. Vous voyez désormais vos prix et pouvez commander dans la boutique : {link}',
  ),
  'desk.clients.mail.user_linked.subject': l(
    'Il tuo account è stato collegato alla tua azienda',
    'Your account is now linked to your company',
    'Ihr Konto wurde mit Ihrem Unternehmen verknüpft',
    'Tu cuenta se ha vinculado a tu empresa',
    'Votre compte est maintenant rattaché à votre entreprise',
  ),
  'desk.clients.mail.user_linked.body': l(
    'abbiamo collegato il tuo account a {company}, già nostro cliente: da ora ordini e preventivi sono a suo nome, con le sue condizioni. La tua area riservata: {link}',
    'we have linked your account to {company}, already our customer: your orders and quotations are now in its name, on its terms. Your account: {link}',
    'wir haben Ihr Konto mit {company} verknüpft, bereits unser Kunde: Bestellungen und Angebote laufen ab sofort auf dessen Namen und Konditionen. Ihr Kundenbereich: {link}',
    'hemos vinculado tu cuenta a {company}, que ya es cliente nuestro: desde ahora pedidos y presupuestos van a su nombre, con sus condiciones. Tu área privada: {link}',
    'nous avons rattaché votre compte à {company}, déjà client chez nous : vos commandes et devis sont désormais à son nom, à ses conditions. Votre espace client : {link}',
  ),
}
