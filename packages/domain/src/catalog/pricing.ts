import { V } from '../http/fields.ts'
import { DEFAULT_LANG, type Lang } from '../i18n/langs.ts'
import { z } from '../zod.ts'
import {
  formatMoney,
  formatPercent,
  isKnownPrice,
  mulDivRoundHalfUp,
  PERCENT_SCALE,
  PRICE_WORDS,
  TO_BE_QUOTED,
  toHundredths,
} from './money.ts'

/**
 * Prices per client (issue 4 item 5), integer cents excluding VAT. One discount rule prices a whole line:
 * the rule is chosen by target and scope (selectDiscountRule), copied onto the line as discount_rule_static
 * (toDiscountRuleStatic) and applied to the unit list price, rounded once, half-up (computeDiscountedPrice).
 * Readings the issue leaves open are in docs/decisions/005-configuration-codes-and-prices.md.
 */

export const DISCOUNT_BASE_MODES = ['fixed', 'fixed_amount', 'other'] as const
export const DISCOUNT_EXTRA_MODES = ['sum', 'extra'] as const
/** Configurations take base_model, product_family or all; replacement accessories sold alone take accessory_group. */
export const DISCOUNT_TARGETS = ['base_model', 'product_family', 'all', 'accessory_group'] as const
export const DISCOUNT_SCOPES = ['client', 'client_group'] as const
export type DiscountBaseMode = (typeof DISCOUNT_BASE_MODES)[number]
export type DiscountTarget = (typeof DISCOUNT_TARGETS)[number]

/** Label key of the discount label for a fixed (net) price: 'Prezzo netto'. */
export const NET_PRICE_LABEL_KEY = 'catalog.net_price'

const centsSchema = z.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid)

/** A percentage from 0 to 100 with at most two decimals. */
export const percentSchema = z
  .number({ error: V.invalid })
  .min(0, V.invalid)
  .max(100, V.invalid)
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, V.invalid)

export const discountBaseSchema = z
  .object({
    mode: z.enum(DISCOUNT_BASE_MODES),
    fixed_price: centsSchema.nullable(),
    fixed_amount: centsSchema.nullable(),
    discount_perc: percentSchema.nullable(),
  })
  .superRefine((base, ctx) => {
    const needed = { fixed: 'fixed_price', fixed_amount: 'fixed_amount', other: 'discount_perc' } as const
    const field = needed[base.mode]
    if (base[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: V.required })
  })

export const discountExtraSchema = z.object({
  mode: z.enum(DISCOUNT_EXTRA_MODES),
  discount_perc: percentSchema,
})

/**
 * The rule as copied onto an order line (spec 3 §3), so later rule changes never alter a saved line.
 * `limit`: the most the line's rule discount may take off the list price, in percent (null or 0: no limit).
 * `limit_final_discount`: the same cap on the line's whole discount, web-order and promo discounts included
 * (applied by the cart). `extra` null, or with discount_perc 0: no extra discount.
 */
export const discountRuleStaticSchema = z.object({
  limit: percentSchema.nullable(),
  limit_final_discount: percentSchema.nullable(),
  base: discountBaseSchema,
  extra: discountExtraSchema.nullable(),
})
export type DiscountRuleStatic = z.infer<typeof discountRuleStaticSchema>

export type DiscountRuleIssue = 'fixed_not_allowed_on_target' | 'target_id_required' | 'target_id_not_allowed'

/** True when a `fixed` base may be used with the target: only a base model or an accessory group has one price to fix. */
export function isFixedBaseAllowed(target: DiscountTarget): boolean {
  return target === 'base_model' || target === 'accessory_group'
}

/** What is wrong with a rule's target and mode (empty when the data layer may store it). */
export function findDiscountRuleIssues(rule: {
  target: DiscountTarget
  target_id: number | null
  base: { mode: DiscountBaseMode }
}): DiscountRuleIssue[] {
  const issues: DiscountRuleIssue[] = []
  if (rule.base.mode === 'fixed' && !isFixedBaseAllowed(rule.target))
    issues.push('fixed_not_allowed_on_target')
  if (rule.target === 'all' && rule.target_id !== null) issues.push('target_id_not_allowed')
  if (rule.target !== 'all' && rule.target_id === null) issues.push('target_id_required')
  return issues
}

const ISSUE_PATH: Record<DiscountRuleIssue, string[]> = {
  fixed_not_allowed_on_target: ['base', 'mode'],
  target_id_required: ['target_id'],
  target_id_not_allowed: ['target_id'],
}

/** A discount rule as stored: who it is for (scope), what it prices (target) and how (the static part). */
export const discountRuleSchema = z
  .object({
    id: z.number().int(),
    scope: z.enum(DISCOUNT_SCOPES),
    scope_id: z.number().int(),
    target: z.enum(DISCOUNT_TARGETS),
    target_id: z.number().int().nullable(),
    ...discountRuleStaticSchema.shape,
  })
  .superRefine((rule, ctx) => {
    for (const issue of findDiscountRuleIssues(rule)) {
      ctx.addIssue({ code: 'custom', path: ISSUE_PATH[issue], message: V.invalid })
    }
  })
export type DiscountRule = z.infer<typeof discountRuleSchema>

// ---------------------------------------------------------------------------------------------------------
// Choosing the rule

/** Whose price it is: the signed-in user's client and its group (both null for a user without a client). */
export type PriceBuyer = { client_id: number | null; client_group_id: number | null }

/** What is priced: a configuration of a base model, or a replacement accessory sold alone. */
export type PricedProduct =
  | { kind: 'configuration'; base_model_id: number; product_family_id: number | null }
  | { kind: 'replacement_accessory'; accessory_group_id: number | null }

/** 0 for the most specific target; -1 when the rule does not target the product. */
function targetRank(rule: DiscountRule, product: PricedProduct): number {
  if (product.kind === 'replacement_accessory') {
    return rule.target === 'accessory_group' && rule.target_id === product.accessory_group_id ? 0 : -1
  }
  if (rule.target === 'base_model') return rule.target_id === product.base_model_id ? 0 : -1
  if (rule.target === 'product_family') {
    return product.product_family_id !== null && rule.target_id === product.product_family_id ? 1 : -1
  }
  return rule.target === 'all' ? 2 : -1
}

/** 0 for the client's own rule, 1 for its group's; -1 when the rule is someone else's. */
function scopeRank(rule: DiscountRule, buyer: PriceBuyer): number {
  if (rule.scope === 'client') return buyer.client_id !== null && rule.scope_id === buyer.client_id ? 0 : -1
  return buyer.client_group_id !== null && rule.scope_id === buyer.client_group_id ? 1 : -1
}

/**
 * The rule that prices the product for the buyer: the most specific target first (base model, then family,
 * then everything; an accessory group for a replacement accessory), then the client's own before its group's;
 * on a tie, the lowest id. Null when none applies (the list price).
 */
export function selectDiscountRule<R extends DiscountRule>(
  rules: readonly R[],
  buyer: PriceBuyer,
  product: PricedProduct,
): R | null {
  let best: R | null = null
  let bestRank = Number.POSITIVE_INFINITY
  for (const rule of rules) {
    const scope = scopeRank(rule, buyer)
    const target = scope < 0 ? -1 : targetRank(rule, product)
    if (target < 0) continue
    const rank = target * 2 + scope
    if (rank < bestRank || (rank === bestRank && best !== null && rule.id < best.id)) {
      best = rule
      bestRank = rank
    }
  }
  return best
}

/** The static copy of a rule that an order line keeps (spec 3 §3 discount_rule_static). */
export function toDiscountRuleStatic(rule: DiscountRuleStatic): DiscountRuleStatic {
  return {
    limit: rule.limit,
    limit_final_discount: rule.limit_final_discount,
    base: {
      mode: rule.base.mode,
      fixed_price: rule.base.fixed_price,
      fixed_amount: rule.base.fixed_amount,
      discount_perc: rule.base.discount_perc,
    },
    extra: rule.extra ? { mode: rule.extra.mode, discount_perc: rule.extra.discount_perc } : null,
  }
}

// ---------------------------------------------------------------------------------------------------------
// List prices

/** A priced part: a base model, an accessory or a variation; null or -1 means it has no price. */
export type PricePart = { price: number | null }
/**
 * A chosen accessory with its chosen attribute variation, if any; a custom variation is priced on request, and so
 * is an accessory whose value is left to the quotation (`open_in_quotation`, docs/decisions/025).
 */
export type PricedAccessory = PricePart & {
  variation?: (PricePart & { is_custom?: boolean }) | null
  open_in_quotation?: boolean
}

/**
 * The list price of a configuration: the base model's (null for a replacement accessory sold alone) plus each
 * accessory's and each chosen variation's; -1 when any of them has no price, a variation is custom or a value is
 * left to the quotation.
 */
export function computeListPrice(base: PricePart | null, accessories: readonly PricedAccessory[]): number {
  if (base !== null && !isKnownPrice(base.price)) return TO_BE_QUOTED
  let total = base?.price ?? 0
  for (const { price, variation, open_in_quotation } of accessories) {
    if (!isKnownPrice(price) || open_in_quotation) return TO_BE_QUOTED
    total += price
    if (!variation) continue
    if (variation.is_custom || !isKnownPrice(variation.price)) return TO_BE_QUOTED
    total += variation.price
  }
  return total
}

// ---------------------------------------------------------------------------------------------------------
// Applying the rule

/**
 * What a rule prices. A number is a product priced whole (a base model, a replacement accessory, the table
 * rows). Otherwise `list` is the unit list price (-1: to be quoted) and `base` the part of it that is the
 * target product's own price, the one a `fixed` or `fixed_amount` base replaces or reduces; `base` null prices
 * an accessory of a configuration on its own, which only the percentages touch.
 */
export type PriceSubject = number | { list: number; base: number | null }

/**
 * What a replacement accessory sold alone prices (a product configuration of type A): its list price plus the chosen
 * variation's, the accessory's own price being the target's price that a `fixed` or `fixed_amount` base replaces or
 * reduces; the variation stays at its list price, as a configuration's accessories do (docs/decisions/005).
 */
export function replacementPriceSubject(
  accessory: PricePart & Pick<PricedAccessory, 'open_in_quotation'>,
  variation: PricedAccessory['variation'] = null,
): PriceSubject {
  const part = { price: accessory.price, variation, open_in_quotation: accessory.open_in_quotation === true }
  return {
    list: computeListPrice(null, [part]),
    base: isKnownPrice(accessory.price) ? accessory.price : TO_BE_QUOTED,
  }
}

type Evaluation = { list: number; price: number; limitReached: boolean }

function evaluate(subject: PriceSubject, rule: DiscountRuleStatic | null): Evaluation {
  const { list, base } = typeof subject === 'number' ? { list: subject, base: subject } : subject
  if (!isKnownPrice(list) || (base !== null && !isKnownPrice(base))) {
    return { list: TO_BE_QUOTED, price: TO_BE_QUOTED, limitReached: false }
  }
  if (!rule) return { list, price: list, limitReached: false }
  const extra = toHundredths(rule.extra?.discount_perc ?? 0)
  const others = base === null ? list : list - Math.min(base, list)
  let price: number
  switch (rule.base.mode) {
    case 'other': {
      const perc = toHundredths(rule.base.discount_perc ?? 0)
      price =
        rule.extra?.mode === 'sum'
          ? mulDivRoundHalfUp(list, Math.max(0, PERCENT_SCALE - perc - extra), PERCENT_SCALE)
          : mulDivRoundHalfUp(list, (PERCENT_SCALE - perc) * (PERCENT_SCALE - extra), PERCENT_SCALE ** 2)
      break
    }
    case 'fixed':
    case 'fixed_amount': {
      // On a fixed base both extra modes cascade on the fixed (or reduced) price.
      let start = list
      if (base !== null) {
        const own = Math.min(base, list)
        start =
          rule.base.mode === 'fixed'
            ? (rule.base.fixed_price ?? own) + others
            : Math.max(0, own - (rule.base.fixed_amount ?? 0)) + others
      }
      price = mulDivRoundHalfUp(start, PERCENT_SCALE - extra, PERCENT_SCALE)
      break
    }
  }
  const limit = toHundredths(rule.limit ?? 0)
  if (limit > 0) {
    const floor = mulDivRoundHalfUp(list, PERCENT_SCALE - limit, PERCENT_SCALE)
    if (price < floor) return { list, price: floor, limitReached: true }
  }
  return { list, price, limitReached: false }
}

/** The unit price after the rule, in cents, rounded half-up once; the list price without a rule; -1 stays -1. */
export function computeDiscountedPrice(subject: PriceSubject, rule: DiscountRuleStatic | null): number {
  return evaluate(subject, rule).price
}

export type DiscountLabelOptions = {
  /** The language of the words, percentages and amounts; default it. */
  lang?: Lang
  /** The translated `catalog.net_price` label; default the language's PRICE_WORDS net price. */
  netPriceText?: string
}

/**
 * The line's discount as a buyer says it: 'sconto 30% + 10%' (cascade), 'sconto 40%' (30 sum 10), 'Prezzo netto'
 * and 'Prezzo netto, sconto 10%' (fixed), 'sconto 50,00 € + 10%' (fixed_amount), 'sconto 35%' when the limit stops
 * the discount; in the language's words and number formats; '' with no rule, no price or nothing off.
 */
export function formatDiscountLabel(
  subject: PriceSubject,
  rule: DiscountRuleStatic | null,
  options: DiscountLabelOptions = {},
): string {
  const lang = options.lang ?? DEFAULT_LANG
  const words = PRICE_WORDS[lang]
  // One word before the parts, joined by '+': '-30% +10%' read as a 10% surcharge (issue 10 item 9).
  const discount = (parts: string[]) => (parts.length > 0 ? `${words.discount} ${parts.join(' + ')}` : '')
  const { list, limitReached } = evaluate(subject, rule)
  if (!rule || list < 0) return ''
  if (limitReached) return discount([formatPercent(rule.limit ?? 0, lang)])
  const hasBase = typeof subject === 'number' || subject.base !== null
  const extra = rule.extra?.discount_perc ?? 0
  const extraPart = extra > 0 ? [formatPercent(extra, lang)] : []
  if (rule.base.mode === 'other') {
    const perc = rule.base.discount_perc ?? 0
    if (rule.extra?.mode === 'sum') {
      // In Italian trade usage '30 + 10' is a cascade: a sum is shown as its total.
      const total = Math.min(100, (toHundredths(perc) + toHundredths(extra)) / 100)
      return discount(total > 0 ? [formatPercent(total, lang)] : [])
    }
    return discount([...(perc > 0 ? [formatPercent(perc, lang)] : []), ...extraPart])
  }
  if (rule.base.mode === 'fixed') {
    const net = hasBase ? (options.netPriceText ?? words.net_price) : ''
    return [net, discount(extraPart)].filter((part) => part !== '').join(', ')
  }
  const amount = rule.base.fixed_amount ?? 0
  return discount([...(hasBase && amount > 0 ? [formatMoney(amount, lang)] : []), ...extraPart])
}

/** A product's price as the shop shows it and a cart line stores it. */
export type ProductPrice = {
  price: number
  discounted_price: number
  discount_label: string
  discount_rule_static: DiscountRuleStatic | null
}

/** List price, discounted price, label and the rule's static copy, in one go. */
export function priceProduct(
  subject: PriceSubject,
  rule: DiscountRuleStatic | null,
  options: DiscountLabelOptions = {},
): ProductPrice {
  const { list, price } = evaluate(subject, rule)
  return {
    price: list,
    discounted_price: price,
    discount_label: formatDiscountLabel(subject, rule, options),
    discount_rule_static: rule ? toDiscountRuleStatic(rule) : null,
  }
}
