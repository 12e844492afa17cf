import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { PasswordChecklist } from '../../../shared/ui/password-checklist.tsx'
import { PasswordField } from '../../../shared/ui/password-field.tsx'
import { useCheckRecoveryCode, useRequestRecoveryCode, useUpdatePassword } from '../api.ts'

type Step = 'email' | 'code' | 'password'

/** Recovery's own error shape: a field message, else errorMessage, else the general text. */
function recoveryError(
  error: unknown,
  field: string,
  t: Parameters<typeof errorText>[1],
): string | undefined {
  if (!error) return undefined
  if (error instanceof ApiError) {
    const message =
      error.fieldError(field) ??
      (typeof error.body.errorMessage === 'string' ? error.body.errorMessage : undefined)
    if (message) return messageText(message, t)
  }
  return errorText(error, t)
}

/**
 * updatePassword answers `error` as an object {general, password, emailSendingError, tokenError}. Its `password`
 * entry repeats the field errors the form already shows under the two password fields, so it is left out here.
 */
function updateErrors(error: unknown, t: Parameters<typeof errorText>[1]): string[] {
  if (!(error instanceof ApiError)) return error ? [errorText(error, t)] : []
  const detail = error.body.error
  if (detail && typeof detail === 'object') {
    const onFields = Boolean(error.fieldError('password') || error.fieldError('confirmPassword'))
    const texts = Object.entries(detail as Record<string, unknown>)
      .filter(([kind]) => kind !== 'password' || !onFields)
      .flatMap(([, v]) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []))
    if (texts.length > 0) return texts.map((text) => messageText(text, t) ?? text)
  }
  const fieldCount = Object.keys(error.errors).length
  if (fieldCount > 0) return []
  return [errorText(error, t)]
}

const STEP_NUMBER: Record<Step, number> = { email: 1, code: 2, password: 3 }

type Props = {
  /** Back to login: after a new password with its confirmation and the address, so the login form holds it. */
  onBackToLogin: (done?: { message: string; email: string }) => void
}

export default function RecoveryFlow({ onBackToLogin }: Props) {
  const { t } = useTranslation()
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [passwordSubmitted, setPasswordSubmitted] = useState(false)
  const requestCode = useRequestRecoveryCode()
  const checkCode = useCheckRecoveryCode()
  const update = useUpdatePassword()

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    if (requestCode.isPending) return
    requestCode.mutate({ email: email.trim() }, { onSuccess: () => setStep('code') })
  }
  const submitCode = (event: FormEvent) => {
    event.preventDefault()
    if (checkCode.isPending) return
    checkCode.mutate({ email: email.trim(), code: code.trim() }, { onSuccess: () => setStep('password') })
  }
  const submitPassword = (event: FormEvent) => {
    event.preventDefault()
    if (update.isPending) return
    setPasswordSubmitted(true)
    update.mutate(
      { email: email.trim(), code: code.trim(), password, confirmPassword },
      {
        onSuccess: (res) =>
          onBackToLogin({ message: res.message ?? t('recovery.success'), email: email.trim() }),
      },
    )
  }
  const goBack = (to: Step) => {
    requestCode.reset()
    checkCode.reset()
    update.reset()
    setStep(to)
  }

  const stepLabel = (
    <Text size="sm" c="dimmed">
      {t('recovery.step', { step: STEP_NUMBER[step], total: 3 })}
    </Text>
  )

  if (step === 'email') {
    return (
      <form method="post" onSubmit={submitEmail} noValidate>
        <Stack>
          {stepLabel}
          <Text>{t('recovery.email_intro')}</Text>
          <TextInput
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            withAsterisk={false}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={recoveryError(requestCode.error, 'email', t)}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => onBackToLogin()}>
              {t('common.back')}
            </Button>
            <Button type="submit" loading={requestCode.isPending}>
              {t('recovery.send_code')}
            </Button>
          </Group>
        </Stack>
      </form>
    )
  }

  if (step === 'code') {
    return (
      <form method="post" onSubmit={submitCode} noValidate>
        <Stack>
          {stepLabel}
          <Text role="status">{t('recovery.code_intro', { email: email.trim() })}</Text>
          <TextInput
            label={t('recovery.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            withAsterisk={false}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={recoveryError(checkCode.error, 'code', t)}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => goBack('email')}>
              {t('common.back')}
            </Button>
            <Button type="submit" loading={checkCode.isPending}>
              {t('recovery.check_code')}
            </Button>
          </Group>
        </Stack>
      </form>
    )
  }

  const apiError = update.error instanceof ApiError ? update.error : null
  const general = updateErrors(update.error, t)
  return (
    <form method="post" onSubmit={submitPassword} noValidate>
      <Stack>
        {stepLabel}
        <Text>{t('recovery.password_intro')}</Text>
        {general.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {general.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
        <PasswordField
          label={t('recovery.new_password')}
          name="password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={messageText(apiError?.fieldError('password'), t)}
        />
        <PasswordChecklist
          id="recovery-password-rules"
          password={password}
          email={email.trim()}
          submitted={passwordSubmitted}
        />
        <PasswordField
          label={t('recovery.confirm_password')}
          name="confirmPassword"
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.currentTarget.value)}
          error={messageText(apiError?.fieldError('confirmPassword'), t)}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => goBack('code')}>
            {t('common.back')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('recovery.save_password')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
