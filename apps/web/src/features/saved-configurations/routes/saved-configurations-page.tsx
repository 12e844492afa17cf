import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import type { SavedConfiguration } from '@shop/domain/orders/saved-configurations'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useId, useState } from 'react'
import { Link } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { AreaPage } from '../../../shared/ui/area-page.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { savedConfigurationsQuery } from '../api.ts'
import { SavedConfigurationCard } from '../components/saved-configuration-card.tsx'
import { searchSaved } from '../lib/saved-configurations.ts'

/**
 * /{lang}/user/saved-configurations (issue 26 item 3, the spec's wishlist): the configurations the company's users
 * saved from the configurator or the cart, newest first, searched on the screen (a company keeps at most 500), each
 * opened in the configurator, added to the cart or removed.
 */
export default function SavedConfigurationsPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  const saved = useQuery(savedConfigurationsQuery(lang))
  const [query, setQuery] = useState('')
  const searched = useDeferredValue(query)
  const countId = useId()
  const company = user?.client?.ragione
  const found = saved.data ? searchSaved(saved.data, searched) : []
  return (
    <AreaPage title={t('area.saved.title')} testId="saved-configurations-page">
      <Text>{company ? t('area.saved.intro_company', { company }) : t('area.saved.intro_own')}</Text>
      {saved.isPending ? (
        <PageLoader />
      ) : saved.isError ? (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(saved.error, t)}
        </Alert>
      ) : saved.data.length === 0 ? (
        <Stack gap="sm" align="flex-start" data-testid="saved-empty">
          <Text c="dimmed">{t('area.saved.empty')}</Text>
          <Button component={Link} to={`/${lang}/prodotti`}>
            {t('home.catalogue.cta')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <TextInput
              type="search"
              label={t('area.saved.search')}
              placeholder={t('area.saved.search_placeholder')}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              aria-describedby={countId}
              style={{ flex: '1 1 260px', maxWidth: 420 }}
              data-testid="saved-search"
            />
            <SavedCount id={countId} shown={found.length} total={saved.data.length} />
          </Group>
          <SavedList items={found} query={searched} />
        </Stack>
      )}
    </AreaPage>
  )
}

function SavedCount({ id, shown, total }: { id: string; shown: number; total: number }) {
  const { t } = useTranslation()
  return (
    <Text id={id} size="sm" c="dimmed" role="status" pb={8}>
      {shown === total
        ? t('area.saved.count', { count: total })
        : t('area.saved.count_found', { count: shown, total })}
    </Text>
  )
}

function SavedList({ items, query }: { items: SavedConfiguration[]; query: string }) {
  const { t } = useTranslation()
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="saved-none-found">
        {t('area.saved.none_found', { query })}
      </Text>
    )
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="saved-list">
      {items.map((item) => (
        <SavedConfigurationCard key={item.id} item={item} />
      ))}
    </Stack>
  )
}
