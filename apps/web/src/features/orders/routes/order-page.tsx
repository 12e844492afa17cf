import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { type OrderBadge, orderBadge } from '@shop/domain/orders/badges'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useMatch, useParams } from 'react-router'
import { ApiError } from '../../../shared/lib/api.ts'
import { romeDayToDisplay } from '../../../shared/lib/dates.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { orderPath, orderQuery, parseOrderId } from '../../../shared/lib/orders.ts'
import { usePageTitle } from '../../../shared/lib/page-title.ts'
import { BankTransferDetails } from '../../../shared/ui/bank-transfer-details.tsx'
import { OrderSummary } from '../../../shared/ui/order-summary/order-summary.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'

/** The badge's colour: waiting on the buyer orange, on the shop blue, done green, over grey or red. */
const BADGE_COLORS: Record<OrderBadge, string> = {
  'orders.badge.not_sent': 'orange',
  'orders.badge.to_approve': 'orange',
  'orders.badge.in_preparation': 'blue',
  'orders.badge.awaiting_acceptance': 'blue',
  'orders.badge.approved': 'green',
  'orders.badge.closed': 'gray',
  'orders.badge.refused': 'red',
  'orders.badge.cancelled': 'red',
  'orders.badge.quotation_expired': 'red',
}

/**
 * /{lang}/user/orders/{id} and /{lang}/user/quotations/{id} (spec 3 §2 order_detail, quotation_detail; issue 23
 * item 5): where the buyer lands after a submission and where every mail about the order links. For now a read-only
 * summary (number, status, references, billing and delivery, payment, lines, totals; a bank-transfer order's details
 * and deadline), which the customer area grows into the spec's detail layouts and actions. Another company's order is
 * a 404 of the API, shown as not found; an order under the quotations' address (or the reverse) moves to its own.
 */
export default function OrderPage() {
  const lang = useLang()
  const { orderId } = useParams()
  const isQuotationPath = useMatch('/:lang/user/quotations/:orderId') !== null
  const id = parseOrderId(orderId)
  const order = useQuery({ ...orderQuery(id ?? 0), enabled: id !== null })
  if (id === null || (order.error instanceof ApiError && order.error.status === 404))
    return <NotFound isQuotation={isQuotationPath} />
  if (order.isPending) return <PageLoader />
  if (order.isError) return <LoadError error={order.error} isQuotation={isQuotationPath} />
  if (order.data.is_quotation !== isQuotationPath)
    return <Navigate to={orderPath(lang, order.data)} replace />
  return <OrderDetail order={order.data} />
}

/** Back to the list the order belongs to (spec 3 §2 'a back-to-list button'). */
function BackToList({ isQuotation }: { isQuotation: boolean }) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Anchor component={Link} to={`/${lang}/user/${isQuotation ? 'quotations' : 'orders'}`} size="sm">
      <span aria-hidden="true">← </span>
      {t(isQuotation ? 'orders.detail.back_to_quotations' : 'orders.detail.back_to_orders')}
    </Anchor>
  )
}

/** The page's heading, focused on arrival: the buyer comes here from a submission, and a reader starts at the order. */
function Heading({ text }: { text: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
  }, [])
  return (
    // A phone's width holds 'Presupuesto 2026-000001' on one line at h2's size: the number never breaks at its dash.
    <Title order={1} fz={{ base: 'h2', sm: 'h1' }} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      {text}
    </Title>
  )
}

function NotFound({ isQuotation }: { isQuotation: boolean }) {
  const { t } = useTranslation()
  const title = t(isQuotation ? 'orders.detail.quotation_not_found' : 'orders.detail.order_not_found')
  usePageTitle(title)
  return (
    <Container size="md" py="xl">
      <Stack gap="md" data-testid="order-not-found">
        <BackToList isQuotation={isQuotation} />
        <Heading text={title} />
        <Text>{t('orders.detail.not_found_text')}</Text>
      </Stack>
    </Container>
  )
}

function LoadError({ error, isQuotation }: { error: Error; isQuotation: boolean }) {
  const { t } = useTranslation()
  usePageTitle(t('common.error_title'))
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <BackToList isQuotation={isQuotation} />
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(error, t)}
        </Alert>
      </Stack>
    </Container>
  )
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation()
  const lang = useLang()
  const title = t(order.is_quotation ? 'orders.detail.quotation_title' : 'orders.detail.order_title', {
    ref: order.order_ref,
  })
  usePageTitle(title)
  const badge = orderBadge(order)
  const color = BADGE_COLORS[badge]
  const validUntil =
    order.is_quotation && order.quotation_valid_until && !order.expired && order.status === 'READY'
      ? romeDayToDisplay(order.quotation_valid_until)
      : null
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg" data-testid="order-page">
        <BackToList isQuotation={order.is_quotation} />
        <Stack gap="xs">
          <Group gap="sm" align="center">
            <Heading text={title} />
            <Badge size="lg" variant="light" color={color} c={`${color}.9`} data-testid="order-status">
              <VisuallyHidden>{t('orders.detail.status')}: </VisuallyHidden>
              {t(badge)}
            </Badge>
          </Group>
          {order.payed && order.paid_at && (
            <Text fw={600} c="var(--mantine-color-green-light-color)">
              {t('orders.detail.paid', { date: romeDayToDisplay(order.paid_at) })}
            </Text>
          )}
          {validUntil && <Text>{t('orders.detail.valid_until', { date: validUntil })}</Text>}
        </Stack>
        {order.status === 'INCOMPLETE_REQUEST' && (
          <Group>
            <Button component={Link} to={`/${lang}/checkout?order=${order.id}`} data-testid="order-complete">
              {t('orders.detail.complete')}
            </Button>
          </Group>
        )}
        <BankTransferDetails order={order} />
        <OrderSummary order={order} headingLevel={2} showPaymentMode />
      </Stack>
    </Container>
  )
}
