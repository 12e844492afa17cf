import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from '../lib/i18n.ts'
import { useLang } from '../lib/lang.ts'

/**
 * The notice of a user without a linked, verified customer account (spec 3 §1, §6): the provider must link or verify
 * it before prices, orders and addresses are theirs; until then they may request quotations. The dashboard, the lists
 * and the addresses screen show it.
 */
export function NoClientNotice() {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Alert color="blue" variant="light" title={t('area.no_client.title')} data-testid="no-client-notice">
      <Stack gap={6} align="flex-start">
        <Text size="sm">{t('dashboard.no_client')}</Text>
        {/* On the alert's blue tint the default link colour falls below 4.5:1. */}
        <Anchor component={Link} to={`/${lang}/contatti`} size="sm" c="blue.9" underline="always">
          {t('area.no_client.contact')}
        </Anchor>
      </Stack>
    </Alert>
  )
}
