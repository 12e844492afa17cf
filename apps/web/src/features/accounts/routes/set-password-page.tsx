import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { SetPasswordForm } from '../components/set-password-form.tsx'

/** /{lang}/user/password: where the dashboard sends a user without a password until the profile page exists. */
export default function SetPasswordPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  const [done, setDone] = useState(false)
  usePageHead({ title: t('activate.set_password_title') })
  if (!user) return null
  return (
    <Container size="xs" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack>
          <Title order={1} size="h2">
            {t('activate.set_password_title')}
          </Title>
          {done || user.has_password ? (
            <>
              <Alert color="green" variant="light" role="status">
                {t('activate.password_saved')}
              </Alert>
              <Button component={Link} to={`/${lang}/user`} style={{ alignSelf: 'flex-start' }}>
                {t('activate.go_to_account')}
              </Button>
            </>
          ) : !user.email_verified ? (
            // The server would refuse the form: a first password needs a confirmed address.
            <>
              <Alert color="yellow" variant="light" role="status">
                {t('dashboard.password.verify_first')}
              </Alert>
              <Button component={Link} to={`/${lang}/user`} style={{ alignSelf: 'flex-start' }}>
                {t('activate.go_to_account')}
              </Button>
            </>
          ) : (
            <>
              <Text>{t('activate.set_password_intro')}</Text>
              <SetPasswordForm email={user.email} onDone={() => setDone(true)} />
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  )
}
