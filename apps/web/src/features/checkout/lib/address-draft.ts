import {
  type Address,
  type AddressClient,
  type AddressField,
  type AddressInput,
  type AddressSuggestion,
  addressProblems,
  normaliseAddress,
} from '@shop/domain/accounts/address'
import { normaliseVat, USA_ZONE } from '@shop/domain/accounts/schemas'
import type { Country } from '@shop/domain/lookups/schemas'

/** The id of an address added on screen and not saved yet (spec 2 §4): cancelling discards it. */
export const NEW_ADDRESS_ID = -1

/** An empty address of a type: the first one of a company is its main (billing) address. */
export function newAddress(type: AddressInput['address_type']): AddressInput {
  return {
    id: NEW_ADDRESS_ID,
    address_type: type,
    address_title: '',
    ragione: '',
    piva: '',
    codice_fiscale: '',
    name: '',
    last_name: '',
    address: '',
    address_num: '',
    city: '',
    locality: '',
    prov: '',
    cap: '',
    tel: '',
    esaedro_zone_code: '',
    usa_state_code: '',
    latitude: null,
    longitude: null,
    delivery_default: false,
  }
}

/** A stored address as the editor holds it. */
export function toAddressInput(address: Address): AddressInput {
  const { is_valid: _valid, ...input } = address
  return input
}

/**
 * A country chosen (spec 2 §5): USA fills the VAT placeholder and hides the field, leaving USA clears the
 * placeholder and the state.
 */
export function withCountry(input: AddressInput, zone: string): AddressInput {
  return {
    ...input,
    esaedro_zone_code: zone,
    piva: normaliseVat(zone, input.piva),
    usa_state_code: zone === USA_ZONE ? input.usa_state_code : '',
  }
}

/** A province as the field keeps it: at most 2 characters, upper case (spec 2 §5). */
export function provinceOf(text: string): string {
  return text.trim().slice(0, 2).toUpperCase()
}

/**
 * A suggestion chosen: street, number, city, province, postal code, country and coordinates (spec 2 §5). The
 * country arrives as ISO alpha-2 and becomes the zone code the form holds; one we do not know leaves the choice.
 * A province longer than 2 characters is a name, not a code, and is left for the buyer.
 */
export function applySuggestion(
  input: AddressInput,
  suggestion: AddressSuggestion,
  countries: Country[],
): AddressInput {
  const country = countries.find((c) => c.iso2.toUpperCase() === suggestion.country.toUpperCase())
  const filled: AddressInput = {
    ...input,
    address: suggestion.address || input.address,
    address_num: suggestion.address_num || input.address_num,
    city: suggestion.city || input.city,
    prov:
      suggestion.prov.trim().length <= 2 && suggestion.prov.trim() ? provinceOf(suggestion.prov) : input.prov,
    cap: suggestion.cap || input.cap,
    latitude: suggestion.latitude,
    longitude: suggestion.longitude,
  }
  return country ? withCountry(filled, country.zone_code) : filled
}

/** The fields of the address form an address can be incomplete on: all but the client's SDI code. */
export type AddressFormProblem = Exclude<AddressField, 'sdi_code'>

/**
 * What stops a save on the client (the 'Dati non completi!' dialog): the shared completeness rule, except the
 * client's SDI code, which is not in this form (the server does not refuse for it either; the list still shows
 * the address as incomplete until the profile or the desk fills it).
 */
export function blockingProblems(input: AddressInput, client: AddressClient | null): AddressFormProblem[] {
  return addressProblems(normaliseAddress(input), client).filter(
    (field): field is AddressFormProblem => field !== 'sdi_code',
  )
}

/** The lines an address card shows: recipient, street, place, phone. */
export function addressLines(address: AddressInput, countryName: string | undefined): string[] {
  const recipient = address.address_title || address.ragione || `${address.name} ${address.last_name}`.trim()
  const street = [address.address, address.address_num].filter(Boolean).join(', ')
  const place = [address.cap, address.city, address.prov ? `(${address.prov})` : ''].filter(Boolean).join(' ')
  const country = [place, address.usa_state_code, countryName].filter(Boolean).join(' – ')
  return [recipient, street, country, address.tel].filter((line) => line.trim() !== '')
}
