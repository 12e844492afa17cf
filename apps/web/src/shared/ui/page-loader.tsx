import { Center, Loader } from '@mantine/core'
import { useTranslation } from '../lib/i18n.ts'

export function PageLoader() {
  const { t } = useTranslation()
  return (
    <Center mih="50vh" role="status">
      <Loader aria-label={t('common.loading')} />
    </Center>
  )
}
