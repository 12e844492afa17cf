import { Anchor, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatch } from 'react-router'
import { BankTransferDetails } from '../../features/checkout/components/bank-transfer-details.tsx'
import { readBankOrderState } from '../../features/checkout/lib/bank-order.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { usePageTitle } from '../../shared/lib/page-title.ts'

/**
 * /{lang}/user/orders and /{lang}/user/quotations until the customer area's lists arrive (spec 3 §2): the checkout
 * sends the buyer here after a submission, so the address must lead somewhere other than a 404. After a bank-transfer
 * order it shows the bank details first (spec 2 §2.2 'Bank order submitted', §9).
 */
export default function UserListPlaceholder() {
  const { t } = useTranslation()
  const lang = useLang()
  const { state } = useLocation()
  const isQuotations = useMatch('/:lang/user/quotations') !== null
  // A bank-transfer order just made (the modal's 'Pay now' or the checkout's payment step) shows where to pay.
  const bankOrder = isQuotations ? null : readBankOrderState(state)
  const title = isQuotations ? t('checkout.placeholder.quotations') : t('checkout.placeholder.orders')
  usePageTitle(title)
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {bankOrder && <BankTransferDetails order={bankOrder} />}
        <Text>{t('checkout.placeholder.text')}</Text>
        <Anchor component={Link} to={`/${lang}/user`}>
          {t('checkout.placeholder.dashboard')}
        </Anchor>
      </Stack>
    </Container>
  )
}
