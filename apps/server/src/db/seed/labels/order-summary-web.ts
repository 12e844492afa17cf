import { type LabelSource, l } from './types.ts'

/**
 * The recap of an order or quotation (issue 23 item 5; apps/web/src/shared/ui/order-summary): the checkout's last step
 * before paying, and the order and quotation pages after. Field names it shares with the forms (VAT number, carrier,
 * desired date, the buyer's reference) are the forms' own labels.
 */
export const orderSummaryWebLabels: LabelSource = {
  'order_summary.order': l('Ordine', 'Order', 'Bestellung', 'Pedido', 'Commande'),
  'order_summary.quotation': l('Preventivo', 'Quotation', 'Angebot', 'Presupuesto', 'Devis'),
  'order_summary.number': l('Numero', 'Number', 'Nummer', 'Número', 'Numéro'),
  'order_summary.date': l('Data', 'Date', 'Datum', 'Fecha', 'Date'),
  'order_summary.billing': l('Fatturazione', 'Billing', 'Rechnungsdaten', 'Facturación', 'Facturation'),
  'order_summary.company': l(
    'Ragione sociale',
    'Company name',
    'Firmenname',
    'Razón social',
    'Raison sociale',
  ),
  'order_summary.sdi_code': l('Codice SDI', 'SDI code', 'SDI-Code', 'Código SDI', 'Code SDI'),
  'order_summary.client_code': l(
    'Codice cliente',
    'Customer code',
    'Kundennummer',
    'Código de cliente',
    'Code client',
  ),
  'order_summary.no_billing_address': l(
    'Indirizzo di fatturazione non ancora inserito.',
    'No billing address entered yet.',
    'Noch keine Rechnungsadresse angegeben.',
    'Aún no se ha introducido la dirección de facturación.',
    'Aucune adresse de facturation saisie pour le moment.',
  ),
  'order_summary.no_client': l(
    "Nessuna azienda collegata all'account: i dati di fatturazione si concordano con il preventivo.",
    'No company is linked to the account: the billing details are agreed with the quotation.',
    'Mit dem Konto ist kein Unternehmen verknüpft: Die Rechnungsdaten werden mit dem Angebot vereinbart.',
    'No hay ninguna empresa vinculada a la cuenta: los datos de facturación se acuerdan con el presupuesto.',
    'Aucune entreprise n’est liée au compte : les données de facturation sont convenues avec le devis.',
  ),
  'order_summary.delivery': l('Spedizione', 'Delivery', 'Lieferung', 'Envío', 'Livraison'),
  'order_summary.no_shipment_address': l(
    'Indirizzo di spedizione non ancora scelto.',
    'No shipping address chosen yet.',
    'Noch keine Lieferadresse gewählt.',
    'Aún no se ha elegido la dirección de envío.',
    'Aucune adresse de livraison choisie pour le moment.',
  ),
  'order_summary.lines': l('Articoli', 'Items', 'Artikel', 'Artículos', 'Articles'),
  'order_summary.totals': l('Totali', 'Totals', 'Summen', 'Totales', 'Totaux'),
}
