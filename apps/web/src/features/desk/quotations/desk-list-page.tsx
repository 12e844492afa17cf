import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import {
  DESK_KIND_STATUSES,
  DESK_LIST_PER_PAGE,
  DESK_LIST_SORTS,
  type DeskListKind,
  type DeskListQuery,
  type DeskListSort,
} from '@shop/domain/desk/list-schemas'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { useDeskFilters } from '../shell/use-desk-filters.ts'
import { deskListQueryOptions } from './api.ts'
import { DeskListTable } from './desk-list-table.tsx'

/** The list a desk address shows: /desk and /desk/quotations the quotations' inbox. */
function kindOf(pathname: string): DeskListKind {
  if (/\/desk\/orders\/?$/.test(pathname)) return 'orders'
  if (/\/desk\/requests\/?$/.test(pathname)) return 'requests'
  return 'quotations'
}

const FLAGS = ['modification', 'expiring_today', 'expired'] as const

/**
 * /{lang}/desk/quotations, /orders, /requests (issue 24 items 2, 4): one list per kind, newest first, filtered by
 * status, client, text and (quotations) flag, sorted and paged on the server. The filters live in the address, so the
 * back button returns to the same page of the same list.
 */
export default function DeskListPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const kind = kindOf(pathname)
  const { params, update, text, setText } = useDeskFilters()
  usePageHead({ title: t(`desk.list.${kind}.title`) })

  const sort = (DESK_LIST_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as DeskListSort)
    : 'created_at'
  const clientId = Number(params.get('client')) || undefined
  const page = Number(params.get('page')) || 1
  const query: DeskListQuery = {
    kind,
    status: (params.get('status') as DeskListQuery['status']) || undefined,
    flag: (params.get('flag') as DeskListQuery['flag']) || undefined,
    client: clientId,
    q: params.get('q') || undefined,
    sort,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page,
    per_page: DESK_LIST_PER_PAGE,
  }
  const list = useQuery(deskListQueryOptions(query))

  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / DESK_LIST_PER_PAGE))
  const clientName = list.data?.rows.find((r) => r.client?.id === clientId)?.client?.name
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2}>{t(`desk.list.${kind}.title`)}</Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('desk.list.count', { count: total })}
        </Text>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('desk.list.search')}
          placeholder={t('desk.list.search_placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          type="search"
        />
        <Select
          label={t('desk.list.status')}
          placeholder={t('desk.list.all')}
          data={DESK_KIND_STATUSES[kind].map((s) => ({ value: s, label: t(`desk.status.${s}`) }))}
          value={query.status ?? null}
          onChange={(value) => update({ status: value ?? undefined })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
        {kind === 'quotations' && (
          <Select
            label={t('desk.list.flag')}
            placeholder={t('desk.list.all')}
            data={FLAGS.map((f) => ({ value: f, label: t(`desk.list.flag.${f}`) }))}
            value={query.flag ?? null}
            onChange={(value) => update({ flag: value ?? undefined })}
            clearable
            w={{ base: '100%', sm: 220 }}
          />
        )}
        {clientId !== undefined && (
          <Badge
            size="lg"
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('desk.list.client_clear')}
                onClick={() => update({ client: undefined })}
              />
            }
          >
            {t('desk.list.client_filter', { name: clientName ?? `#${clientId}` })}
          </Badge>
        )}
      </Group>
      {list.isError ? (
        <Alert color="red" title={t('desk.list.load_error')}>
          {errorText(list.error, t)}
          <Button variant="subtle" size="xs" ml="sm" onClick={() => list.refetch()}>
            {t('desk.retry')}
          </Button>
        </Alert>
      ) : (
        <DeskListTable
          kind={kind}
          rows={list.data?.rows ?? []}
          loading={list.isPending}
          sort={{ id: sort, desc: query.dir === 'desc' }}
          onSort={(id, desc) => update({ sort: id, dir: desc ? 'desc' : 'asc' })}
          onClient={(id) => update({ client: String(id) })}
        />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => update({ page: String(next) })}
          getControlProps={(control) => ({ 'aria-label': t(`desk.list.page_${control}`) })}
        />
      )}
    </Stack>
  )
}
