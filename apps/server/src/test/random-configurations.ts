import { findRuleViolations } from '@shop/domain/catalog/compatibility'
import { encodeConfigurationCode } from '@shop/domain/catalog/configuration-code'
import type { CatalogSnapshot } from '../modules/catalog/catalog.store.ts'

export type RandomConfiguration = { baseModelId: number; accessoryIds: number[]; code: string }

/**
 * Random valid configurations of a catalogue, the same for the same seed: one choice per lettered section and a
 * random set of optionals, skipping choices a compatibility rule forbids. The round-trip test and bench:catalog use them.
 */
export function randomValidConfigurations(
  snap: CatalogSnapshot,
  count: number,
  seed = 7,
): RandomConfiguration[] {
  let s = seed
  const pick = (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s % n
  }
  const found: RandomConfiguration[] = []
  while (found.length < count) {
    const model = snap.models[pick(snap.models.length)]
    if (!model) continue
    const accessoryIds = (snap.sectionsByModel.get(model.id) ?? []).flatMap((section) =>
      section.letter === null
        ? section.accessoryIds.filter(() => pick(3) === 0)
        : [section.accessoryIds[pick(section.accessoryIds.length)] as number],
    )
    if (findRuleViolations(snap.compatibilityRules, accessoryIds, model.id).length > 0) continue
    const encoded = encodeConfigurationCode(snap.codes, model.id, accessoryIds)
    if (!encoded.ok)
      throw new Error(`a valid choice of model ${model.id} did not encode: ${encoded.error.reason}`)
    found.push({ baseModelId: model.id, accessoryIds, code: encoded.code })
  }
  return found
}
