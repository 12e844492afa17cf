import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageTitle } from '../../../shared/lib/page-title.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { useActivate } from '../api.ts'
import { SetPasswordForm } from '../components/set-password-form.tsx'

/** /{lang}/user/activate?token=…: verifies the address, signs the user in, then asks for a first password. */
export default function ActivatePage() {
  const { t } = useTranslation()
  const lang = useLang()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const activate = useActivate()
  const user = useCurrentUser()
  const [passwordSaved, setPasswordSaved] = useState(false)
  const started = useRef(false)
  usePageTitle(t('activate.title'))

  // The token is single-use: StrictMode's second effect run must not send it again.
  useEffect(() => {
    if (started.current || !token) return
    started.current = true
    activate.mutate(token)
  }, [token, activate])

  let body: React.ReactNode
  if (!token) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('activate.missing_token')}
      </Alert>
    )
  } else if (activate.isError) {
    body = (
      <Stack align="flex-start">
        <Alert color="red" variant="light" role="alert" w="100%">
          {errorText(activate.error, t)}
        </Alert>
        <Anchor component={Link} to={`/${lang}/login`}>
          {t('activate.to_login')}
        </Anchor>
      </Stack>
    )
  } else if (!activate.isSuccess || !user) {
    body = (
      <Stack align="center" py="lg" role="status">
        <Loader aria-hidden="true" />
        <Text>{t('activate.pending')}</Text>
      </Stack>
    )
  } else if (!user.has_password && !passwordSaved) {
    body = (
      <Stack>
        <Alert color="green" variant="light" role="status">
          {t('activate.verified')}
        </Alert>
        <Title order={2} size="h3">
          {t('activate.set_password_title')}
        </Title>
        <Text>{t('activate.set_password_intro')}</Text>
        <SetPasswordForm email={user.email} onDone={() => setPasswordSaved(true)} />
      </Stack>
    )
  } else {
    body = (
      <Stack align="flex-start">
        <Alert color="green" variant="light" role="status" w="100%">
          {passwordSaved ? t('activate.password_saved') : t('activate.verified')}
        </Alert>
        <Button component={Link} to={`/${lang}/user`}>
          {t('activate.go_to_account')}
        </Button>
      </Stack>
    )
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={1} size="h2" mb="lg">
          {t('activate.title')}
        </Title>
        {body}
      </Paper>
    </Container>
  )
}
