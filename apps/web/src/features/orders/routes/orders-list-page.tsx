import { Alert, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useMatch } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { activeOrdersQuery } from '../../../shared/lib/orders.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { AreaPage } from '../../../shared/ui/area-page.tsx'
import { NoClientNotice } from '../../../shared/ui/no-client-notice.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { OrderHistory } from '../components/order-history.tsx'
import { OrderList } from '../components/order-list.tsx'

/**
 * /{lang}/user/orders and /{lang}/user/quotations (spec 3 §2, one list screen): the active items (submitted, not
 * closed and not cancelled) with their badges, then the history by year. A user without a linked, verified company
 * reads the notice asking to contact the provider above them (spec 3 §1): their quotation requests are still listed.
 */
export default function OrdersListPage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const type = useMatch('/:lang/user/quotations') ? 'quotations' : 'orders'
  const active = useQuery(activeOrdersQuery(type))
  const activeId = useId()
  const historyId = useId()
  const title = t(type === 'orders' ? 'orders.list.orders_title' : 'orders.list.quotations_title')
  return (
    <AreaPage title={title} testId="orders-list-page">
      {user && !user.client?.verified && <NoClientNotice />}
      {active.isPending ? (
        <PageLoader />
      ) : active.isError ? (
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(active.error, t)}
        </Alert>
      ) : (
        <>
          <Stack component="section" gap="sm" aria-labelledby={activeId}>
            <Title order={2} size="h3" id={activeId}>
              {t('orders.list.active')}
            </Title>
            <OrderList
              items={active.data[type]}
              list={type}
              emptyText={t(type === 'orders' ? 'orders.list.empty_orders' : 'orders.list.empty_quotations')}
            />
          </Stack>
          <Stack component="section" gap="sm" aria-labelledby={historyId}>
            <Title order={2} size="h3" id={historyId}>
              {t('orders.list.history')}
            </Title>
            <OrderHistory type={type} years={active.data.years} />
          </Stack>
        </>
      )}
    </AreaPage>
  )
}
