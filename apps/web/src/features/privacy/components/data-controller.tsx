import { Anchor, Text } from '@mantine/core'
import type { ProviderIdentity } from '@shop/domain/identity/provider'
import { countryName, privacyEmailOf, providerAddressLines } from '@shop/domain/identity/provider-text'
import { Link } from 'react-router'
import { Trans, useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'

/**
 * Who the controller is and where to write (GDPR art. 13.1.a): named from the shop's settings (undefined while they
 * load), or, while staff have set no identity (null), the general text that points to the shop's e-mails.
 */
export function DataController({ provider }: { provider: ProviderIdentity | null | undefined }) {
  const { t } = useTranslation()
  const lang = useLang()
  // Still loading: neither the general text nor a wrong name for a moment.
  if (provider === undefined) return null
  if (provider === null) return <Text>{t('privacy.controller.body')}</Text>
  const address = [...providerAddressLines(provider), countryName(provider.country, lang)].join(', ')
  const email = privacyEmailOf(provider)
  return (
    <>
      <Text data-testid="data-controller">
        {t('privacy.controller.named', {
          company: provider.company_name,
          address,
          vat: provider.vat_number,
        })}
      </Text>
      <Text>
        <Trans
          i18nKey="privacy.controller.requests"
          values={{ email }}
          components={{
            email: <Anchor href={`mailto:${email}`} inherit />,
            contact: <Anchor component={Link} to={`/${lang}/contatti`} inherit />,
          }}
        />
      </Text>
    </>
  )
}
