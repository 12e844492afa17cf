import {
  Alert,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { CLIENT_SORTS, type ClientSort, type DeskClientListQuery } from '@shop/domain/desk/client-schemas'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { useDeskFilters } from '../shell/use-desk-filters.ts'
import { deskClientsQueryOptions } from './api.ts'
import { ClientsTable } from './clients-table.tsx'

const PER_PAGE = 25
const VERIFIED_FILTERS = ['all', 'unverified', 'verified'] as const

/**
 * /{lang}/desk/clients (issue 24 item 7): the client companies, those waiting for verification first (the ones the
 * checkout created), filtered by verification and text, sorted and paged on the server. The filters live in the
 * address, so the back button returns to the same page.
 */
export default function ClientsListPage() {
  const { t } = useTranslation()
  const { params, update, text, setText } = useDeskFilters()
  const filterLabel = useId()
  usePageHead({ title: t('desk.clients.title') })

  const sort = (CLIENT_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as ClientSort)
    : 'waiting'
  const shown = params.get('verified')
  const page = Number(params.get('page')) || 1
  const query: DeskClientListQuery = {
    verified: shown === 'true' ? true : shown === 'false' ? false : undefined,
    q: params.get('q') || undefined,
    sort,
    page,
    per_page: PER_PAGE,
  }
  const list = useQuery(deskClientsQueryOptions(query))

  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PER_PAGE))
  const filter = shown === 'true' ? 'verified' : shown === 'false' ? 'unverified' : 'all'
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2}>{t('desk.clients.title')}</Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('desk.clients.count', { count: total })}
        </Text>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('desk.clients.search')}
          placeholder={t('desk.clients.search_placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
          type="search"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={filterLabel}>
            {t('desk.clients.filter')}
          </Text>
          <SegmentedControl
            aria-labelledby={filterLabel}
            value={filter}
            onChange={(value) =>
              update({
                verified: value === 'verified' ? 'true' : value === 'unverified' ? 'false' : undefined,
              })
            }
            data={VERIFIED_FILTERS.map((f) => ({ value: f, label: t(`desk.clients.filter.${f}`) }))}
          />
        </Stack>
      </Group>
      {list.isError ? (
        <Alert color="red" title={t('desk.clients.load_error')}>
          {errorText(list.error, t)}
          <Button variant="subtle" size="xs" ml="sm" onClick={() => list.refetch()}>
            {t('desk.clients.retry')}
          </Button>
        </Alert>
      ) : (
        <ClientsTable
          rows={list.data?.clients ?? []}
          loading={list.isPending}
          sort={sort}
          onSort={(next) => update({ sort: next })}
        />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(page) => update({ page: String(page) })}
          getControlProps={(control) => ({ 'aria-label': t(`desk.clients.page_${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('desk.clients.page', { page }) })}
        />
      )}
    </Stack>
  )
}
