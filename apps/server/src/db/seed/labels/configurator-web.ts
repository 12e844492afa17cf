import { type LabelSource, l } from './types.ts'

/**
 * The configurator on a phone and its choices left open (issue 13 items 4–6, docs/decisions/025). The refusal
 * `catalog.open_choice.required` is the server's 422 for POST cart/{lang}/add and the configurator's own message, so
 * the buyer reads the same words before and after a click.
 */
export const configuratorWebLabels: LabelSource = {
  // Choices left open
  'catalog.open_choice.required': l(
    'Prima di aggiungere al carrello scegli: {{choices}}.',
    'Before adding to the cart, choose: {{choices}}.',
    'Bevor Sie in den Warenkorb legen, wählen Sie: {{choices}}.',
    'Antes de añadir al carrito, elige: {{choices}}.',
    'Avant d’ajouter au panier, choisissez : {{choices}}.',
  ),
  'catalog.open_choice.required_save': l(
    'Prima di salvare la configurazione scegli: {{choices}}.',
    'Before saving the configuration, choose: {{choices}}.',
    'Bevor Sie die Konfiguration speichern, wählen Sie: {{choices}}.',
    'Antes de guardar la configuración, elige: {{choices}}.',
    'Avant d’enregistrer la configuration, choisissez : {{choices}}.',
  ),
  'catalog.open_choice.field_required': l(
    'Da scegliere prima di aggiungere al carrello',
    'To choose before adding to the cart',
    'Vor dem Hinzufügen zum Warenkorb auszuwählen',
    'Elígelo antes de añadir al carrito',
    'À choisir avant d’ajouter au panier',
  ),
  'catalog.open_choice.field_error': l(
    'Scegli un valore per {{label}}',
    'Choose a value for {{label}}',
    'Wählen Sie einen Wert für {{label}}',
    'Elige un valor para {{label}}',
    'Choisissez une valeur pour {{label}}',
  ),
  'catalog.open_choice.custom_error': l(
    'Scrivi il valore e premi Applica',
    'Type the value and press Apply',
    'Geben Sie den Wert ein und klicken Sie auf Übernehmen',
    'Escribe el valor y pulsa Aplicar',
    'Saisissez la valeur et cliquez sur Appliquer',
  ),
  'catalog.open_choice.in_quotation': l(
    '{{attributes}}: da definire in offerta',
    '{{attributes}}: to be settled in the quotation',
    '{{attributes}}: wird im Angebot festgelegt',
    '{{attributes}}: a definir en el presupuesto',
    '{{attributes}} : à définir dans le devis',
  ),
  'catalog.open_choice.quotation_note': l(
    'Da definire in offerta: {{choices}}. Finché resta aperto, il prezzo è da quotare.',
    'To be settled in the quotation: {{choices}}. While it is open, the price is to be quoted.',
    'Wird im Angebot festgelegt: {{choices}}. Solange das offen ist, gibt es den Preis auf Anfrage.',
    'A definir en el presupuesto: {{choices}}. Mientras quede abierto, el precio es a presupuestar.',
    'À définir dans le devis : {{choices}}. Tant que c’est ouvert, le prix est sur devis.',
  ),
  'cart.line.open_in_quotation': l(
    '{{attributes}} da definire in offerta',
    '{{attributes}} to be settled in the quotation',
    '{{attributes}} wird im Angebot festgelegt',
    '{{attributes}} a definir en el presupuesto',
    '{{attributes}} à définir dans le devis',
  ),

  // The summary bar on a phone
  'catalog.summary.label': l(
    'Riepilogo della configurazione',
    'Configuration summary',
    'Zusammenfassung der Konfiguration',
    'Resumen de la configuración',
    'Récapitulatif de la configuration',
  ),
  'catalog.summary.add': l('Aggiungi', 'Add', 'Hinzufügen', 'Añadir', 'Ajouter'),
  'catalog.summary.choose': l(
    'Scegli: {{choices}}',
    'Choose: {{choices}}',
    'Bitte wählen: {{choices}}',
    'Elige: {{choices}}',
    'À choisir : {{choices}}',
  ),
  'catalog.summary.no_price': l(
    'Prezzo su richiesta',
    'Price on request',
    'Preis auf Anfrage',
    'Precio bajo petición',
    'Prix sur demande',
  ),

  // The anonymous price box's way in
  'catalog.no_price.login_for_prices': l(
    'Accedi per vedere i prezzi',
    'Log in to see prices',
    'Anmelden, um Preise zu sehen',
    'Inicia sesión para ver los precios',
    'Connectez-vous pour voir les prix',
  ),
}
