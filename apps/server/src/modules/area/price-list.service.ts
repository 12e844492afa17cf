import { decodeConfigurationCode } from '@shop/domain/catalog/configuration-code'
import { TO_BE_QUOTED } from '@shop/domain/catalog/money'
import { NET_PRICE_LABEL_KEY } from '@shop/domain/catalog/pricing'
import type { ProductPrice } from '@shop/domain/catalog/schemas'
import { type Lang, pick } from '@shop/domain/i18n/langs'
import { romeToday } from '@shop/domain/orders/checkout'
import type { PriceListDetail, PriceListGroup, PriceListProduct } from '@shop/domain/price-list/schemas'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { clients } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../plugins/errors.ts'
import { findClientCodes } from '../cart/cart-rows.store.ts'
import { type Buyer, priceBuyerOf } from '../catalog/buyer.store.ts'
import {
  type AccessoryRow,
  type CatalogSnapshot,
  findCatalog,
  type ModelRow,
} from '../catalog/catalog.store.ts'
import { type PricedConfiguration, priceConfiguration } from '../catalog/prices.rules.ts'
import { findProductPrices } from '../catalog/prices.service.ts'
import type { Translate } from '../i18n/labels.service.ts'
import { findProviderIdentity } from '../lookups/settings.service.ts'
import { renderPriceListPdf } from './price-list-pdf.view.ts'

/**
 * The company's price list (issue 26 item 2). Every figure comes from the configurator's own pricing: a product's
 * line from priceConfiguration (what getProductDiscountedPrices answers for a configuration code and the cart stores),
 * a detail's options and variations from findProductPrices itself. The whole catalogue is in memory
 * (catalog.store.ts), so the list costs one cached read of the company's own codes and no query per product.
 */

/** The company the list is for: a verified client that sees prices (areaAccess's price_list); anyone else 403. */
export type PriceListBuyer = Buyer & { clientId: number }

export function assertPriceListBuyer(buyer: Buyer): asserts buyer is PriceListBuyer {
  if (buyer.clientId === null || !buyer.canSeePrices) {
    throw new AppError('forbidden', 'area.price_list.no_prices')
  }
}

type Context = {
  snap: CatalogSnapshot
  buyer: PriceListBuyer
  lang: Lang
  netPriceText: string
  codes: Map<string, string>
}

/** The accessories of a model's default configuration; null when the model has none or its code no longer decodes. */
function defaultConfigurationOf(snap: CatalogSnapshot, model: ModelRow) {
  const code =
    model.defaultConfigurationId === null
      ? undefined
      : snap.defaultConfigurationCode.get(model.defaultConfigurationId)
  if (code === undefined) return null
  const decoded = decodeConfigurationCode(code, snap.codes, snap.compatibilityRules)
  return decoded.ok
    ? { code: decoded.configuration.code, accessoryIds: decoded.configuration.accessoryIds }
    : null
}

function toProduct(
  ctx: Context,
  item: { id: number; kind: PriceListProduct['kind']; code: string; name: string },
  configuration: PricedConfiguration | null,
): PriceListProduct {
  const { price, discounted_price, discount_label } = configuration
    ? priceConfiguration(ctx.snap, priceBuyerOf(ctx.buyer), configuration, {
        lang: ctx.lang,
        netPriceText: ctx.netPriceText,
      })
    : { price: TO_BE_QUOTED, discounted_price: TO_BE_QUOTED, discount_label: '' }
  return { ...item, client_code: ctx.codes.get(item.code) ?? null, price, discounted_price, discount_label }
}

/** A base model on its default configuration, priced as that configuration's code is in the configurator. */
function modelProduct(ctx: Context, model: ModelRow): PriceListProduct {
  const configuration = defaultConfigurationOf(ctx.snap, model)
  return toProduct(
    ctx,
    {
      id: model.id,
      kind: 'base_model',
      code: configuration?.code ?? model.configurationCode,
      name: pick(model.name, ctx.lang),
    },
    configuration && {
      type: 'B',
      baseModelId: model.id,
      accessoryIds: configuration.accessoryIds,
      variationOf: new Map(),
    },
  )
}

/** An accessory sold alone, priced as its product code (type A) is in the configurator. */
function accessoryProduct(ctx: Context, accessory: AccessoryRow): PriceListProduct {
  return toProduct(
    ctx,
    { id: accessory.id, kind: 'accessory', code: accessory.code, name: pick(accessory.name, ctx.lang) },
    { type: 'A', baseModelId: null, accessoryIds: [accessory.id], variationOf: new Map() },
  )
}

async function contextOf(db: Db, translate: Translate, buyer: PriceListBuyer, lang: Lang): Promise<Context> {
  const snap = await findCatalog(db)
  const codes = await findClientCodes(db, buyer.clientId)
  return {
    snap,
    buyer,
    lang,
    netPriceText: translate(lang, NET_PRICE_LABEL_KEY),
    codes: new Map(codes.map((c) => [c.conf_code, c.client_code])),
  }
}

/** GET user/get_price_list_front: what is on sale, base models by family, then accessories sold alone by group. */
export async function findPriceList(
  db: Db,
  translate: Translate,
  buyer: PriceListBuyer,
  lang: Lang,
): Promise<PriceListGroup[]> {
  const ctx = await contextOf(db, translate, buyer, lang)
  const { snap } = ctx
  const groups: PriceListGroup[] = []
  for (const family of snap.families) {
    const products = snap.models
      .filter((m) => m.available && m.productFamilyId === family.id)
      .map((m) => modelProduct(ctx, m))
    if (products.length > 0)
      groups.push({ kind: 'family', id: family.id, name: pick(family.name, lang), products })
  }
  const soldAlone = snap.accessories.filter((a) => a.soldAlone && a.available)
  for (const group of snap.groups) {
    const products = soldAlone
      .filter((a) => a.accessoryGroupId === group.id)
      .map((a) => accessoryProduct(ctx, a))
    if (products.length > 0)
      groups.push({ kind: 'accessory_group', id: group.id, name: pick(group.name, lang), products })
  }
  const ungrouped = soldAlone.filter((a) => a.accessoryGroupId === null).map((a) => accessoryProduct(ctx, a))
  if (ungrouped.length > 0) {
    groups.push({
      kind: 'accessory_group',
      id: 0,
      name: translate(lang, 'area.price_list.other_accessories'),
      products: ungrouped,
    })
  }
  return groups
}

/** A variation's words: its attributes under their names ('Lunghezza: 2 m'), else its value. */
function variationText(
  accessory: AccessoryRow,
  attributes: Record<string, string>,
  value: string,
  lang: Lang,
) {
  const names = new Map(
    accessory.attributesTemplate?.attributes.map((a) => [a.key, pick(a.label, lang)]) ?? [],
  )
  const parts = Object.entries(attributes).map(([key, v]) => `${names.get(key) ?? key}: ${v}`)
  return parts.length > 0 ? parts.join(', ') : value
}

/** A price findProductPrices answered; one it did not is to be quoted. */
const figures = (p: ProductPrice | undefined) => ({
  price: p?.price ?? TO_BE_QUOTED,
  discounted_price: p?.discounted_price ?? TO_BE_QUOTED,
  discount_label: p?.discount_label ?? '',
})

/** The priced, non-custom variations of an accessory, from the prices findProductPrices answered. */
function pricedVariations(ctx: Context, accessory: AccessoryRow, prices: Record<string, ProductPrice>) {
  return (ctx.snap.variationsByAccessory.get(accessory.id) ?? [])
    .filter((v) => !v.isCustom)
    .map((v) => ({
      id: v.id,
      text: variationText(accessory, v.attributes, v.variationValue, ctx.lang),
      ...figures(prices[v.id]),
    }))
}

/**
 * GET user/get_price_list_front_detail: one product of the list with its options priced as the configurator prices
 * them (a base model's accessories by code section, an accessory's variations). A product not on the list is 404.
 */
export async function findPriceListDetail(
  db: Db,
  translate: Translate,
  buyer: PriceListBuyer,
  lang: Lang,
  pid: number,
): Promise<Omit<PriceListDetail, 'status'>> {
  const ctx = await contextOf(db, translate, buyer, lang)
  const { snap } = ctx
  const model = snap.modelById.get(pid)
  const accessory = snap.accessoryById.get(pid)
  if (model?.available) {
    const offered = (snap.sectionsByModel.get(model.id) ?? []).map((s) => ({
      ...s,
      accessories: s.accessoryIds.flatMap((id) => {
        const a = snap.accessoryById.get(id)
        return a?.available ? [a] : []
      }),
    }))
    const accessories = offered.flatMap((s) => s.accessories)
    const prices = await findProductPrices(db, translate, lang, buyer, {
      bm_id: model.id,
      lang,
      ids: accessories.map((a) => a.id),
      variation_ids: accessories.flatMap((a) =>
        (snap.variationsByAccessory.get(a.id) ?? []).map((v) => v.id),
      ),
    })
    const product = modelProduct(ctx, model)
    const inDefault = new Set(defaultConfigurationOf(snap, model)?.accessoryIds)
    return {
      group: pick(snap.familyById.get(model.productFamilyId)?.name, lang),
      product,
      sections: offered.map((s) => ({
        letter: s.letter,
        label: pick(s.row.label, lang),
        options: s.accessories.map((a) => ({
          id: a.id,
          code: a.configurationCode,
          name: pick(a.name, lang),
          in_default: inDefault.has(a.id),
          ...figures(prices.products[a.id]),
          variations: pricedVariations(ctx, a, prices.variations),
        })),
      })),
      variations: [],
    }
  }
  if (accessory?.soldAlone && accessory.available) {
    const variations = snap.variationsByAccessory.get(accessory.id) ?? []
    const prices = await findProductPrices(db, translate, lang, buyer, {
      bm_id: accessory.id,
      lang,
      ids: [],
      variation_ids: variations.map((v) => v.id),
    })
    const group =
      accessory.accessoryGroupId === null ? undefined : snap.groupById.get(accessory.accessoryGroupId)
    return {
      group: group ? pick(group.name, lang) : translate(lang, 'area.price_list.other_accessories'),
      product: accessoryProduct(ctx, accessory),
      sections: [],
      variations: pricedVariations(ctx, accessory, prices.variations),
    }
  }
  throw new AppError('not_found', 'catalog.no_product')
}

/** The list as a PDF to download (GET user/get_price_list_front_pdf), under the list's name and the day. */
export async function makePriceListPdf(
  deps: Pick<Deps, 'db' | 'labels' | 'clock'>,
  buyer: PriceListBuyer,
  lang: Lang,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { db } = deps
  const translate = deps.labels.translate
  const groups = await findPriceList(db, translate, buyer, lang)
  const [company] = await db
    .select({ name: clients.ragione })
    .from(clients)
    .where(eq(clients.id, buyer.clientId))
  const provider = await findProviderIdentity(db)
  const today = romeToday(deps.clock())
  const bytes = await renderPriceListPdf({
    groups,
    company: company?.name ?? '',
    provider: provider?.company_name ?? null,
    day: today.split('-').reverse().join('/'),
    lang,
    translate,
  })
  return { bytes, fileName: `${translate(lang, 'area.price_list.filename')}-${today}.pdf` }
}
