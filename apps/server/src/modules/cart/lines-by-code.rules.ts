import { type Lang, pick } from '@shop/domain/i18n/langs'
import type { CartLineOutcome } from '@shop/domain/orders/quick-order-schemas'
import { AppError } from '../../plugins/errors.ts'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import { checkConfigurationOn } from '../catalog/configurations.service.ts'
import { type CheckedConfiguration, fingerprintOf } from '../catalog/configurations.store.ts'
import { assertNoRequiredChoiceOpen, openChoicesOf } from '../catalog/open-choices.rules.ts'
import { priceConfiguration } from '../catalog/prices.rules.ts'
import type { Translate } from '../i18n/labels.service.ts'
import { priceBuyerOfClient } from './cart.view.ts'
import type { CartClient } from './cart-rows.store.ts'

/**
 * Many cart lines given by configuration code (the quick order, the reorder; issue 26 items 4 and 5), each checked
 * as POST cart/{lang}/add checks one — the code decoded against the rules, the variations against the code, no
 * required value left open (docs/decisions/025) — and priced as the configurator prices it, all against one
 * catalogue snapshot in memory. A line that does not pass keeps the configurator's own reason.
 */

/** Label keys of the outcomes' own texts (db/seed/labels/cart-by-code.ts). */
const BY_CODE_LABELS = {
  unavailable: 'catalog.accessory.unavailable',
  referenceNotKept: 'orders.by_code.reference_not_kept',
} as const

/** One line asked for. `refusal` is a problem found before the catalogue (the text, a client code, a choice). */
export type LineByCode = {
  row: number
  input: string
  configuration_code: string
  variations: number[]
  custom_texts: Record<string, string>
  qty: number
  client_product_ref: string
  notes: string
  price_then: number | null
  refusal: { error: string; reason: string } | null
}

/** What goes into the cart for a line that passes: its checked configuration, line key and the prices seen. */
export type LineToAdd = {
  checked: CheckedConfiguration
  lineKey: string
  qty: number
  clientProductRef: string
  notes: string
  addedPrice: number | null
  addedDiscountedPrice: number | null
}

export type DecodedLine = { outcome: CartLineOutcome; add: LineToAdd | null }

type Viewer = { client: CartClient | null; showPrices: boolean }

function productName(snap: CatalogSnapshot, checked: CheckedConfiguration, lang: Lang): string {
  const { baseModelId, accessoryIds } = checked.decoded
  const row =
    checked.type === 'B'
      ? snap.modelById.get(baseModelId as number)
      : snap.accessoryById.get(accessoryIds[0] as number)
  return pick(row?.name, lang)
}

/** The chosen values in words: 'Misuratore radar: Modbus RTU', a custom value by its text. */
function choicesOf(snap: CatalogSnapshot, checked: CheckedConfiguration, lang: Lang): string[] {
  return [...checked.byAccessory].map(([accessoryId, variationId]) => {
    const variation = snap.variationById.get(variationId)
    const value = variation?.isCustom
      ? (checked.customTexts[accessoryId] ?? '')
      : (variation?.variationValue ?? '')
    return `${pick(snap.accessoryById.get(accessoryId)?.name, lang)}: ${value}`
  })
}

/** The model and accessories the catalogue marks unavailable, each named as the configurator names it. */
function unavailableOf(
  snap: CatalogSnapshot,
  checked: CheckedConfiguration,
  translate: Translate,
  lang: Lang,
) {
  const { baseModelId, accessoryIds } = checked.decoded
  const rows = [
    ...(baseModelId === null ? [] : [snap.modelById.get(baseModelId)]),
    ...accessoryIds.map((id) => snap.accessoryById.get(id)),
  ]
  const label = translate(lang, BY_CODE_LABELS.unavailable)
  return rows.filter((r) => r && !r.available).map((r) => `${pick(r?.name, lang)}: ${label}`)
}

function refused(line: LineByCode, error: string, reason: string): DecodedLine {
  return {
    outcome: {
      row: line.row,
      input: line.input,
      configuration_code: null,
      name: null,
      qty: line.qty,
      client_product_ref: line.client_product_ref,
      choices: [],
      ok: false,
      error,
      reason,
      notices: [],
      price: null,
      discounted_price: null,
      price_then: line.price_then,
    },
    add: null,
  }
}

/** One line checked and priced, or refused with the configurator's reason. */
function decodeLine(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  viewer: Viewer,
  line: LineByCode,
): DecodedLine {
  if (line.refusal) return refused(line, line.refusal.error, line.refusal.reason)
  let checked: CheckedConfiguration
  try {
    checked = checkConfigurationOn(snap, translate, lang, line)
    const { accessoryIds } = checked.decoded
    assertNoRequiredChoiceOpen(snap, translate, lang, openChoicesOf(snap, accessoryIds, checked.byAccessory))
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    return refused(line, err.message, String(err.extra.reason ?? err.code))
  }
  const { decoded, byAccessory, customTexts } = checked
  const seen = viewer.showPrices
    ? priceConfiguration(snap, priceBuyerOfClient(viewer.client), {
        type: checked.type,
        baseModelId: decoded.baseModelId,
        accessoryIds: decoded.accessoryIds,
        variationOf: byAccessory,
      })
    : null
  // A reference is kept where the company keeps them on its lines, as POST cart/{lang} does.
  const keepsReference = viewer.client?.allow_client_product_ref === true
  const reference = keepsReference ? line.client_product_ref : ''
  const notices = unavailableOf(snap, checked, translate, lang)
  if (line.client_product_ref !== '' && !keepsReference)
    notices.push(translate(lang, BY_CODE_LABELS.referenceNotKept))
  return {
    outcome: {
      row: line.row,
      input: line.input,
      configuration_code: decoded.code,
      name: productName(snap, checked, lang),
      qty: line.qty,
      client_product_ref: reference,
      choices: choicesOf(snap, checked, lang),
      ok: true,
      error: null,
      reason: null,
      notices,
      price: seen?.price ?? null,
      discounted_price: seen?.discounted_price ?? null,
      price_then: line.price_then,
    },
    add: {
      checked,
      lineKey: fingerprintOf(decoded.code, byAccessory, customTexts),
      qty: line.qty,
      clientProductRef: reference,
      notes: viewer.client?.allow_line_notes ? line.notes : '',
      addedPrice: seen?.price ?? null,
      addedDiscountedPrice: seen?.discounted_price ?? null,
    },
  }
}

/** Every line against the same snapshot, in order; no I/O. */
export function decodeLinesByCode(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  viewer: Viewer,
  lines: readonly LineByCode[],
): DecodedLine[] {
  return lines.map((line) => decodeLine(snap, translate, lang, viewer, line))
}
