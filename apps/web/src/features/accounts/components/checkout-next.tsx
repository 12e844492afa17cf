import { Button, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLang } from '../../../shared/lib/lang.ts'

/** The modal's shipping section: until the checkout issue brings its form, it leads to the checkout page. */
export function CheckoutNext() {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Stack>
      <Text>{t('customer.shipping.text')}</Text>
      <Button component={Link} to={`/${lang}/checkout`}>
        {t('customer.shipping.go')}
      </Button>
    </Stack>
  )
}
