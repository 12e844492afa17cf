import { Button, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { VerifyEmailNotice } from '../../../shared/ui/verify-email-notice.tsx'

/**
 * The modal's shipping section (spec 2 §2.2): shipping and payment are the checkout page's steps, with the recap
 * before paying (issue 23), so the section leads there, closing the modal on the way.
 */
export function CheckoutNext({ onGo }: { onGo: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Stack data-testid="shipping-section">
      {/* After a sign-up in the modal, where the activation mail went. */}
      <VerifyEmailNotice />
      <Text>{t('customer.shipping.text')}</Text>
      <Button component={Link} to={`/${lang}/checkout`} onClick={onGo}>
        {t('customer.shipping.go')}
      </Button>
    </Stack>
  )
}
