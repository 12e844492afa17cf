import { z } from 'zod'
import { V } from './http/validation-keys.ts'

/**
 * Zod's own messages are English sentences ('Invalid input: expected object, received null'). Every issue a
 * schema did not give a message of its own gets a label key instead, which the server translates into the
 * request's language and the web app passes through its t(): no user ever reads zod's English.
 */
export function labelForIssue(issue: z.core.$ZodRawIssue): string {
  // A field left out arrives as undefined, whatever kind of value it expects.
  const isMissing = issue.input === undefined
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
      return isMissing ? V.required : V.invalid
    case 'too_big':
      if (issue.origin === 'string') return V.tooLong
      return issue.origin === 'array' || issue.origin === 'set' ? V.tooMany : V.invalid
    case 'too_small':
      // min(1) on a text or a list is how schemas say "required".
      return (issue.origin === 'string' || issue.origin === 'array') && Number(issue.minimum) <= 1
        ? V.required
        : V.invalid
    case 'invalid_format':
      return issue.format === 'email' ? V.email : V.invalid
    default:
      return V.invalid
  }
}

// Every module that builds a schema takes z from here, so whichever chunk of the web app holds zod holds this
// configuration too, and zod stays out of the pages that build none (docs/decisions/007). jitless: zod compiles
// object parsers with Function() when it may and finds out by trying; under the shop's Content-Security-Policy (no
// 'unsafe-eval', docs/decisions/012) the try is refused and reported as a violation. The server parses the same way:
// one configuration, and the difference is microseconds per request.
z.config({ customError: labelForIssue, jitless: true })

export { z }
