/**
 * Choices left open (issue 13 item 5, docs/decisions/025). An accessory whose attributes template lists attributes
 * asks the buyer for a value (a length, a colour, an output signal). Each template says what a value left unset
 * means:
 * - `required`: it must be chosen before the configuration goes into the cart; the add is refused, naming it;
 * - `quotation`: it may be settled in the quotation; while it is open the line is to be quoted (price -1).
 * A template that says nothing is `required`, so that a new template never lets a value slip through unasked.
 */
export const OPEN_CHOICE_RULES = ['required', 'quotation'] as const
export type OpenChoiceRule = (typeof OPEN_CHOICE_RULES)[number]

/** What a template that does not say means. */
export const DEFAULT_OPEN_CHOICE_RULE: OpenChoiceRule = 'required'

/** The part of an attributes template the rule reads: the stored template and the web's resource both fit it. */
export type ChoiceTemplate = {
  attributes: readonly unknown[]
  open_choice?: OpenChoiceRule | undefined
}

/** What an unset value of this template means; null when the template asks for nothing. */
export function openChoiceRule(template: ChoiceTemplate | null | undefined): OpenChoiceRule | null {
  if (!template || template.attributes.length === 0) return null
  return template.open_choice ?? DEFAULT_OPEN_CHOICE_RULE
}

/** The chosen accessories whose value is still unset, split by what that means. */
export type OpenChoices = {
  /** To choose before adding to the cart: the add is refused while any is left. */
  required: number[]
  /** Settled in the quotation: the line is to be quoted while any is left. */
  quotation: number[]
}

/**
 * The open choices of a configuration: each chosen accessory (once, in the order given) whose template asks for a
 * value and that has no variation chosen. `templateOf` answers null for an accessory with nothing to choose from
 * (no template, or no variations in the catalogue). A custom variation counts as chosen: its text is checked by
 * `checkChosenVariations`.
 */
export function findOpenChoices(
  accessoryIds: readonly number[],
  templateOf: (accessoryId: number) => ChoiceTemplate | null | undefined,
  hasVariation: (accessoryId: number) => boolean,
): OpenChoices {
  const open: OpenChoices = { required: [], quotation: [] }
  for (const id of new Set(accessoryIds)) {
    const rule = openChoiceRule(templateOf(id))
    if (rule === null || hasVariation(id)) continue
    open[rule].push(id)
  }
  return open
}

/** How a message names an open choice: its attributes, then the accessory ('Lunghezza (Coclea di estrazione)'). */
export function nameOpenChoice(attributeLabels: readonly string[], accessoryName: string): string {
  const attributes = attributeLabels.filter((x) => x.trim() !== '').join(', ')
  if (!attributes) return accessoryName
  return accessoryName ? `${attributes} (${accessoryName})` : attributes
}
