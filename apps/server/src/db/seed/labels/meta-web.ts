import { type LabelSource, l } from './types.ts'

/**
 * The public pages' descriptions (issue 27 item 3): the meta description search engines show under the title and
 * link previews under the picture, so each says in about 150 characters what the page offers. A base model's page
 * uses the model's own short description instead.
 */
export const metaLabels: LabelSource = {
  'meta.home': l(
    'Silos industriali per solidi e liquidi da configurare online: scegli il modello, aggiungi gli accessori e chiedi un preventivo o ordina direttamente.',
    'Industrial silos for solids and liquids, configured online: choose the model, add the accessories, then ask for a quotation or order directly.',
    'Industriesilos für Schüttgüter und Flüssigkeiten online konfigurieren: Modell wählen, Zubehör ergänzen und ein Angebot anfordern oder direkt bestellen.',
    'Silos industriales para sólidos y líquidos configurables en línea: elige el modelo, añade los accesorios y pide un presupuesto o haz el pedido directamente.',
    'Silos industriels pour solides et liquides à configurer en ligne : choisissez le modèle, ajoutez les accessoires, puis demandez un devis ou commandez directement.',
  ),
  'meta.catalogue': l(
    'Tutti i modelli di silo per famiglia, con descrizione e certificazioni, e i ricambi venduti singolarmente. Apri un modello per configurarlo.',
    'Every silo model by family, with its description and certifications, and the spare parts sold on their own. Open a model to configure it.',
    'Alle Silomodelle nach Familie, mit Beschreibung und Zertifizierungen, dazu die einzeln erhältlichen Ersatzteile. Öffnen Sie ein Modell, um es zu konfigurieren.',
    'Todos los modelos de silo por familia, con su descripción y certificaciones, y los recambios que se venden por separado. Abre un modelo para configurarlo.',
    'Tous les modèles de silo par famille, avec leur description et leurs certifications, et les pièces de rechange vendues seules. Ouvrez un modèle pour le configurer.',
  ),
  'meta.code_docs': l(
    'Come si legge un codice prodotto: le sezioni da A a F, gli accessori che ciascuna ammette e le regole di compatibilità. Analizza un codice per sapere cosa contiene.',
    'How to read a product code: sections A to F, the accessories each one allows and the compatibility rules. Analyse a code to see what it contains.',
    'So lesen Sie einen Produktcode: die Abschnitte A bis F, das jeweils zulässige Zubehör und die Kompatibilitätsregeln. Analysieren Sie einen Code, um seinen Inhalt zu sehen.',
    'Cómo se lee un código de producto: las secciones de la A a la F, los accesorios que admite cada una y las reglas de compatibilidad. Analiza un código para ver qué contiene.',
    'Comment lire un code produit : les sections A à F, les accessoires admis dans chacune et les règles de compatibilité. Analysez un code pour voir ce qu’il contient.',
  ),
  'meta.wizard': l(
    'Configura il tuo silo passo dopo passo: scegli tra solidi e liquidi, seleziona il modello, completa gli accessori e ricevi un’offerta dal nostro ufficio commerciale.',
    'Configure your silo step by step: choose solids or liquids, pick the model, complete the accessories and receive a quotation from our sales office.',
    'Konfigurieren Sie Ihr Silo Schritt für Schritt: Schüttgut oder Flüssigkeit wählen, Modell auswählen, Zubehör ergänzen und ein Angebot unseres Vertriebs erhalten.',
    'Configura tu silo paso a paso: elige entre sólidos y líquidos, selecciona el modelo, completa los accesorios y recibe una oferta de nuestra oficina comercial.',
    'Configurez votre silo pas à pas : choisissez entre solides et liquides, sélectionnez le modèle, complétez les accessoires et recevez un devis de notre service commercial.',
  ),
  'meta.tablet_silo': l(
    'Il configuratore guidato in grande formato, pensato per il tablet: tocca il modello, scegli gli accessori e lasciaci i tuoi dati per ricevere un’offerta.',
    'The guided configurator in a large format made for tablets: tap the model, choose the accessories and leave your details to receive a quotation.',
    'Der geführte Konfigurator im Großformat für Tablets: Modell antippen, Zubehör wählen und Ihre Daten hinterlassen, um ein Angebot zu erhalten.',
    'El configurador guiado en gran formato, pensado para tabletas: toca el modelo, elige los accesorios y déjanos tus datos para recibir una oferta.',
    'Le configurateur guidé en grand format, conçu pour les tablettes : touchez le modèle, choisissez les accessoires et laissez vos coordonnées pour recevoir un devis.',
  ),
  'meta.guide': l(
    'Non sai quale silo ti serve? La guida parte da cosa misurare e, una scelta alla volta, ti porta ai modelli adatti al tuo impianto.',
    'Not sure which silo you need? The guide starts from what to measure and, one choice at a time, leads you to the models that suit your plant.',
    'Sie wissen nicht, welches Silo Sie brauchen? Die Beratung beginnt bei dem, was zu messen ist, und führt Sie Schritt für Schritt zu den passenden Modellen für Ihre Anlage.',
    '¿No sabes qué silo necesitas? La guía empieza por lo que hay que medir y, elección tras elección, te lleva a los modelos adecuados para tu instalación.',
    'Vous ne savez pas quel silo choisir ? Le guide part de ce qu’il faut mesurer et, un choix après l’autre, vous mène aux modèles adaptés à votre installation.',
  ),
  'meta.privacy': l(
    'Come trattiamo i tuoi dati personali, chi è il titolare e come esercitare i tuoi diritti, e le condizioni generali di vendita del negozio.',
    'How we process your personal data, who the controller is and how to exercise your rights, and the shop’s general terms of sale.',
    'Wie wir Ihre personenbezogenen Daten verarbeiten, wer der Verantwortliche ist und wie Sie Ihre Rechte ausüben, dazu die Allgemeinen Verkaufsbedingungen des Shops.',
    'Cómo tratamos tus datos personales, quién es el responsable y cómo ejercer tus derechos, y las condiciones generales de venta de la tienda.',
    'Comment nous traitons vos données personnelles, qui en est responsable et comment exercer vos droits, ainsi que les conditions générales de vente de la boutique.',
  ),
  'meta.contact': l(
    'Scrivici per un preventivo, una domanda tecnica o qualsiasi altra richiesta, oppure trova indirizzo, telefono ed e-mail della nostra sede.',
    'Write to us for a quotation, a technical question or anything else, or find the address, phone number and e-mail of our office.',
    'Schreiben Sie uns für ein Angebot, eine technische Frage oder jedes andere Anliegen, oder finden Sie Anschrift, Telefon und E-Mail unseres Sitzes.',
    'Escríbenos para un presupuesto, una pregunta técnica o cualquier otra solicitud, o encuentra la dirección, el teléfono y el correo de nuestra sede.',
    'Écrivez-nous pour un devis, une question technique ou toute autre demande, ou trouvez l’adresse, le téléphone et l’e-mail de notre siège.',
  ),
  'meta.login': l(
    'Accedi per vedere i tuoi prezzi, ordinare e seguire ordini e preventivi, oppure registra la tua azienda. Hai dimenticato la password? Recuperala da qui.',
    'Log in to see your prices, order and follow your orders and quotations, or register your company. Forgotten your password? Recover it here.',
    'Melden Sie sich an, um Ihre Preise zu sehen, zu bestellen und Aufträge und Angebote zu verfolgen, oder registrieren Sie Ihr Unternehmen. Passwort vergessen? Hier zurücksetzen.',
    'Inicia sesión para ver tus precios, hacer pedidos y seguir pedidos y presupuestos, o registra tu empresa. ¿Has olvidado la contraseña? Recupérala aquí.',
    'Connectez-vous pour voir vos prix, commander et suivre vos commandes et devis, ou inscrivez votre entreprise. Mot de passe oublié ? Récupérez-le ici.',
  ),
  'meta.spare_part': l(
    '{{description}}. Ricambio venduto anche singolarmente: configuralo e ordinalo online per il tuo silo.',
    '{{description}}. A spare part also sold on its own: configure it and order it online for your silo.',
    '{{description}}. Ein Ersatzteil, das auch einzeln erhältlich ist: online für Ihr Silo konfigurieren und bestellen.',
    '{{description}}. Recambio que también se vende por separado: configúralo y pídelo en línea para tu silo.',
    '{{description}}. Pièce de rechange vendue aussi seule : configurez-la et commandez-la en ligne pour votre silo.',
  ),
}
