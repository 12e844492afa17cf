import { Autocomplete, Loader } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { type AddressSuggestion, GEOCODE_MIN_QUERY } from '@shop/domain/accounts/address'
import { useQuery } from '@tanstack/react-query'
import { type Ref, useRef, useState } from 'react'
import { geocodeQuery } from '../../lib/addresses.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useLang } from '../../lib/lang.ts'
import { sessionQuery } from '../../lib/session.ts'

type Props = {
  /** The form's handle on the field: a field error focuses it. */
  ref: Ref<HTMLInputElement>
  value: string
  /** The chosen country's zone code: suggestions stay inside it (spec 2 §5). */
  country: string
  error: string | undefined
  onChange: (street: string) => void
  onBlur: () => void
  onPick: (suggestion: AddressSuggestion) => void
}

/**
 * The street field with suggestions from the shop's maps service (spec 2 §2.4, §5): from 4 typed characters, 300 ms
 * after the last one, in the chosen country. A shop without the service says so in GET user's settings
 * (`address_suggestions`), and the field is a plain text field that promises nothing.
 */
export function AddressStreetField({ ref, value, country, error, onChange, onBlur, onPick }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const [typed, setTyped] = useState('')
  const [debounced] = useDebouncedValue(typed, 300)
  const on = useQuery(sessionQuery()).data?.settings.address_suggestions === true
  // Mantine writes the option's label into the field right after the pick: that write is not typing.
  const picking = useRef<string | null>(null)
  const suggestions = useQuery({
    ...geocodeQuery(debounced.trim(), country, lang),
    enabled: on && debounced.trim().length >= GEOCODE_MIN_QUERY,
  })
  const found = !on || typed.trim().length < GEOCODE_MIN_QUERY ? [] : (suggestions.data?.suggestions ?? [])
  const labels = [...new Set(found.map((s) => s.label))]

  return (
    <Autocomplete
      ref={ref}
      label={t('checkout.address.street')}
      required
      autoComplete="address-line1"
      value={value}
      error={error}
      data={labels}
      // The service has already matched the text: filtering again would hide what it found.
      filter={({ options }) => options}
      limit={5}
      maxLength={200}
      rightSection={suggestions.isFetching ? <Loader size={14} aria-label={t('common.loading')} /> : null}
      description={on ? t('checkout.address.street_hint') : undefined}
      onChange={(text) => {
        if (picking.current === text) {
          picking.current = null
          return
        }
        setTyped(text)
        onChange(text)
      }}
      onBlur={onBlur}
      onOptionSubmit={(label) => {
        const suggestion = found.find((s) => s.label === label)
        if (!suggestion) return
        picking.current = label
        setTyped('')
        onPick(suggestion)
      }}
      data-testid="address-street"
    />
  )
}
