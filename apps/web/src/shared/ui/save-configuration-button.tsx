import type { ButtonProps } from '@mantine/core'
import type { AddToWishlistBody } from '@shop/domain/orders/saved-configurations'
import { errorText } from '../lib/error-text.ts'
import { useTranslation } from '../lib/i18n.ts'
import { notify } from '../lib/notify.ts'
import { useSaveConfiguration } from '../lib/saved-configurations.ts'
import { useCurrentUser } from '../lib/session.ts'
import { BusyButton } from './busy-button.tsx'

/**
 * 'Salva configurazione': keeps a configuration in the company's saved configurations (issue 26 item 3), from the
 * configurator and from a cart line. Shown only to a user the reserved area is open to, where the list is; the
 * outcome (saved, already saved, refused with the reason) is a notification, as the page stays as it was.
 */
export function SaveConfigurationButton({
  configuration,
  label,
  short = false,
  ...props
}: ButtonProps & {
  configuration: AddToWishlistBody | null
  /** The accessible name, where the button's text alone does not say which configuration. */
  label?: string
  /** 'Salva' alone, where a row has little room (a cart line on a phone). */
  short?: boolean
}) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const save = useSaveConfiguration()
  if (!user?.area.area) return null
  return (
    <BusyButton
      variant="default"
      {...props}
      busy={save.isPending}
      disabled={configuration === null}
      aria-label={label}
      data-testid="save-configuration"
      onClick={() => {
        if (!configuration) return
        save.mutate(configuration, {
          onSuccess: ({ already_saved }) =>
            notify({
              message: t(already_saved ? 'area.saved.already_saved' : 'area.saved.saved', {
                code: configuration.configuration_code,
              }),
            }),
          onError: (error) => notify({ message: errorText(error, t), tone: 'error' }),
        })
      }}
    >
      {t(short ? 'area.saved.save_short' : 'area.saved.save')}
    </BusyButton>
  )
}
