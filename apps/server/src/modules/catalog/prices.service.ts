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
import { interpolate, type Translate } from '../i18n/labels.service.ts'
import { type Buyer, findBuyer, priceBuyerOf } from './buyer.store.ts'
import { type CatalogSnapshot, findCatalog, type ModelRow } from './catalog.store.ts'
import { chosenVariations, decodeOrThrow, decodeProductOrThrow } from './codes.rules.ts'
import { priceConfiguration, ruleForModel, ruleForReplacement } from './prices.rules.ts'

function ruleFor(snap: CatalogSnapshot, buyer: Buyer, model: ModelRow) {
  return ruleForModel(snap, priceBuyerOf(buyer), model)
}

/** A price the buyer may not see, or a product not offered here: no figures. */
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
async function findReplacementPrices(
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

/** Prices of one offer (a base model and what goes with it, for one rule, language and net-price label), by id. */
type OfferPriceCache = Map<number, ProductPrice>
const offerPriceCaches = new WeakMap<CatalogSnapshot, Map<string, OfferPriceCache>>()
/** Offers kept per snapshot; past this the cache starts again (many rules × languages × models in use). */
const MAX_OFFER_CACHES = 2_000

/** The price cache of an offer in this snapshot: a new snapshot (a catalogue or rule change) starts empty. */
function offerPriceCache(
  snap: CatalogSnapshot,
  model: ModelRow,
  rule: { id: number } | null,
  options: { lang: Lang; netPriceText: string },
): OfferPriceCache {
  let offers = offerPriceCaches.get(snap)
  if (!offers) {
    offers = new Map()
    offerPriceCaches.set(snap, offers)
  }
  const key = `${model.id}\n${rule?.id ?? 0}\n${options.lang}\n${options.netPriceText}`
  let cache = offers.get(key)
  if (!cache) {
    if (offers.size >= MAX_OFFER_CACHES) offers.clear()
    cache = new Map()
    offers.set(key, cache)
  }
  return cache
}

/**
 * POST user/getProductDiscountedPrices. The base model comes back under its own id, priced whole; the
 * accessories offered for it and the variations asked for are priced with the base model's rule on their own
 * list price (docs/decisions/005); an optional configuration code is priced as one line, rounded once.
 */
async function findDiscountedPrices(
  db: Db,
  translate: Translate,
  requestLang: Lang,
  buyer: Buyer,
  body: ProductDiscountedPricesBody,
) {
  const lang = body.lang ?? requestLang
  const snap = await findCatalog(db)
  const model = snap.modelById.get(body.bm_id)
  if (!model) throw new AppError('not_found', 'catalog.no_base_model', { bm_id: ['catalog.no_base_model'] })
  const rule = buyer.canSeePrices ? ruleFor(snap, buyer, model) : null
  const options = { lang, netPriceText: translate(lang, NET_PRICE_LABEL_KEY) }
  const offered = snap.sectionOfAccessory.get(model.id) ?? new Map()
  const priced = (id: number, subject: PriceSubject, available: boolean): ProductPrice =>
    buyer.canSeePrices ? { id, ...priceProduct(subject, rule, options), available } : hidden(id, available)
  const listOf = (price: number | null) => price ?? -1
  // The model's, its accessories' and variations' prices depend only on the snapshot, the rule and the language:
  // computed once, then shared by every buyer the same rule applies to.
  const cache = buyer.canSeePrices ? offerPriceCache(snap, model, rule, options) : null
  const cachedPrice = (key: number, id: number, subject: () => PriceSubject, available: boolean) => {
    if (!cache) return hidden(id, available)
    let price = cache.get(key)
    if (!price) {
      price = priced(id, subject(), available)
      cache.set(key, price)
    }
    return price
  }

  const products: Record<string, ProductPrice> = {}
  products[model.id] = cachedPrice(0, model.id, () => listOf(model.price), model.available)
  for (const id of new Set(body.ids)) {
    if (id === model.id) continue
    const accessory = snap.accessoryById.get(id)
    if (!accessory || !offered.has(id)) {
      products[id] = hidden(id, false)
      continue
    }
    products[id] = cachedPrice(
      id,
      id,
      () => ({ list: listOf(accessory.price), base: null }),
      accessory.available,
    )
  }

  const variations: Record<string, ProductPrice> = {}
  for (const id of new Set(body.variation_ids)) {
    const v = snap.variationById.get(id)
    if (!v || !offered.has(v.accessoryId)) {
      variations[id] = hidden(id, false)
      continue
    }
    // Negative keys: variation ids share the cache with accessory ids.
    variations[id] = cachedPrice(
      -id,
      id,
      () => ({ list: v.isCustom ? -1 : listOf(v.price), base: null }),
      true,
    )
  }

  let configuration: (ProductPrice & { configuration_code: string }) | undefined
  if (body.configuration_code !== undefined) {
    const decoded = decodeOrThrow(snap, translate, lang, body.configuration_code, 'configuration_code')
    if (decoded.baseModelId !== model.id) {
      const message = interpolate(translate(lang, 'catalog.code_of_other_model'), { code: decoded.code })
      throw new AppError('validation_failed', message, { configuration_code: [message] })
    }
    const byAccessory = chosenVariations(
      snap,
      translate,
      lang,
      decoded.accessoryIds,
      body.variation_ids,
      {},
      false,
    )
    configuration = {
      configuration_code: decoded.code,
      ...(buyer.canSeePrices
        ? {
            id: model.id,
            ...priceConfiguration(
              snap,
              priceBuyerOf(buyer),
              {
                type: 'B',
                baseModelId: model.id,
                accessoryIds: decoded.accessoryIds,
                variationOf: byAccessory,
              },
              options,
            ),
            available: model.available,
          }
        : hidden(model.id, model.available)),
    }
  }
  return {
    show_prices: buyer.canSeePrices,
    products,
    variations,
    ...(configuration ? { configuration } : {}),
  }
}

/** A product's price for the card: the base model whole, an accessory sold alone at its list price. */
export async function findCardPrice(db: Db, userId: number | null, productId: number) {
  const snap = await findCatalog(db)
  const buyer = await findBuyer(db, userId)
  const model = snap.modelById.get(productId)
  if (model) {
    const rule = buyer.canSeePrices ? ruleFor(snap, buyer, model) : null
    return { buyer, snap, rule, subject: model.price ?? -1 }
  }
  const accessory = snap.accessoryById.get(productId)
  if (!accessory) throw new AppError('not_found', 'catalog.no_product')
  const rule = buyer.canSeePrices ? ruleForReplacement(snap, priceBuyerOf(buyer), accessory) : null
  return { buyer, snap, rule, subject: accessory.price ?? -1 }
}
