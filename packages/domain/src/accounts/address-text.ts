import type { Address } from './address.ts'

// Apart from the schemas, so a screen or a mail that only prints an address does not carry zod.

/** What an address prints from. */
export type PrintedAddress = Pick<
  Address,
  | 'address_title'
  | 'ragione'
  | 'name'
  | 'last_name'
  | 'address'
  | 'address_num'
  | 'cap'
  | 'city'
  | 'prov'
  | 'usa_state_code'
  | 'tel'
>

/** An address as a card, a recap or a mail prints it: recipient, street, place and country, phone. */
export function addressLines(address: PrintedAddress, countryName: string | undefined): string[] {
  const recipient = address.address_title || address.ragione || `${address.name} ${address.last_name}`.trim()
  const street = [address.address, address.address_num].filter(Boolean).join(', ')
  const place = [address.cap, address.city, address.prov ? `(${address.prov})` : ''].filter(Boolean).join(' ')
  const country = [place, address.usa_state_code, countryName].filter(Boolean).join(' – ')
  return [recipient, street, country, address.tel].filter((line) => line.trim() !== '')
}
