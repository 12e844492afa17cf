import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api.ts'

/**
 * A refusal's field errors on the form that sent it (issue 22 item 3, docs/decisions/029): the server names each field
 * by its dotted path in the body ('address.cap', plugins/errors.ts validationFailure), and a form whose values are the
 * body names its fields the same, so each message lands where it belongs; the first such field takes the focus.
 * Answers whether any landed: the caller says the rest once, above the buttons.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false
  let shown = false
  for (const field of fields) {
    const message = error.fieldError(field)
    if (!message) continue
    setError(field, { message }, { shouldFocus: !shown })
    shown = true
  }
  return shown
}
