import { Alert, Button, Stack } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { PasswordChecklist } from '../../../shared/ui/password-checklist.tsx'
import { PasswordField } from '../../../shared/ui/password-field.tsx'
import { useSetPassword } from '../api.ts'

/** The first password of an account created without one; the server alone compares the two fields (spec 3 §5). */
export function SetPasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation()
  const setPassword = useSetPassword()
  const [password, setPasswordValue] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const apiError = setPassword.error instanceof ApiError ? setPassword.error : null
  const hasFieldErrors = apiError ? Object.keys(apiError.errors).length > 0 : false
  const general = setPassword.error && !hasFieldErrors ? errorText(setPassword.error, t) : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (setPassword.isPending) return
    setSubmitted(true)
    setPassword.mutate({ password, confirmPassword }, { onSuccess: onDone })
  }

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack>
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        <PasswordField
          label={t('recovery.new_password')}
          name="password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(e) => setPasswordValue(e.currentTarget.value)}
          error={messageText(apiError?.fieldError('password'), t)}
        />
        <PasswordChecklist id="set-password-rules" password={password} email={email} submitted={submitted} />
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
        <Button type="submit" loading={setPassword.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('recovery.save_password')}
        </Button>
      </Stack>
    </form>
  )
}
