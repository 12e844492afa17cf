import { describe, expect, it } from 'vitest'
import { mulDivRoundHalfUp, PERCENT_SCALE, toHundredths } from '../catalog/money.ts'
import type { PortKey } from './cart-schemas.ts'
import {
  canEditCarrier,
  computeOrderTotals,
  customDiscountedPrice,
  shippingFor,
  type TotalsInput,
  type TotalsLine,
} from './totals.ts'
import { frozenVatInput, type IvaCode, type IvaCodeInput, vatInputOf } from './vat.ts'

const line = (
  id: number,
  qty: number,
  price: number,
  discounted: number,
  limit: number | null = null,
): TotalsLine => ({
  id,
  qty,
  price,
  discounted_price: discounted,
  limit_final_discount: limit,
})

/** An Italian client before the checkout: 22A, 22 %. */
const ITALIAN: IvaCodeInput = {
  admin_iva: null,
  client: { area: 0, has_vat_number: true },
  destination_area: null,
}
/** A German client with a VAT number: NI41, 0 %. */
const GERMAN: IvaCodeInput = {
  admin_iva: null,
  client: { area: 1, has_vat_number: true },
  destination_area: null,
}

const cart = (lines: TotalsLine[], over: Partial<TotalsInput> = {}): TotalsInput => ({
  lines,
  weborder_perc: 0,
  promo: null,
  port: '02',
  vat: ITALIAN,
  ...over,
})

describe('computeOrderTotals: the worked example of issue 10', () => {
  const input = cart([line(1, 2, 100000, 70000)], { weborder_perc: 3, promo: { code: 'SPRING10', perc: 10 } })

  it('2 × list 100000 at 30%, web-order 3%, promo 10%, VAT 22%', () => {
    expect(computeOrderTotals(input)).toEqual({
      lines: [
        {
          id: 1,
          line_list: 200000,
          line_net: 140000,
          discount_weborder_share: 4200,
          discount_promo_code_share: 13580,
          line_final_price: 122220,
        },
      ],
      tobe_quoted: false,
      total_price: 200000,
      total_discounted_price: 140000,
      total_discount: 77780,
      discount_weborder_value: 4200,
      discount_weborder_perc: 3,
      discount_promo_code_value: 13580,
      discount_promo_code_perc: 10,
      discount_promo_code_capped: false,
      applied_promo_code: { code: 'SPRING10', discount: 10 },
      shipping_price: 0,
      can_edit_carrier: true,
      order_final_price: 122220,
      iva_code: '22A',
      iva_perc: 22,
      iva_total: 26888,
      order_final_price_iva: 149108,
    })
  })

  it('the same cart under a 0% code (NI41, a German client with a VAT number): no VAT', () => {
    const totals = computeOrderTotals({ ...input, vat: GERMAN })
    expect(totals.iva_code).toBe('NI41')
    expect(totals.order_final_price).toBe(122220)
    expect(totals.iva_total).toBe(0)
    expect(totals.order_final_price_iva).toBe(122220)
  })
})

describe('computeOrderTotals: one order, every client and destination (issue 21 item 5)', () => {
  // The bag filter at Molino Ferraresi's prices: list 3.850,00 €, 15% → 3.272,50 €, web-order 3%, port 02.
  // Worked by hand: 3% of 327250 = 9817.5 → 9818; 327250 − 9818 = 317432 (3.174,32 €);
  // 22% of 317432 = 69835.04 → 69835; 317432 + 69835 = 387267 (3.872,67 €).
  const filter = cart([line(1, 1, 385000, 327250)], { weborder_perc: 3 })
  const italian = { iva_code: null, piva: '01234567890', area: 0 }
  const swiss = { iva_code: null, piva: 'CHE-123.456.789', area: 2 }
  const german = { iva_code: null, piva: 'DE123456789', area: 1 }
  const privateItalian = { iva_code: null, piva: ' ', area: 0 }
  const ITALY = 0
  const EU = 1
  const WORLD = 2

  it.each<[string, IvaCodeInput, IvaCode, number, number]>([
    ['Italian client, no address yet (the cart)', vatInputOf(italian, null), '22A', 69835, 387267],
    ['Italian client shipping to Switzerland', vatInputOf(italian, WORLD), 'NI8', 0, 317432],
    ['Italian client shipping to Germany', vatInputOf(italian, EU), 'NI41', 0, 317432],
    [
      'Italian client without a VAT number shipping to Germany',
      vatInputOf(privateItalian, EU),
      '22A',
      69835,
      387267,
    ],
    ['Italian client shipping to Italy', vatInputOf(italian, ITALY), '22A', 69835, 387267],
    ['Swiss client, no address yet', vatInputOf(swiss, null), 'NI8', 0, 317432],
    ['Swiss client shipping to Italy', vatInputOf(swiss, ITALY), '22A', 69835, 387267],
    ['German client, no address yet', vatInputOf(german, null), 'NI41', 0, 317432],
    ['a client whose country is unknown', vatInputOf({ ...swiss, area: null }, null), '22A', 69835, 387267],
    [
      'staff set NI8 on an Italian client shipping to Italy',
      vatInputOf({ ...italian, iva_code: 'ni8 ' }, ITALY),
      'NI8',
      0,
      317432,
    ],
    ['a code staff mistyped is no code', vatInputOf({ ...italian, iva_code: 'X9' }, WORLD), 'NI8', 0, 317432],
    ['no client (a visitor), even shipping abroad', vatInputOf(null, WORLD), '22A', 69835, 387267],
    ['an order frozen with NI8', frozenVatInput('NI8'), 'NI8', 0, 317432],
    ['an order frozen with no code', frozenVatInput(null), '22A', 69835, 387267],
  ])('%s', (_, vat, iva_code, iva_total, order_final_price_iva) => {
    expect(computeOrderTotals({ ...filter, vat })).toMatchObject({
      order_final_price: 317432,
      iva_code,
      iva_total,
      order_final_price_iva,
    })
  })
})

describe('computeOrderTotals: step by step', () => {
  it('list and net are Σ unit × qty; no cart discount without a percent or a code', () => {
    const t = computeOrderTotals(cart([line(1, 3, 1000, 900), line(2, 1, 2550, 2550)]))
    expect(t).toMatchObject({
      total_price: 5550,
      total_discounted_price: 5250,
      discount_weborder_value: 0,
      discount_weborder_perc: 0,
      discount_promo_code_value: 0,
      discount_promo_code_perc: 0,
      applied_promo_code: null,
      total_discount: 300,
      order_final_price: 5250,
      iva_total: 1155,
      order_final_price_iva: 6405,
    })
  })

  it.each([
    // net, web-order %, promo %, web-order value, promo value
    [140000, 3, 10, 4200, 13580],
    [999, 2.5, 0, 25, 0], // 24.975 -> 25
    [1000, 0.05, 0, 1, 0], // 0.5 -> 1, half-up
    [1000, 0, 12.5, 0, 125],
    [333, 3, 33.33, 10, 108], // 9.99 -> 10; (333 - 10) × 33.33% = 107.66 -> 108
    [0, 3, 10, 0, 0],
  ])('net %i, web-order %d%%, promo %d%% -> %i and %i', (net, weborder, promo, weborderValue, promoValue) => {
    const t = computeOrderTotals(
      cart([line(1, 1, net, net)], { weborder_perc: weborder, promo: { code: 'X', perc: promo } }),
    )
    expect([t.discount_weborder_value, t.discount_promo_code_value]).toEqual([weborderValue, promoValue])
    expect(t.order_final_price).toBe(net - weborderValue - promoValue)
  })

  it('splits the cart-level discounts over the lines in proportion to their net, by largest remainder', () => {
    // 3% of 30000 = 900 over three equal nets: 300 each; promo 10% of 29100 = 2910: 970 each.
    const even = computeOrderTotals(
      cart([line(1, 1, 10000, 10000), line(2, 1, 10000, 10000), line(3, 1, 10000, 10000)], {
        weborder_perc: 3,
        promo: { code: 'X', perc: 10 },
      }),
    )
    expect(even.lines.map((l) => [l.discount_weborder_share, l.discount_promo_code_share])).toEqual([
      [300, 970],
      [300, 970],
      [300, 970],
    ])
    const ties = computeOrderTotals(
      cart([line(1, 1, 1, 1), line(2, 1, 1, 1), line(3, 1, 1, 1)], { weborder_perc: 100 }),
    )
    expect(ties.lines.map((l) => l.discount_weborder_share)).toEqual([1, 1, 1])
    const thirds = computeOrderTotals(
      cart([line(1, 1, 1000, 1000), line(2, 1, 1000, 1000), line(3, 1, 1000, 1000)], { weborder_perc: 3.33 }),
    )
    // 3.33% of 3000 = 99.9 -> 100 over three equal nets: 34 + 33 + 33, the tie going to the first line.
    expect(thirds.discount_weborder_value).toBe(100)
    expect(thirds.lines.map((l) => l.discount_weborder_share)).toEqual([34, 33, 33])
    expect(thirds.lines.map((l) => l.line_final_price)).toEqual([966, 967, 967])
  })

  it('a larger net takes the larger share and the leftover cent goes to the largest remainder', () => {
    // 10% of 1001 = 100.1 -> 100 over 334 and 667: 33.37 and 66.63 -> 33 + 66, and the leftover cent goes to the
    // larger remainder (0.63), the second line.
    const t = computeOrderTotals(cart([line(1, 1, 334, 334), line(2, 1, 667, 667)], { weborder_perc: 10 }))
    expect(t.lines.map((l) => l.discount_weborder_share)).toEqual([33, 67])
  })
})

describe('computeOrderTotals: shipping by port key', () => {
  it.each<[PortKey | null, number | null, boolean]>([
    ['03', 0, false],
    ['02', 0, true],
    ['EXW', 0, true],
    [null, null, false],
  ])('port %s: shipping %s, carrier editable %s', (port, shipping, editable) => {
    const t = computeOrderTotals(cart([line(1, 1, 10000, 10000)], { port }))
    expect(t.shipping_price).toBe(shipping)
    expect(t.can_edit_carrier).toBe(editable)
    expect(shippingFor(port)).toBe(shipping)
    expect(canEditCarrier(port)).toBe(editable)
    // 'To be defined' is not added to the total.
    expect(t.order_final_price).toBe(10000)
  })
})

describe('computeOrderTotals: lines to be quoted', () => {
  it('a line priced -1 is left out of every total and makes the cart tobe_quoted', () => {
    const t = computeOrderTotals(
      cart([line(1, 2, 100000, 70000), line(2, 5, -1, -1), line(3, 1, 5000, -1)], {
        weborder_perc: 3,
        promo: { code: 'X', perc: 10 },
      }),
    )
    expect(t.tobe_quoted).toBe(true)
    expect(t).toMatchObject({
      total_price: 200000,
      total_discounted_price: 140000,
      discount_weborder_value: 4200,
      discount_promo_code_value: 13580,
      total_discount: 77780,
      order_final_price: 122220,
      iva_total: 26888,
    })
    const empty = {
      line_list: null,
      line_net: null,
      discount_weborder_share: null,
      discount_promo_code_share: null,
      line_final_price: null,
    }
    expect(t.lines[1]).toEqual({ id: 2, ...empty })
    expect(t.lines[2]).toEqual({ id: 3, ...empty })
    expect(t.lines[0].line_final_price).toBe(122220)
  })

  it('only lines to be quoted: all totals 0', () => {
    const t = computeOrderTotals(
      cart([line(1, 1, -1, -1)], { weborder_perc: 3, promo: { code: 'X', perc: 10 } }),
    )
    expect(t).toMatchObject({ tobe_quoted: true, total_price: 0, order_final_price: 0, iva_total: 0 })
  })

  it('an empty cart is not tobe_quoted', () => {
    expect(computeOrderTotals(cart([])).tobe_quoted).toBe(false)
  })
})

describe('computeOrderTotals: limit_final_discount', () => {
  // One unit listed 100000 at 30% (net 70000), web-order 3% (2100), promo 10% of 67900 (6790): 38890 off in all.
  const capped = (limit: number | null) =>
    computeOrderTotals(
      cart([line(1, 1, 100000, 70000, limit), line(2, 1, 100000, 70000)], {
        weborder_perc: 3,
        promo: { code: 'X', perc: 10 },
      }),
    )

  it.each([
    // limit, web-order share, promo share of the capped line, whether the promo was capped
    [null, 2100, 6790, false],
    [0, 2100, 6790, false],
    [40, 2100, 6790, false], // room 10000 ≥ 8890
    [35, 2100, 2900, true], // room 5000: the promo share shrinks first
    [31, 1000, 0, true], // room 1000: promo gone, then the web-order share
    [30, 0, 0, true], // the rule already takes it all
    [20, 0, 0, true], // the rule is past the cap: shares are 0, the net price is never raised
  ])('limit %s%%: shares %i and %i, promo capped %s', (limit, weborder, promo, promoCapped) => {
    const t = capped(limit)
    expect([t.lines[0].discount_weborder_share, t.lines[0].discount_promo_code_share]).toEqual([
      weborder,
      promo,
    ])
    expect(t.discount_promo_code_capped).toBe(promoCapped)
    // The uncapped line keeps its shares; the cart values are the sums of the shares.
    expect([t.lines[1].discount_weborder_share, t.lines[1].discount_promo_code_share]).toEqual([2100, 6790])
    expect(t.discount_weborder_value).toBe(weborder + 2100)
    expect(t.discount_promo_code_value).toBe(promo + 6790)
    expect(t.total_discount).toBe(60000 + t.discount_weborder_value + t.discount_promo_code_value)
    expect(t.order_final_price).toBe(140000 - t.discount_weborder_value - t.discount_promo_code_value)
  })

  it('the cap counts the quantity: a percent of the line list value', () => {
    const t = computeOrderTotals(cart([line(1, 3, 10000, 9000, 12)], { weborder_perc: 5 }))
    // list 30000, net 27000, rule 3000 off; cap 3600: room 600 of the web-order's 1350.
    expect(t.lines[0].discount_weborder_share).toBe(600)
    expect(t.discount_weborder_value).toBe(600)
    // No promo code, nothing of it capped.
    expect(t.discount_promo_code_capped).toBe(false)
  })
})

describe('computeOrderTotals: refuses data errors', () => {
  it.each([[{ weborder_perc: -1 }], [{ weborder_perc: 101 }], [{ promo: { code: 'X', perc: 120 } }]])(
    '%j',
    (over) => {
      expect(() => computeOrderTotals(cart([line(1, 1, 100, 100)], over))).toThrow(RangeError)
    },
  )
})

/** A small seeded generator, so a failure can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('computeOrderTotals: over many random carts', () => {
  it('the shares add up to the cart values to the cent and no line passes its cap', () => {
    const random = mulberry32(20261110)
    const int = (max: number) => Math.floor(random() * (max + 1))
    const perc = () => int(10000) / 100
    for (let run = 0; run < 2000; run++) {
      const lines = Array.from({ length: 1 + int(12) }, (_, id) => {
        if (random() < 0.1) return line(id, 1 + int(20), -1, -1)
        const price = int(random() < 0.2 ? 50 : 5_000_000)
        const discounted = price - int(price)
        return line(
          id,
          1 + int(random() < 0.1 ? 9999 : 20),
          price,
          discounted,
          random() < 0.5 ? perc() : null,
        )
      })
      const t = computeOrderTotals({
        lines,
        weborder_perc: random() < 0.3 ? 0 : perc() / 10,
        promo: random() < 0.3 ? null : { code: 'P', perc: perc() },
        port: random() < 0.2 ? null : '03',
        vat: random() < 0.5 ? ITALIAN : GERMAN,
      })
      const priced = t.lines.filter((l) => l.line_net !== null)
      const sum = (f: (l: (typeof priced)[number]) => number) => priced.reduce((a, l) => a + f(l), 0)
      expect(sum((l) => l.discount_weborder_share ?? 0)).toBe(t.discount_weborder_value)
      expect(sum((l) => l.discount_promo_code_share ?? 0)).toBe(t.discount_promo_code_value)
      expect(sum((l) => l.line_final_price ?? 0)).toBe(t.order_final_price)
      expect(sum((l) => l.line_list ?? 0)).toBe(t.total_price)
      expect(t.total_discount).toBe(t.total_price - t.order_final_price)
      expect(t.order_final_price_iva).toBe(t.order_final_price + t.iva_total)
      for (const [i, l] of t.lines.entries()) {
        const input = lines[i]
        if (l.line_list === null || l.line_net === null) continue
        expect(l.discount_weborder_share).toBeGreaterThanOrEqual(0)
        expect(l.discount_promo_code_share).toBeGreaterThanOrEqual(0)
        const limit = toHundredths(input.limit_final_discount ?? 0)
        if (limit === 0) continue
        const cap = l.line_list - mulDivRoundHalfUp(l.line_list, PERCENT_SCALE - limit, PERCENT_SCALE)
        const shares = (l.discount_weborder_share ?? 0) + (l.discount_promo_code_share ?? 0)
        // Never past the cap; a rule already past it keeps its price and gets no share.
        if (shares > 0) expect(l.line_list - (l.line_final_price ?? 0)).toBeLessThanOrEqual(cap)
        if (l.line_list - l.line_net >= cap) expect(shares).toBe(0)
      }
    }
  })
})

describe('computeOrderTotals: the desk order discount and costs (issue 24 item 2)', () => {
  // The worked example above leaves 122220 after the web-order (4200) and promo (13580) discounts.
  const base = cart([line(1, 2, 100000, 70000)], { weborder_perc: 3, promo: { code: 'SPRING10', perc: 10 } })
  const desk = (over: Partial<NonNullable<TotalsInput['desk']>> = {}) => ({
    order_discount: null,
    shipping_price: null,
    additional_price: 0,
    additional_shipping_cost: 0,
    ...over,
  })

  it.each([
    // order discount, shipping, additional, additional shipping → discount, final, VAT 22 %, total
    [{ type: 'percent', value: 5 }, 2500, 1000, 500, 6111, 120109, 26424, 146533],
    [{ type: 'amount', value: 10000 }, null, 0, 0, 10000, 112220, 24688, 136908],
    // An amount larger than what remains takes it all and no more.
    [{ type: 'amount', value: 200000 }, null, 0, 300, 122220, 300, 66, 366],
    [{ type: 'percent', value: 12.5 }, 0, 0, 0, 15278, 106942, 23527, 130469],
    [null, 1990, 0, 0, 0, 124210, 27326, 151536],
  ] as const)(
    '%j, shipping %s, costs %s + %s',
    (discount, shipping, additional, addShipping, value, final, iva, total) => {
      const totals = computeOrderTotals({
        ...base,
        desk: desk({
          order_discount: discount,
          shipping_price: shipping,
          additional_price: additional,
          additional_shipping_cost: addShipping,
        }),
      })
      expect(totals).toMatchObject({
        discount_weborder_value: 4200,
        discount_promo_code_value: 13580,
        shipping_price: shipping ?? 0,
        order_final_price: final,
        iva_total: iva,
        order_final_price_iva: total,
        total_discount: 77780 + value,
        desk: {
          order_discount_value: value,
          additional_price: additional,
          additional_shipping_cost: addShipping,
        },
      })
    },
  )

  it('without desk costs the answer has no desk part and the cart totals stay as they were', () => {
    const plain = computeOrderTotals(base)
    expect(plain.desk).toBeUndefined()
    const withNone = computeOrderTotals({ ...base, desk: desk() })
    const { desk: part, ...rest } = withNone
    expect(rest).toEqual(plain)
    expect(part).toEqual({ order_discount_value: 0, additional_price: 0, additional_shipping_cost: 0 })
  })

  it('refuses a percent out of range and negative costs', () => {
    expect(() =>
      computeOrderTotals({ ...base, desk: desk({ order_discount: { type: 'percent', value: 101 } }) }),
    ).toThrow(RangeError)
    expect(() => computeOrderTotals({ ...base, desk: desk({ additional_price: -1 }) })).toThrow(RangeError)
  })
})

describe('customDiscountedPrice', () => {
  it.each([
    [100000, 30, 10, 63000],
    [99999, 12.5, 0, 87499],
    [1001, 50, 0, 501],
    [5000, 0, 0, 5000],
    [5000, 100, 0, 0],
  ])('%i at %s%% + %s%% → %i', (price, d, e, expected) => {
    expect(customDiscountedPrice(price, d, e)).toBe(expected)
  })
})
