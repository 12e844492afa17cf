import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { sessionQuery } from '../../../shared/lib/session.ts'
import { ContactForm } from '../components/contact-form.tsx'
import { ProviderCard } from '../components/provider-card.tsx'

/** /{lang}/contatti: write to the provider (issue 13 item 1), with their details beside the form. */
export default function ContactPage() {
  const { t } = useTranslation()
  const { data } = useQuery(sessionQuery())
  const provider = data?.settings.provider ?? null
  usePageHead({ title: t('contact.title'), description: t('meta.contact') })
  // Reached from the footer, the page starts at its top: the router keeps the previous page's scroll position.
  useEffect(() => window.scrollTo(0, 0), [])
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('contact.title')}</Title>
          <Text mt="xs" maw={720}>
            {t('contact.intro')}
          </Text>
        </div>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: provider ? 8 : 12 }}>
            <Paper withBorder p="lg" radius="md">
              <Stack gap="md">
                <Title order={2} size="h3" id="contact-form-title">
                  {t('contact.form_title')}
                </Title>
                <ContactForm labelledBy="contact-form-title" />
              </Stack>
            </Paper>
          </Grid.Col>
          {provider && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ProviderCard provider={provider} />
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </Container>
  )
}
