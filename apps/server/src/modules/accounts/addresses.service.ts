import {
  type Address,
  type AddressBody,
  type AddressClient,
  type AddressField,
  type AddressInput,
  addressProblems,
  isAddressComplete,
  isValidItalianVat,
  normaliseAddress,
} from '@shop/domain/accounts/address'
import { ITALY_ZONE, USA_ZONE } from '@shop/domain/accounts/schemas'
import type { FieldErrors } from '@shop/domain/http/errors'
import { V } from '@shop/domain/http/fields'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Queryable, Tx } from '../../db/client.ts'
import { addresses, clients, countries, userClientLinks, users, usStates } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'

/**
 * The addresses of the company a user acts for (spec 2 §2.4, §3, §5; spec 3 §5; issue 11 item 4): the list, saving
 * and deleting one, and create_client, which gives a user without a company an unverified one with its main
 * address. Every call is scoped to the caller's own client: an id of another company's address is not found.
 */

type AddressDeps = Pick<Deps, 'db'>

type AddressRow = typeof addresses.$inferSelect
type CallerClient = AddressClient & { id: number }

/** The company the user acts for, with what the completeness rules read from it; null for a user without one. */
async function findCallerClient(q: Queryable, userId: number): Promise<CallerClient | null> {
  const [row] = await q
    .select({ id: clients.id, sdi_code: clients.sdiCode, persona_fisica: clients.personaFisica })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId))
  return row ?? null
}

/** The stored address in the contract's shape (coordinates null for an address typed by hand). */
export function toAddress(row: AddressRow, client: AddressClient | null): Address {
  const address: Omit<Address, 'is_valid'> = {
    id: row.id,
    address_type: row.addressType,
    address_title: row.addressTitle,
    ragione: row.ragione,
    piva: row.piva,
    codice_fiscale: row.codiceFiscale,
    name: row.name,
    last_name: row.lastName,
    address: row.address,
    address_num: row.addressNum,
    city: row.city,
    locality: row.locality,
    prov: row.prov,
    cap: row.cap,
    tel: row.tel,
    esaedro_zone_code: row.esaedroZoneCode,
    usa_state_code: row.usaStateCode,
    latitude: row.latitude,
    longitude: row.longitude,
    delivery_default: row.deliveryDefault,
  }
  return { ...address, is_valid: isAddressComplete(address, client) }
}

/** The columns an address input writes (the client and the type are set by the caller). */
function toColumns(input: AddressInput) {
  return {
    addressTitle: input.address_title,
    ragione: input.ragione,
    piva: input.piva,
    codiceFiscale: input.codice_fiscale,
    name: input.name,
    lastName: input.last_name,
    address: input.address,
    addressNum: input.address_num,
    city: input.city,
    locality: input.locality,
    prov: input.prov,
    cap: input.cap,
    tel: input.tel,
    esaedroZoneCode: input.esaedro_zone_code,
    usaStateCode: input.usa_state_code,
    latitude: input.latitude,
    longitude: input.longitude,
    deliveryDefault: input.delivery_default,
  }
}

/** Main address first, then the delivery addresses in the order they were added. */
const LIST_ORDER = [sql`case when ${addresses.addressType} = 'main' then 0 else 1 end`, asc(addresses.id)]

/** GET user/addresses: the addresses of the caller's company; none for a user without one. */
export async function listAddresses(deps: AddressDeps, userId: number): Promise<Address[]> {
  const client = await findCallerClient(deps.db, userId)
  if (!client) return []
  const rows = await deps.db
    .select()
    .from(addresses)
    .where(eq(addresses.clientId, client.id))
    .orderBy(...LIST_ORDER)
  return rows.map((row) => toAddress(row, client))
}

/** Label of a field error: a VAT number that is there but fails its check digit is wrong, not missing. */
function problemLabel(field: AddressField, input: AddressInput): string {
  if (field === 'piva' && input.piva !== '') return 'addresses.invalid_piva'
  return `addresses.missing.${field}`
}

/**
 * The field errors of an address: its completeness (addressProblems), an Italian VAT number on any address
 * checked by its check digit, and the reference data (the country exists, a US state is a real one).
 */
async function addressErrors(q: Queryable, input: AddressInput, client: AddressClient): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  for (const field of addressProblems(input, client)) errors[field] = [problemLabel(field, input)]
  // addressProblems checks the VAT number of an Italian main address; a delivery address may carry one too.
  if (input.esaedro_zone_code === ITALY_ZONE && input.piva !== '' && !isValidItalianVat(input.piva))
    errors.piva = ['addresses.invalid_piva']
  if (input.esaedro_zone_code !== '' && !errors.esaedro_zone_code) {
    const [country] = await q
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.zoneCode, input.esaedro_zone_code))
    if (!country) errors.esaedro_zone_code = [V.invalid]
  }
  if (input.esaedro_zone_code === USA_ZONE && input.usa_state_code !== '' && !errors.usa_state_code) {
    const [state] = await q
      .select({ id: usStates.id })
      .from(usStates)
      .where(eq(usStates.code, input.usa_state_code))
    if (!state) errors.usa_state_code = [V.usState]
  }
  return errors
}

function noClient(): AppError {
  return new AppError('forbidden', 'addresses.no_client')
}

function notFound(): AppError {
  return new AppError('not_found', 'errors.not_found')
}

/** The 422 on address.address_type of a change that would leave the client with two main addresses, or none. */
function typeError(key: 'addresses.main_exists' | 'addresses.main_stays_main'): AppError {
  return validationFailure([{ path: ['address', 'address_type'], message: key }])
}

/**
 * POST user/address: creates (id -1) or updates one of the caller's company's addresses, after normalising it and
 * refusing it while incomplete (spec 2 §5), the client's SDI code included: a client without one gets the code sent
 * beside the address, and one it has is the desk's to change (docs/decisions/021). One main address per client;
 * choosing a default delivery address clears the flag on the others. The client row is locked for the transaction,
 * so two saves of one company never both add a main address or both keep the default.
 */
export async function saveAddress(deps: AddressDeps, userId: number, body: AddressBody): Promise<Address> {
  const input = normaliseAddress(body.address)
  const found = await findCallerClient(deps.db, userId)
  if (!found) throw noClient()
  const givenSdiCode = found.sdi_code.trim() === '' ? body.sdi_code : ''
  const client = { ...found, sdi_code: found.sdi_code.trim() || givenSdiCode }
  // Each field named by its path in the body, { address: { … }, sdi_code }, under the one headline 'Dati non completi'.
  const issues = Object.entries(await addressErrors(deps.db, input, client)).flatMap(([field, messages]) =>
    messages.map((message) => ({ path: field === 'sdi_code' ? [field] : ['address', field], message })),
  )
  if (issues.length > 0) {
    throw new AppError('validation_failed', 'addresses.incomplete', validationFailure(issues).errors)
  }

  const row = await deps.db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, client.id)).for('update')
    if (givenSdiCode !== '') {
      // Only while still empty: a code the desk set meanwhile wins.
      await tx
        .update(clients)
        .set({ sdiCode: givenSdiCode })
        .where(and(eq(clients.id, client.id), eq(clients.sdiCode, '')))
    }
    const saved =
      input.id === -1 ? await insertAddress(tx, client.id, input) : await updateAddress(tx, client.id, input)
    if (saved.deliveryDefault) {
      await tx
        .update(addresses)
        .set({ deliveryDefault: false })
        .where(
          and(
            eq(addresses.clientId, client.id),
            ne(addresses.id, saved.id),
            eq(addresses.deliveryDefault, true),
          ),
        )
    }
    return saved
  })
  return toAddress(row, client)
}

async function findMainId(tx: Tx, clientId: number): Promise<number | null> {
  const [main] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.clientId, clientId), eq(addresses.addressType, 'main')))
  return main?.id ?? null
}

async function insertAddress(tx: Tx, clientId: number, input: AddressInput): Promise<AddressRow> {
  if (input.address_type === 'main' && (await findMainId(tx, clientId)) !== null)
    throw typeError('addresses.main_exists')
  const [row] = await tx
    .insert(addresses)
    .values({ clientId, addressType: input.address_type, ...toColumns(input) })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

async function updateAddress(tx: Tx, clientId: number, input: AddressInput): Promise<AddressRow> {
  const [stored] = await tx
    .select({ type: addresses.addressType })
    .from(addresses)
    .where(and(eq(addresses.id, input.id), eq(addresses.clientId, clientId)))
  // Another company's address answers as a missing one: its existence is not the caller's to learn.
  if (!stored) throw notFound()
  // The main address is the billing address: it cannot turn into a delivery address (which could then be deleted).
  if (stored.type === 'main' && input.address_type !== 'main') throw typeError('addresses.main_stays_main')
  if (stored.type !== 'main' && input.address_type === 'main' && (await findMainId(tx, clientId)) !== null)
    throw typeError('addresses.main_exists')
  const [row] = await tx
    .update(addresses)
    .set({ addressType: input.address_type, ...toColumns(input) })
    .where(and(eq(addresses.id, input.id), eq(addresses.clientId, clientId)))
    .returning()
  if (!row) throw notFound()
  return row
}

/** DELETE user/address/{id}: a delivery address of the caller's company; the main (billing) address stays. */
export async function deleteAddress(deps: AddressDeps, userId: number, id: number): Promise<void> {
  const client = await findCallerClient(deps.db, userId)
  if (!client) throw notFound()
  await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ type: addresses.addressType })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.clientId, client.id)))
      .for('update')
    if (!stored) throw notFound()
    if (stored.type === 'main') throw new AppError('conflict', 'addresses.main_not_deletable')
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.clientId, client.id)))
  })
}

/**
 * POST user/create_client: a user without a company gets one, unverified (no prices, no orders until the provider
 * checks it), linked as their main company, with a main address made from what the sign-up asked. A user who
 * already acts for a company is left as they are, so calling twice makes one client. `beforeCreate` runs only
 * when a client is about to be made (the route counts it against a limit), outside the transaction.
 */
export async function createClientForUser(
  deps: AddressDeps,
  userId: number,
  beforeCreate: () => Promise<void> = async () => {},
): Promise<void> {
  const [current] = await deps.db.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId))
  if (!current) throw new AppError('unauthenticated', 'errors.unauthenticated')
  if (current.clientId !== null) return
  await beforeCreate()
  await deps.db.transaction(async (tx) => {
    // Locked and read again: of two calls at once, the second finds the client the first made.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user || user.clientId !== null) return
    const ragione = user.company || `${user.firstName} ${user.lastName}`.trim()
    // The ERP has not seen the company yet: a code of our own, from the id, until it is given the ERP's.
    const id = Number(
      (
        await tx.execute<{ id: number }>(
          sql`select nextval(pg_get_serial_sequence('clients', 'id'))::int as id`,
        )
      ).rows[0]?.id,
    )
    await tx.insert(clients).values({
      id,
      cliForCode: `WEB${String(id).padStart(6, '0')}`,
      ragione,
      piva: user.piva,
      esaedroZoneCode: user.esaedroZoneCode,
      sdiCode: '',
      verified: false,
    })
    await tx.update(users).set({ clientId: id }).where(eq(users.id, userId))
    await tx.insert(userClientLinks).values({ userId, clientId: id, kind: 'main' }).onConflictDoNothing()
    const main = normaliseAddress({
      id: -1,
      address_type: 'main',
      address_title: ragione,
      ragione,
      piva: user.piva,
      codice_fiscale: '',
      name: user.firstName,
      last_name: user.lastName,
      address: user.indirizzo,
      address_num: '',
      city: user.localita,
      locality: '',
      prov: user.provincia,
      cap: user.cap,
      tel: user.phone,
      esaedro_zone_code: user.esaedroZoneCode,
      usa_state_code: user.usaStateCode,
      latitude: null,
      longitude: null,
      delivery_default: false,
    })
    // Saved even when incomplete (a shop or wizard sign-up asks no address): the list shows it as 'Dati non
    // completi!' and the user completes it there.
    await tx.insert(addresses).values({ clientId: id, addressType: 'main', ...toColumns(main) })
  })
}
