import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGE_MAX, contactRequest } from './contact.ts'

const valid = {
  name: 'Giulia Rossi',
  company: 'Mangimi Rossi S.r.l.',
  email: 'Giulia.Rossi@Example.com',
  phone: '+39 051 000000',
  message: 'Vorrei un preventivo per un silo da 30 m³.',
  privacy: true,
}

/** The first message per field of a refused body. */
function errorsOf(body: unknown): Record<string, string> {
  const result = contactRequest.safeParse(body)
  if (result.success) return {}
  const out: Record<string, string> = {}
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message
  return out
}

describe('contactRequest', () => {
  it('accepts a message, trimming texts and lower-casing the address', () => {
    expect(contactRequest.parse({ ...valid, name: '  Giulia Rossi ' })).toEqual({
      ...valid,
      email: 'giulia.rossi@example.com',
    })
  })

  it('takes the optional fields as missing, and the consent as a form sends it', () => {
    expect(contactRequest.parse({ name: 'G', email: 'g@example.com', message: 'Hi', privacy: 'on' })).toEqual(
      { name: 'G', company: '', email: 'g@example.com', phone: '', message: 'Hi', privacy: true },
    )
  })

  it.each([
    [
      'an empty body',
      {},
      {
        name: 'validation.required',
        email: 'validation.required',
        message: 'validation.required',
        privacy: 'validation.privacy_required',
      },
    ],
    ['no consent', { ...valid, privacy: false }, { privacy: 'validation.privacy_required' }],
    ['a blank message', { ...valid, message: ' \n ' }, { message: 'validation.required' }],
    [
      'a message one character too long',
      { ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
      { message: 'validation.too_long' },
    ],
    ['an address that is not one', { ...valid, email: 'giulia@' }, { email: 'validation.email' }],
    ['a phone with letters', { ...valid, phone: 'call me' }, { phone: 'validation.invalid' }],
    ['a NUL character', { ...valid, company: 'A\u0000B' }, { company: 'validation.invalid_characters' }],
    [
      'half a surrogate pair',
      { ...valid, message: 'Ciao \uD83D' },
      { message: 'validation.invalid_characters' },
    ],
    ['a name that is a number', { ...valid, name: 42 }, { name: 'validation.required' }],
  ])('refuses %s', (_what, body, errors) => {
    expect(errorsOf(body)).toEqual(errors)
  })

  it('takes a message of exactly the longest length', () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX) })).toEqual({})
  })
})
