import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { formatMoney } from '@shop/domain/catalog/money'
import { pathOf, queryOf } from '@shop/domain/http/endpoint'
import * as priceListEndpoints from '@shop/domain/price-list/endpoints'
import type { PriceListDetail, PriceListGroup, PriceListProduct } from '@shop/domain/price-list/schemas'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react'
import { Link, useParams } from 'react-router'
import { areaPath } from '../../../shared/lib/area-routes.ts'
import { downloadCsv } from '../../../shared/lib/download.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { AreaPage } from '../../../shared/ui/area-page.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { priceListDetailQuery, priceListQuery } from '../api.ts'
import { buildPriceListCsv, indexPriceList, searchPriceList } from '../lib/price-list.ts'

/**
 * /{lang}/user/price-list/{id?} (spec 3 §2; issue 26 item 2): the company's products by family with their list price,
 * net price and discount, searchable by code and name, exported as CSV or PDF; with an id, one product's options by
 * code section. Open only to a company that sees prices (the layout sends anyone else back, the server says 403).
 */
export default function PriceListPage() {
  const { id } = useParams()
  const pid = Number(id)
  return id === undefined ? <PriceList /> : <ProductDetail pid={Number.isInteger(pid) && pid > 0 ? pid : 0} />
}

/** Cents as the page writes them; -1 is to be quoted. */
function useMoney() {
  const { t } = useTranslation()
  const lang = useLang()
  return (cents: number) => (cents < 0 ? t('catalog.to_be_quoted') : formatMoney(cents, lang))
}

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation()
  return (
    <Alert color="red" role="alert" title={t('common.error_title')}>
      {errorText(error, t)}
    </Alert>
  )
}

/** A row of a price table: its code (none for a variation), what it is, and its figures. */
type PriceRow = {
  key: number
  testId: string
  code: string | null
  name: ReactNode
  prices: Pick<PriceListProduct, 'price' | 'discounted_price' | 'discount_label'>
}

/**
 * A table of prices with the same columns in every family, so they line up down the page. On a phone the code goes
 * under the name and the list price and discount under the net price: two columns that fit, the net price in sight.
 */
function PriceTable({
  caption,
  nameHeader,
  rows,
  withCode = true,
}: {
  caption: string
  nameHeader: string
  rows: PriceRow[]
  /** False for a table of variations, which have no code of their own. */
  withCode?: boolean
}) {
  const { t } = useTranslation()
  const money = useMoney()
  const compact = useMediaQuery('(max-width: 40em)') ?? false
  const code = (row: PriceRow) =>
    row.code && (
      <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.code}
      </Text>
    )
  const net = (row: PriceRow) => (
    <Text span fw={700} fz="inherit" style={{ whiteSpace: 'nowrap' }} data-testid="price-list-net">
      {money(row.prices.discounted_price)}
    </Text>
  )
  return (
    <Table striped verticalSpacing="xs" layout="fixed">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <colgroup>
        {compact ? (
          <>
            <col />
            <col style={{ width: '9.5rem' }} />
          </>
        ) : (
          <>
            {withCode && <col />}
            <col />
            <col style={{ width: '7rem' }} />
            <col style={{ width: '7rem' }} />
            <col style={{ width: '11rem' }} />
          </>
        )}
      </colgroup>
      <Table.Thead>
        <Table.Tr>
          {!compact && withCode && <Table.Th scope="col">{t('area.price_list.col.code')}</Table.Th>}
          <Table.Th scope="col">{nameHeader}</Table.Th>
          {compact ? (
            <Table.Th scope="col" ta="right">
              {t('area.price_list.col.discounted_price')}
            </Table.Th>
          ) : (
            <>
              <Table.Th scope="col" ta="right">
                {t('area.price_list.col.price')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('area.price_list.col.discounted_price')}
              </Table.Th>
              <Table.Th scope="col">{t('area.price_list.col.discount')}</Table.Th>
            </>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) =>
          compact ? (
            <Table.Tr key={row.key} data-testid={row.testId}>
              <Table.Td>
                {row.name}
                {code(row)}
              </Table.Td>
              <Table.Td ta="right">
                {net(row)}
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('area.price_list.list_price', { price: money(row.prices.price) })}
                </Text>
                <Text size="xs">{row.prices.discount_label}</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={row.key} data-testid={row.testId}>
              {withCode && <Table.Td>{code(row)}</Table.Td>}
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(row.prices.price)}
              </Table.Td>
              <Table.Td ta="right">{net(row)}</Table.Td>
              <Table.Td>{row.prices.discount_label}</Table.Td>
            </Table.Tr>
          ),
        )}
      </Table.Tbody>
    </Table>
  )
}

function PriceList() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  const list = useQuery(priceListQuery(lang))
  const [search, setSearch] = useState('')
  const query = useDeferredValue(search)
  const index = useMemo(() => indexPriceList(list.data?.groups ?? []), [list.data])
  const groups = useMemo(() => searchPriceList(index, query), [index, query])
  const found = groups.reduce((n, g) => n + g.products.length, 0)

  const exportCsv = () => {
    const words = {
      group: t('area.price_list.csv.group'),
      code: t('area.price_list.col.code'),
      client_code: t('area.price_list.csv.client_code'),
      name: t('area.price_list.col.name'),
      price: t('area.price_list.csv.price'),
      discounted_price: t('area.price_list.csv.discounted_price'),
      discount: t('area.price_list.col.discount'),
      to_be_quoted: t('catalog.to_be_quoted'),
    }
    downloadCsv(
      `${t('area.price_list.filename')}.csv`,
      buildPriceListCsv(list.data?.groups ?? [], words, lang),
    )
  }

  return (
    <AreaPage title={t('area.price_list.title')} testId="price-list-page">
      <Text>{t('area.price_list.intro', { company: user?.client?.ragione ?? '' })}</Text>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Failure error={list.error} />
      ) : (
        <Stack gap="lg">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="search"
              label={t('area.price_list.search_label')}
              placeholder={t('area.price_list.search_placeholder')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '1 1 260px' }}
              data-testid="price-list-search"
            />
            <Group gap="xs">
              <Button variant="default" onClick={exportCsv} data-testid="price-list-csv">
                {t('area.price_list.export_csv')}
              </Button>
              <Button
                component="a"
                variant="default"
                href={pathOf(priceListEndpoints.getPriceListPdf) + queryOf({ lang })}
                download={`${t('area.price_list.filename')}.pdf`}
                data-testid="price-list-pdf"
              >
                {t('area.price_list.export_pdf')}
              </Button>
            </Group>
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="price-list-count">
            {found === 0 ? t('area.price_list.none_found') : t('area.price_list.count', { count: found })}
          </Text>
          {groups.map((group) => (
            <ProductGroup key={`${group.kind}-${group.id}`} group={group} />
          ))}
        </Stack>
      )}
    </AreaPage>
  )
}

function ProductGroup({ group }: { group: PriceListGroup }) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby={`price-list-${group.kind}-${group.id}`}
      data-testid="price-list-group"
    >
      <Title order={2} fz="h3" id={`price-list-${group.kind}-${group.id}`}>
        {group.name}
      </Title>
      <PriceTable
        caption={group.name}
        nameHeader={t('area.price_list.col.name')}
        rows={group.products.map((p) => ({
          key: p.id,
          testId: 'price-list-row',
          code: p.code,
          name: (
            <>
              <Anchor component={Link} to={areaPath(lang, 'price-list', p.id)}>
                {p.name}
              </Anchor>
              {p.client_code && (
                <Text size="xs" c="dimmed">
                  {t('area.price_list.client_code', { code: p.client_code })}
                </Text>
              )}
            </>
          ),
          prices: p,
        }))}
      />
    </Stack>
  )
}

function ProductDetail({ pid }: { pid: number }) {
  const { t } = useTranslation()
  const lang = useLang()
  const detail = useQuery({ ...priceListDetailQuery(lang, pid), enabled: pid > 0 })
  const back = (
    <Anchor component={Link} to={areaPath(lang, 'price-list')} data-testid="price-list-back">
      {t('area.price_list.back')}
    </Anchor>
  )
  if (pid > 0 && detail.isPending) return <PageLoader />
  if (!detail.data) {
    return (
      <AreaPage title={t('area.price_list.title')} testId="price-list-detail">
        {back}
        <Failure error={detail.error} />
      </AreaPage>
    )
  }
  return <DetailBody detail={detail.data} back={back} />
}

function DetailBody({ detail, back }: { detail: PriceListDetail; back: ReactNode }) {
  const { t } = useTranslation()
  const money = useMoney()
  const { product } = detail
  return (
    <AreaPage title={product.name} testId="price-list-detail">
      {back}
      <Stack gap={4}>
        <Text c="dimmed">{detail.group}</Text>
        <Text ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="price-list-detail-code">
          {product.code}
        </Text>
        {product.client_code && (
          <Text size="sm">{t('area.price_list.client_code', { code: product.client_code })}</Text>
        )}
      </Stack>
      <Group gap="xl" wrap="wrap" data-testid="price-list-detail-prices">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t(product.kind === 'base_model' ? 'area.price_list.default_price' : 'area.price_list.col.price')}
          </Text>
          <Text>{money(product.price)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('area.price_list.col.discounted_price')}
          </Text>
          <Text fw={700} fz="lg">
            {money(product.discounted_price)}
          </Text>
        </Stack>
        {product.discount_label && (
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('area.price_list.col.discount')}
            </Text>
            <Text>{product.discount_label}</Text>
          </Stack>
        )}
      </Group>
      {product.kind === 'base_model' && (
        <Text size="sm" c="dimmed">
          {t('area.price_list.options_note')}
        </Text>
      )}
      {detail.sections.map((section) => {
        const title = section.letter ? `${section.letter} · ${section.label}` : section.label
        return (
          <Stack key={title} gap="xs" component="section" data-testid="price-list-section">
            <Title order={2} fz="h3">
              {title}
            </Title>
            <PriceTable
              caption={title}
              nameHeader={t('area.price_list.col.option')}
              rows={section.options.flatMap((o) => [
                {
                  key: o.id,
                  testId: 'price-list-option',
                  code: o.code,
                  name: (
                    <Group gap="xs" wrap="wrap">
                      <span>{o.name}</span>
                      {o.in_default && (
                        <Badge variant="light" size="sm">
                          {t('area.price_list.in_default')}
                        </Badge>
                      )}
                    </Group>
                  ),
                  prices: o,
                },
                ...o.variations.map((v) => ({
                  key: -v.id,
                  testId: 'price-list-variation',
                  code: null,
                  name: (
                    <Text size="sm" pl="md">
                      {t('area.price_list.variation', { text: v.text })}
                    </Text>
                  ),
                  prices: v,
                })),
              ])}
            />
          </Stack>
        )
      })}
      {detail.variations.length > 0 && (
        <Stack gap="xs" component="section">
          <Title order={2} fz="h3">
            {t('area.price_list.variations_title')}
          </Title>
          <PriceTable
            caption={t('area.price_list.variations_title')}
            nameHeader={t('area.price_list.col.variation')}
            withCode={false}
            rows={detail.variations.map((v) => ({
              key: v.id,
              testId: 'price-list-variation',
              code: null,
              name: v.text,
              prices: v,
            }))}
          />
        </Stack>
      )}
    </AreaPage>
  )
}
