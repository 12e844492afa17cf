import { describe, expect, it } from 'vitest'
import type { Lang } from '../i18n/langs.ts'
import {
  computeDiscountedPrice,
  computeListPrice,
  type DiscountRule,
  type DiscountRuleStatic,
  discountRuleSchema,
  discountRuleStaticSchema,
  findDiscountRuleIssues,
  formatDiscountLabel,
  type PriceBuyer,
  type PricedAccessory,
  type PricedProduct,
  type PriceSubject,
  priceProduct,
  replacementPriceSubject,
  selectDiscountRule,
  toDiscountRuleStatic,
} from './pricing.ts'

const NBSP = '\u00a0'

type Base = DiscountRuleStatic['base']
const fixed = (fixed_price: number): Base => ({
  mode: 'fixed',
  fixed_price,
  fixed_amount: null,
  discount_perc: null,
})
const fixedAmount = (fixed_amount: number): Base => ({
  mode: 'fixed_amount',
  fixed_price: null,
  fixed_amount,
  discount_perc: null,
})
const other = (discount_perc: number): Base => ({
  mode: 'other',
  fixed_price: null,
  fixed_amount: null,
  discount_perc,
})
const sum = (discount_perc: number) => ({ mode: 'sum' as const, discount_perc })
const extra = (discount_perc: number) => ({ mode: 'extra' as const, discount_perc })

function rule(
  base: Base,
  ext: DiscountRuleStatic['extra'] = null,
  limit: number | null = null,
  limit_final_discount: number | null = null,
): DiscountRuleStatic {
  return { limit, limit_final_discount, base, extra: ext }
}

describe('computeDiscountedPrice and formatDiscountLabel: the issue table (list price 100000)', () => {
  it.each<[string, PriceSubject, DiscountRuleStatic | null, number, string]>([
    ['base fixed 85000: a net price', 100000, rule(fixed(85000)), 85000, 'Prezzo netto'],
    ['base fixed_amount 5000', 100000, rule(fixedAmount(5000)), 95000, `sconto 50,00${NBSP}€`],
    ['base other 30', 100000, rule(other(30)), 70000, 'sconto 30%'],
    [
      'other 30 with extra sum 10: the percentages add',
      100000,
      rule(other(30), sum(10)),
      60000,
      'sconto 40%',
    ],
    [
      'other 30 with extra extra 10: in cascade',
      100000,
      rule(other(30), extra(10)),
      63000,
      'sconto 30% + 10%',
    ],
    [
      'fixed 85000 with extra extra 10',
      100000,
      rule(fixed(85000), extra(10)),
      76500,
      'Prezzo netto, sconto 10%',
    ],
    ['fixed 85000 with extra sum 10', 100000, rule(fixed(85000), sum(10)), 76500, 'Prezzo netto, sconto 10%'],
    ['limit 35 with other 30 + sum 10', 100000, rule(other(30), sum(10), 35), 65000, 'sconto 35%'],
    [
      'limit_final_discount 20: stored, left to the cart',
      100000,
      rule(other(30), null, null, 20),
      70000,
      'sconto 30%',
    ],
    ['no rule: the list price', 100000, null, 100000, ''],
    ['12345 at 33%: half-up on the unit price', 12345, rule(other(33)), 8271, 'sconto 33%'],
    ['999 at 50%: half-up', 999, rule(other(50)), 500, 'sconto 50%'],
    ['-1 stays -1 (to be quoted)', -1, rule(other(30)), -1, ''],
    ['-1 stays -1 under a fixed price', -1, rule(fixed(85000)), -1, ''],
    ['-1 stays -1 without a rule', -1, null, -1, ''],
  ])('%s', (_what, subject, r, price, label) => {
    expect(computeDiscountedPrice(subject, r)).toBe(price)
    expect(formatDiscountLabel(subject, r)).toBe(label)
  })
})

describe('computeDiscountedPrice and formatDiscountLabel: further readings (docs/decisions/005)', () => {
  it.each<[string, PriceSubject, DiscountRuleStatic | null, number, string]>([
    [
      'fixed_amount with extra 10 cascades',
      100000,
      rule(fixedAmount(5000), extra(10)),
      85500,
      `sconto 50,00${NBSP}€ + 10%`,
    ],
    [
      'fixed_amount with sum 10 cascades too',
      100000,
      rule(fixedAmount(5000), sum(10)),
      85500,
      `sconto 50,00${NBSP}€ + 10%`,
    ],
    [
      'fixed_amount above the list price stops at 0',
      3000,
      rule(fixedAmount(5000)),
      0,
      `sconto 50,00${NBSP}€`,
    ],
    ['sum above 100% stops at 0', 100000, rule(other(60), sum(50)), 0, 'sconto 100%'],
    ['a limit not reached changes nothing', 100000, rule(other(30), null, 50), 70000, 'sconto 30%'],
    ['a limit stops a fixed price too', 100000, rule(fixed(85000), extra(10), 20), 80000, 'sconto 20%'],
    ['limit 0 means no limit', 100000, rule(other(30), null, 0), 70000, 'sconto 30%'],
    ['a fixed price above the list price', 100000, rule(fixed(120000)), 120000, 'Prezzo netto'],
    ['two decimals', 1000, rule(other(12.5)), 875, 'sconto 12,5%'],
    ['other 0 with extra 10', 100000, rule(other(0), extra(10)), 90000, 'sconto 10%'],
    ['other 0 without extra', 100000, rule(other(0)), 100000, ''],
    ['extra of 0% is no extra', 100000, rule(other(30), extra(0)), 70000, 'sconto 30%'],
    [
      'a configuration under a fixed price: the accessories stay at list',
      { list: 130000, base: 100000 },
      rule(fixed(85000)),
      115000,
      'Prezzo netto',
    ],
    [
      'a configuration under a fixed price with extra 10',
      { list: 130000, base: 100000 },
      rule(fixed(85000), extra(10)),
      103500,
      'Prezzo netto, sconto 10%',
    ],
    [
      'a configuration with an amount off',
      { list: 130000, base: 100000 },
      rule(fixedAmount(5000)),
      125000,
      `sconto 50,00${NBSP}€`,
    ],
    ['a configuration at 30%', { list: 130000, base: 100000 }, rule(other(30)), 91000, 'sconto 30%'],
    [
      'an accessory on its own under a fixed price',
      { list: 30000, base: null },
      rule(fixed(85000)),
      30000,
      '',
    ],
    [
      'an accessory on its own, fixed + 10',
      { list: 30000, base: null },
      rule(fixed(85000), extra(10)),
      27000,
      'sconto 10%',
    ],
    [
      'an accessory on its own, amount + 10',
      { list: 30000, base: null },
      rule(fixedAmount(5000), sum(10)),
      27000,
      'sconto 10%',
    ],
    ['an accessory to be quoted', { list: -1, base: null }, rule(other(30)), -1, ''],
    ['a base model to be quoted within a priced list', { list: 5000, base: -1 }, rule(fixed(85000)), -1, ''],
  ])('%s', (_what, subject, r, price, label) => {
    expect(computeDiscountedPrice(subject, r)).toBe(price)
    expect(formatDiscountLabel(subject, r)).toBe(label)
  })

  it.each<[string, DiscountRuleStatic, Parameters<typeof formatDiscountLabel>[2], string]>([
    ['a net price in English', rule(fixed(85000)), { lang: 'en' }, 'Net price'],
    ['a net price, translated by the caller', rule(fixed(85000)), { lang: 'en', netPriceText: 'Net' }, 'Net'],
    ['an amount in English', rule(fixedAmount(5000), extra(10)), { lang: 'en' }, 'discount €50.00 + 10%'],
    [
      'decimals in German',
      rule(other(12.5), extra(2.25)),
      { lang: 'de' },
      `Rabatt 12,5${NBSP}% + 2,25${NBSP}%`,
    ],
    ['decimals in English', rule(other(12.5)), { lang: 'en' }, 'discount 12.5%'],
  ])('labels %s', (_what, r, options, label) => {
    expect(formatDiscountLabel(100000, r, options)).toBe(label)
  })
})

describe('formatDiscountLabel: as a buyer says it, in five languages (issue 10 item 9)', () => {
  const rules = {
    cascade: rule(other(30), extra(10)),
    sum: rule(other(30), sum(10)),
    fixed: rule(fixed(85000)),
    fixedExtra: rule(fixed(85000), extra(10)),
    amount: rule(fixedAmount(5000), extra(10)),
    limit: rule(other(30), sum(10), 35),
  }
  it.each<[Lang, Record<keyof typeof rules, string>]>([
    [
      'it',
      {
        cascade: 'sconto 30% + 10%',
        sum: 'sconto 40%',
        fixed: 'Prezzo netto',
        fixedExtra: 'Prezzo netto, sconto 10%',
        amount: `sconto 50,00${NBSP}€ + 10%`,
        limit: 'sconto 35%',
      },
    ],
    [
      'en',
      {
        cascade: 'discount 30% + 10%',
        sum: 'discount 40%',
        fixed: 'Net price',
        fixedExtra: 'Net price, discount 10%',
        amount: 'discount €50.00 + 10%',
        limit: 'discount 35%',
      },
    ],
    [
      'de',
      {
        cascade: `Rabatt 30${NBSP}% + 10${NBSP}%`,
        sum: `Rabatt 40${NBSP}%`,
        fixed: 'Nettopreis',
        fixedExtra: `Nettopreis, Rabatt 10${NBSP}%`,
        amount: `Rabatt 50,00${NBSP}€ + 10${NBSP}%`,
        limit: `Rabatt 35${NBSP}%`,
      },
    ],
    [
      'es',
      {
        cascade: `descuento 30${NBSP}% + 10${NBSP}%`,
        sum: `descuento 40${NBSP}%`,
        fixed: 'Precio neto',
        fixedExtra: `Precio neto, descuento 10${NBSP}%`,
        amount: `descuento 50,00${NBSP}€ + 10${NBSP}%`,
        limit: `descuento 35${NBSP}%`,
      },
    ],
    [
      'fr',
      {
        cascade: `remise 30${NBSP}% + 10${NBSP}%`,
        sum: `remise 40${NBSP}%`,
        fixed: 'Prix net',
        fixedExtra: `Prix net, remise 10${NBSP}%`,
        amount: `remise 50,00${NBSP}€ + 10${NBSP}%`,
        limit: `remise 35${NBSP}%`,
      },
    ],
  ])('%s', (lang, labels) => {
    for (const [name, r] of Object.entries(rules) as [keyof typeof rules, DiscountRuleStatic][]) {
      expect(formatDiscountLabel(100000, r, { lang }), name).toBe(labels[name])
    }
  })
})

describe('computeListPrice', () => {
  const accessory = (price: number | null, variation?: PricedAccessory['variation']): PricedAccessory => ({
    price,
    variation,
  })
  it.each<[string, { price: number | null } | null, PricedAccessory[], number]>([
    ['a base model alone', { price: 100000 }, [], 100000],
    [
      'base, accessories and a variation',
      { price: 100000 },
      [accessory(20000), accessory(5000, { price: 1500 })],
      126500,
    ],
    [
      'a variation at no extra cost',
      { price: 100000 },
      [accessory(5000, { price: 0, is_custom: false })],
      105000,
    ],
    ['a replacement accessory sold alone', null, [accessory(3000)], 3000],
    ['a base model without a price', { price: null }, [accessory(3000)], -1],
    ['a base model at -1', { price: -1 }, [], -1],
    ['an accessory without a price', { price: 100000 }, [accessory(null)], -1],
    ['a variation without a price', { price: 100000 }, [accessory(5000, { price: null })], -1],
    ['a custom variation', { price: 100000 }, [accessory(5000, { price: 0, is_custom: true })], -1],
    [
      'a value left to the quotation (docs/decisions/025)',
      { price: 100000 },
      [accessory(20000), { price: 95000, open_in_quotation: true }],
      -1,
    ],
    [
      'a value that is not open prices as usual',
      { price: 100000 },
      [{ price: 95000, variation: { price: 8500 }, open_in_quotation: false }],
      203500,
    ],
  ])('%s: %i', (_what, base, accessories, expected) => {
    expect(computeListPrice(base, accessories)).toBe(expected)
  })
})

describe('selectDiscountRule', () => {
  const stored = (
    id: number,
    scope: DiscountRule['scope'],
    scope_id: number,
    target: DiscountRule['target'],
    target_id: number | null,
  ): DiscountRule => ({ id, scope, scope_id, target, target_id, ...rule(other(id)) })
  const rules = [
    stored(1, 'client', 7, 'all', null),
    stored(2, 'client_group', 3, 'all', null),
    stored(3, 'client_group', 3, 'product_family', 1),
    stored(4, 'client', 7, 'product_family', 1),
    stored(5, 'client_group', 3, 'base_model', 100),
    stored(6, 'client', 8, 'base_model', 100),
    stored(7, 'client_group', 3, 'accessory_group', 50),
    stored(8, 'client', 7, 'accessory_group', 50),
    stored(12, 'client', 9, 'product_family', 2),
    stored(11, 'client', 9, 'product_family', 2),
  ]
  const buyer = (client_id: number | null, client_group_id: number | null): PriceBuyer => ({
    client_id,
    client_group_id,
  })
  const configuration = (base_model_id: number, product_family_id: number | null): PricedProduct => ({
    kind: 'configuration',
    base_model_id,
    product_family_id,
  })
  const accessory = (accessory_group_id: number | null): PricedProduct => ({
    kind: 'replacement_accessory',
    accessory_group_id,
  })

  it.each<[string, PriceBuyer, PricedProduct, number | null]>([
    ["the group's base-model rule before the client's family rule", buyer(7, 3), configuration(100, 1), 5],
    ["the client's family rule before the group's", buyer(7, 3), configuration(101, 1), 4],
    ["the group's family rule", buyer(9, 3), configuration(101, 1), 3],
    ["the client's rule for everything before the group's", buyer(7, 3), configuration(200, 5), 1],
    ["the group's rule for everything", buyer(20, 3), configuration(200, 5), 2],
    ['a client outside any group', buyer(8, null), configuration(100, 1), 6],
    ['a client with no rule at all', buyer(30, null), configuration(100, 1), null],
    ['a user without a client', buyer(null, null), configuration(100, 1), null],
    ['a model without a family', buyer(9, 3), configuration(101, null), 2],
    ['two rules at the same level: the lowest id', buyer(9, null), configuration(300, 2), 11],
    ["an accessory sold alone: the client's group rule", buyer(7, 3), accessory(50), 8],
    ["an accessory sold alone: the group's rule", buyer(9, 3), accessory(50), 7],
    ['an accessory sold alone: a rule for everything does not apply', buyer(7, 3), accessory(51), null],
    ['an accessory without a group', buyer(7, 3), accessory(null), null],
  ])('%s', (_what, b, product, id) => {
    expect(selectDiscountRule(rules, b, product)?.id ?? null).toBe(id)
  })
})

describe('discount rule validation', () => {
  const stored = (target: DiscountRule['target'], target_id: number | null, base: Base): unknown => ({
    id: 1,
    scope: 'client',
    scope_id: 7,
    target,
    target_id,
    ...rule(base, sum(10), 35, 40),
  })

  it.each([
    ['fixed on a base model', stored('base_model', 100, fixed(85000)), []],
    ['fixed on an accessory group', stored('accessory_group', 50, fixed(2000)), []],
    ['fixed on a family', stored('product_family', 1, fixed(85000)), ['fixed_not_allowed_on_target']],
    ['fixed on everything', stored('all', null, fixed(85000)), ['fixed_not_allowed_on_target']],
    ['a percentage on a family', stored('product_family', 1, other(30)), []],
    ['everything with a target id', stored('all', 4, other(30)), ['target_id_not_allowed']],
    ['a base model without an id', stored('base_model', null, other(30)), ['target_id_required']],
  ])('%s: %j', (_what, value, issues) => {
    expect(findDiscountRuleIssues(value as DiscountRule)).toEqual(issues)
    expect(discountRuleSchema.safeParse(value).success).toBe(issues.length === 0)
  })

  it.each([
    ['fixed without a price', rule({ ...fixed(1), fixed_price: null }), ['base', 'fixed_price']],
    [
      'fixed_amount without an amount',
      rule({ ...fixedAmount(1), fixed_amount: null }),
      ['base', 'fixed_amount'],
    ],
    ['other without a percentage', rule({ ...other(1), discount_perc: null }), ['base', 'discount_perc']],
    ['a percentage with three decimals', rule(other(12.345)), ['base', 'discount_perc']],
    ['a percentage above 100', rule(other(30), extra(120)), ['extra', 'discount_perc']],
    ['a limit below 0', rule(other(30), null, -5), ['limit']],
    ['a fixed price in fractions of a cent', rule(fixed(850.5)), ['base', 'fixed_price']],
  ])('refuses %s', (_what, value, path) => {
    const parsed = discountRuleStaticSchema.safeParse(value)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(path)
  })

  it('accepts percentages with two decimals', () => {
    expect(discountRuleStaticSchema.safeParse(rule(other(33.33), extra(0.07))).success).toBe(true)
  })
})

describe('toDiscountRuleStatic and priceProduct', () => {
  const stored: DiscountRule = {
    id: 9,
    scope: 'client_group',
    scope_id: 3,
    target: 'base_model',
    target_id: 100,
    ...rule(other(30), extra(10), 40, 45),
  }
  const snapshot = {
    limit: 40,
    limit_final_discount: 45,
    base: { mode: 'other', fixed_price: null, fixed_amount: null, discount_perc: 30 },
    extra: { mode: 'extra', discount_perc: 10 },
  }

  it('copies exactly the spec shape of discount_rule_static, nothing of scope or target', () => {
    expect(toDiscountRuleStatic(stored)).toStrictEqual(snapshot)
  })

  it('answers list price, discounted price, label and snapshot', () => {
    expect(priceProduct(100000, stored)).toStrictEqual({
      price: 100000,
      discounted_price: 63000,
      discount_label: 'sconto 30% + 10%',
      discount_rule_static: snapshot,
    })
    expect(priceProduct(-1, stored)).toMatchObject({ price: -1, discounted_price: -1, discount_label: '' })
    expect(priceProduct(5000, null)).toStrictEqual({
      price: 5000,
      discounted_price: 5000,
      discount_label: '',
      discount_rule_static: null,
    })
  })

  it('prices a snapshot taken earlier the same way after the rule changed', () => {
    const saved = toDiscountRuleStatic(stored)
    const changed = { ...stored, base: other(20) }
    expect(computeDiscountedPrice(100000, saved)).toBe(63000)
    expect(computeDiscountedPrice(100000, changed)).toBe(72000)
  })
})

describe('replacementPriceSubject: a replacement accessory sold alone, with its variation (FI-MAN 385000)', () => {
  const filter = { price: 385000 }
  const modbus = { price: 12000 }
  it.each<[string, PriceSubject, DiscountRuleStatic | null, number, number, string]>([
    ['no rule: the list price', replacementPriceSubject(filter), null, 385000, 385000, ''],
    ['15% off', replacementPriceSubject(filter), rule(other(15)), 385000, 327250, 'sconto 15%'],
    [
      'a variation adds its list price, and the percentage takes it too',
      replacementPriceSubject(filter, modbus),
      rule(other(15)),
      397000,
      337450,
      'sconto 15%',
    ],
    [
      'a net price stands in for the accessory only, the variation stays at list',
      replacementPriceSubject(filter, modbus),
      rule(fixed(300000)),
      397000,
      312000,
      'Prezzo netto',
    ],
    [
      'an amount comes off the accessory once',
      replacementPriceSubject(filter, modbus),
      rule(fixedAmount(50000), extra(10)),
      397000,
      312300,
      `sconto 500,00${NBSP}€ + 10%`,
    ],
    [
      'a custom variation is to be quoted',
      replacementPriceSubject(filter, { price: null, is_custom: true }),
      rule(other(15)),
      -1,
      -1,
      '',
    ],
    [
      'a value left to the quotation is to be quoted',
      replacementPriceSubject({ price: 385000, open_in_quotation: true }),
      rule(other(15)),
      -1,
      -1,
      '',
    ],
    [
      'an accessory priced on request is to be quoted',
      replacementPriceSubject({ price: null }, modbus),
      rule(other(15)),
      -1,
      -1,
      '',
    ],
  ])('%s', (_name, subject, r, list, discounted, label) => {
    expect(priceProduct(subject, r)).toMatchObject({
      price: list,
      discounted_price: discounted,
      discount_label: label,
    })
  })

  it('prices an accessory without variation exactly as the product card prices it whole', () => {
    for (const r of [null, rule(other(15)), rule(fixed(300000), extra(5)), rule(fixedAmount(1000))]) {
      expect(priceProduct(replacementPriceSubject(filter), r)).toStrictEqual(priceProduct(385000, r))
    }
  })
})
