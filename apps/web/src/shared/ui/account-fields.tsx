import { Select, TextInput } from '@mantine/core'
import { ABOUT_US_CHOICES, CLIENT_TYPES, normaliseVat, USA_ZONE } from '@shop/domain/accounts/schemas'
import { LANGS } from '@shop/domain/i18n/langs'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { Controller, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form'
import { errorText } from '../lib/error-text.ts'
import { useTranslation } from '../lib/i18n.ts'
import { useLang } from '../lib/lang.ts'
import { countriesQuery, countryOptions, usStatesQuery } from '../lib/lookups.ts'

/** The fields the sign-up form and the profile form share, by their name in both bodies. */
type AccountFieldName =
  | 'esaedro_zone_code'
  | 'usa_state_code'
  | 'piva'
  | 'email'
  | 'telefono'
  | 'client_type'
  | 'preferred_lang'
  | 'profil_about_us_select'
  | 'profil_about_us'

/** What the shared fields hold (the choices' input is the schemas' `unknown`: an unselected select sends ''). */
type AccountFieldValues = {
  esaedro_zone_code?: string
  usa_state_code?: string
  piva?: string
  email?: string
  telefono?: string
  client_type?: unknown
  preferred_lang?: string
  profil_about_us_select?: unknown
  profil_about_us?: string
}

/** Whether a level of a form's values holds every shared field, with the values the fields give it. */
type Holds<U> = AccountFieldName extends keyof U
  ? Pick<U, AccountFieldName> extends AccountFieldValues
    ? true
    : false
  : false

/**
 * Where a form keeps the shared fields: at the top of its values ('', the sign-up's body) or under `user`
 * ('user.', POST user/update's body). A prefix under which the fields are not is no type at all.
 */
type AccountFieldsPrefix<V> =
  | (Holds<V> extends true ? '' : never)
  | (V extends { user: infer U } ? (Holds<U> extends true ? 'user.' : never) : never)

type AnyForm = Pick<UseFormReturn<Record<string, unknown>>, 'control' | 'register' | 'setValue' | 'getValues'>

type Bound = {
  form: AnyForm
  path: (field: AccountFieldName) => string
  fieldError: (field: AccountFieldName) => string | undefined
}

type Which =
  | {
      /**
       * The country, with the USA rule (spec 2 §5): a US company gets the VAT placeholder and picks its state,
       * leaving USA clears the state. Anywhere else the VAT number follows when `vat` says how (null: not asked).
       */
      field: 'country'
      vat: { required: boolean } | null
      /** Says under the country why the list is empty when the countries could not be loaded. */
      showsLoadError?: boolean
    }
  | { field: 'email'; description?: ReactNode }
  | { field: 'phone' }
  | { field: 'clientType'; required: boolean; clearable: boolean }
  | { field: 'lang' }
  /** 'How did you hear about us', and its own words when the answer is 'altro'. */
  | { field: 'aboutUs' }

type Props<V extends FieldValues, T> = {
  form: Pick<UseFormReturn<V, unknown, T>, 'control' | 'register' | 'setValue' | 'getValues'>
  prefix: NoInfer<AccountFieldsPrefix<V>>
  fieldError: (field: AccountFieldName) => string | undefined
} & Which

/**
 * One of the fields the sign-up form and the profile form share (spec 1 §3.2, spec 3 §3): the same labels, rules and
 * lookups wherever the form keeps them (`prefix`) and whatever it says of a field's error (`fieldError`).
 */
export function AccountField<V extends FieldValues, T>({ form, prefix, fieldError, ...which }: Props<V, T>) {
  // The prefix is checked against the form's values (AccountFieldsPrefix), so each path names a shared field.
  const bound: Bound = {
    form: form as unknown as AnyForm,
    path: (field) => `${prefix}${field}`,
    fieldError,
  }
  switch (which.field) {
    case 'country':
      return <CountryFields {...bound} vat={which.vat} showsLoadError={which.showsLoadError === true} />
    case 'email':
      return <EmailField {...bound} description={which.description} />
    case 'phone':
      return <PhoneField {...bound} />
    case 'clientType':
      return <ClientTypeField {...bound} required={which.required} clearable={which.clearable} />
    case 'lang':
      return <LangField {...bound} />
    case 'aboutUs':
      return <AboutUsFields {...bound} />
  }
}

const text = ({ form, path, fieldError }: Bound, field: AccountFieldName) => ({
  ...form.register(path(field)),
  error: fieldError(field),
})

function CountryFields(props: Bound & { vat: { required: boolean } | null; showsLoadError: boolean }) {
  const { form, path, fieldError, vat, showsLoadError } = props
  const { control, setValue, getValues } = form
  const { t } = useTranslation()
  const lang = useLang()
  const zone = useWatch({ control, name: path('esaedro_zone_code') })
  const isUsa = zone === USA_ZONE
  const countries = useQuery(countriesQuery())
  const usStates = useQuery({ ...usStatesQuery(), enabled: isUsa })
  const countryChoices = useMemo(() => countryOptions(countries.data ?? [], lang), [countries.data, lang])
  return (
    <>
      <Controller
        control={control}
        name={path('esaedro_zone_code')}
        render={({ field }) => (
          <Select
            label={t('signup.country')}
            placeholder={countries.isPending ? t('common.loading') : t('signup.choose')}
            required
            searchable
            data={countryChoices}
            value={typeof field.value === 'string' && field.value ? field.value : null}
            onChange={(value) => {
              const next = value ?? ''
              field.onChange(next)
              // The USA rule (spec 2 §5): a US company gets the VAT placeholder, leaving USA clears it.
              const piva = getValues(path('piva'))
              setValue(path('piva'), normaliseVat(next, typeof piva === 'string' ? piva : ''))
              if (next !== USA_ZONE) setValue(path('usa_state_code'), '')
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            nothingFoundMessage={t('signup.no_country')}
            error={
              fieldError('esaedro_zone_code') ??
              (showsLoadError && countries.isError ? errorText(countries.error, t) : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      {isUsa ? (
        <Controller
          control={control}
          name={path('usa_state_code')}
          render={({ field }) => (
            <Select
              label={t('signup.us_state')}
              placeholder={t('signup.choose')}
              required
              searchable
              data={(usStates.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('usa_state_code')}
            />
          )}
        />
      ) : (
        vat && <TextInput label={t('signup.piva')} required={vat.required} {...text(props, 'piva')} />
      )}
    </>
  )
}

function EmailField(props: Bound & { description: ReactNode }) {
  const { t } = useTranslation()
  return (
    <TextInput
      label={t('signup.email')}
      type="email"
      autoComplete="email"
      required
      description={props.description}
      {...text(props, 'email')}
    />
  )
}

function PhoneField(props: Bound) {
  const { t } = useTranslation()
  return <TextInput label={t('signup.phone')} type="tel" autoComplete="tel" {...text(props, 'telefono')} />
}

function ClientTypeField({
  form,
  path,
  fieldError,
  required,
  clearable,
}: Bound & { required: boolean; clearable: boolean }) {
  const { t } = useTranslation()
  return (
    <Controller
      control={form.control}
      name={path('client_type')}
      render={({ field }) => (
        <Select
          label={t('signup.client_type')}
          placeholder={t('signup.choose')}
          required={required}
          data={CLIENT_TYPES.map((value) => ({ value, label: t(`signup.client_type.${value}`) }))}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          ref={field.ref}
          clearable={clearable}
          error={fieldError('client_type')}
        />
      )}
    />
  )
}

function LangField({ form, path, fieldError }: Bound) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Controller
      control={form.control}
      name={path('preferred_lang')}
      render={({ field }) => (
        <Select
          label={t('signup.preferred_lang')}
          data={LANGS.map((value) => ({ value, label: t(`lang.${value}`) }))}
          value={typeof field.value === 'string' ? field.value : lang}
          onChange={(value) => field.onChange(value ?? lang)}
          onBlur={field.onBlur}
          ref={field.ref}
          allowDeselect={false}
          error={fieldError('preferred_lang')}
        />
      )}
    />
  )
}

function AboutUsFields(props: Bound) {
  const { form, path, fieldError } = props
  const { t } = useTranslation()
  const aboutUs = useWatch({ control: form.control, name: path('profil_about_us_select') })
  return (
    <>
      <Controller
        control={form.control}
        name={path('profil_about_us_select')}
        render={({ field }) => (
          <Select
            label={t('signup.about_us')}
            placeholder={t('signup.choose')}
            data={ABOUT_US_CHOICES.map((value) => ({ value, label: t(`signup.about_us.${value}`) }))}
            value={typeof field.value === 'string' ? field.value : null}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            ref={field.ref}
            clearable
            error={fieldError('profil_about_us_select')}
          />
        )}
      />
      {aboutUs === 'altro' && (
        <TextInput label={t('signup.about_us_other')} required {...text(props, 'profil_about_us')} />
      )}
    </>
  )
}
