import '@mantine/dates/styles.css'
import 'dayjs/locale/it'
import 'dayjs/locale/de'
import 'dayjs/locale/es'
import 'dayjs/locale/fr'
import { DatePickerInput } from '@mantine/dates'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../../../shared/lib/lang.ts'

type Props = {
  /** The form's handle on the field: a field error focuses it. */
  ref?: Ref<HTMLButtonElement>
  label: string
  description?: string
  /** YYYY-MM-DD, or '' for none: the call's format. */
  value: string
  onChange: (value: string) => void
  /** The first day that can be picked (YYYY-MM-DD). */
  minDate?: string
  error?: string
  testId?: string
}

/**
 * A date as spec 2 §5 wants it whatever the browser's own locale: shown DD/MM/YYYY, picked on a calendar whose week
 * starts on Monday with the page language's month and day names, kept and sent as YYYY-MM-DD. (A native date input
 * follows the browser's locale instead: an English browser shows mm/dd/yyyy on an Italian page.)
 */
export function DateField({ ref, label, description, value, onChange, minDate, error, testId }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <DatePickerInput
      ref={ref}
      label={label}
      description={description}
      valueFormat="DD/MM/YYYY"
      placeholder={t('checkout.shipping.date_placeholder')}
      locale={lang}
      firstDayOfWeek={1}
      minDate={minDate}
      clearable
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      data-testid={testId}
    />
  )
}
