import { type AddressCheck, type AddressClient, addressProblems } from '../accounts/address.ts'

/**
 * What stops approving a quotation, paying or completing an order on the client's first (billing) address (spec 3 §5
 * 'Before approving, paying or completing'; issue 25 item 8): none saved ('Dati non salvati'), or the first field an
 * invoice misses ('Dati non completi!' naming it): the VAT number (every country), the tax code of an Italian natural
 * person, the client's SDI code in Italy, then the address rules every address follows.
 */
export const BILLING_PROBLEMS = [
  'not_saved',
  'piva',
  'codice_fiscale',
  'sdi_code',
  'cap',
  'address',
  'city',
  'tel',
  'esaedro_zone_code',
  'usa_state_code',
] as const
export type BillingProblem = (typeof BILLING_PROBLEMS)[number]

/** The first problem of the billing address (null: none), in BILLING_PROBLEMS order. */
export function billingProblem(
  main: AddressCheck | null,
  client: AddressClient | null,
): BillingProblem | null {
  if (!main) return 'not_saved'
  const found = new Set<string>(addressProblems(main, client))
  // Spec 3 §5: 'It needs a VAT number', whatever the country (addressProblems checks the Italian one's digits).
  if (main.piva.trim() === '') found.add('piva')
  return BILLING_PROBLEMS.find((p) => found.has(p)) ?? null
}
