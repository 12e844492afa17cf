import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useTranslation } from '../lib/i18n.ts'

/**
 * A password input whose show/hide toggle keyboard users can reach and screen readers can name. Mantine marks the
 * inner input of a PasswordInput with an error only as data-invalid, so aria-invalid is set here for screen readers.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation()
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('common.show_password') }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  )
}
