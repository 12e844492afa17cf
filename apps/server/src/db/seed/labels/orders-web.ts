import { type LabelSource, l } from './types.ts'

/**
 * The customer area's order and quotation pages (spec 3 §2 'Order and quotation detail', §4 badges; issue 23 item 5):
 * where the buyer lands after a submission and where the mails link. The badges' texts are the spec's.
 */
export const ordersWebLabels: LabelSource = {
  'orders.badge.quotation_expired': l(
    'Preventivo scaduto',
    'Quotation expired',
    'Angebot abgelaufen',
    'Presupuesto caducado',
    'Devis expiré',
  ),
  'orders.badge.in_preparation': l(
    'In preparazione',
    'In preparation',
    'In Vorbereitung',
    'En preparación',
    'En préparation',
  ),
  'orders.badge.to_approve': l(
    'Da approvare',
    'To be approved',
    'Zur Freigabe',
    'Pendiente de aprobación',
    'À approuver',
  ),
  'orders.badge.approved': l('Approvato', 'Approved', 'Freigegeben', 'Aprobado', 'Approuvé'),
  'orders.badge.refused': l('Rifiutato', 'Refused', 'Abgelehnt', 'Rechazado', 'Refusé'),
  'orders.badge.cancelled': l('Annullato', 'Cancelled', 'Storniert', 'Cancelado', 'Annulé'),
  'orders.badge.closed': l('Chiuso', 'Closed', 'Abgeschlossen', 'Cerrado', 'Clôturé'),
  'orders.badge.not_sent': l(
    'Ordine non inviato',
    'Order not sent',
    'Bestellung nicht gesendet',
    'Pedido no enviado',
    'Commande non envoyée',
  ),
  'orders.badge.awaiting_acceptance': l(
    'In attesa di accettazione',
    'Awaiting acceptance',
    'Wartet auf Annahme',
    'Pendiente de aceptación',
    "En attente d'acceptation",
  ),

  'orders.detail.order_title': l(
    'Ordine {{ref}}',
    'Order {{ref}}',
    'Bestellung {{ref}}',
    'Pedido {{ref}}',
    'Commande {{ref}}',
  ),
  'orders.detail.quotation_title': l(
    'Preventivo {{ref}}',
    'Quotation {{ref}}',
    'Angebot {{ref}}',
    'Presupuesto {{ref}}',
    'Devis {{ref}}',
  ),
  'orders.detail.status': l('Stato', 'Status', 'Status', 'Estado', 'Statut'),
  'orders.detail.back_to_orders': l(
    'I tuoi ordini',
    'Your orders',
    'Ihre Bestellungen',
    'Tus pedidos',
    'Vos commandes',
  ),
  'orders.detail.back_to_quotations': l(
    'I tuoi preventivi',
    'Your quotations',
    'Ihre Angebote',
    'Tus presupuestos',
    'Vos devis',
  ),
  'orders.detail.paid': l(
    'Pagato il {{date}}',
    'Paid on {{date}}',
    'Bezahlt am {{date}}',
    'Pagado el {{date}}',
    'Payé le {{date}}',
  ),
  'orders.detail.valid_until': l(
    'Prezzi bloccati fino al {{date}}',
    'Prices locked until {{date}}',
    'Preise garantiert bis {{date}}',
    'Precios bloqueados hasta el {{date}}',
    "Prix garantis jusqu'au {{date}}",
  ),
  'orders.detail.complete': l(
    'Completa spedizione e pagamento',
    'Complete shipping and payment',
    'Versand und Zahlung vervollständigen',
    'Completar envío y pago',
    'Compléter la livraison et le paiement',
  ),
  'orders.detail.order_not_found': l(
    'Ordine non trovato',
    'Order not found',
    'Bestellung nicht gefunden',
    'Pedido no encontrado',
    'Commande introuvable',
  ),
  'orders.detail.quotation_not_found': l(
    'Preventivo non trovato',
    'Quotation not found',
    'Angebot nicht gefunden',
    'Presupuesto no encontrado',
    'Devis introuvable',
  ),
  'orders.detail.not_found_text': l(
    "Non c'è un ordine o un preventivo con questo numero tra quelli della tua azienda.",
    'There is no order or quotation with this number among those of your company.',
    'Unter den Bestellungen und Angeboten Ihres Unternehmens gibt es keine mit dieser Nummer.',
    'No hay ningún pedido ni presupuesto con este número entre los de tu empresa.',
    'Aucune commande ni aucun devis de votre entreprise ne porte ce numéro.',
  ),
}
