import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core'
import type {
  DeskClient,
  DeskClientDetailResponse,
  DeskClientUpdateInput,
} from '@shop/domain/desk/client-schemas'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import {
  carriersQuery,
  countriesQuery,
  countryOptions,
  ivaCodesQuery,
  paymentModesQuery,
  portsQuery,
  transportsQuery,
} from '../../../shared/lib/lookups.ts'
import { useUpdateClient } from './api.ts'
import { changedFields, formValuesOf, type SettingsValues } from './client-settings-values.ts'

type TextField = 'ragione' | 'piva' | 'codice_fiscale' | 'sdi_code' | 'bank_abi' | 'bank_cab' | 'bank_account'
type ChoiceField =
  | 'esaedro_zone_code'
  | 'payment_mode_id'
  | 'carrier_id'
  | 'port_id'
  | 'transport_id'
  | 'iva_code'
  | 'client_group_id'
type SwitchField = 'persona_fisica' | 'can_see_prices' | 'can_create_order' | 'can_pay_online'

/** A lookup keyed by id as Select options: "NAME — description". */
const optionsOf = (items: Record<string, { id: number; name: string; description: string }> | undefined) =>
  Object.values(items ?? {}).map((i) => ({
    value: String(i.id),
    label: i.description ? `${i.name} — ${i.description}` : i.name,
  }))

/**
 * The company data and the terms the provider owns (spec 3 §3 client and attrib.admin; issue 24 items 6, 7): chosen
 * from the lookups the shop serves, an empty choice meaning the shop's default. Only the fields changed are sent;
 * the server checks them (the VAT number by country, the ids) and its field errors show under the fields.
 */
export function ClientSettingsForm({
  detail,
  onSaved,
}: {
  detail: DeskClientDetailResponse
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const update = useUpdateClient(detail.client.id)
  const form = useForm<SettingsValues>({ defaultValues: formValuesOf(detail.client) })
  const { control, register, formState, reset, setError } = form

  // A change saved elsewhere (verify, another tab) resets the form to what is stored.
  useEffect(() => reset(formValuesOf(detail.client)), [detail.client, reset])

  const lookups = {
    countries: useQuery(countriesQuery()).data,
    payment: useQuery(paymentModesQuery(lang)).data,
    carriers: useQuery(carriersQuery(lang)).data,
    ports: useQuery(portsQuery(lang)).data,
    transports: useQuery(transportsQuery(lang)).data,
    iva: useQuery(ivaCodesQuery(lang)).data,
  }
  const choices: Record<ChoiceField, { value: string; label: string }[]> = {
    esaedro_zone_code: countryOptions(lookups.countries ?? [], lang),
    payment_mode_id: optionsOf(lookups.payment),
    carrier_id: optionsOf(lookups.carriers),
    port_id: optionsOf(lookups.ports),
    transport_id: optionsOf(lookups.transports),
    iva_code: (lookups.iva ?? []).map((v) => ({ value: v.cod_iva, label: `${v.cod_iva} — ${v.des_iva}` })),
    client_group_id: detail.client_groups.map((g) => ({
      value: String(g.id),
      label: `${g.code} — ${g.name}`,
    })),
  }

  const error = (name: keyof SettingsValues) => messageText(formState.errors[name]?.message, t)
  const text = (name: TextField) => (
    <TextInput label={t(`desk.clients.field.${name}`)} {...register(name)} error={error(name)} />
  )
  const choice = (name: ChoiceField, clearable = true) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`desk.clients.field.${name}`)}
          placeholder={t('desk.clients.shop_default')}
          data={choices[name]}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          clearable={clearable}
          searchable
          error={error(name)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  )
  const toggle = (name: SwitchField) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={t(`desk.clients.field.${name}`)}
          checked={field.value}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          error={error(name)}
        />
      )}
    />
  )

  const submit = form.handleSubmit(async (values) => {
    const body: DeskClientUpdateInput = changedFields(detail.client as DeskClient, values)
    if (Object.keys(body).length === 0) return onSaved()
    try {
      await update.mutateAsync(body)
      onSaved()
    } catch (e) {
      if (e instanceof ApiError)
        for (const [field, messages] of Object.entries(e.errors))
          if (field in values && messages[0])
            setError(field as keyof SettingsValues, { message: messages[0] })
    }
  })

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="desk-client-settings">
      <form onSubmit={submit} noValidate>
        <Title order={3} size="h4" mb="sm" id="desk-client-settings">
          {t('desk.clients.settings')}
        </Title>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {text('ragione')}
            {text('piva')}
            {text('codice_fiscale')}
            {text('sdi_code')}
            {choice('esaedro_zone_code', false)}
            {choice('client_group_id')}
            {choice('payment_mode_id')}
            {choice('carrier_id')}
            {choice('port_id')}
            {choice('transport_id')}
            {choice('iva_code')}
            {text('bank_abi')}
            {text('bank_cab')}
            {text('bank_account')}
          </SimpleGrid>
          <Group gap="lg" wrap="wrap">
            {toggle('persona_fisica')}
            {toggle('can_see_prices')}
            {toggle('can_create_order')}
            {toggle('can_pay_online')}
          </Group>
          {update.isError &&
            !(update.error instanceof ApiError && Object.keys(update.error.errors).length > 0) && (
              <Alert color="red">{errorText(update.error, t)}</Alert>
            )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => reset(formValuesOf(detail.client))}
              disabled={!formState.isDirty}
            >
              {t('desk.clients.reset')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('desk.clients.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
