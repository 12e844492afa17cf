import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { areaPath } from '../../../shared/lib/area-routes.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { useConfirmEmail } from '../api.ts'

/**
 * /{lang}/user/confirm-email?token=…: the link mailed to a new e-mail address chosen on the profile (spec 3 §3 'keeps
 * the old address until it is verified'). Outside the area's guard, as the link may open signed out: the answer
 * says the address is now the login, and leads to the area (or to login).
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const confirm = useConfirmEmail()
  const started = useRef(false)
  usePageHead({ title: t('area.confirm_email.title') })

  // The token is single-use: StrictMode's second effect run must not send it again.
  useEffect(() => {
    if (started.current || !token) return
    started.current = true
    confirm.mutate(token)
  }, [token, confirm])

  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('area.confirm_email.title')}
          </Title>
          {!token || confirm.isError ? (
            <Alert color="red" variant="light" role="alert">
              {token ? errorText(confirm.error, t) : t('area.confirm_email.missing_token')}
            </Alert>
          ) : confirm.isSuccess ? (
            <Alert color="green" variant="light" role="status">
              {confirm.data.message}
            </Alert>
          ) : (
            <Stack align="center" py="lg" role="status">
              <Loader aria-hidden="true" />
              <Text>{t('area.confirm_email.pending')}</Text>
            </Stack>
          )}
          {(confirm.isSuccess || confirm.isError || !token) && (
            <Anchor component={Link} to={areaPath(lang, 'profile')}>
              {t('area.confirm_email.to_profile')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Container>
  )
}
