import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import type { AddressBody, AddressClient, AddressInput, addressBody } from '@shop/domain/accounts/address'
import { ITALY_ZONE, USA_ZONE } from '@shop/domain/accounts/schemas'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Controller, type FieldPath, type UseFormReturn, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { applySuggestion, asksSdiCode, provinceOf, withCountry } from '../../lib/address-draft.ts'
import { messageText } from '../../lib/error-text.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useLang } from '../../lib/lang.ts'
import { countriesQuery, countryOptions, usStatesQuery } from '../../lib/lookups.ts'
import { AddressStreetField } from './address-street-field.tsx'

/** The address form: its values are POST user/address's body, so each field is named as the server names it. */
export type AddressValues = z.input<typeof addressBody>
export type AddressForm = UseFormReturn<AddressValues, unknown, AddressBody>

/** The fields the form shows, by their name in the body: a server error on any other one is said above the buttons. */
export const ADDRESS_FORM_FIELDS = (
  [
    'address_title',
    'ragione',
    'name',
    'last_name',
    'esaedro_zone_code',
    'usa_state_code',
    'address',
    'address_num',
    'cap',
    'city',
    'prov',
    'locality',
    'tel',
    'piva',
    'codice_fiscale',
    'delivery_default',
  ] as const satisfies readonly (keyof AddressInput)[]
)
  .map((field): FieldPath<AddressValues> => `address.${field}`)
  .concat('sdi_code')

type Props = {
  form: AddressForm
  /**
   * The company's: a natural person billed in Italy gives a tax code on the main address (spec 3 §5), and a company
   * without an SDI code gives it there (asksSdiCode).
   */
  client: AddressClient | null
}

/** The address editor's fields (spec 2 §3 Address, §5): the same lookups as the sign-up form. */
export function AddressFields({ form, client }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const { control, register, getValues, setValue, formState } = form
  const zone = useWatch({ control, name: 'address.esaedro_zone_code' })
  const countries = useQuery(countriesQuery())
  const isUsa = zone === USA_ZONE
  const usStates = useQuery({ ...usStatesQuery(), enabled: isUsa })
  const countryChoices = useMemo(() => countryOptions(countries.data ?? [], lang), [countries.data, lang])
  const stateChoices = (usStates.data ?? []).map((s) => ({ value: s.code, label: s.name }))
  const isMain = getValues('address.address_type') === 'main'
  const fieldError = (field: keyof AddressInput) => messageText(formState.errors.address?.[field]?.message, t)
  // The form started from a whole address (newAddress, toAddressInput), so it holds every field the schema has.
  const current = () => getValues('address') as AddressInput
  // A country or a suggestion changes several fields at once (the pure rules of address-draft.ts).
  const change = (next: AddressInput) => setValue('address', next, { shouldDirty: true })
  const text = (field: keyof AddressInput) => ({ ...register(`address.${field}`), error: fieldError(field) })

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('checkout.address.title')} maxLength={200} {...text('address_title')} />
        <TextInput
          label={t('checkout.address.company')}
          autoComplete="organization"
          maxLength={200}
          {...text('ragione')}
        />
        <TextInput
          label={t('checkout.address.first_name')}
          autoComplete="given-name"
          maxLength={100}
          {...text('name')}
        />
        <TextInput
          label={t('checkout.address.last_name')}
          autoComplete="family-name"
          maxLength={100}
          {...text('last_name')}
        />
        <Controller
          control={control}
          name="address.esaedro_zone_code"
          render={({ field }) => (
            <Select
              label={t('checkout.address.country')}
              required
              searchable
              data={countryChoices}
              value={field.value || null}
              error={fieldError('esaedro_zone_code')}
              onChange={(next) => change(withCountry(current(), next ?? ''))}
              onBlur={field.onBlur}
              ref={field.ref}
              nothingFoundMessage={t('checkout.address.no_country')}
              data-testid="address-country"
            />
          )}
        />
        {isUsa && (
          <Controller
            control={control}
            name="address.usa_state_code"
            render={({ field }) => (
              <Select
                label={t('checkout.address.us_state')}
                required
                searchable
                data={stateChoices}
                value={field.value || null}
                // The state select shows as invalid while empty (spec 2 §5).
                error={fieldError('usa_state_code') ?? (field.value ? undefined : true)}
                aria-invalid={!field.value}
                onChange={(code) => field.onChange(code ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                data-testid="address-us-state"
              />
            )}
          />
        )}
      </SimpleGrid>
      {/* Two columns on a phone: the street's span of 2 would otherwise add an implicit, narrower column. */}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <div style={{ gridColumn: 'span 2' }}>
          <Controller
            control={control}
            name="address.address"
            render={({ field }) => (
              <AddressStreetField
                ref={field.ref}
                value={field.value ?? ''}
                country={zone ?? ''}
                error={fieldError('address')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onPick={(suggestion) => change(applySuggestion(current(), suggestion, countries.data ?? []))}
              />
            )}
          />
        </div>
        <TextInput label={t('checkout.address.number')} maxLength={20} {...text('address_num')} />
        <TextInput
          label={t('checkout.address.cap')}
          required
          autoComplete="postal-code"
          maxLength={20}
          {...text('cap')}
        />
        <TextInput
          label={t('checkout.address.city')}
          required
          autoComplete="address-level2"
          maxLength={100}
          {...text('city')}
        />
        <Controller
          control={control}
          name="address.prov"
          render={({ field }) => (
            <TextInput
              label={t('checkout.address.prov')}
              maxLength={2}
              value={field.value ?? ''}
              error={fieldError('prov')}
              onChange={(e) => field.onChange(provinceOf(e.currentTarget.value))}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label={t('checkout.address.locality')} maxLength={100} {...text('locality')} />
        <TextInput
          label={t('checkout.address.tel')}
          required
          type="tel"
          autoComplete="tel"
          maxLength={40}
          {...text('tel')}
        />
        {/* A US company has no VAT number: the placeholder stands in for it and the field hides (spec 2 §5). */}
        {!isUsa && (
          <TextInput
            label={t('checkout.address.piva')}
            required={isMain && zone === ITALY_ZONE}
            maxLength={30}
            {...text('piva')}
          />
        )}
        {asksSdiCode(current(), client) && (
          <TextInput
            label={t('checkout.address.sdi_code')}
            description={t('checkout.address.sdi_code_hint')}
            required
            maxLength={7}
            autoCapitalize="characters"
            {...register('sdi_code')}
            error={messageText(formState.errors.sdi_code?.message, t)}
            data-testid="address-sdi-code"
          />
        )}
        {isMain && client?.persona_fisica && zone === ITALY_ZONE && (
          <TextInput
            label={t('checkout.address.codice_fiscale')}
            required
            maxLength={20}
            {...text('codice_fiscale')}
          />
        )}
      </SimpleGrid>
      <Checkbox label={t('checkout.address.delivery_default')} {...register('address.delivery_default')} />
    </Stack>
  )
}
