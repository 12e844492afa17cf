export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_REPEATS = 3

export type PasswordRuleId = 'min_length' | 'uppercase' | 'number' | 'special' | 'not_email' | 'max_repeats'

/** The six rules in display order, each with the spec's default (English) message; the label key is `password.<id>`. */
export const PASSWORD_RULES: readonly { id: PasswordRuleId; message: string }[] = [
  { id: 'min_length', message: 'Password must be at least 8 chars' },
  { id: 'uppercase', message: 'Password must contain at least an uppercase' },
  { id: 'number', message: 'Password must contain at least a number' },
  { id: 'special', message: 'Password must contain at least a special char' },
  { id: 'not_email', message: 'Password must be different from your email address' },
  { id: 'max_repeats', message: 'The same char cannot be used more than 3 times' },
]

function maxCharCount(password: string): number {
  const counts = new Map<string, number>()
  let max = 0
  for (const ch of password) {
    const n = (counts.get(ch) ?? 0) + 1
    counts.set(ch, n)
    if (n > max) max = n
  }
  return max
}

const TESTS: Record<PasswordRuleId, (password: string, email: string) => boolean> = {
  min_length: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  uppercase: (p) => /\p{Lu}/u.test(p),
  number: (p) => /\p{Nd}/u.test(p),
  special: (p) => /[^\p{L}\p{Nd}]/u.test(p),
  not_email: (p, email) => p.trim().toLowerCase() !== email.trim().toLowerCase(),
  // Checked from 3 characters on, so the live checklist does not flag an empty field.
  max_repeats: (p) => [...p].length < 3 || maxCharCount(p) <= PASSWORD_MAX_REPEATS,
}

/** Each password rule with whether the password passes it: the live checklist and the server use this same function. */
export function checkPassword(
  password: string,
  email = '',
): { id: PasswordRuleId; message: string; ok: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ ...rule, ok: TESTS[rule.id](password, email) }))
}

/** The ids of the rules the password breaks (empty when it is acceptable). */
export function failedPasswordRules(password: string, email = ''): PasswordRuleId[] {
  return checkPassword(password, email)
    .filter((r) => !r.ok)
    .map((r) => r.id)
}
