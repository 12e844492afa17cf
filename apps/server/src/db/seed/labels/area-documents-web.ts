import { type LabelSource, l } from './types.ts'

/** The customer's documents in one place (issue 26 item 6): the PDFs attached to the company's orders and quotations. */
export const areaDocumentsWebLabels: LabelSource = {
  'area.menu.documents': l('Documenti', 'Documents', 'Dokumente', 'Documentos', 'Documents'),
  'area.documents.intro': l(
    'I PDF allegati agli ordini e ai preventivi della tua azienda, ciascuno con l’ordine o il preventivo a cui appartiene.',
    'The PDFs attached to your company’s orders and quotations, each with the order or quotation it belongs to.',
    'Die PDF-Dateien zu den Bestellungen und Angeboten Ihres Unternehmens, jeweils mit der Bestellung oder dem Angebot, zu dem sie gehören.',
    'Los PDF adjuntos a los pedidos y presupuestos de tu empresa, cada uno con el pedido o presupuesto al que pertenece.',
    'Les PDF joints aux commandes et devis de votre entreprise, chacun avec la commande ou le devis auquel il appartient.',
  ),
  'area.documents.empty': l(
    'Nessun documento allegato agli ordini e ai preventivi della tua azienda.',
    'No document is attached to your company’s orders and quotations.',
    'Den Bestellungen und Angeboten Ihres Unternehmens ist kein Dokument beigefügt.',
    'Ningún documento adjunto a los pedidos y presupuestos de tu empresa.',
    'Aucun document n’est joint aux commandes et devis de votre entreprise.',
  ),
  'area.documents.count_one': l(
    '{{count}} documento',
    '{{count}} document',
    '{{count}} Dokument',
    '{{count}} documento',
    '{{count}} document',
  ),
  'area.documents.count_other': l(
    '{{count}} documenti',
    '{{count}} documents',
    '{{count}} Dokumente',
    '{{count}} documentos',
    '{{count}} documents',
  ),
  'area.documents.attached_on': l(
    'Allegato il {{date}}',
    'Attached on {{date}}',
    'Beigefügt am {{date}}',
    'Adjuntado el {{date}}',
    'Joint le {{date}}',
  ),
  'area.documents.datasheet': l(
    'Scheda tecnica di un accessorio',
    'Datasheet of an accessory',
    'Datenblatt eines Zubehörs',
    'Ficha técnica de un accesorio',
    'Fiche technique d’un accessoire',
  ),
  'area.documents.download': l('Scarica', 'Download', 'Herunterladen', 'Descargar', 'Télécharger'),
  'area.documents.download_named': l(
    'Scarica {{name}}',
    'Download {{name}}',
    '{{name}} herunterladen',
    'Descargar {{name}}',
    'Télécharger {{name}}',
  ),
  'area.documents.more': l(
    'Mostra altri documenti',
    'Show more documents',
    'Weitere Dokumente anzeigen',
    'Mostrar más documentos',
    'Afficher plus de documents',
  ),
}
