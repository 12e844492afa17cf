import { type LabelSource, l } from './types.ts'

/** The desk's quotation answers and the customer's mail of a sent quotation (issue 24 items 2, 3, 8). */
export const deskQuotationsLabels: LabelSource = {
  'orders.quotation_expired': l(
    'Il preventivo {{ref}} è scaduto: non può più essere modificato né approvato.',
    'Quotation {{ref}} has expired: it can no longer be changed or approved.',
    'Das Angebot {{ref}} ist abgelaufen: Es kann nicht mehr geändert oder freigegeben werden.',
    'El presupuesto {{ref}} ha caducado: ya no se puede modificar ni aprobar.',
    'Le devis {{ref}} a expiré : il ne peut plus être modifié ni approuvé.',
  ),
  'desk.quotations.version_conflict': l(
    'Il preventivo {{ref}} è stato modificato da qualcun altro nel frattempo. Ricarica la pagina per vedere la versione attuale.',
    'Quotation {{ref}} was changed by someone else meanwhile. Reload the page to see the current version.',
    'Das Angebot {{ref}} wurde inzwischen von jemand anderem geändert. Laden Sie die Seite neu, um die aktuelle Version zu sehen.',
    'Otra persona ha modificado el presupuesto {{ref}} mientras tanto. Recarga la página para ver la versión actual.',
    'Le devis {{ref}} a été modifié par quelqu’un d’autre entre-temps. Rechargez la page pour voir la version actuelle.',
  ),
  'desk.quotations.not_priceable': l(
    'Il preventivo {{ref}} non è in attesa di prezzi: solo un preventivo nuovo può essere prezzato.',
    'Quotation {{ref}} is not waiting for prices: only a new quotation can be priced.',
    'Das Angebot {{ref}} wartet nicht auf Preise: Nur ein neues Angebot kann bepreist werden.',
    'El presupuesto {{ref}} no está pendiente de precios: solo se puede valorar un presupuesto nuevo.',
    'Le devis {{ref}} n’attend pas de prix : seul un nouveau devis peut être chiffré.',
  ),
  'desk.quotations.unpriced_lines': l(
    'Il preventivo {{ref}} ha ancora righe da quotare: indica un prezzo per ognuna prima di inviarlo.',
    'Quotation {{ref}} still has lines to be quoted: give each a price before sending it.',
    'Das Angebot {{ref}} hat noch Positionen ohne Preis: Geben Sie jeder einen Preis, bevor Sie es senden.',
    'El presupuesto {{ref}} aún tiene líneas por valorar: indica un precio para cada una antes de enviarlo.',
    'Le devis {{ref}} a encore des lignes à chiffrer : indiquez un prix pour chacune avant de l’envoyer.',
  ),
  'desk.quotations.unknown_line': l(
    'Questa riga non appartiene al preventivo.',
    'This line is not part of the quotation.',
    'Diese Position gehört nicht zum Angebot.',
    'Esta línea no pertenece al presupuesto.',
    'Cette ligne ne fait pas partie du devis.',
  ),
  'desk.quotations.validity_past': l(
    'La validità deve essere oggi o una data futura.',
    'The validity must be today or a later date.',
    'Die Gültigkeit muss heute oder ein späteres Datum sein.',
    'La validez debe ser hoy o una fecha posterior.',
    'La validité doit être aujourd’hui ou une date ultérieure.',
  ),
  'mail.desk.quotation_sent.subject': l(
    'Il tuo preventivo {ref} è pronto',
    'Your quotation {ref} is ready',
    'Ihr Angebot {ref} ist fertig',
    'Tu presupuesto {ref} está listo',
    'Votre devis {ref} est prêt',
  ),
  'mail.desk.quotation_sent.body': l(
    'abbiamo preparato il preventivo {ref}. È valido fino al {until}.',
    'we have prepared quotation {ref}. It is valid until {until}.',
    'wir haben das Angebot {ref} erstellt. Es ist gültig bis {until}.',
    'hemos preparado el presupuesto {ref}. Es válido hasta el {until}.',
    'nous avons préparé le devis {ref}. Il est valable jusqu’au {until}.',
  ),
  'mail.desk.quotation_sent.totals': l(
    'Imponibile {net}, IVA {iva}, totale {total}.',
    'Net {net}, VAT {iva}, total {total}.',
    'Netto {net}, MwSt. {iva}, Gesamt {total}.',
    'Base imponible {net}, IVA {iva}, total {total}.',
    'Montant HT {net}, TVA {iva}, total {total}.',
  ),
  'mail.desk.quotation_sent.delivery': l(
    'Tempi di consegna: {delivery}.',
    'Delivery time: {delivery}.',
    'Lieferzeit: {delivery}.',
    'Plazo de entrega: {delivery}.',
    'Délai de livraison : {delivery}.',
  ),
  'mail.desk.quotation_sent.follow': l(
    'Puoi approvarlo, rifiutarlo o chiedere una modifica qui: {link}',
    'You can approve it, refuse it or ask for a change here: {link}',
    'Sie können es hier freigeben, ablehnen oder eine Änderung anfragen: {link}',
    'Puedes aprobarlo, rechazarlo o pedir un cambio aquí: {link}',
    'Vous pouvez l’approuver, le refuser ou demander une modification ici : {link}',
  ),
}
