import { Button, Stack, Text } from '@mantine/core'
import { useTranslation } from '../../../shared/lib/i18n.ts'

export function SignupThankYou({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation()
  return (
    <Stack role="status">
      <Text fw={700} fz="lg">
        {t('signup.thankyou.heading')}
      </Text>
      <Text>{t('signup.thankyou.text')}</Text>
      <Button onClick={onOk} w={{ base: '100%', xs: 'auto' }}>
        {t('common.ok')}
      </Button>
    </Stack>
  )
}
