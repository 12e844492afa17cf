import type { Lang } from '@shop/domain/i18n/langs'
import type { CartReferences } from '@shop/domain/orders/cart-schemas'
import { queryKeys } from './session.ts'

/**
 * What the cart feature's changes and the checkout's submission share without importing each other (decision 032):
 * the one queue of calls that carry the cart's version, the key of the cart query, and the references being typed.
 */

/** The cart query of a language (GET cart/{lang}); every answer of a change is written here. */
export const cartQueryKey = (lang: Lang) => [...queryKeys.cart, lang] as const

// Every call that sends the cart's version goes through one queue, so no two POSTs race each other with the same
// version: a submission pressed while a change is on its way waits for it and sends the version it answered.
let queue: Promise<unknown> = Promise.resolve()
let running = 0

/** True while a call of the queue is on its way. */
export const isUpdatingCart = () => running > 0

/** Runs a call to the cart after any running one. */
export function enqueue<T>(task: () => Promise<T>): Promise<T> {
  running++
  const next = queue.then(task).finally(() => {
    running--
  })
  queue = next.catch(() => undefined)
  return next
}

// The references as their fields show them while they differ from the cart's: a submission carries them, so a
// reference typed just before pressing is never lost nor has to be saved first (issue 23 item 1).
const typed = new Map<keyof CartReferences, string>()

/** A reference field's text while it is not the cart's (null: it is, or the field is gone). */
export function setTypedReference(field: keyof CartReferences, text: string | null): void {
  if (text === null) typed.delete(field)
  else typed.set(field, text)
}

/** The references typed and not yet saved, as a submission sends them. */
export function typedReferences(): CartReferences {
  return Object.fromEntries(typed)
}
