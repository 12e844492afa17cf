import {
  NET_PRICE_LABEL_KEY,
  type PriceSubject,
  priceProduct,
  replacementPriceSubject,
} from '@shop/domain/catalog/pricing'
import type { ProductDiscountedPricesBody, ProductPrice } from '@shop/domain/catalog/schemas'
import type { Lang } from '@shop/domain/i18n/langs'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../plugins/errors.ts'
import {
  type Buyer,
  chosenVariations,
  decodeProductOrThrow,
  findDiscountedPrices,
  interpolate,
  priceBuyerOf,
  type Translate,
} from './catalog.service.ts'
import { findCatalog } from './catalog-store.ts'
import { priceConfiguration, ruleForReplacement } from './configuration-price.ts'

const hidden = (id: number, available: boolean): ProductPrice => ({
  id,
  price: null,
  discounted_price: null,
  discount_label: null,
  discount_rule_static: null,
  available,
})

/**
 * POST user/getProductDiscountedPrices. Base models and accessories share one id space (docs/decisions/006), so
 * `bm_id` names the product being configured: a base model (findDiscountedPrices), or a replacement accessory sold
 * alone (findReplacementPrices, docs/decisions/017).
 */
export async function findProductPrices(
  db: Db,
  translate: Translate,
  requestLang: Lang,
  buyer: Buyer,
  body: ProductDiscountedPricesBody,
) {
  const snap = await findCatalog(db)
  if (!snap.modelById.has(body.bm_id) && snap.accessoryById.get(body.bm_id)?.soldAlone) {
    return findReplacementPrices(db, translate, requestLang, buyer, body)
  }
  return findDiscountedPrices(db, translate, requestLang, buyer, body)
}

/**
 * The prices of a replacement accessory sold alone, in the answer's usual shape: the accessory under its own id,
 * priced whole with the buyer's accessory_group rule (a rule for everything does not reach it, docs/decisions/005);
 * its variations asked for, priced with the same rule on their own list price; and an optional code of type A
 * priced as one line with its variation, rounded once. Other ids are not offered here and answer unavailable.
 */
export async function findReplacementPrices(
  db: Db,
  translate: Translate,
  requestLang: Lang,
  buyer: Buyer,
  body: ProductDiscountedPricesBody,
) {
  const lang = body.lang ?? requestLang
  const snap = await findCatalog(db)
  const accessory = snap.accessoryById.get(body.bm_id)
  if (!accessory?.soldAlone) {
    throw new AppError('not_found', 'catalog.no_product', { bm_id: ['catalog.no_product'] })
  }
  const rule = buyer.canSeePrices ? ruleForReplacement(snap, priceBuyerOf(buyer), accessory) : null
  const options = { lang, netPriceText: translate(lang, NET_PRICE_LABEL_KEY) }
  const priced = (id: number, subject: PriceSubject, available: boolean): ProductPrice =>
    buyer.canSeePrices ? { id, ...priceProduct(subject, rule, options), available } : hidden(id, available)

  const products: Record<string, ProductPrice> = {}
  products[accessory.id] = priced(accessory.id, replacementPriceSubject(accessory), accessory.available)
  for (const id of new Set(body.ids)) if (id !== accessory.id) products[id] = hidden(id, false)

  const variations: Record<string, ProductPrice> = {}
  for (const id of new Set(body.variation_ids)) {
    const v = snap.variationById.get(id)
    variations[id] =
      v?.accessoryId === accessory.id
        ? priced(id, { list: v.isCustom ? -1 : (v.price ?? -1), base: null }, true)
        : hidden(id, false)
  }

  let configuration: (ProductPrice & { configuration_code: string }) | undefined
  if (body.configuration_code !== undefined) {
    const product = decodeProductOrThrow(snap, translate, lang, body.configuration_code, 'configuration_code')
    if (product.type !== 'A' || product.replacement.accessoryId !== accessory.id) {
      const code = product.type === 'A' ? product.replacement.code : product.configuration.code
      const message = interpolate(translate(lang, 'catalog.code_of_other_product'), { code })
      throw new AppError('validation_failed', message, { configuration_code: [message] })
    }
    const byAccessory = chosenVariations(snap, translate, lang, [accessory.id], body.variation_ids, {}, false)
    configuration = {
      configuration_code: product.replacement.code,
      ...(buyer.canSeePrices
        ? {
            id: accessory.id,
            ...priceConfiguration(
              snap,
              priceBuyerOf(buyer),
              { type: 'A', baseModelId: null, accessoryIds: [accessory.id], variationOf: byAccessory },
              options,
            ),
            available: accessory.available,
          }
        : hidden(accessory.id, accessory.available)),
    }
  }
  return {
    show_prices: buyer.canSeePrices,
    products,
    variations,
    ...(configuration ? { configuration } : {}),
  }
}
