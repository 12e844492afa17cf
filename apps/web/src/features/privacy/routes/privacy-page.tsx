import { Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../../shared/lib/page-title.ts'

const SECTIONS = [
  'controller',
  'data',
  'purposes',
  'retention',
  'recipients',
  'transfers',
  'rights',
  'cookies',
] as const

/** /{lang}/privacy: the privacy notice the sign-up form links to. */
export default function PrivacyPage() {
  const { t } = useTranslation()
  usePageTitle(t('privacy.title'))
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('privacy.title')}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('privacy.updated')}
          </Text>
        </div>
        <Text>{t('privacy.intro')}</Text>
        {SECTIONS.map((section) => (
          <Stack key={section} gap={6} component="section">
            <Title order={2} size="h3">
              {t(`privacy.${section}.title`)}
            </Title>
            {t(`privacy.${section}.body`)
              .split('\n')
              .map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  )
}
