import { Container, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { sessionQuery } from '../../../shared/lib/session.ts'
import { AnchorAccordion, hashId, scrollToAnchor } from '../../../shared/ui/anchor-accordion.tsx'
import { DataController } from '../components/data-controller.tsx'
import { TermsOfSale } from '../components/terms-of-sale.tsx'

/** The notice's sections and their anchors: Italian like the pages' paths, the same in every language. */
const SECTIONS = {
  controller: 'titolare',
  data: 'dati-raccolti',
  purposes: 'finalita',
  retention: 'conservazione',
  recipients: 'destinatari',
  transfers: 'trasferimenti',
  rights: 'diritti',
  cookies: 'cookie',
} as const
const SECTION_IDS: ReadonlySet<string> = new Set(Object.values(SECTIONS))

/**
 * Arriving from a link at the foot of another page, the visitor sees the section the link named (the terms of
 * sale), or the top of the page: the router keeps the previous page's scroll position otherwise. Focus moves to the
 * named section, so a screen reader goes on from there.
 */
function useArrivalScroll(isReady: boolean) {
  const id = hashId(useLocation().hash)
  useEffect(() => {
    // Once the controller's text is in, so that nothing above the section moves it after the scroll. The notice's
    // own sections are the accordion's to open and bring into view.
    if (!isReady || SECTION_IDS.has(id)) return
    const target = id ? document.getElementById(id) : null
    if (target) {
      scrollToAnchor(target)
      target.focus({ preventScroll: true })
    } else window.scrollTo(0, 0)
  }, [id, isReady])
}

/** /{lang}/privacy: the privacy notice the sign-up form links to, naming the controller; then the terms of sale. */
export default function PrivacyPage() {
  const { t } = useTranslation()
  const { data } = useQuery(sessionQuery())
  usePageHead({ title: t('privacy.title'), description: t('meta.privacy') })
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
        {/* Who the controller is stays open: the one section every visitor of the notice needs. */}
        <AnchorAccordion
          isReady={data !== undefined}
          defaultOpen={[SECTIONS.controller]}
          sections={Object.entries(SECTIONS).map(([section, id]) => ({
            id,
            title: t(`privacy.${section}.title`),
            content:
              section === 'controller' ? (
                <DataController provider={data?.settings.provider} />
              ) : (
                t(`privacy.${section}.body`)
                  .split('\n')
                  .map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)
              ),
          }))}
        />
        <TermsOfSale />
      </Stack>
    </Container>
  )
}
