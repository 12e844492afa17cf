import '@mantine/dates/styles.css'
import 'dayjs/locale/it'
import 'dayjs/locale/de'
import 'dayjs/locale/es'
import 'dayjs/locale/fr'
import { DatePickerInput } from '@mantine/dates'
import type { Ref } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'

/** Label, input, then the description and the error: the order every field of the shipment step uses. */
export const DESCRIPTION_UNDER: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
]

type Props = {
  /** The form's handle on the field: a field error focuses it. */
  ref?: Ref<HTMLButtonElement>
  label: string
  description?: string
  /** YYYY-MM-DD, or '' for none: the call's format. */
  value: string
  onChange: (value: string) => void
  /** The first day that can be picked (YYYY-MM-DD); the calendar opens on its month. */
  minDate?: string
  /** Days after minDate that cannot be picked either (YYYY-MM-DD in, true to refuse). */
  excludeDate?: (date: string) => boolean
  error?: string
  testId?: string
}

/**
 * A date as spec 2 §5 wants it whatever the browser's own locale: shown DD/MM/YYYY, picked on a calendar whose week
 * starts on Monday with the page language's month and day names, kept and sent as YYYY-MM-DD. (A native date input
 * follows the browser's locale instead: an English browser shows mm/dd/yyyy on an Italian page.) The description
 * sits under the input, so fields side by side keep their inputs in line whatever their descriptions' length.
 */
export function DateField({
  ref,
  label,
  description,
  value,
  onChange,
  minDate,
  excludeDate,
  error,
  testId,
}: Props) {
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
      defaultDate={minDate}
      excludeDate={excludeDate}
      inputWrapperOrder={DESCRIPTION_UNDER}
      clearable
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      data-testid={testId}
    />
  )
}
