import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import type { ProviderIdentity } from '@shop/domain/identity/provider'
import { countryName, providerAddressLines, telHref } from '@shop/domain/identity/provider-text'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'

/** Beside the form: the provider's office, phone and e-mail, for those who would rather call or write directly. */
export function ProviderCard({ provider }: { provider: ProviderIdentity }) {
  const { t } = useTranslation()
  const lang = useLang()
  const [street, place] = providerAddressLines(provider)
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-details-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="contact-details-title">
          {t('contact.details_title')}
        </Title>
        <Stack gap={2} component="address" style={{ fontStyle: 'normal' }}>
          <Text fw={700}>{provider.company_name}</Text>
          <Text>{street}</Text>
          <Text>{place}</Text>
          <Text>{countryName(provider.country, lang)}</Text>
        </Stack>
        <Stack gap={4}>
          {provider.phone && (
            <Text>
              <Text span c="dimmed">
                {t('footer.phone')}
              </Text>{' '}
              <Anchor href={telHref(provider.phone)}>{provider.phone}</Anchor>
            </Text>
          )}
          <Text>
            <Text span c="dimmed">
              {t('footer.email')}
            </Text>{' '}
            <Anchor href={`mailto:${provider.email}`}>{provider.email}</Anchor>
          </Text>
        </Stack>
        <Text size="sm" c="dimmed">
          {t('footer.vat', { vat: provider.vat_number })}
        </Text>
      </Stack>
    </Paper>
  )
}
