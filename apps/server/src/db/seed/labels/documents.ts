import type { Lang } from '@shop/domain/i18n/langs'
import type { LabelSource } from './types.ts'

type Texts = Record<Lang, string>
const L = (it: string, en: string, de: string, es: string, fr: string): Texts => ({ it, en, de, es, fr })

/** Datasheets of special accessories on a cart (spec 1 §4.7, §5, §8; spec 3 §8): answers and screen texts. */
export const documentLabels: LabelSource = {
  'documents.uploaded': L(
    'Documento caricato correttamente',
    'Document uploaded successfully',
    'Dokument erfolgreich hochgeladen',
    'Documento cargado correctamente',
    'Document téléversé avec succès',
  ),
  // The spec's wording, typo included ('nell caricamento'), is what the original shop showed.
  'documents.upload_failed': L(
    'Errore nell caricamento del documento',
    'Error uploading the document',
    'Fehler beim Hochladen des Dokuments',
    'Error al cargar el documento',
    'Erreur lors du téléversement du document',
  ),
  'documents.delete_failed': L(
    'Errore nella cancellazione del documento',
    'Error deleting the document',
    'Fehler beim Löschen des Dokuments',
    'Error al eliminar el documento',
    'Erreur lors de la suppression du document',
  ),
  'documents.delete_confirm': L(
    'Sei sicuro di voler cancellare il documento?',
    'Are you sure you want to delete the document?',
    'Möchten Sie das Dokument wirklich löschen?',
    '¿Seguro que quieres eliminar el documento?',
    'Voulez-vous vraiment supprimer le document ?',
  ),
  'documents.save_first': L(
    "Prima di procedere con l'upload occorre salvare",
    'Please save before uploading',
    'Bitte vor dem Hochladen speichern',
    'Guarda antes de cargar el documento',
    'Veuillez enregistrer avant de téléverser',
  ),
  'documents.not_a_pdf': L(
    'Il file non è un PDF valido: si possono caricare solo documenti PDF',
    'The file is not a valid PDF: only PDF documents can be uploaded',
    'Die Datei ist kein gültiges PDF: Es können nur PDF-Dokumente hochgeladen werden',
    'El archivo no es un PDF válido: solo se pueden cargar documentos PDF',
    "Le fichier n'est pas un PDF valide : seuls les documents PDF peuvent être téléversés",
  ),
  // Issue 21 item 10: a PDF whose active content (scripts, attached files) cannot be removed is refused.
  'documents.pdf_protected': L(
    'Il PDF è protetto da cifratura e non si può controllare: salvalo o stampalo come PDF senza protezione e caricalo di nuovo',
    'The PDF is encrypted and cannot be checked: save or print it as a PDF without protection and upload it again',
    'Das PDF ist verschlüsselt und kann nicht geprüft werden: Speichern oder drucken Sie es als PDF ohne Schutz und laden Sie es erneut hoch',
    'El PDF está cifrado y no se puede comprobar: guárdalo o imprímelo como PDF sin protección y vuelve a cargarlo',
    'Le PDF est chiffré et ne peut pas être vérifié : enregistrez-le ou imprimez-le en PDF sans protection, puis téléversez-le à nouveau',
  ),
  'documents.pdf_not_cleanable': L(
    'Non è stato possibile togliere dal PDF script e file allegati: salvalo o stampalo di nuovo come PDF e riprova',
    'Scripts and attached files could not be removed from the PDF: save or print it again as a PDF and try once more',
    'Skripte und angehängte Dateien konnten nicht aus dem PDF entfernt werden: Speichern oder drucken Sie es erneut als PDF und versuchen Sie es noch einmal',
    'No se han podido quitar del PDF los scripts y los archivos adjuntos: guárdalo o imprímelo de nuevo como PDF y vuelve a intentarlo',
    "Les scripts et les fichiers joints n'ont pas pu être retirés du PDF : enregistrez-le ou imprimez-le de nouveau en PDF et réessayez",
  ),
  'documents.too_large': L(
    'Il file supera la dimensione massima di 10 MB',
    'The file is larger than the 10 MB limit',
    'Die Datei überschreitet die Höchstgröße von 10 MB',
    'El archivo supera el tamaño máximo de 10 MB',
    'Le fichier dépasse la taille maximale de 10 Mo',
  ),
  'documents.too_many': L(
    'Hai raggiunto il numero massimo di 20 documenti per carrello',
    'This cart already holds the maximum of 20 documents',
    'Dieser Warenkorb enthält bereits die Höchstzahl von 20 Dokumenten',
    'Este carrito ya contiene el máximo de 20 documentos',
    'Ce panier contient déjà le maximum de 20 documents',
  ),
  'documents.file_required': L(
    'Scegli un file PDF da caricare',
    'Choose a PDF file to upload',
    'Wählen Sie eine PDF-Datei zum Hochladen',
    'Elige un archivo PDF para cargar',
    'Choisissez un fichier PDF à téléverser',
  ),
  'documents.line_invalid': L(
    'La riga indicata non fa parte di questo carrello',
    'The given line is not part of this cart',
    'Die angegebene Position gehört nicht zu diesem Warenkorb',
    'La línea indicada no forma parte de este carrito',
    'La ligne indiquée ne fait pas partie de ce panier',
  ),
  'documents.accessory_invalid': L(
    'Questo accessorio della riga non richiede una scheda tecnica',
    'This accessory of the line does not take a datasheet',
    'Dieses Zubehör der Position benötigt kein Datenblatt',
    'Este accesorio de la línea no requiere una ficha técnica',
    'Cet accessoire de la ligne ne demande pas de fiche technique',
  ),
  'documents.not_editable': L(
    "I documenti di quest'ordine non si possono più modificare",
    'The documents of this order can no longer be changed',
    'Die Dokumente dieser Bestellung können nicht mehr geändert werden',
    'Los documentos de este pedido ya no se pueden modificar',
    'Les documents de cette commande ne peuvent plus être modifiés',
  ),
  'documents.bad_upload': L(
    'Caricamento non valido: invia il file come modulo multipart con il campo "file"',
    'Invalid upload: send the file as a multipart form with the field "file"',
    'Ungültiger Upload: Senden Sie die Datei als Multipart-Formular mit dem Feld „file“',
    'Carga no válida: envía el archivo como formulario multipart con el campo "file"',
    'Téléversement non valide : envoyez le fichier dans un formulaire multipart avec le champ « file »',
  ),
  'documents.upload': L(
    'Carica scheda tecnica',
    'Upload datasheet',
    'Datenblatt hochladen',
    'Cargar ficha técnica',
    'Téléverser la fiche technique',
  ),
  'documents.view': L('Visualizza', 'View', 'Anzeigen', 'Ver', 'Afficher'),
  'documents.download': L('Scarica', 'Download', 'Herunterladen', 'Descargar', 'Télécharger'),
  'documents.delete': L('Elimina', 'Delete', 'Löschen', 'Eliminar', 'Supprimer'),
}
