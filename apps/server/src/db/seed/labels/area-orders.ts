import { type LabelSource, l } from './types.ts'

/**
 * The customer area's orders and quotations, server side (issue 25 items 5 to 8): the answers of the quotation
 * actions, the detail's 404, the billing address's refusals before approving, paying or completing, and the mails of
 * the moves. Italian as spec 3 §5 and §8 write it.
 */

/** The spec's text naming the first billing address's missing field. */
const missing = (it: string, en: string, de: string, es: string, fr: string) =>
  l(
    `I dati forniti non sono sufficienti per la fatturazione, si prega di verificare nel primo indirizzo il campo: ${it}`,
    `The details given are not enough for invoicing: please check this field of the first address: ${en}`,
    `Die Angaben reichen für die Rechnung nicht aus: Bitte prüfen Sie dieses Feld der ersten Adresse: ${de}`,
    `Los datos no bastan para la facturación: revise este campo de la primera dirección: ${es}`,
    `Les données ne suffisent pas pour la facturation : veuillez vérifier ce champ de la première adresse : ${fr}`,
  )

export const areaOrdersLabels: LabelSource = {
  'orders.area.wrong_order': l(
    'Error: wrong order',
    'Error: wrong order',
    'Fehler: falsche Bestellung',
    'Error: pedido incorrecto',
    'Erreur : commande erronée',
  ),
  'orders.area.quotation_refused': l(
    'Preventivo rifiutato con successo',
    'Quotation refused',
    'Angebot abgelehnt',
    'Presupuesto rechazado',
    'Devis refusé',
  ),
  'orders.area.quotation_cancelled': l(
    'Richiesta preventivo cancellata con successo',
    'Quotation request cancelled',
    'Angebotsanfrage storniert',
    'Solicitud de presupuesto cancelada',
    'Demande de devis annulée',
  ),
  'orders.area.quotation_approved': l(
    'Preventivo confermato con successo',
    'Quotation confirmed',
    'Angebot bestätigt',
    'Presupuesto confirmado',
    'Devis confirmé',
  ),
  'orders.area.promo_code_added': l(
    'Codice promozionale applicato al preventivo',
    'Promo code applied to the quotation',
    'Aktionscode auf das Angebot angewendet',
    'Código promocional aplicado al presupuesto',
    'Code promo appliqué au devis',
  ),
  'orders.area.promo_code_already': l(
    'Al preventivo è già applicato un altro codice promozionale.',
    'Another promo code is already applied to the quotation.',
    'Auf das Angebot ist bereits ein anderer Aktionscode angewendet.',
    'Ya hay otro código promocional aplicado al presupuesto.',
    'Un autre code promo est déjà appliqué au devis.',
  ),
  'orders.area.cancel_shipped': l(
    "L'ordine {{ref}} è già stato spedito: non può più essere annullato.",
    'Order {{ref}} has already been shipped: it can no longer be cancelled.',
    'Die Bestellung {{ref}} wurde bereits versandt und kann nicht mehr storniert werden.',
    'El pedido {{ref}} ya se ha enviado: ya no se puede cancelar.',
    'La commande {{ref}} a déjà été expédiée : elle ne peut plus être annulée.',
  ),
  // Spec 3 §5: title 'Dati non salvati' (the web's), this text.
  'orders.area.billing_not_saved': l(
    'I dati indirizzo non sono stati salvati. Salvare i dati per procedere.',
    'The address details have not been saved. Save them to continue.',
    'Die Adressdaten wurden nicht gespeichert. Bitte speichern Sie sie, um fortzufahren.',
    'Los datos de la dirección no se han guardado. Guárdalos para continuar.',
    "Les données d'adresse n'ont pas été enregistrées. Enregistrez-les pour continuer.",
  ),
  // Spec 3 §5: title 'Dati non completi!' (the web's), the text naming the field.
  'orders.area.billing_missing.piva': missing(
    'Partita IVA',
    'VAT number',
    'USt-IdNr.',
    'NIF-IVA',
    'Numéro de TVA',
  ),
  'orders.area.billing_missing.codice_fiscale': missing(
    'Codice fiscale',
    'Tax code',
    'Steuernummer',
    'Código fiscal',
    'Code fiscal',
  ),
  'orders.area.billing_missing.sdi_code': missing(
    'Codice SDI',
    'SDI code',
    'SDI-Code',
    'Código SDI',
    'Code SDI',
  ),
  'orders.area.billing_missing.cap': missing(
    'CAP',
    'Postcode',
    'Postleitzahl',
    'Código postal',
    'Code postal',
  ),
  'orders.area.billing_missing.address': missing('Indirizzo', 'Address', 'Adresse', 'Dirección', 'Adresse'),
  'orders.area.billing_missing.city': missing('Città', 'City', 'Ort', 'Ciudad', 'Ville'),
  'orders.area.billing_missing.tel': missing('Telefono', 'Phone', 'Telefon', 'Teléfono', 'Téléphone'),
  'orders.area.billing_missing.esaedro_zone_code': missing('Nazione', 'Country', 'Land', 'País', 'Pays'),
  'orders.area.billing_missing.usa_state_code': missing('Stato', 'State', 'Bundesstaat', 'Estado', 'État'),

  // The mails of the customer's moves (checkout.mails.ts): the approval to both, the others to the provider only.
  'mail.checkout.quotation_approved.subject': l(
    'Preventivo {ref} confermato',
    'Quotation {ref} confirmed',
    'Angebot {ref} bestätigt',
    'Presupuesto {ref} confirmado',
    'Devis {ref} confirmé',
  ),
  'mail.checkout.quotation_approved.body': l(
    'grazie, hai confermato il preventivo {ref}: ora è un ordine. Nella sezione ORDINI della tua area riservata ne segui l’avanzamento.',
    'thank you: you confirmed quotation {ref}, which is now an order. Follow its progress in the ORDERS section of your reserved area.',
    'vielen Dank: Sie haben das Angebot {ref} bestätigt; es ist jetzt eine Bestellung. Den Fortschritt sehen Sie im Bereich BESTELLUNGEN Ihres Kundenbereichs.',
    'gracias: has confirmado el presupuesto {ref}, que ahora es un pedido. Sigue su avance en la sección PEDIDOS de tu área reservada.',
    'merci : vous avez confirmé le devis {ref}, qui est désormais une commande. Suivez son avancement dans la rubrique COMMANDES de votre espace client.',
  ),
  'mail.checkout.provider.quotation_approved.subject': l(
    'Preventivo {ref} confermato dal cliente',
    'Quotation {ref} confirmed by the customer',
    'Angebot {ref} vom Kunden bestätigt',
    'Presupuesto {ref} confirmado por el cliente',
    'Devis {ref} confirmé par le client',
  ),
  'mail.checkout.provider.quotation_approved.body': l(
    'Il cliente ha confermato il preventivo {ref}: ora è un ordine confermato.',
    'The customer confirmed quotation {ref}: it is now a confirmed order.',
    'Der Kunde hat das Angebot {ref} bestätigt: Es ist jetzt eine bestätigte Bestellung.',
    'El cliente ha confirmado el presupuesto {ref}: ahora es un pedido confirmado.',
    'Le client a confirmé le devis {ref} : c’est désormais une commande confirmée.',
  ),
  // An approval paid by card or PayPal, once the provider confirms the payment (issue 26).
  'mail.checkout.paid_approval.subject': l(
    'Preventivo {ref} confermato e pagato',
    'Quotation {ref} confirmed and paid',
    'Angebot {ref} bestätigt und bezahlt',
    'Presupuesto {ref} confirmado y pagado',
    'Devis {ref} confirmé et payé',
  ),
  'mail.checkout.paid_approval.body': l(
    'grazie: abbiamo ricevuto il pagamento e il preventivo {ref} è confermato, ora è un ordine. Nella sezione ORDINI della tua area riservata ne segui l’avanzamento.',
    'thank you: we have received the payment and quotation {ref} is confirmed; it is now an order. Follow its progress in the ORDERS section of your reserved area.',
    'vielen Dank: Wir haben die Zahlung erhalten und das Angebot {ref} ist bestätigt; es ist jetzt eine Bestellung. Den Fortschritt sehen Sie im Bereich BESTELLUNGEN Ihres Kundenbereichs.',
    'gracias: hemos recibido el pago y el presupuesto {ref} está confirmado; ahora es un pedido. Sigue su avance en la sección PEDIDOS de tu área reservada.',
    'merci : nous avons reçu le paiement et le devis {ref} est confirmé ; c’est désormais une commande. Suivez son avancement dans la rubrique COMMANDES de votre espace client.',
  ),
  'mail.checkout.provider.paid_approval.subject': l(
    'Preventivo {ref} confermato e pagato dal cliente',
    'Quotation {ref} confirmed and paid by the customer',
    'Angebot {ref} vom Kunden bestätigt und bezahlt',
    'Presupuesto {ref} confirmado y pagado por el cliente',
    'Devis {ref} confirmé et payé par le client',
  ),
  'mail.checkout.provider.paid_approval.body': l(
    'Il cliente ha confermato il preventivo {ref} pagandolo online e il fornitore del pagamento lo ha confermato: ora è un ordine confermato e pagato, da spedire.',
    'The customer confirmed quotation {ref} by paying online and the payment provider confirmed the payment: it is now a confirmed, paid order, to be shipped.',
    'Der Kunde hat das Angebot {ref} mit einer Online-Zahlung bestätigt, und der Zahlungsanbieter hat die Zahlung bestätigt: Es ist jetzt eine bestätigte, bezahlte Bestellung, die zu versenden ist.',
    'El cliente ha confirmado el presupuesto {ref} pagando en línea y el proveedor de pago ha confirmado el pago: ahora es un pedido confirmado y pagado, pendiente de enviar.',
    'Le client a confirmé le devis {ref} en le payant en ligne et le prestataire de paiement a confirmé le paiement : c’est désormais une commande confirmée et payée, à expédier.',
  ),
  'mail.checkout.provider.quotation_refused.subject': l(
    'Preventivo {ref} rifiutato dal cliente',
    'Quotation {ref} refused by the customer',
    'Angebot {ref} vom Kunden abgelehnt',
    'Presupuesto {ref} rechazado por el cliente',
    'Devis {ref} refusé par le client',
  ),
  'mail.checkout.provider.quotation_refused.body': l(
    'Il cliente ha rifiutato il preventivo {ref}.',
    'The customer refused quotation {ref}.',
    'Der Kunde hat das Angebot {ref} abgelehnt.',
    'El cliente ha rechazado el presupuesto {ref}.',
    'Le client a refusé le devis {ref}.',
  ),
  'mail.checkout.provider.quotation_cancelled.subject': l(
    'Preventivo {ref} annullato dal cliente',
    'Quotation {ref} cancelled by the customer',
    'Angebot {ref} vom Kunden storniert',
    'Presupuesto {ref} cancelado por el cliente',
    'Devis {ref} annulé par le client',
  ),
  'mail.checkout.provider.quotation_cancelled.body': l(
    'Il cliente ha annullato il preventivo {ref}.',
    'The customer cancelled quotation {ref}.',
    'Der Kunde hat das Angebot {ref} storniert.',
    'El cliente ha cancelado el presupuesto {ref}.',
    'Le client a annulé le devis {ref}.',
  ),
  'mail.checkout.provider.promo_code_added.subject': l(
    'Codice promozionale sulla richiesta di preventivo {ref}',
    'Promo code on quotation request {ref}',
    'Aktionscode auf der Angebotsanfrage {ref}',
    'Código promocional en la solicitud de presupuesto {ref}',
    'Code promo sur la demande de devis {ref}',
  ),
  'mail.checkout.provider.promo_code_added.body': l(
    'Il cliente ha applicato un codice promozionale alla richiesta di preventivo {ref}: i totali qui sotto ne tengono conto.',
    'The customer applied a promo code to quotation request {ref}: the totals below include it.',
    'Der Kunde hat einen Aktionscode auf die Angebotsanfrage {ref} angewendet: Die Summen unten berücksichtigen ihn.',
    'El cliente ha aplicado un código promocional a la solicitud de presupuesto {ref}: los totales de abajo lo incluyen.',
    'Le client a appliqué un code promo à la demande de devis {ref} : les totaux ci-dessous en tiennent compte.',
  ),
  'mail.checkout.provider.customer_note': l(
    'Motivo indicato dal cliente: {note}',
    "The customer's reason: {note}",
    'Begründung des Kunden: {note}',
    'Motivo indicado por el cliente: {note}',
    'Motif indiqué par le client : {note}',
  ),
}
