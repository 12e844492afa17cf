import { type LabelSource, l } from './types.ts'

/**
 * The order request between 'Procedi con l'ordine' and its completion (issue 23 item 2; docs/decisions/021): what the
 * header, the cart and the checkout say of it (its badge 'Ordine non inviato' is orders.badge.not_sent), 'Modifica il
 * carrello', the server's refusal, and the one reminder mail (mail texts take {name} placeholders, the screens'
 * {{name}}).
 */
export const orderRequestLabels: LabelSource = {
  'cart.pending.text': l(
    'Contiene {{count}} articoli; mancano ancora i dati di spedizione e di pagamento.',
    'It holds {{count}} items; its shipping and payment details are still missing.',
    'Sie enthält {{count}} Artikel; Versand- und Zahlungsdaten fehlen noch.',
    'Contiene {{count}} artículos; aún faltan los datos de envío y de pago.',
    'Elle contient {{count}} articles ; il manque encore les données de livraison et de paiement.',
  ),
  'cart.pending.total': l(
    'Totale IVA inclusa: {{amount}}',
    'Total including VAT: {{amount}}',
    'Gesamtsumme inkl. MwSt.: {{amount}}',
    'Total con IVA: {{amount}}',
    'Total TTC : {{amount}}',
  ),
  'cart.pending.resume': l('Riprendi', 'Resume', 'Fortsetzen', 'Reanudar', 'Reprendre'),
  'cart.pending.resume_label': l(
    "Riprendi l'ordine {{ref}}",
    'Resume order {{ref}}',
    'Bestellung {{ref}} fortsetzen',
    'Reanudar el pedido {{ref}}',
    'Reprendre la commande {{ref}}',
  ),
  'cart.button_pending': l(
    'Carrello: {{count}} articoli; Ordine non inviato: {{ref}}',
    'Cart: {{count}} items; Order not sent: {{ref}}',
    'Warenkorb: {{count}} Artikel; Bestellung nicht gesendet: {{ref}}',
    'Carrito: {{count}} artículos; Pedido no enviado: {{ref}}',
    'Panier : {{count}} articles ; Commande non envoyée : {{ref}}',
  ),

  'checkout.order.request_bar': l(
    'Ordine {{ref}} non ancora inviato: per cambiare prodotti o quantità riportalo nel carrello.',
    'Order {{ref}} is not sent yet: to change products or quantities, take it back to the cart.',
    'Die Bestellung {{ref}} ist noch nicht gesendet: Um Produkte oder Mengen zu ändern, holen Sie sie in den Warenkorb zurück.',
    'El pedido {{ref}} aún no se ha enviado: para cambiar productos o cantidades, devuélvelo al carrito.',
    "La commande {{ref}} n'est pas encore envoyée : pour changer des produits ou des quantités, remettez-la dans le panier.",
  ),
  'checkout.order.edit_cart': l(
    'Modifica il carrello',
    'Edit the cart',
    'Warenkorb bearbeiten',
    'Modificar el carrito',
    'Modifier le panier',
  ),
  'checkout.order.back_in_cart': l(
    "I prodotti dell'ordine {{ref}} sono di nuovo nel carrello.",
    'The products of order {{ref}} are back in the cart.',
    'Die Produkte der Bestellung {{ref}} sind wieder im Warenkorb.',
    'Los productos del pedido {{ref}} vuelven a estar en el carrito.',
    'Les produits de la commande {{ref}} sont de nouveau dans le panier.',
  ),

  'orders.request.not_open': l(
    "L'ordine {{ref}} non è più in attesa di completamento: non può tornare nel carrello.",
    'Order {{ref}} is no longer waiting to be completed: it cannot go back to the cart.',
    'Die Bestellung {{ref}} wartet nicht mehr auf den Abschluss: Sie kann nicht in den Warenkorb zurück.',
    'El pedido {{ref}} ya no está pendiente de completar: no puede volver al carrito.',
    "La commande {{ref}} n'attend plus d'être finalisée : elle ne peut pas revenir dans le panier.",
  ),

  'mail.checkout.order_reminder.subject': l(
    'Ordine {ref} non ancora inviato',
    'Order {ref} not sent yet',
    'Bestellung {ref} noch nicht gesendet',
    'Pedido {ref} aún no enviado',
    'Commande {ref} pas encore envoyée',
  ),
  'mail.checkout.order_reminder.body': l(
    'il tuo ordine {ref} non è ancora stato inviato: mancano i dati di spedizione e di pagamento. Puoi riprenderlo da qui, dove puoi anche riportarlo nel carrello per modificarlo:\n{link}',
    'your order {ref} has not been sent yet: its shipping and payment details are missing. You can take it up again here, where you can also take it back to the cart to change it:\n{link}',
    'Ihre Bestellung {ref} ist noch nicht gesendet: Versand- und Zahlungsdaten fehlen. Sie können sie hier fortsetzen und dort auch in den Warenkorb zurückholen, um sie zu ändern:\n{link}',
    'tu pedido {ref} aún no se ha enviado: faltan los datos de envío y de pago. Puedes retomarlo aquí, donde también puedes devolverlo al carrito para modificarlo:\n{link}',
    "votre commande {ref} n'est pas encore envoyée : il manque les données de livraison et de paiement. Vous pouvez la reprendre ici, où vous pouvez aussi la remettre dans le panier pour la modifier :\n{link}",
  ),
}
