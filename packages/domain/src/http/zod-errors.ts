import { z } from 'zod'
import { V } from './fields.ts'

/**
 * Zod's own messages are English sentences ('Invalid input: expected object, received null'). Every issue a
 * schema did not give a message of its own gets a label key instead, which the server translates into the
 * request's language and the web app passes through i18next: no user ever reads zod's English.
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

// Applied once, wherever the schemas are used: the server imports this module in app.ts, the web app in main.tsx.
z.config({ customError: labelForIssue })
