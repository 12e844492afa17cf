import { findOpenChoices, nameOpenChoice } from '@shop/domain/catalog/open-choices'
import type { Accessory } from '@shop/domain/catalog/schemas'

/** A value still to choose, named as the server names it in its refusal ('Lunghezza (Coclea di estrazione)'). */
export type NamedOpenChoice = { accessoryId: number; name: string }

/** The configurator's open choices: to choose before adding, and those left to the quotation (docs/decisions/025). */
export type NamedOpenChoices = { required: NamedOpenChoice[]; quotation: NamedOpenChoice[] }

/**
 * The domain's open-choices rule on the configurator's resources: the chosen accessories whose template asks for a
 * value (and offers variations) with no variation chosen yet.
 */
export function namedOpenChoices(
  chosen: readonly number[],
  accessoryById: ReadonlyMap<number, Accessory>,
  variationOf: Readonly<Record<number, number | undefined>>,
): NamedOpenChoices {
  const open = findOpenChoices(
    chosen,
    (id) => {
      const accessory = accessoryById.get(id)
      return accessory && accessory.attributes_variations.length > 0 ? accessory.attributes_template : null
    },
    (id) => variationOf[id] !== undefined,
  )
  const named = (id: number): NamedOpenChoice => {
    const accessory = accessoryById.get(id)
    const labels = accessory?.attributes_template?.attributes.map((a) => a.label) ?? []
    return { accessoryId: id, name: nameOpenChoice(labels, accessory?.name ?? '') }
  }
  return { required: open.required.map(named), quotation: open.quotation.map(named) }
}
