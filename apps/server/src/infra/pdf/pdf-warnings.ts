import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * pdf.js reports what it could not do (a missing decoder, a font it could not load, an image it skipped) only
 * through console.warn('Warning: …'), from one module-wide logger shared by every open document. Each call made
 * inside collectPdfWarnings is tagged with its own listener through AsyncLocalStorage, which follows pdf.js's
 * in-process worker through its promises and timers: two documents read at once keep their warnings apart, and
 * anything else written to console.warn goes where it always went.
 */
const scope = new AsyncLocalStorage<(message: string) => void>()
const PREFIX = 'Warning: '
let isInstalled = false

function install() {
  if (isInstalled) return
  isInstalled = true
  const original = console.warn
  console.warn = (...args: unknown[]) => {
    const listener = scope.getStore()
    const [first] = args
    if (listener && typeof first === 'string' && first.startsWith(PREFIX)) {
      listener(first.slice(PREFIX.length))
      return
    }
    original.apply(console, args)
  }
}

/** Runs fn; every pdf.js warning raised by what fn starts goes to onWarning instead of the console. */
export function collectPdfWarnings<T>(onWarning: (message: string) => void, fn: () => T): T {
  install()
  return scope.run(onWarning, fn)
}
