import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core'
import { type FormEvent, type Ref, useState } from 'react'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { PasswordField } from '../../../shared/ui/password-field.tsx'

type Props = {
  /** Sends the typed password (keep) or asks to drop it (choose a new one). */
  onKeep: (password: string) => void
  onDiscard: () => void
  isPending: boolean
  error: unknown
  headingRef?: Ref<HTMLHeadingElement>
}

/**
 * The activation step for an account that got a password before its address was confirmed, opened from another
 * browser than the one that chose it: typing the password keeps it; otherwise a new one replaces it
 * (docs/decisions/011).
 */
export function ConfirmPasswordStep({ onKeep, onDiscard, isPending, error, headingRef }: Props) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const apiError = error instanceof ApiError ? error : null
  const fieldError = messageText(apiError?.fieldError('password'), t)
  const general = error && !fieldError ? errorText(error, t) : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isPending) onKeep(password)
  }

  return (
    <Stack>
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {t('activate.password_required_title')}
      </Title>
      <Text id="activate-password-intro">{t('activate.password_required_intro')}</Text>
      {general && (
        <Alert color="red" variant="light" role="alert">
          {general}
        </Alert>
      )}
      <form method="post" onSubmit={submit} noValidate aria-describedby="activate-password-intro">
        <Stack>
          <PasswordField
            label={t('activate.current_password')}
            name="password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldError}
          />
          <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
            {t('activate.keep_password')}
          </Button>
        </Stack>
      </form>
      {/* A link-styled button: its long text wraps on a phone, which a Mantine Button's label does not. */}
      <Anchor component="button" type="button" onClick={onDiscard} disabled={isPending} ta="left">
        {t('activate.discard_password')}
      </Anchor>
    </Stack>
  )
}
