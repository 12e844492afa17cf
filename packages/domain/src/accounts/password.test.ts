import { describe, expect, it } from 'vitest'
import { checkPassword, failedPasswordRules } from './password.ts'

describe('failedPasswordRules', () => {
  it.each([
    ['Buyer#2026', 'buyer@example.com', []],
    ['', 'a@b.it', ['min_length', 'uppercase', 'number', 'special']],
    ['Ab1#', 'a@b.it', ['min_length']],
    ['abcdefg1#', 'a@b.it', ['uppercase']],
    ['Abcdefgh#', 'a@b.it', ['number']],
    ['Abcdefgh1', 'a@b.it', ['special']],
    ['Àbcdefg1 ', 'a@b.it', []],
    ['Mario@Ex1.it', 'mario@ex1.it', ['not_email']],
    ['Aaaa1#bcd', 'a@b.it', []],
    ['Baaaa1#bcd', 'a@b.it', ['max_repeats']],
    ['aAbaCa1#d', 'a@b.it', []],
    ['a1#Ba1#Ca1#Da', 'x@y.z', ['max_repeats']],
    ['Xy1#Xy1#Xy1#', 'x@y.z', []],
    ['aaa', 'x@y.z', ['min_length', 'uppercase', 'number', 'special']],
    ['aaaa', 'x@y.z', ['min_length', 'uppercase', 'number', 'special', 'max_repeats']],
  ])('%j for %s fails %j', (password, email, failed) => {
    expect(failedPasswordRules(password, email)).toEqual(failed)
  })

  it('lists the six rules in the checklist order with their default messages', () => {
    expect(checkPassword('x').map((r) => r.message)).toEqual([
      'Password must be at least 8 chars',
      'Password must contain at least an uppercase',
      'Password must contain at least a number',
      'Password must contain at least a special char',
      'Password must be different from your email address',
      'The same char cannot be used more than 3 times',
    ])
  })
})
