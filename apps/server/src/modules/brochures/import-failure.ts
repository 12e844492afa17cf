import { DrizzleQueryError } from 'drizzle-orm'

/** Long enough for PostgreSQL's message and detail; a cap, since a detail may quote the value it refused. */
const MAX_LENGTH = 300

/**
 * What made an import fail, in one line: the innermost cause's message, with PostgreSQL's detail when it gives one.
 * Drizzle's own error says "Failed query:" followed by the statement and every parameter (105 KB of page rows with
 * raw U+0000 in them, issue 21), and PostgreSQL's error carries the query and parameters as fields too: neither is
 * ever printed, only message and detail.
 */
export function describeFailure(err: unknown): string {
  let cause = err
  while (cause instanceof Error && cause.cause !== undefined) cause = cause.cause
  const message =
    cause instanceof DrizzleQueryError
      ? 'a database query failed'
      : cause instanceof Error
        ? cause.message
        : String(cause)
  const detail = (cause as { detail?: unknown } | null)?.detail
  const line = (typeof detail === 'string' && detail ? `${message} (${detail})` : message)
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
  return line.length > MAX_LENGTH ? `${line.slice(0, MAX_LENGTH - 1)}…` : line
}
