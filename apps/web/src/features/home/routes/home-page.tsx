import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { emit } from '../../../shared/lib/events.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { Range } from '../components/range.tsx'

type Offer = { key: 'catalogue' | 'wizard' | 'guide' | 'brochure'; path: string; serverPage?: boolean }

const OFFERS: Offer[] = [
  { key: 'wizard', path: 'prodotti/wizard' },
  { key: 'catalogue', path: 'prodotti' },
  { key: 'guide', path: 'guida-acquisto' },
  // The brochure viewer is its own small page, not a route of this app.
  { key: 'brochure', path: 'brochure', serverPage: true },
]

/** /{lang}/: the range in pictures, and what the shop offers, one card each. */
export default function HomePage() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  usePageHead({ title: '', description: t('meta.home') })
  return (
    <>
      <Box bg="blue.9" c="white" py={{ base: 40, sm: 64 }}>
        <Container size="lg">
          {/* The offer on the left, the range it is about on the right (issue 13, item 3). */}
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing={{ base: 32, md: 48 }}
            style={{ alignItems: 'center' }}
          >
            <Stack gap="md">
              <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
                {t('home.title')}
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }}>{t('home.subtitle')}</Text>
              <Group gap="sm" mt="sm">
                <Button component={Link} to={`/${lang}/prodotti/wizard`} size="md" color="white" c="blue.9">
                  {t('home.wizard.cta')}
                </Button>
                {user === null && (
                  <Button
                    size="md"
                    variant="outline"
                    color="white"
                    onClick={() => emit('customer:open', { section: 'signup' })}
                  >
                    {t('home.signup_cta')}
                  </Button>
                )}
              </Group>
            </Stack>
            <Range />
          </SimpleGrid>
        </Container>
      </Box>
      <Container size="lg" py={48}>
        <Title order={2} mb="lg">
          {t('home.offers_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {OFFERS.map((offer) => {
            const to = `/${lang}/${offer.path}`
            return (
              <Card key={offer.key} withBorder padding="lg" radius="md">
                <Stack gap="sm" h="100%">
                  <Title order={3} size="h4">
                    {t(`home.${offer.key}.title`)}
                  </Title>
                  <Text size="sm" style={{ flex: 1 }}>
                    {t(`home.${offer.key}.text`)}
                  </Text>
                  {offer.serverPage ? (
                    <Anchor href={to} fw={600}>
                      {t(`home.${offer.key}.cta`)}
                    </Anchor>
                  ) : (
                    <Anchor component={Link} to={to} fw={600}>
                      {t(`home.${offer.key}.cta`)}
                    </Anchor>
                  )}
                </Stack>
              </Card>
            )
          })}
        </SimpleGrid>
      </Container>
    </>
  )
}
