/**
 * How far the person got with a new password: nothing typed yet, something in the field, or a submit tried while
 * the field is empty. The checklist judges the rules only from the second on (issue 13: four red crosses before
 * anything was typed read as an error the person had not made).
 */
export type ChecklistPhase = 'untouched' | 'typed' | 'submitted'

/** What one rule shows: a grey dot (not judged yet), a green tick, or a red cross. */
export type RuleState = 'neutral' | 'met' | 'unmet'

/** The phase from the field's value and whether a submit was tried; typing outranks an earlier submit. */
export function checklistPhase(password: string, submitted: boolean): ChecklistPhase {
  if (password !== '') return 'typed'
  return submitted ? 'submitted' : 'untouched'
}

/**
 * One rule's state. Once typed, each rule is met or not. After a submit with an empty field only the broken rules
 * turn red: an empty password "differs from the e-mail" too, and a green tick for it would be nonsense.
 */
export function ruleState(ok: boolean, phase: ChecklistPhase): RuleState {
  if (phase === 'untouched') return 'neutral'
  if (phase === 'submitted') return ok ? 'neutral' : 'unmet'
  return ok ? 'met' : 'unmet'
}
