import { removeUnstorableCharacters } from '@shop/domain/http/storable-text'
import { CLIENT_ERROR_MAX, type ClientErrorKind } from '@shop/domain/platform/client-error'
import { reportClientError } from '@shop/domain/platform/endpoints'
import { api } from './api.ts'

/**
 * Browser errors go to the shop's own server (POST client_error, docs/decisions/038), never to a third party.
 * main.tsx calls startErrorReporting() once, and gives reportError('react', error) to React's root error callbacks.
 */

/** Reports per page load: an error a timer or a render loop repeats must not become a stream of requests. */
const MAX_REPORTS = 5

/** The text cut to what the endpoint takes, without half of a character pair at the cut. */
const clip = (text: string, max: number) => removeUnstorableCharacters(text.slice(0, max)).trim()

/**
 * The build that runs: the name of this module's chunk, which the build fingerprints ('/assets/index-AbC123.js'
 * gives 'index-AbC123.js'), so that no build setting has to hand it in.
 */
const release = clip(
  new URL(import.meta.url).pathname.split('/').pop() || 'unknown',
  CLIENT_ERROR_MAX.release,
)

/** The messages sent from this page load: each once. */
const reported = new Set<string>()

/**
 * Sends one error to the server: at most MAX_REPORTS per page load and each message once. It never throws, and a
 * report that fails is dropped, never reported in turn.
 */
export function reportError(kind: ClientErrorKind, error: unknown): void {
  try {
    // An Error reads 'TypeError: x is not a function'; a rejection may carry any value at all.
    const message = clip(String(error), CLIENT_ERROR_MAX.message) || kind
    if (reported.size >= MAX_REPORTS || reported.has(message)) return
    reported.add(message)
    const stack = error instanceof Error ? (error.stack ?? '') : ''
    api(reportClientError, {
      body: {
        kind,
        message,
        stack: clip(stack, CLIENT_ERROR_MAX.stack),
        page: clip(location.pathname + location.search, CLIENT_ERROR_MAX.page),
        release,
      },
    }).catch(() => {})
  } catch {
    // A value whose String() throws, or no location (not a browser): nothing to send, and nothing to raise.
  }
}

/** Reports the errors nothing caught: the window's 'error' and 'unhandledrejection' events. Call it once. */
export function startErrorReporting(): void {
  // A script of another origin gives no error object, only its message.
  window.addEventListener('error', (event) => reportError('error', event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', event.reason))
}
