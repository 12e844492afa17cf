import {
  findAttributesVariation,
  VARIATION_ERROR_LABEL_PREFIX,
  type VariationRequest,
} from '@shop/domain/catalog/variations'
import { type Lang, pick } from '@shop/domain/i18n/langs'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../plugins/errors.ts'
import { interpolate, type Translate } from '../i18n/labels.service.ts'
import { findBuyer } from './buyer.store.ts'
import { findCatalog } from './catalog.store.ts'
import { toVariation } from './resources.view.ts'

/** POST accessory/{id}/get_attributes_variation: the variation matching the chosen attributes or custom text. */
export async function findVariation(
  db: Db,
  translate: Translate,
  lang: Lang,
  userId: number | null,
  accessoryId: number,
  request: VariationRequest,
) {
  const snap = await findCatalog(db)
  const accessory = snap.accessoryById.get(accessoryId)
  if (!accessory) throw new AppError('not_found', 'catalog.no_accessory')
  const found = findAttributesVariation(
    accessory.attributesTemplate,
    (snap.variationsByAccessory.get(accessoryId) ?? []).map((row) => ({
      id: row.id,
      attributes: row.attributes,
      variation_value: row.variationValue,
      is_custom: row.isCustom,
      row,
    })),
    request,
  )
  if (!found.ok) {
    const attribute = accessory.attributesTemplate?.attributes.find((a) => a.key === found.attribute)
    const message = interpolate(translate(lang, `${VARIATION_ERROR_LABEL_PREFIX}${found.reason}`), {
      attribute: attribute ? pick(attribute.label, lang) : (found.attribute ?? ''),
    })
    const status =
      found.reason === 'not_found' || found.reason === 'no_variations' ? 'not_found' : 'validation_failed'
    throw new AppError(status, message, { attributes: [message] }, { reason: found.reason })
  }
  const buyer = await findBuyer(db, userId)
  const v = found.variation.row
  return {
    ...toVariation(v),
    price: buyer.canSeePrices ? (v.isCustom || v.price === null ? -1 : v.price) : null,
    custom_text: found.custom_text,
  }
}
