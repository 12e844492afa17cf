import { checkPassword } from '@shop/domain/accounts/password'
import { describe, expect, it } from 'vitest'
import { type ChecklistPhase, checklistPhase, type RuleState, ruleState } from './checklist-state.ts'

describe('checklistPhase', () => {
  it.each([
    ['', false, 'untouched'],
    ['', true, 'submitted'],
    ['a', false, 'typed'],
    ['a', true, 'typed'],
    [' ', false, 'typed'],
  ] as const)('%j, submitted %s -> %s', (password, submitted, phase) => {
    expect(checklistPhase(password, submitted)).toBe(phase)
  })
})

describe('ruleState', () => {
  it.each([
    [true, 'untouched', 'neutral'],
    [false, 'untouched', 'neutral'],
    [true, 'typed', 'met'],
    [false, 'typed', 'unmet'],
    [true, 'submitted', 'neutral'],
    [false, 'submitted', 'unmet'],
  ] as [boolean, ChecklistPhase, RuleState][])('ok %s while %s -> %s', (ok, phase, state) => {
    expect(ruleState(ok, phase)).toBe(state)
  })
})

describe('the checklist of the six rules', () => {
  const states = (password: string, submitted: boolean, email = 'anna@example.com') =>
    checkPassword(password, email).map((rule) => [
      rule.id,
      ruleState(rule.ok, checklistPhase(password, submitted)),
    ])

  it('is all neutral before anything is typed: no red cross', () => {
    expect(states('', false).every(([, state]) => state === 'neutral')).toBe(true)
  })

  it('judges every rule as soon as something is typed', () => {
    expect(Object.fromEntries(states('silos', false))).toEqual({
      min_length: 'unmet',
      uppercase: 'unmet',
      number: 'unmet',
      special: 'unmet',
      not_email: 'met',
      max_repeats: 'met',
    })
    expect(states('Silos-2026', false).every(([, state]) => state === 'met')).toBe(true)
  })

  it('after a submit with an empty field shows the broken rules in red and no tick', () => {
    expect(Object.fromEntries(states('', true))).toEqual({
      min_length: 'unmet',
      uppercase: 'unmet',
      number: 'unmet',
      special: 'unmet',
      not_email: 'neutral',
      max_repeats: 'neutral',
    })
  })
})
