import type { CodeErrorReason, CodeModelIssue } from '@shop/domain/catalog/configuration-code'
import type { DiscountRuleIssue } from '@shop/domain/catalog/pricing'
import type { ChosenVariationIssue, VariationErrorReason } from '@shop/domain/catalog/variations'
import type { Lang } from '@shop/domain/i18n/langs'
import type { LabelSource } from './types.ts'

type Texts = Record<Lang, string>
const L = (it: string, en: string, de: string, es: string, fr: string): Texts => ({ it, en, de, es, fr })

// Typed by the domain's reason lists: a new reason without its texts fails to compile. {{name}} is a parameter.

/** Why a configuration code does not decode (docs/decisions/005). */
export const codeErrorLabels: Record<`catalog.code.${CodeErrorReason}`, Texts> = {
  'catalog.code.empty': L(
    'Inserisci un codice',
    'Enter a code',
    'Geben Sie einen Code ein',
    'Introduce un código',
    'Saisissez un code',
  ),
  'catalog.code.invalid_character': L(
    "Carattere non ammesso '{{character}}' in posizione {{position}}",
    "Character '{{character}}' not allowed at position {{position}}",
    "Unzulässiges Zeichen '{{character}}' an Position {{position}}",
    "Carácter no admitido '{{character}}' en la posición {{position}}",
    "Caractère non autorisé '{{character}}' en position {{position}}",
  ),
  'catalog.code.too_many_parts': L(
    "Il codice ha al massimo tre parti separate da '-'",
    "A code has at most three parts separated by '-'",
    "Ein Code hat höchstens drei durch '-' getrennte Teile",
    "Un código tiene como máximo tres partes separadas por '-'",
    "Un code comporte au plus trois parties séparées par '-'",
  ),
  'catalog.code.unknown_base_model': L(
    "Modello base '{{code}}' sconosciuto",
    "Unknown base model '{{code}}'",
    "Unbekanntes Grundmodell '{{code}}'",
    "Modelo base '{{code}}' desconocido",
    "Modèle de base '{{code}}' inconnu",
  ),
  'catalog.code.too_short': L(
    'Codice troppo corto: sezione {{letter}} mancante o incompleta',
    'Code too short: section {{letter}} is missing or incomplete',
    'Code zu kurz: Abschnitt {{letter}} fehlt oder ist unvollständig',
    'Código demasiado corto: falta la sección {{letter}} o está incompleta',
    'Code trop court : la section {{letter}} manque ou est incomplète',
  ),
  'catalog.code.unknown_accessory': L(
    'Nessun accessorio con codice {{code}} nella sezione {{letter}}',
    'No accessory with code {{code}} in section {{letter}}',
    'Kein Zubehör mit dem Code {{code}} in Abschnitt {{letter}}',
    'Ningún accesorio con el código {{code}} en la sección {{letter}}',
    'Aucun accessoire avec le code {{code}} dans la section {{letter}}',
  ),
  'catalog.code.too_long': L(
    "Codice troppo lungo: '{{rest}}' in più",
    "Code too long: '{{rest}}' left over",
    "Code zu lang: '{{rest}}' zu viel",
    "Código demasiado largo: sobra '{{rest}}'",
    "Code trop long : '{{rest}}' en trop",
  ),
  'catalog.code.optional_incomplete': L(
    "Codice opzionale incompleto '{{code}}' (2 caratteri)",
    "Incomplete optional code '{{code}}' (2 characters)",
    "Unvollständiger Optionscode '{{code}}' (2 Zeichen)",
    "Código opcional incompleto '{{code}}' (2 caracteres)",
    "Code d'option incomplet '{{code}}' (2 caractères)",
  ),
  'catalog.code.unknown_optional': L(
    "Codice opzionale '{{code}}' sconosciuto",
    "Optional code '{{code}}' unknown",
    "Optionscode '{{code}}' unbekannt",
    "Código opcional '{{code}}' desconocido",
    "Code d'option '{{code}}' inconnu",
  ),
  'catalog.code.duplicate_optional': L(
    "Opzionale '{{code}}' ripetuto",
    "Optional '{{code}}' given twice",
    "Option '{{code}}' doppelt angegeben",
    "Opcional '{{code}}' repetido",
    "Option '{{code}}' indiquée deux fois",
  ),
  'catalog.code.rule_violated': L(
    'Configurazione non ammessa: {{reasons}}',
    'This configuration is not allowed: {{reasons}}',
    'Diese Konfiguration ist nicht zulässig: {{reasons}}',
    'Configuración no admitida: {{reasons}}',
    "Cette configuration n'est pas admise : {{reasons}}",
  ),
  'catalog.code.not_sold_alone': L(
    "L'accessorio {{code}} non è venduto da solo come ricambio",
    'Accessory {{code}} is not sold on its own as a replacement part',
    'Das Zubehör {{code}} wird nicht einzeln als Ersatzteil verkauft',
    'El accesorio {{code}} no se vende por separado como recambio',
    "L'accessoire {{code}} n'est pas vendu seul comme pièce de rechange",
  ),
}

/** Why get_attributes_variation finds no variation. */
export const variationLabels: Record<`catalog.variation.${VariationErrorReason}`, Texts> = {
  'catalog.variation.no_variations': L(
    'Questo accessorio non ha varianti',
    'This accessory has no variations',
    'Dieses Zubehör hat keine Varianten',
    'Este accesorio no tiene variantes',
    "Cet accessoire n'a pas de variantes",
  ),
  'catalog.variation.unknown_attribute': L(
    "Attributo '{{attribute}}' sconosciuto per questo accessorio",
    "Unknown attribute '{{attribute}}' for this accessory",
    "Unbekanntes Attribut '{{attribute}}' für dieses Zubehör",
    "Atributo '{{attribute}}' desconocido para este accesorio",
    "Attribut '{{attribute}}' inconnu pour cet accessoire",
  ),
  'catalog.variation.attribute_missing': L(
    "Scegli un valore per '{{attribute}}'",
    "Choose a value for '{{attribute}}'",
    "Wählen Sie einen Wert für '{{attribute}}'",
    "Elige un valor para '{{attribute}}'",
    "Choisissez une valeur pour '{{attribute}}'",
  ),
  'catalog.variation.not_found': L(
    'Nessuna variante con questi valori',
    'No variation with these values',
    'Keine Variante mit diesen Werten',
    'Ninguna variante con estos valores',
    'Aucune variante avec ces valeurs',
  ),
  'catalog.variation.custom_not_allowed': L(
    'Per questo accessorio non sono ammessi valori personalizzati',
    'Custom values are not allowed for this accessory',
    'Für dieses Zubehör sind keine eigenen Werte zulässig',
    'Este accesorio no admite valores personalizados',
    'Les valeurs personnalisées ne sont pas admises pour cet accessoire',
  ),
  'catalog.variation.custom_text_required': L(
    'Scrivi il valore personalizzato',
    'Type the custom value',
    'Geben Sie den eigenen Wert ein',
    'Escribe el valor personalizado',
    'Saisissez la valeur personnalisée',
  ),
}

/** What is wrong with the variations saved with a configuration. */
export const chosenVariationLabels: Record<`catalog.chosen_variation.${ChosenVariationIssue}`, Texts> = {
  'catalog.chosen_variation.unknown_variation': L(
    'Variante {{id}} inesistente',
    'Variation {{id}} does not exist',
    'Variante {{id}} existiert nicht',
    'La variante {{id}} no existe',
    "La variante {{id}} n'existe pas",
  ),
  'catalog.chosen_variation.variation_of_other_accessory': L(
    'La variante {{id}} non appartiene a nessun accessorio della configurazione',
    'Variation {{id}} belongs to no accessory of this configuration',
    'Variante {{id}} gehört zu keinem Zubehör dieser Konfiguration',
    'La variante {{id}} no pertenece a ningún accesorio de la configuración',
    "La variante {{id}} n'appartient à aucun accessoire de la configuration",
  ),
  'catalog.chosen_variation.several_variations': L(
    'Più varianti per lo stesso accessorio (variante {{id}})',
    'Several variations for the same accessory (variation {{id}})',
    'Mehrere Varianten für dasselbe Zubehör (Variante {{id}})',
    'Varias variantes para el mismo accesorio (variante {{id}})',
    'Plusieurs variantes pour le même accessoire (variante {{id}})',
  ),
  'catalog.chosen_variation.custom_text_required': L(
    "Scrivi il valore personalizzato dell'accessorio {{id}}",
    'Type the custom value of accessory {{id}}',
    'Geben Sie den eigenen Wert für Zubehör {{id}} ein',
    'Escribe el valor personalizado del accesorio {{id}}',
    "Saisissez la valeur personnalisée de l'accessoire {{id}}",
  ),
  'catalog.chosen_variation.custom_text_not_allowed': L(
    "L'accessorio {{id}} non ha una variante personalizzata: il testo non è ammesso",
    'Accessory {{id}} has no custom variation: a text is not allowed',
    'Zubehör {{id}} hat keine eigene Variante: ein Text ist nicht zulässig',
    'El accesorio {{id}} no tiene variante personalizada: el texto no se admite',
    "L'accessoire {{id}} n'a pas de variante personnalisée : le texte n'est pas admis",
  ),
}

/** Why the data layer refuses a base model's code sections (validateCodeModels). */
export const codeDataLabels: Record<`catalog.code_data.${CodeModelIssue['issue']}`, Texts> = {
  'catalog.code_data.invalid_base_code': L(
    "Codice del modello base '{{code}}' non valido: solo lettere maiuscole e cifre",
    "Base model code '{{code}}' not valid: capital letters and digits only",
    "Grundmodell-Code '{{code}}' ungültig: nur Großbuchstaben und Ziffern",
    "Código de modelo base '{{code}}' no válido: solo mayúsculas y cifras",
    "Code de modèle de base '{{code}}' non valide : majuscules et chiffres uniquement",
  ),
  'catalog.code_data.duplicate_base_code': L(
    "Codice '{{code}}' già usato da un altro modello base",
    "Code '{{code}}' is already used by another base model",
    "Code '{{code}}' wird bereits von einem anderen Grundmodell verwendet",
    "El código '{{code}}' ya lo usa otro modelo base",
    "Le code '{{code}}' est déjà utilisé par un autre modèle de base",
  ),
  'catalog.code_data.too_many_sections': L(
    'Al massimo sei sezioni (A–F): ne hai {{count}}',
    'At most six sections (A–F): there are {{count}}',
    'Höchstens sechs Abschnitte (A–F): es sind {{count}}',
    'Como máximo seis secciones (A–F): hay {{count}}',
    'Six sections au plus (A–F) : il y en a {{count}}',
  ),
  'catalog.code_data.several_optional_sections': L(
    "Una sola sezione 'opt' per modello",
    "Only one 'opt' section per model",
    "Nur ein Abschnitt 'opt' je Modell",
    "Solo una sección 'opt' por modelo",
    "Une seule section 'opt' par modèle",
  ),
  'catalog.code_data.duplicate_section_order': L(
    'Due sezioni con lo stesso ordine {{order}}',
    'Two sections with the same order {{order}}',
    'Zwei Abschnitte mit derselben Reihenfolge {{order}}',
    'Dos secciones con el mismo orden {{order}}',
    'Deux sections avec le même ordre {{order}}',
  ),
  'catalog.code_data.invalid_section_length': L(
    "Lunghezza {{len}} non valida per la sezione '{{section}}'",
    "Length {{len}} not valid for section '{{section}}'",
    "Länge {{len}} ungültig für Abschnitt '{{section}}'",
    "Longitud {{len}} no válida para la sección '{{section}}'",
    "Longueur {{len}} non valide pour la section '{{section}}'",
  ),
  'catalog.code_data.empty_section': L(
    "La sezione '{{section}}' non ha accessori",
    "Section '{{section}}' has no accessories",
    "Abschnitt '{{section}}' hat kein Zubehör",
    "La sección '{{section}}' no tiene accesorios",
    "La section '{{section}}' n'a pas d'accessoires",
  ),
  'catalog.code_data.invalid_accessory_code': L(
    "Codice accessorio '{{code}}' non valido nella sezione '{{section}}'",
    "Accessory code '{{code}}' not valid in section '{{section}}'",
    "Zubehörcode '{{code}}' ungültig in Abschnitt '{{section}}'",
    "Código de accesorio '{{code}}' no válido en la sección '{{section}}'",
    "Code d'accessoire '{{code}}' non valide dans la section '{{section}}'",
  ),
  'catalog.code_data.wrong_code_length': L(
    "Il codice '{{code}}' della sezione '{{section}}' deve avere {{expected}} caratteri",
    "Code '{{code}}' in section '{{section}}' must have {{expected}} characters",
    "Code '{{code}}' in Abschnitt '{{section}}' muss {{expected}} Zeichen haben",
    "El código '{{code}}' de la sección '{{section}}' debe tener {{expected}} caracteres",
    "Le code '{{code}}' de la section '{{section}}' doit avoir {{expected}} caractères",
  ),
  'catalog.code_data.code_longer_than_section': L(
    "Il codice '{{code}}' supera la lunghezza {{len}} della sezione '{{section}}'",
    "Code '{{code}}' is longer than section '{{section}}' allows ({{len}})",
    "Code '{{code}}' ist länger als Abschnitt '{{section}}' erlaubt ({{len}})",
    "El código '{{code}}' supera la longitud {{len}} de la sección '{{section}}'",
    "Le code '{{code}}' dépasse la longueur {{len}} de la section '{{section}}'",
  ),
  'catalog.code_data.duplicate_accessory_code': L(
    "Codice '{{code}}' ripetuto nella sezione '{{section}}'",
    "Code '{{code}}' used twice in section '{{section}}'",
    "Code '{{code}}' doppelt in Abschnitt '{{section}}'",
    "Código '{{code}}' repetido en la sección '{{section}}'",
    "Code '{{code}}' répété dans la section '{{section}}'",
  ),
  'catalog.code_data.not_prefix_free': L(
    "Sezione a lunghezza variabile '{{section}}': il codice '{{code}}' è l'inizio di '{{prefixOf}}', quindi il codice si leggerebbe in due modi",
    "Variable-length section '{{section}}': code '{{code}}' starts '{{prefixOf}}', so a code could be read two ways",
    "Abschnitt variabler Länge '{{section}}': Code '{{code}}' ist der Anfang von '{{prefixOf}}', ein Code wäre doppeldeutig",
    "Sección de longitud variable '{{section}}': el código '{{code}}' es el inicio de '{{prefixOf}}', el código se leería de dos maneras",
    "Section à longueur variable '{{section}}' : le code '{{code}}' est le début de '{{prefixOf}}', un code se lirait de deux façons",
  ),
  'catalog.code_data.accessory_in_several_sections': L(
    "L'accessorio {{accessoryId}} compare in più sezioni dello stesso modello",
    'Accessory {{accessoryId}} appears in several sections of the same model',
    'Zubehör {{accessoryId}} steht in mehreren Abschnitten desselben Modells',
    'El accesorio {{accessoryId}} aparece en varias secciones del mismo modelo',
    "L'accessoire {{accessoryId}} figure dans plusieurs sections du même modèle",
  ),
}

/** Why the data layer refuses a discount rule. */
export const discountRuleLabels: Record<`catalog.discount.${DiscountRuleIssue}`, Texts> = {
  'catalog.discount.fixed_not_allowed_on_target': L(
    'Un prezzo netto (fixed) vale solo per un modello base o un gruppo di accessori',
    'A net price (fixed) is allowed only on a base model or an accessory group',
    'Ein Nettopreis (fixed) ist nur für ein Grundmodell oder eine Zubehörgruppe zulässig',
    'Un precio neto (fixed) solo se admite para un modelo base o un grupo de accesorios',
    "Un prix net (fixed) n'est admis que sur un modèle de base ou un groupe d'accessoires",
  ),
  'catalog.discount.target_id_required': L(
    'Indica a quale prodotto si applica la regola',
    'Say which product the rule applies to',
    'Geben Sie an, für welches Produkt die Regel gilt',
    'Indica a qué producto se aplica la regla',
    "Indiquez à quel produit s'applique la règle",
  ),
  'catalog.discount.target_id_not_allowed': L(
    'Una regola per tutto il catalogo non indica un prodotto',
    'A rule for the whole catalogue names no product',
    'Eine Regel für den ganzen Katalog nennt kein Produkt',
    'Una regla para todo el catálogo no indica ningún producto',
    'Une règle pour tout le catalogue ne désigne aucun produit',
  ),
}

/** Other catalogue messages and texts of the product card. */
export const catalogLabels: LabelSource = {
  'catalog.net_price': L('Prezzo netto', 'Net price', 'Nettopreis', 'Precio neto', 'Prix net'),
  'catalog.no_configuration': L(
    'Errore: nessuna configurazione esistente',
    'Error: no such configuration',
    'Fehler: keine solche Konfiguration vorhanden',
    'Error: no existe ninguna configuración',
    'Erreur : aucune configuration existante',
  ),
  'catalog.no_base_model': L(
    'Modello base inesistente',
    'No such base model',
    'Kein solches Grundmodell',
    'No existe ese modelo base',
    "Ce modèle de base n'existe pas",
  ),
  'catalog.no_accessory': L(
    'Accessorio inesistente',
    'No such accessory',
    'Kein solches Zubehör',
    'No existe ese accesorio',
    "Cet accessoire n'existe pas",
  ),
  'catalog.no_product': L(
    'Prodotto inesistente',
    'No such product',
    'Kein solches Produkt',
    'No existe ese producto',
    "Ce produit n'existe pas",
  ),
  'catalog.code_of_other_model': L(
    'Il codice {{code}} non è una configurazione di questo modello base',
    'Code {{code}} is not a configuration of this base model',
    'Code {{code}} ist keine Konfiguration dieses Grundmodells',
    'El código {{code}} no es una configuración de este modelo base',
    "Le code {{code}} n'est pas une configuration de ce modèle de base",
  ),
  'catalog.code_of_other_product': L(
    'Il codice {{code}} non è una configurazione di questo prodotto',
    'Code {{code}} is not a configuration of this product',
    'Code {{code}} ist keine Konfiguration dieses Produkts',
    'El código {{code}} no es una configuración de este producto',
    "Le code {{code}} n'est pas une configuration de ce produit",
  ),
  'catalog.card.configure': L('Configura', 'Configure', 'Konfigurieren', 'Configurar', 'Configurer'),
  'catalog.card.vat_excluded': L('IVA esclusa', 'excl. VAT', 'zzgl. MwSt.', 'IVA excluido', 'HT'),
  'catalog.card.to_be_quoted': L(
    'Prezzo su richiesta',
    'Price on request',
    'Preis auf Anfrage',
    'Precio bajo pedido',
    'Prix sur demande',
  ),
  'catalog.card.list_price': L(
    'Prezzo di listino',
    'List price',
    'Listenpreis',
    'Precio de tarifa',
    'Prix catalogue',
  ),
}
