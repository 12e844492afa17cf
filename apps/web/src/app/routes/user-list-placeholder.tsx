import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useMatch } from 'react-router'
import { useLang } from '../../shared/lib/lang.ts'
import { usePageTitle } from '../../shared/lib/page-title.ts'

/**
 * /{lang}/user/orders and /{lang}/user/quotations until the customer area's lists arrive (spec 3 §2): the header's
 * menu and each order's page link here, so the address must lead somewhere other than a 404. Each order and quotation
 * has its own page already (features/orders).
 */
export default function UserListPlaceholder() {
  const { t } = useTranslation()
  const lang = useLang()
  const isQuotations = useMatch('/:lang/user/quotations') !== null
  const title = isQuotations ? t('checkout.placeholder.quotations') : t('checkout.placeholder.orders')
  usePageTitle(title)
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{t('checkout.placeholder.text')}</Text>
        <Anchor component={Link} to={`/${lang}/user`}>
          {t('checkout.placeholder.dashboard')}
        </Anchor>
      </Stack>
    </Container>
  )
}
