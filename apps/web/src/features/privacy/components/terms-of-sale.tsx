import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { TERMS_ANCHOR } from '../../../shared/lib/terms-anchor.ts'

const SECTIONS = ['orders', 'prices', 'payment', 'delivery', 'warranty', 'law'] as const

/**
 * The general terms of sale the checkout asks buyers to accept: a section of the legal page, reached at
 * #condizioni-vendita (docs/decisions/026). Static text, the same for every shop; "the provider" is the company the
 * footer names.
 */
export function TermsOfSale() {
  const { t } = useTranslation()
  const headingId = `${TERMS_ANCHOR}-title`
  return (
    <Stack
      gap="md"
      component="section"
      id={TERMS_ANCHOR}
      aria-labelledby={headingId}
      tabIndex={-1}
      pt="lg"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', outline: 'none' }}
    >
      <Title order={2} id={headingId}>
        {t('terms.title')}
      </Title>
      <Text>{t('terms.intro')}</Text>
      {SECTIONS.map((section) => (
        <Stack key={section} gap={6}>
          <Title order={3} size="h4">
            {t(`terms.${section}.title`)}
          </Title>
          <Text>{t(`terms.${section}.body`)}</Text>
        </Stack>
      ))}
    </Stack>
  )
}
