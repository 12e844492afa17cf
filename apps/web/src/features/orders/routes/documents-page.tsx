import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { AreaDocument } from '@shop/domain/orders/area-documents'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { romeDayToDisplay } from '../../../shared/lib/dates.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { AreaPage } from '../../../shared/ui/area-page.tsx'
import { OrderBadgeTag } from '../../../shared/ui/order-badge.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { documentsQuery } from '../api.ts'
import { type DocumentGroup, groupByOrder } from '../lib/document-groups.ts'

/**
 * /{lang}/user/documents (issue 26 item 6): the PDFs attached to the company's orders and quotations in one place,
 * under the order or quotation each belongs to (its link opens its page), each to open in the browser or to download.
 * A page of documents at a time, more when the buyer asks.
 */
export default function DocumentsPage() {
  const { t } = useTranslation()
  const documents = useInfiniteQuery(documentsQuery())
  const total = documents.data?.pages[0]?.total ?? 0
  const groups = groupByOrder(documents.data?.pages.flatMap((page) => page.documents) ?? [])
  return (
    <AreaPage title={t('area.menu.documents')} testId="documents-page">
      <Text>{t('area.documents.intro')}</Text>
      {documents.isPending ? (
        <PageLoader />
      ) : documents.data === undefined ? (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(documents.error, t)}
        </Alert>
      ) : total === 0 ? (
        <Text c="dimmed" data-testid="documents-empty">
          {t('area.documents.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="documents-count">
            {t('area.documents.count', { count: total })}
          </Text>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {groups.map((group) => (
              <OrderDocuments key={group.order.id} group={group} />
            ))}
          </Stack>
          {documents.hasNextPage && (
            <Button
              variant="light"
              style={{ alignSelf: 'center' }}
              loading={documents.isFetchingNextPage}
              onClick={() => void documents.fetchNextPage()}
            >
              {t('area.documents.more')}
            </Button>
          )}
          {/* A later page that failed keeps the documents read so far, and the button asks again. */}
          {documents.isFetchNextPageError && (
            <Alert color="red" role="alert">
              {errorText(documents.error, t)}
            </Alert>
          )}
        </Stack>
      )}
    </AreaPage>
  )
}

/** One order or quotation: its number (the link to its page), badge, references and day, then its documents. */
function OrderDocuments({ group: { order, documents } }: { group: DocumentGroup }) {
  const { t } = useTranslation()
  const lang = useLang()
  const references = [order.quotation_reference, order.reference_client_code].filter(Boolean).join(' · ')
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="documents-order">
      <Stack gap="xs">
        <Group gap="xs" align="center">
          <Anchor component={Link} to={`/${lang}/user/${order.list}/${order.id}`} fw={700}>
            {t(order.is_quotation ? 'orders.detail.quotation_title' : 'orders.detail.order_title', {
              ref: order.order_ref,
            })}
          </Anchor>
          <OrderBadgeTag badge={order.badge} data-testid="documents-order-badge" />
        </Group>
        {references && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {references}
          </Text>
        )}
        {order.cart_submitted_at && (
          <Text size="xs" c="dimmed">
            {t('orders.list.sent_on', { date: romeDayToDisplay(order.cart_submitted_at) })}
          </Text>
        )}
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  )
}

/** A document: its name opens it in the browser, the button downloads it. */
function DocumentRow({ document }: { document: AreaDocument }) {
  const { t } = useTranslation()
  return (
    <Group
      component="li"
      justify="space-between"
      gap="xs"
      wrap="wrap"
      pt="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="documents-item"
    >
      <Stack gap={0} style={{ flex: '1 1 200px', minWidth: 0 }}>
        <Anchor
          href={document.view_url}
          target="_blank"
          rel="noopener"
          style={{ overflowWrap: 'anywhere' }}
          data-testid="documents-view"
        >
          {document.filename}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[
            document.accessory_id !== null && t('area.documents.datasheet'),
            t('area.documents.attached_on', { date: romeDayToDisplay(document.created_at) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Button
        component="a"
        href={document.download_url}
        download={document.filename}
        variant="light"
        size="compact-sm"
        aria-label={t('area.documents.download_named', { name: document.filename })}
        data-testid="documents-download"
      >
        {t('area.documents.download')}
      </Button>
    </Group>
  )
}
