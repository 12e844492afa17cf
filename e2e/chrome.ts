import fs from 'node:fs'

/**
 * The browser of the journeys and of bench:web and bench:brochure. Debian's chromium-headless-shell (Chromium's old
 * headless mode, without the browser's own interface) when it is installed: the same Blink and V8 for about a quarter
 * less CPU than the full browser's headless mode (the catalogue journeys: 105 s against 142 s; docs/decisions/030);
 * else Chromium. CHROME_PATH names another.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const CHROMIUM = '/usr/bin/chromium'

export const chromeExecutable =
  process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM)

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const chromeLaunch = { executablePath: chromeExecutable, args }

/**
 * The full browser, for the few journeys that open a PDF in Chromium's own viewer (tagged @pdf-viewer): the headless
 * shell has no PDF viewer and downloads the file instead.
 */
export const pdfViewerLaunch = { executablePath: process.env.CHROME_PATH ?? CHROMIUM, args }
