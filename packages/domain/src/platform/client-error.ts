/*
 * A browser's error report (POST client_error). No zod here: the web's reporter reads these limits to clip what it
 * sends, and it loads with every page.
 */

/** Where the error was caught: window's 'error', window's 'unhandledrejection', or React's error callbacks. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'react'] as const
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number]

/** The longest text each field takes; the reporter clips to these, the endpoint refuses longer ones. */
export const CLIENT_ERROR_MAX = { message: 1000, stack: 4000, page: 1000, release: 100 } as const
