import {
  type Address,
  type AddressClient,
  type AddressField,
  type AddressInput,
  type AddressSuggestion,
  addressProblems,
  normaliseAddress,
} from '@shop/domain/accounts/address'
import { ITALY_ZONE, normaliseVat, USA_ZONE } from '@shop/domain/accounts/schemas'
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

/**
 * Whether the form asks for the client's SDI code: on an Italian main address (the electronic invoice's) while the
 * client has none. A code the client has is the desk's to change (docs/decisions/021).
 */
export function asksSdiCode(input: AddressInput, client: AddressClient | null): boolean {
  return (
    input.address_type === 'main' &&
    input.esaedro_zone_code.trim() === ITALY_ZONE &&
    (client?.sdi_code.trim() ?? '') === ''
  )
}

/**
 * What stops a save (the 'Dati non completi!' dialog): the shared completeness rule, the server's too, with the SDI
 * code the form holds standing in for the one the client lacks.
 */
export function blockingProblems(
  input: AddressInput,
  client: AddressClient | null,
  sdiCode: string,
): AddressField[] {
  const withCode = { persona_fisica: false, ...client, sdi_code: client?.sdi_code.trim() || sdiCode.trim() }
  return addressProblems(normaliseAddress(input), withCode)
}

/** The lines an address card shows: the domain's, which the recap and the mails print too. */
