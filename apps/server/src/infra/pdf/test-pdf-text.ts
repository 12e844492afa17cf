import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/**
 * Each page's text as pdf.js (Firefox's viewer) extracts it, for tests that read a generated PDF back: the pieces of
 * text joined by one space, every run of whitespace (no-break and narrow spaces included) made one plain space.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 })
  try {
    const doc = await task.promise
    const pages: string[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent()
      pages.push(plainSpaces(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')))
    }
    return pages
  } finally {
    await task.destroy()
  }
}

/** Whitespace runs as one plain space, trimmed: how readPdfText compares a formatted figure. */
export const plainSpaces = (text: string) => text.replace(/\s+/g, ' ').trim()
