/**
 * The text of an uploaded CSV as an ERP exports it: UTF-8 (with or without its byte order mark), or, when the bytes are
 * not UTF-8, the Windows code page Italian ERPs and Excel still write (Windows-1252: à, è, °, €).
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
