import { Container, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { usePageTitle } from '../../../shared/lib/page-title.ts'
import { sessionQuery } from '../../../shared/lib/session.ts'
import { DataController } from '../components/data-controller.tsx'
import { TermsOfSale } from '../components/terms-of-sale.tsx'

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

/**
 * Arriving from a link at the foot of another page, the visitor sees the section the link named (the terms of
 * sale), or the top of the page: the router keeps the previous page's scroll position otherwise. Focus moves to the
 * named section, so a screen reader goes on from there.
 */
function useArrivalScroll(isReady: boolean) {
  const { hash } = useLocation()
  useEffect(() => {
    // Once the controller's text is in, so that nothing above the section moves it after the scroll.
    if (!isReady) return
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) {
      target.scrollIntoView()
      target.focus({ preventScroll: true })
    } else window.scrollTo(0, 0)
  }, [hash, isReady])
}

/** /{lang}/privacy: the privacy notice the sign-up form links to, naming the controller; then the terms of sale. */
export default function PrivacyPage() {
  const { t } = useTranslation()
  const { data } = useQuery(sessionQuery())
  usePageTitle(t('privacy.title'))
  useArrivalScroll(data !== undefined)
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
            {section === 'controller' ? (
              <DataController provider={data?.settings.provider} />
            ) : (
              t(`privacy.${section}.body`)
                .split('\n')
                .map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)
            )}
          </Stack>
        ))}
        <TermsOfSale />
      </Stack>
    </Container>
  )
}
