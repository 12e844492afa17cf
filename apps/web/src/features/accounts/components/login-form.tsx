import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { PasswordField } from '../../../shared/ui/password-field.tsx'
import { useLogin } from '../api.ts'

type Props = {
  notice: string | null
  /** The address to start with: the one just used to recover the password. */
  initialEmail?: string
  onSuccess: () => void
  onSignup: () => void
  onForgotPassword: () => void
}

export function LoginForm({ notice, initialEmail = '', onSuccess, onSignup, onForgotPassword }: Props) {
  const { t } = useTranslation()
  const login = useLogin()
  const [email, setEmail] = useState(initialEmail)
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({})

  const apiError = login.error instanceof ApiError ? login.error : null
  const emailError = missing.email ? t('validation.required') : messageText(apiError?.fieldError('email'), t)
  const passwordError = missing.password
    ? t('validation.required')
    : messageText(apiError?.fieldError('password'), t)
  const hasFieldErrors = Boolean(apiError?.fieldError('email') || apiError?.fieldError('password'))
  const general = login.error && !hasFieldErrors ? errorText(login.error, t) : null

  // The spec checks only presence here; everything else is the server's answer.
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (login.isPending) return
    const nextMissing = { email: !email.trim(), password: !password }
    setMissing(nextMissing)
    if (nextMissing.email || nextMissing.password) return
    login.mutate({ email: email.trim(), password, remember }, { onSuccess })
  }

  return (
    <form method="post" onSubmit={submit} noValidate aria-describedby={general ? 'login-error' : undefined}>
      <Stack gap="md">
        {notice && (
          <Alert color="green" variant="light" role="status">
            {notice}
          </Alert>
        )}
        {general && (
          <Alert id="login-error" color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          withAsterisk={false}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={emailError}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          // With the address already there, the password is what is left to type.
          data-autofocus={initialEmail ? true : undefined}
          required
          withAsterisk={false}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={passwordError}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={t('login.remember')}
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.currentTarget.checked)}
          />
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm">{t('login.not_registered')}</Text>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onSignup}>
            {t('login.signup')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
