import type { Lang } from '@shop/domain/i18n/langs'
import { parseQuickOrder, type QuickOrderRow } from '@shop/domain/orders/quick-order'
import { AppError } from '../../plugins/errors.ts'
import type { CartDeps } from '../cart/cart.service.ts'
import { decodeLinesByCode, type LineByCode } from '../cart/lines-by-code.rules.ts'
import { addLinesByCode, type ByCodeCaller, findDecodingContext } from '../cart/lines-by-code.service.ts'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import { interpolate, type Translate } from '../i18n/labels.service.ts'

/**
 * Quick order by configuration code (issue 26 item 5; the text's form is in packages/domain/src/orders/quick-order.ts):
 * the preview decodes and prices every line and writes nothing; the add reads the same text again (nothing decoded
 * by the browser is trusted) and puts the valid lines into the cart in one step. A company's own product codes
 * (client_product_codes) stand for the configuration codes they were given to.
 */

/** Label keys of the quick order's own refusals (db/seed/labels/cart-by-code.ts). */
const QUICK_LABELS = {
  problem: (p: string) => `orders.quick.${p}`,
  unknownAccessory: 'orders.quick.choice_unknown_accessory',
  unknownValue: 'orders.quick.choice_unknown_value',
  tooMany: 'orders.quick.too_many',
  empty: 'orders.quick.empty',
} as const

/** Upper case, single spaces: how a code or a value written by hand is compared. */
const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase()

/** The accessories by product code, once per snapshot. */
const accessoriesByCode = new WeakMap<CatalogSnapshot, Map<string, number>>()
function accessoryIdOf(snap: CatalogSnapshot, code: string): number | undefined {
  let index = accessoriesByCode.get(snap)
  if (!index) {
    index = new Map(snap.accessories.map((a) => [normal(a.code), a.id]))
    accessoriesByCode.set(snap, index)
  }
  return index.get(normal(code))
}

/** One row's choices as variation ids and custom texts, or the refusal naming the choice that is not one. */
function resolveChoices(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  row: QuickOrderRow,
): Pick<LineByCode, 'variations' | 'custom_texts' | 'refusal'> {
  const variations: number[] = []
  const custom_texts: Record<string, string> = {}
  for (const { accessory, value } of row.choices) {
    const accessoryId = accessoryIdOf(snap, accessory)
    if (accessoryId === undefined) {
      const error = interpolate(translate(lang, QUICK_LABELS.unknownAccessory), { accessory })
      return { variations, custom_texts, refusal: { error, reason: 'choice_unknown_accessory' } }
    }
    const offered = snap.variationsByAccessory.get(accessoryId) ?? []
    const listed = offered.find((v) => !v.isCustom && normal(v.variationValue) === normal(value))
    const custom = offered.find((v) => v.isCustom)
    if (listed) variations.push(listed.id)
    else if (custom) {
      variations.push(custom.id)
      custom_texts[accessoryId] = value
    } else {
      const error = interpolate(translate(lang, QUICK_LABELS.unknownValue), { accessory, value })
      return { variations, custom_texts, refusal: { error, reason: 'choice_unknown_value' } }
    }
  }
  return { variations, custom_texts, refusal: null }
}

/** The text's rows as lines by code, a company's own codes put back to the configuration codes they stand for. */
function toLines(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  caller: ByCodeCaller,
  text: string,
): LineByCode[] {
  const { rows, tooMany } = parseQuickOrder(text)
  if (tooMany) throw new AppError('validation_failed', QUICK_LABELS.tooMany, { text: [QUICK_LABELS.tooMany] })
  if (rows.length === 0)
    throw new AppError('validation_failed', QUICK_LABELS.empty, { text: [QUICK_LABELS.empty] })
  const ownCodes = new Map(
    (caller.client?.client_product_codes ?? []).map((c) => [normal(c.client_code), c.conf_code]),
  )
  return rows.map((row) => {
    const base = {
      row: row.row,
      input: row.code,
      configuration_code: ownCodes.get(normal(row.code)) ?? row.code,
      qty: row.qty,
      client_product_ref: row.reference,
      notes: '',
      price_then: null,
    }
    if (row.problem) {
      const error = translate(lang, QUICK_LABELS.problem(row.problem))
      return { ...base, variations: [], custom_texts: {}, refusal: { error, reason: row.problem } }
    }
    return { ...base, ...resolveChoices(snap, translate, lang, row) }
  })
}

async function decodeText(
  deps: Pick<CartDeps, 'db' | 'labels'>,
  caller: ByCodeCaller,
  lang: Lang,
  text: string,
) {
  const { translate } = deps.labels
  const { snap, viewer } = await findDecodingContext(deps, caller)
  return decodeLinesByCode(snap, translate, lang, viewer, toLines(snap, translate, lang, caller, text))
}

/** POST user/quick_order_preview: each line decoded and priced, with its error; nothing written. */
export async function previewQuickOrder(
  deps: Pick<CartDeps, 'db' | 'labels'>,
  caller: ByCodeCaller,
  lang: Lang,
  text: string,
) {
  const decoded = await decodeText(deps, caller, lang, text)
  return { lines: decoded.map((d) => d.outcome), valid: decoded.filter((d) => d.add).length }
}

/** POST user/quick_order_add: the valid lines into the cart in one step; the same key again adds nothing. */
export async function addQuickOrder(
  deps: CartDeps,
  caller: ByCodeCaller,
  lang: Lang,
  body: { text: string; key: string },
) {
  const decoded = await decodeText(deps, caller, lang, body.text)
  return addLinesByCode(deps, caller, lang, decoded, `quick:${body.key}`)
}
