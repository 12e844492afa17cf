import { Alert } from '@mantine/core'
import { useTranslation } from '../lib/i18n.ts'
import { useCurrentUser } from '../lib/session.ts'

/**
 * Says, on the step after a sign-up inside the checkout (the page's cart step, the modal's shipping section), that the
 * activation mail went out: while the address is unconfirmed, nothing else on these steps explains the mail waiting
 * in the buyer's inbox or why only a quotation request is offered.
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  if (!user || user.email_verified) return null
  return (
    <Alert
      color="blue"
      variant="light"
      role="status"
      title={t('checkout.verify_email.title')}
      data-testid="verify-email-notice"
    >
      {t('checkout.verify_email.text', { email: user.email })}
    </Alert>
  )
}
