import { describe, expect, it } from 'vitest'
import { type SwitchTarget, switchTarget } from './company-switch.ts'

describe('switchTarget (spec 2 §4, spec 3 §2 switch_client)', () => {
  it.each<[string, number[], number | null, number | undefined, SwitchTarget]>([
    ['one other company, no body: to it', [1, 2], 1, undefined, { kind: 'switch', client_id: 2 }],
    ['no current company, one linked: to it', [7], null, undefined, { kind: 'switch', client_id: 7 }],
    ['several others, no body: the dialog must name one', [1, 2, 3], 1, undefined, { kind: 'choose' }],
    ['only the current company: nowhere to go', [1], 1, undefined, { kind: 'not_linked' }],
    ['no company at all', [], null, undefined, { kind: 'not_linked' }],
    ['a linked company named', [1, 2, 3], 1, 3, { kind: 'switch', client_id: 3 }],
    [
      'the current company named: stays (a second tab repeats the switch)',
      [1, 2],
      2,
      2,
      { kind: 'switch', client_id: 2 },
    ],
    ['a company not linked to the user', [1, 2], 1, 9, { kind: 'not_linked' }],
  ])('%s', (_, linked, current, requested, expected) => {
    expect(switchTarget(linked, current, requested)).toEqual(expected)
  })
})
