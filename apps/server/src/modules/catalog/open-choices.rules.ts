import {
  type ChoiceTemplate,
  findOpenChoices,
  nameOpenChoice,
  type OpenChoices,
} from '@shop/domain/catalog/open-choices'
import { type Lang, pick } from '@shop/domain/i18n/langs'
import { AppError } from '../../plugins/errors.ts'
import { interpolate, type Translate } from '../i18n/labels.service.ts'
import type { CatalogSnapshot } from './catalog.store.ts'

/** The label of the refusal; {{choices}} names what is still to choose. */
export const CHOICE_REQUIRED_LABEL = 'catalog.open_choice.required'

/**
 * The template an accessory asks its value with, as the open-choices rule reads it: null when there is nothing to
 * choose from (no template, or a template whose variations the catalogue does not have).
 */
export function choiceTemplateOf(snap: CatalogSnapshot, accessoryId: number): ChoiceTemplate | null {
  const template = snap.accessoryById.get(accessoryId)?.attributesTemplate
  if (!template || (snap.variationsByAccessory.get(accessoryId)?.length ?? 0) === 0) return null
  return template
}

/** The values a configuration leaves open (docs/decisions/025), from the variation chosen per accessory. */
export function openChoicesOf(
  snap: CatalogSnapshot,
  accessoryIds: readonly number[],
  variationOf: ReadonlyMap<number, number | null | undefined>,
): OpenChoices {
  return findOpenChoices(
    accessoryIds,
    (id) => choiceTemplateOf(snap, id),
    (id) => variationOf.get(id) != null,
  )
}

/** The names of an accessory's attributes in the language. */
export function attributeLabelsOf(snap: CatalogSnapshot, accessoryId: number, lang: Lang): string[] {
  const template = snap.accessoryById.get(accessoryId)?.attributesTemplate
  return template?.attributes.map((a) => pick(a.label, lang)) ?? []
}

/**
 * Refuses (422) a configuration that leaves a required value open, naming each one as the configurator does
 * ('Lunghezza (Coclea di estrazione)'); the answer's `open_choices` lists the accessory ids and attribute keys.
 */
export function assertNoRequiredChoiceOpen(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  open: OpenChoices,
): void {
  if (open.required.length === 0) return
  const names = open.required.map((id) =>
    nameOpenChoice(attributeLabelsOf(snap, id, lang), pick(snap.accessoryById.get(id)?.name, lang)),
  )
  const message = interpolate(translate(lang, CHOICE_REQUIRED_LABEL), { choices: names.join('; ') })
  throw new AppError(
    'validation_failed',
    message,
    { variations: [message] },
    {
      reason: 'choice_required',
      open_choices: open.required.map((id) => ({
        accessory_id: id,
        attributes: snap.accessoryById.get(id)?.attributesTemplate?.attributes.map((a) => a.key) ?? [],
      })),
    },
  )
}
