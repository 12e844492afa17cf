import type { DeskDetailResponse } from '@shop/domain/desk/detail-schemas'
import type { QuotationDraftBody } from '@shop/domain/desk/quotation-schemas'
import { defaultValidityDay } from '@shop/domain/desk/quotation-validity'
import { computeOrderTotals, customDiscountedPrice, type OrderTotals } from '@shop/domain/orders/totals'
import { frozenVatInput } from '@shop/domain/orders/vat'

/** The pricing editor's state: the body PUT desk/quotations/{id} takes, less the version. */
export type PricingDraft = Omit<QuotationDraftBody, 'version' | 'lines' | 'valid_until'> & {
  lines: {
    id: number
    price?: number
    use_custom_discount: boolean
    custom_discount: number | null
    custom_discount_extra: number | null
  }[]
  valid_until: string
}

/** The draft the detail starts from: what the desk saved, the default validity when none. */
export function draftOf(data: DeskDetailResponse, now = new Date()): PricingDraft {
  const { desk } = data
  return {
    lines: desk.lines.map((l) => ({
      id: l.id,
      ...(l.to_quote && l.price >= 0 ? { price: l.price } : {}),
      use_custom_discount: l.use_custom_discount,
      custom_discount: l.custom_discount,
      custom_discount_extra: l.custom_discount_extra,
    })),
    order_discount: desk.pricing.order_discount,
    order_discount_type: desk.pricing.order_discount_type,
    shipping_price: desk.pricing.shipping_price,
    additional_price: desk.pricing.additional_price,
    additional_shipping_cost: desk.pricing.additional_shipping_cost,
    delivery_time: desk.pricing.delivery_time,
    valid_until: desk.pricing.valid_until ?? defaultValidityDay(now),
  }
}

/** A line's unit prices under the draft, as the server will store them. */
export function draftUnitPrices(
  line: DeskDetailResponse['desk']['lines'][number],
  draft: PricingDraft['lines'][number],
) {
  const price = line.to_quote ? (draft.price ?? -1) : line.price
  const rule = line.to_quote ? price : line.rule_discounted_price
  const discounted =
    price < 0
      ? -1
      : draft.use_custom_discount
        ? customDiscountedPrice(price, draft.custom_discount ?? 0, draft.custom_discount_extra ?? 0)
        : rule
  return { price, discounted_price: discounted }
}

/** The totals the draft comes to, by the same computeOrderTotals the server and the cart use. */
export function draftTotals(data: DeskDetailResponse, draft: PricingDraft): OrderTotals | null {
  const { desk } = data
  const byId = new Map(draft.lines.map((l) => [l.id, l]))
  try {
    return computeOrderTotals({
      lines: desk.lines.map((line) => ({
        id: line.id,
        qty: line.qty,
        ...draftUnitPrices(
          line,
          byId.get(line.id) ?? {
            id: line.id,
            use_custom_discount: false,
            custom_discount: null,
            custom_discount_extra: null,
          },
        ),
        limit_final_discount: line.limit_final_discount,
      })),
      weborder_perc: desk.totals_input.weborder_perc,
      promo: desk.totals_input.promo,
      port: desk.totals_input.port,
      vat: frozenVatInput(desk.totals_input.iva_code),
      desk: {
        order_discount:
          draft.order_discount === null || draft.order_discount === undefined || !draft.order_discount_type
            ? null
            : { type: draft.order_discount_type, value: draft.order_discount },
        shipping_price: draft.shipping_price ?? null,
        additional_price: draft.additional_price ?? 0,
        additional_shipping_cost: draft.additional_shipping_cost ?? 0,
      },
    })
  } catch {
    // A value being typed out of range: the server refuses it on save; the totals wait for a valid one.
    return null
  }
}
