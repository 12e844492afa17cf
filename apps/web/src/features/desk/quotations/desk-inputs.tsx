import { NumberInput } from '@mantine/core'

/** The desk's number fields: money kept in cents, percents with two decimals (issue 24 item 2). */

const toEuros = (cents: number | null | undefined) => (cents == null || cents < 0 ? '' : cents / 100)
const toCents = (value: string | number) => (value === '' ? undefined : Math.round(Number(value) * 100))

/** Money in euros with two decimals, kept in cents. */
export function MoneyInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string
  value: number | null | undefined
  onChange: (cents: number | undefined) => void
  placeholder?: string
}) {
  return (
    <NumberInput
      label={label}
      value={toEuros(value)}
      onChange={(v) => onChange(toCents(v))}
      min={0}
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator="."
      decimalSeparator=","
      suffix=" €"
      placeholder={placeholder}
      hideControls
    />
  )
}

/** A percent with at most two decimals; empty is null. */
export function PercentInput({
  label,
  value,
  onChange,
  w,
}: {
  label: string
  value: number | null | undefined
  onChange: (percent: number | null) => void
  w?: number
}) {
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      min={0}
      max={100}
      decimalScale={2}
      suffix=" %"
      w={w}
      hideControls
    />
  )
}
