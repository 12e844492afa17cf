import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { DeskDetailResponse } from '@shop/domain/desk/detail-schemas'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { NotFoundPage } from '../../../app/layout/not-found-page.tsx'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { OrderPanel } from '../orders/order-panel.tsx'
import { deskPath } from '../shell/desk-paths.ts'
import { deskDetailQueryOptions } from './api.ts'
import { deskDate, deskDay, deskMoney } from './desk-format.ts'
import { DeskHistory } from './desk-history.tsx'
import { DeskLines } from './desk-lines.tsx'
import { DeskRevisions } from './desk-revisions.tsx'
import { PricingEditor } from './pricing-editor.tsx'

/**
 * /{lang}/desk/orders/{id} (issue 24 items 2, 3): one quotation or order for staff. Who sent it and what they wrote,
 * the lines decoded into sections and accessories with their documents, the pricing editor while a quotation waits
 * for prices, the revisions sent, the history; below, the fulfilment panel of the orders' part of the desk.
 */
export default function DeskDetailPage() {
  const { t } = useTranslation()
  const { orderId } = useParams()
  const id = Number(orderId)
  const valid = Number.isInteger(id) && id > 0
  const detail = useQuery({ ...deskDetailQueryOptions(id), enabled: valid })
  usePageHead({ title: detail.data ? detail.data.order.order_ref : t('desk.detail.title') })
  if (!valid || (detail.error instanceof ApiError && detail.error.status === 404)) return <NotFoundPage />
  if (detail.isPending) return <PageLoader />
  if (detail.isError)
    return (
      <Alert color="red" title={t('desk.detail.load_error')}>
        {errorText(detail.error, t)}
      </Alert>
    )
  return <Detail data={detail.data} />
}

function Detail({ data }: { data: DeskDetailResponse }) {
  const { t } = useTranslation()
  const lang = useLang()
  const { order, desk } = data
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={deskPath(lang, desk.kind)} size="sm">
        <span aria-hidden="true">← </span>
        {t(`desk.detail.back.${desk.kind}`)}
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={2}>
          {t(order.is_quotation ? 'desk.detail.quotation' : 'desk.detail.order', { ref: order.order_ref })}
          {desk.revision > 0 && ` · ${t('desk.detail.revision', { n: desk.revision })}`}
        </Title>
        <Badge size="lg" variant="light" color={order.expired ? 'red' : 'blue'}>
          {t(desk.badge)}
        </Badge>
      </Group>
      {desk.modification && (
        <Alert color="orange" title={t('desk.detail.modification_title')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {desk.modification.reason}
          </Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t('desk.detail.customer')}
          </Title>
          {desk.client ? (
            <Text fw={600}>
              {desk.client.name}{' '}
              <Badge size="xs" color={desk.client.verified ? 'green' : 'orange'} variant="light">
                {t(desk.client.verified ? 'desk.detail.verified' : 'desk.detail.unverified')}
              </Badge>
            </Text>
          ) : (
            <Text>{t('desk.list.no_client')}</Text>
          )}
          {desk.client && (
            <Text size="sm">
              {t('desk.detail.piva')}: {desk.client.piva || '—'} · {desk.client.cli_for_code}
            </Text>
          )}
          {desk.customer && (
            <Text size="sm">
              {desk.customer.name} ·{' '}
              <Anchor href={`mailto:${desk.customer.email}`}>{desk.customer.email}</Anchor> ·{' '}
              {desk.customer.lang.toUpperCase()}
            </Text>
          )}
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t('desk.detail.dates')}
          </Title>
          <Facts
            facts={[
              [t('desk.col.created_at'), deskDate(order.created_at, lang)],
              [t('desk.detail.submitted'), deskDate(order.cart_submitted_at, lang)],
              [t('desk.col.updated_at'), deskDate(desk.updated_at, lang)],
              [t('desk.col.valid_until'), deskDay(desk.pricing.valid_until, lang)],
              [t('desk.detail.desired_date'), deskDay(order.attrib.desired_shipping_date ?? null, lang)],
            ]}
          />
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t('desk.detail.terms')}
          </Title>
          <Facts
            facts={[
              [t('desk.detail.quotation_reference'), order.quotation_reference || '—'],
              [t('desk.detail.reference_client_code'), order.reference_client_code || '—'],
              [t('desk.detail.payment_mode'), desk.payment_mode ?? '—'],
              [t('desk.detail.carrier'), desk.carrier ?? '—'],
              [t('desk.detail.port'), desk.port ?? '—'],
              [t('desk.detail.iva_code'), desk.iva_code ?? order.custom_iva_code],
            ]}
          />
        </Card>
      </SimpleGrid>
      <DeskLines order={order} />
      {desk.can_price ? (
        <PricingEditor data={data} />
      ) : (
        <Card withBorder>
          <Title order={3} size="h4" mb="xs">
            {t('desk.pricing.totals')}
          </Title>
          <Facts
            facts={[
              [t('desk.pricing.net'), deskMoney(order.order_final_price, lang)],
              [t('desk.pricing.iva'), deskMoney(order.iva_total, lang)],
              [t('desk.pricing.total'), deskMoney(order.order_final_price_iva, lang)],
            ]}
          />
        </Card>
      )}
      <DeskRevisions revisions={desk.revisions} />
      <DeskHistory history={desk.history} audit={desk.audit} />
      <OrderPanel order={order} />
    </Stack>
  )
}

/** Label and value pairs, as a description list. */
export function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 2 }}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  )
}
