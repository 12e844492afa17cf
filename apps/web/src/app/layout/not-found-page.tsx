import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { useLang } from '../../shared/lib/lang.ts'
import { usePageTitle } from '../../shared/lib/page-title.ts'
import { PageShell } from './lang-layout.tsx'

export function NotFoundPage() {
  const { t } = useTranslation()
  const lang = useLang()
  usePageTitle(t('notfound.title'))
  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <Text c="dimmed" fw={700}>
          404
        </Text>
        <Title order={1}>{t('notfound.title')}</Title>
        <Text>{t('notfound.text')}</Text>
        <Anchor component={Link} to={`/${lang}/`}>
          {t('notfound.home')}
        </Anchor>
      </Stack>
    </Container>
  )
}

/** Error boundary of the language route: an unknown language is a 404; anything else is a failure page. */
export function RouteErrorPage() {
  const error = useRouteError()
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageShell>
        <NotFoundPage />
      </PageShell>
    )
  }
  return (
    <main>
      <Container size="sm" py={64}>
        <Stack gap="md">
          <Title order={1}>{t('common.error_title')}</Title>
          <Text>{t('common.something_went_wrong')}</Text>
          <Anchor href="/">{t('notfound.home')}</Anchor>
        </Stack>
      </Container>
    </main>
  )
}
