import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { useActivate } from '../api.ts'
import { ConfirmPasswordStep } from '../components/confirm-password-step.tsx'
import { SetPasswordForm } from '../components/set-password-form.tsx'

/**
 * /{lang}/user/activate?token=…: verifies the address and signs the user in, then asks for a first password. An
 * account that got a password before verification keeps it only from the browser that chose it or when it is
 * typed here; otherwise the page offers to choose a new one (docs/decisions/011).
 */
export default function ActivatePage() {
  const { t } = useTranslation()
  const lang = useLang()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const activate = useActivate()
  // The second call (typed password or "choose a new one") has its own state, so its errors stay in its form.
  const prove = useActivate()
  const user = useCurrentUser()
  const [passwordSaved, setPasswordSaved] = useState(false)
  const started = useRef(false)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  usePageHead({ title: t('activate.title') })

  // The token is single-use: StrictMode's second effect run must not send it again.
  useEffect(() => {
    if (started.current || !token) return
    started.current = true
    activate.mutate({ token })
  }, [token, activate])

  const outcome = prove.data ?? activate.data
  const check = outcome?.password_check
  // Each new step takes the focus, so a screen reader announces it and the keyboard starts there.
  useEffect(() => {
    if (check === 'required' || (check && user)) stepHeading.current?.focus()
  }, [check, user])

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
  } else if (check === 'required') {
    body = (
      <ConfirmPasswordStep
        headingRef={stepHeading}
        isPending={prove.isPending}
        error={prove.error}
        onKeep={(password) => prove.mutate({ token, password })}
        onDiscard={() => prove.mutate({ token, discard_password: true })}
      />
    )
  } else if (!check || !user) {
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
          {check === 'discarded' ? t('activate.password_discarded') : t('activate.verified')}
        </Alert>
        <Title order={2} size="h3" ref={stepHeading} tabIndex={-1}>
          {t('activate.set_password_title')}
        </Title>
        <Text>{t('activate.set_password_intro')}</Text>
        <SetPasswordForm email={user.email} onDone={() => setPasswordSaved(true)} />
      </Stack>
    )
  } else {
    const done = passwordSaved
      ? t('activate.password_saved')
      : check === 'kept'
        ? t('activate.password_kept')
        : t('activate.verified')
    body = (
      <Stack align="flex-start">
        <Alert color="green" variant="light" role="status" w="100%">
          <span ref={stepHeading} tabIndex={-1}>
            {done}
          </span>
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
