import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { Component, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { usePageHead } from '../../shared/lib/page-head.tsx'
import { NotFoundStatus } from '../../shared/lib/server-answer.tsx'

export function NotFoundPage() {
  const { t } = useTranslation()
  const lang = useLang()
  usePageHead({ title: t('notfound.title') })
  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <NotFoundStatus />
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

/** The failure page: a screen threw while rendering (or its chunk failed to download). */
function RouteErrorPage() {
  const { t } = useTranslation()
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

type BoundaryProps = { resetKey: string; children: ReactNode }
type BoundaryState = { failed: boolean; resetKey: string }

/** Error boundary of the language route; moving to another path tries again, as a router's boundary would. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey }
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children
  }
}
