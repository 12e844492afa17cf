import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import type { AddressInput } from '@shop/domain/accounts/address'
import { ITALY_ZONE, USA_ZONE } from '@shop/domain/accounts/schemas'
import { useQuery } from '@tanstack/react-query'
import { type ChangeEvent, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../../shared/lib/lang.ts'
import { countriesQuery, countryOptions, usStatesQuery } from '../../../shared/lib/lookups.ts'
import { applySuggestion, provinceOf, withCountry } from '../lib/address-draft.ts'
import { AddressStreetField } from './address-street-field.tsx'

export type AddressErrors = Partial<Record<keyof AddressInput, string>>

type Props = {
  value: AddressInput
  errors: AddressErrors
  onChange: (next: AddressInput) => void
  /** A natural person billed in Italy gives a tax code on the main address (spec 3 §5). */
  personaFisica: boolean
}

/** The address editor's fields (spec 2 §3 Address, §5): the same lookups as the sign-up form. */
export function AddressFields({ value, errors, onChange, personaFisica }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const countries = useQuery(countriesQuery())
  const isUsa = value.esaedro_zone_code === USA_ZONE
  const usStates = useQuery({ ...usStatesQuery(), enabled: isUsa })
  const countryChoices = useMemo(() => countryOptions(countries.data ?? [], lang), [countries.data, lang])
  const stateChoices = (usStates.data ?? []).map((s) => ({ value: s.code, label: s.name }))
  const isMain = value.address_type === 'main'
  const set = (patch: Partial<AddressInput>) => onChange({ ...value, ...patch })
  const text = (field: keyof AddressInput) => ({
    value: String(value[field] ?? ''),
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.currentTarget.value }),
  })

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
        <Select
          label={t('checkout.address.country')}
          required
          searchable
          data={countryChoices}
          value={value.esaedro_zone_code || null}
          error={errors.esaedro_zone_code}
          onChange={(zone) => onChange(withCountry(value, zone ?? ''))}
          nothingFoundMessage={t('checkout.address.no_country')}
          data-testid="address-country"
        />
        {isUsa && (
          <Select
            label={t('checkout.address.us_state')}
            required
            searchable
            data={stateChoices}
            value={value.usa_state_code || null}
            // The state select shows as invalid while empty (spec 2 §5).
            error={errors.usa_state_code ?? (value.usa_state_code ? undefined : true)}
            aria-invalid={!value.usa_state_code}
            onChange={(code) => set({ usa_state_code: code ?? '' })}
            data-testid="address-us-state"
          />
        )}
      </SimpleGrid>
      {/* Two columns on a phone: the street's span of 2 would otherwise add an implicit, narrower column. */}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <div style={{ gridColumn: 'span 2' }}>
          <AddressStreetField
            value={value.address}
            country={value.esaedro_zone_code}
            error={errors.address}
            onChange={(street) => set({ address: street })}
            onPick={(suggestion) => onChange(applySuggestion(value, suggestion, countries.data ?? []))}
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
        <TextInput
          label={t('checkout.address.prov')}
          maxLength={2}
          value={value.prov}
          error={errors.prov}
          onChange={(e) => set({ prov: provinceOf(e.currentTarget.value) })}
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
            required={isMain && value.esaedro_zone_code === ITALY_ZONE}
            maxLength={30}
            {...text('piva')}
          />
        )}
        {isMain && personaFisica && value.esaedro_zone_code === ITALY_ZONE && (
          <TextInput
            label={t('checkout.address.codice_fiscale')}
            required
            maxLength={20}
            {...text('codice_fiscale')}
          />
        )}
      </SimpleGrid>
      <Checkbox
        label={t('checkout.address.delivery_default')}
        checked={value.delivery_default}
        onChange={(e) => set({ delivery_default: e.currentTarget.checked })}
      />
    </Stack>
  )
}
