import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import type { PublicUser } from '@shop/domain/accounts/schemas'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { queryKeys } from '../../../shared/lib/session.ts'
import { useAcceptPrivacy, useResendActivationMail } from '../api.ts'

/** E-mail not verified: the prompt with a resend button (the dashboard's and the profile's banner). */
export function VerifyEmailPrompt({ email }: { email: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const resend = useResendActivationMail()
  const [sent, setSent] = useState(false)
  return (
    <Alert color="yellow" variant="light" title={t('dashboard.verify.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('dashboard.verify.text', { email })}</Text>
        {resend.isError && (
          <Text size="sm" c="red.9" role="alert">
            {errorText(resend.error, t)}
          </Text>
        )}
        <Button
          size="sm"
          loading={resend.isPending}
          onClick={() => resend.mutate(undefined, { onSuccess: () => setSent(true) })}
        >
          {t('dashboard.verify.resend')}
        </Button>
      </Stack>
      <Modal opened={sent} onClose={() => setSent(false)} title={t('dashboard.verify.sent_title')} centered>
        <Stack>
          <Text>{t('dashboard.verify.sent_text')}</Text>
          <Button
            onClick={() => {
              setSent(false)
              // The spec reloads the page here: reading the user again shows whether the address is now verified.
              void queryClient.invalidateQueries({ queryKey: queryKeys.session })
            }}
          >
            {t('common.ok')}
          </Button>
        </Stack>
      </Modal>
    </Alert>
  )
}

function PrivacyPrompt({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  const accept = useAcceptPrivacy()
  const [ticked, setTicked] = useState(false)
  return (
    <Alert color="blue" variant="light" title={t('dashboard.privacy.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t('dashboard.privacy.text')}{' '}
          {/* On the alert's blue tint the default link colour falls below 4.5:1; inside a sentence it is underlined. */}
          <Anchor component={Link} to={`/${lang}/privacy`} size="sm" c="blue.9" underline="always">
            {t('signup.privacy_link')}
          </Anchor>
        </Text>
        <Checkbox
          label={t('dashboard.privacy.checkbox')}
          checked={ticked}
          onChange={(e) => setTicked(e.currentTarget.checked)}
        />
        {accept.isError && (
          <Text size="sm" c="red.9" role="alert">
            {errorText(accept.error, t)}
          </Text>
        )}
        {ticked && (
          <Button
            size="sm"
            loading={accept.isPending}
            onClick={() => accept.mutate(undefined, { onSuccess: onAccepted })}
          >
            {t('dashboard.privacy.accept')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}

function NoPasswordPrompt({ isEmailVerified }: { isEmailVerified: boolean }) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Alert color="orange" variant="light" title={t('dashboard.password.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('dashboard.password.text')}</Text>
        {/* The server sets a first password only on a confirmed address: until then the activation mail is the way. */}
        {isEmailVerified ? (
          <Button component={Link} to={`/${lang}/user/password`} size="sm" variant="outline">
            {t('dashboard.password.link')}
          </Button>
        ) : (
          <Text size="sm">{t('dashboard.password.verify_first')}</Text>
        )}
      </Stack>
    </Alert>
  )
}

/** What the account still needs before orders and quotations show (spec 3, dashboard); empty when nothing. */
export function AccountPrompts({ user }: { user: PublicUser }) {
  const { t } = useTranslation()
  const [privacyJustAccepted, setPrivacyJustAccepted] = useState(false)
  // Nothing to say: no empty block in the page's rhythm (the component stays, with what it remembers).
  if (!privacyJustAccepted && user.email_verified && user.privacy_accepted && user.has_password) return null
  return (
    <Stack gap="md">
      {privacyJustAccepted && (
        <Alert color="green" variant="light" role="status">
          {t('dashboard.privacy.accepted')}
        </Alert>
      )}
      {!user.email_verified && <VerifyEmailPrompt email={user.email} />}
      {user.email_verified && !user.privacy_accepted && (
        <PrivacyPrompt onAccepted={() => setPrivacyJustAccepted(true)} />
      )}
      {!user.has_password && <NoPasswordPrompt isEmailVerified={user.email_verified} />}
    </Stack>
  )
}

/** The dashboard of a complete account with no order or quotation yet: where to start one. */
export function AccountReady() {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Alert color="green" variant="light" title={t('dashboard.ready.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('dashboard.ready.text')}</Text>
        <Group gap="sm">
          <Button component={Link} to={`/${lang}/prodotti`} size="sm">
            {t('home.catalogue.cta')}
          </Button>
          <Button component={Link} to={`/${lang}/prodotti/wizard`} size="sm" variant="outline">
            {t('home.wizard.cta')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
