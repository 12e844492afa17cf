/**
 * VAT by destination (issue 10 item 7.8, docs/decisions/019). Areas are decision 002's esaedro_ind_area_naz:
 * 0 Italy, 1 another EU member state, 2 the rest of the world.
 */

/** The VAT codes (spec 3 §3 iva_code) and their rates in percent. */
export const IVA_CODES = { '22A': 22, NI41: 0, NI8: 0 } as const
export type IvaCode = keyof typeof IVA_CODES

/** The code a client, a user without one and a visitor get when no rule says otherwise. */
export const DEFAULT_IVA_CODE: IvaCode = '22A'

/** True when the value names one of the VAT codes. */
export function isIvaCode(value: unknown): value is IvaCode {
  return typeof value === 'string' && Object.hasOwn(IVA_CODES, value)
}

/** The rate of a VAT code, in percent. */
export function ivaPercFor(code: IvaCode): number {
  return IVA_CODES[code]
}

export type IvaCodeInput = {
  /**
   * A code that overrides the rule: the client's own set by staff (attrib.admin.iva, clients.iva_code), or the one a
   * submitted order was frozen with (frozenVatInput); null when none is set.
   */
  admin_iva: string | null
  client: { area: number; has_vat_number: boolean } | null
  /** The delivery country's area once an address is chosen (the checkout); null before. */
  destination_area: number | null
}

/**
 * The VAT code of a cart or an order: the client's own code when staff set a known one; otherwise by the delivery
 * country's area, before the checkout by the client's country's: Italy 22A; another EU country NI41 with a VAT
 * number (22A without); outside the EU NI8. Without a client (a visitor's or a prospect's estimate) 22A.
 */
export function ivaCodeFor(input: IvaCodeInput): IvaCode {
  const own = input.admin_iva?.trim().toUpperCase() ?? ''
  if (isIvaCode(own)) return own
  if (input.client === null) return DEFAULT_IVA_CODE
  const area = input.destination_area ?? input.client.area
  if (area === 1) return input.client.has_vat_number ? 'NI41' : '22A'
  if (area === 2) return 'NI8'
  // Italy, and an area the data does not know: charging VAT is the mistake that can be refunded.
  return DEFAULT_IVA_CODE
}

/** The VAT rule's input for a client as stored (own code, VAT number, country's area) shipping to an area (or not yet). */
export function vatInputOf(
  client: { iva_code: string | null; piva: string; area: number | null } | null,
  destination_area: number | null,
): IvaCodeInput {
  return {
    admin_iva: client?.iva_code ?? null,
    // A client whose zone code names no country is treated as Italian, the rule's safe side (ivaCodeFor).
    client: client && { area: client.area ?? 0, has_vat_number: client.piva.trim() !== '' },
    destination_area,
  }
}

/** A submitted order's VAT input: the code it was frozen with is its own, and nothing decides it again. */
export function frozenVatInput(code: string | null): IvaCodeInput {
  return { admin_iva: code, client: null, destination_area: null }
}
