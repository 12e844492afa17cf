import { type Lang, pick } from '@shop/domain/i18n/langs'
import type { CartLine } from '@shop/domain/orders/cart-schemas'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import { fileUrl, thumbnailKeyOf } from '../catalog/catalog-files.store.ts'
import { toProductConfiguration } from '../catalog/configurations.view.ts'
import type { CartViewer } from './cart.view.ts'
import type { CartLineRow } from './cart-rows.store.ts'

/** What a cart line shows of its product and configuration, built once per copy, snapshot and language. */

/** The product a configuration is of, as a line shows it (a saved configuration's list too). */
export function productOf(
  snap: CatalogSnapshot,
  copy: Pick<CartLineRow['copy'], 'base_model_id' | 'replacement_accessory_id' | 'configuration_code'>,
  lang: Lang,
): CartLine['product'] {
  const model = copy.base_model_id === null ? undefined : snap.modelById.get(copy.base_model_id)
  if (model) {
    return {
      id: model.id,
      accessory_ref_code: model.code,
      name: pick(model.name, lang),
      description_short: pick(model.descriptionShort, lang),
      image: fileUrl(model.media.find((m) => m.role === 'main')?.key),
    }
  }
  const accessoryId = copy.replacement_accessory_id
  const accessory = accessoryId === null ? undefined : snap.accessoryById.get(accessoryId)
  if (accessory) {
    return {
      id: accessory.id,
      accessory_ref_code: accessory.code,
      name: pick(accessory.name, lang),
      description_short: pick(accessory.descriptionShort, lang),
      // The part alone, cropped from its layer; a picture that is no layer is shown as it is.
      image: fileUrl(accessory.imageKey && (thumbnailKeyOf(accessory.imageKey) ?? accessory.imageKey)),
    }
  }
  // The catalogue no longer has the product: the line still says what was chosen.
  return {
    id: copy.base_model_id ?? accessoryId ?? 0,
    accessory_ref_code: copy.configuration_code,
    name: copy.configuration_code,
    description_short: '',
    image: null,
  }
}

/** The configuration as the catalogue shows it; owner and texts are added per viewer (configurationOf). */
function catalogConfigurationOf(snap: CatalogSnapshot, line: CartLineRow, lang: Lang) {
  const { copy } = line
  return toProductConfiguration(
    snap,
    {
      id: copy.id,
      type: copy.type,
      configurationCode: copy.configuration_code,
      currentRefCode: copy.current_ref_code,
      baseModelId: copy.base_model_id,
      replacementAccessoryId: copy.replacement_accessory_id,
      ownerUserId: null,
      ownerClientId: null,
      isPublic: false,
      name: null,
      customTexts: copy.custom_texts,
      fingerprint: null,
      lineCopy: true,
      createdAt: new Date(0),
    },
    line.accessories.map((a, position) => ({
      productConfigurationId: copy.id,
      accessoryId: a.accessory_id,
      accessoryAttributesVariationId: a.variation_id,
      position,
    })),
    null,
    lang,
  )
}

export type LineView = {
  product: CartLine['product']
  configuration: ReturnType<typeof catalogConfigurationOf>
}
/*
 * A line's product and configuration depend only on its copy (never changed), the catalogue snapshot and the
 * language: built once per snapshot and shared by every read of every cart that holds the copy.
 */
const lineViews = new WeakMap<CatalogSnapshot, Map<string, LineView>>()
/** Views kept per snapshot; past this the memo starts again. */
const MAX_LINE_VIEWS = 20_000

export function lineViewOf(snap: CatalogSnapshot, line: CartLineRow, lang: Lang): LineView {
  let views = lineViews.get(snap)
  if (!views) {
    views = new Map()
    lineViews.set(snap, views)
  }
  const key = `${line.copy.id}\n${lang}`
  let view = views.get(key)
  if (!view) {
    if (views.size >= MAX_LINE_VIEWS) views.clear()
    view = {
      product: productOf(snap, line.copy, lang),
      configuration: catalogConfigurationOf(snap, line, lang),
    }
    views.set(key, view)
  }
  return view
}

/** The line's configuration for its cart's owner: a cart's lines are its owner's, visitor included. */
export function configurationOf(view: LineView, line: CartLineRow, viewer: CartViewer) {
  return {
    ...view.configuration,
    // The merge at sign-in hands a visitor's copies to the user.
    ...(viewer.userId === null
      ? {}
      : { owner: { user_id: viewer.userId, client_id: viewer.client?.id ?? null } }),
    custom_texts: line.copy.custom_texts,
  }
}
