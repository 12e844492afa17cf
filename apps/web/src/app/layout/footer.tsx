import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { LANGS } from '@shop/domain/i18n/langs'
import type { ProviderIdentity } from '@shop/domain/identity/provider'
import {
  countryName,
  providerAddressLines,
  shareCapitalLabel,
  telHref,
} from '@shop/domain/identity/provider-text'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { LANGUAGE_NAMES, useLang, useSamePageIn } from '../../shared/lib/lang.ts'
import { sessionQuery } from '../../shared/lib/session.ts'
import { TERMS_ANCHOR } from '../../shared/lib/terms-anchor.ts'

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const

/** A caption and a value on one line ('Tel. +39 …'), the caption quieter. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span size="sm" c="dimmed">
        {label}
      </Text>{' '}
      {children}
    </Text>
  )
}

/** The registered office and how to reach it: one <address>, the element for the site owner's contact details. */
function ProviderContact({ provider }: { provider: ProviderIdentity }) {
  const { t } = useTranslation()
  const lang = useLang()
  const [street, place] = providerAddressLines(provider)
  return (
    <Stack gap={2} component="address" style={{ fontStyle: 'normal' }} data-testid="footer-provider">
      <Text fw={700}>{provider.company_name}</Text>
      <Text size="sm">{street}</Text>
      <Text size="sm">{place}</Text>
      <Text size="sm">{countryName(provider.country, lang)}</Text>
      <Stack gap={2} mt="xs">
        {provider.phone && (
          <Labelled label={t('footer.phone')}>
            <Anchor href={telHref(provider.phone)} size="sm">
              {provider.phone}
            </Anchor>
          </Labelled>
        )}
        <Labelled label={t('footer.email')}>
          <Anchor href={`mailto:${provider.email}`} size="sm">
            {provider.email}
          </Anchor>
        </Labelled>
        {provider.pec && (
          <Labelled label={t('footer.pec')}>
            <Anchor href={`mailto:${provider.pec}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {provider.pec}
            </Anchor>
          </Labelled>
        )}
      </Stack>
    </Stack>
  )
}

/** What Italian law asks a company's site to print: VAT number, tax code, register entry, share capital. */
function ProviderRegistration({ provider }: { provider: ProviderIdentity }) {
  const { t } = useTranslation()
  const lang = useLang()
  const capital = provider.share_capital && shareCapitalLabel(provider.share_capital, lang)
  return (
    <Stack gap={2} data-testid="footer-registration">
      <Text size="sm">{t('footer.vat', { vat: provider.vat_number })}</Text>
      {provider.tax_code && <Text size="sm">{t('footer.tax_code', { code: provider.tax_code })}</Text>}
      {provider.rea && <Text size="sm">{t('footer.rea', { rea: provider.rea })}</Text>}
      {capital && <Text size="sm">{t(capital.key, capital.values)}</Text>}
    </Stack>
  )
}

function LegalLinks() {
  const { t } = useTranslation()
  const lang = useLang()
  const links = [
    { to: `/${lang}/contatti`, label: t('footer.contact') },
    { to: `/${lang}/privacy`, label: t('footer.privacy') },
    { to: `/${lang}/privacy#${TERMS_ANCHOR}`, label: t('footer.terms') },
  ]
  return (
    <Box component="nav" aria-label={t('footer.legal_nav')}>
      <Stack gap={6} component="ul" style={listStyle}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} size="sm">
              {link.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Box>
  )
}

/**
 * The same page in each language. Each link reads its code ('DE'), its name in its own language as a tooltip: the
 * header's switcher already offers the names, and two links named 'Deutsch' on one page would tell a screen-reader
 * user nothing about which is which.
 */
function LanguageLinks() {
  const { t } = useTranslation()
  const lang = useLang()
  const samePageIn = useSamePageIn()
  return (
    <Box component="nav" aria-label={t('footer.languages_nav')}>
      <Group gap={4} component="ul" style={listStyle}>
        {LANGS.map((code) => (
          <li key={code}>
            <Anchor
              component={Link}
              to={samePageIn(code)}
              lang={code}
              hrefLang={code}
              title={LANGUAGE_NAMES[code]}
              aria-current={code === lang ? 'page' : undefined}
              fw={code === lang ? 700 : 400}
              size="sm"
              px={6}
              py={4}
              display="inline-block"
            >
              {code.toUpperCase()}
            </Anchor>
          </li>
        ))}
      </Group>
    </Box>
  )
}

/**
 * Every page's footer (issue 13 item 1): who runs the shop, from the settings GET user already brings to every page,
 * the legal links and the languages. Without an identity in the settings it names the shop only.
 */
export function Footer() {
  const { t } = useTranslation()
  const { data } = useQuery(sessionQuery())
  const provider = data?.settings.provider ?? null
  const owner = provider?.company_name ?? t('header.brand')
  return (
    <Box
      component="footer"
      py="xl"
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="site-footer"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: provider ? 3 : 1 }} spacing="xl" verticalSpacing="lg">
          {provider && <ProviderContact provider={provider} />}
          {provider && <ProviderRegistration provider={provider} />}
          <LegalLinks />
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {owner}
          </Text>
          <LanguageLinks />
        </Group>
      </Container>
    </Box>
  )
}
