import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link, Navigate, useLocation, useMatch, useNavigate, useParams, useSearchParams } from 'react-router'
import { trackPurchaseOnce } from '../../../shared/lib/analytics.ts'
import { ApiError } from '../../../shared/lib/api.ts'
import { romeDayToDisplay } from '../../../shared/lib/dates.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { parseOrderId } from '../../../shared/lib/orders.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { BankTransferDetails } from '../../../shared/ui/bank-transfer-details.tsx'
import { OrderBadgeTag } from '../../../shared/ui/order-badge.tsx'
import { OrderSummary } from '../../../shared/ui/order-summary/order-summary.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { orderDetailQuery } from '../api.ts'
import { CompletionFlow, type CompletionParts } from '../components/completion-flow.tsx'
import { OrderActions } from '../components/order-actions.tsx'
import { OrderLines } from '../components/order-lines.tsx'
import { OrderPdfLinks } from '../components/order-pdf-links.tsx'
import { OrderRevisions } from '../components/order-revisions.tsx'
import { OrderShipments } from '../components/order-shipments.tsx'
import { ReorderAction } from '../components/reorder-action.tsx'
import { StatusNote } from '../components/status-note.tsx'
import { type CompletionStep, completionStep, listOf } from '../lib/detail-layout.ts'

/**
 * /{lang}/user/orders/{id} and /{lang}/user/quotations/{id} (spec 3 §2 order_detail, quotation_detail; issues 23 and
 * 25): where the buyer lands after a submission and where every mail about the order links. The order's number,
 * badge and where it stands; what the buyer may do now (approve, refuse, ask to modify, cancel, add a promo code,
 * complete); a bank transfer's details, the packages sent with their tracking, the recap with the detailed lines and
 * the quotation's revisions. Approving or completing runs the two-step flow in place (?step=shipping|payment), with
 * the checkout's own steps. Another company's order is a 404 of the API ('Error: wrong order'); an order under the
 * quotations' address (or the reverse) moves to its own, and an approved quotation is an order (listOf).
 */
export default function OrderPage({ parts }: { parts: CompletionParts }) {
  const lang = useLang()
  const { orderId } = useParams()
  const { search } = useLocation()
  const isQuotationPath = useMatch('/:lang/user/quotations/:orderId') !== null
  const id = parseOrderId(orderId)
  const detail = useQuery({ ...orderDetailQuery(id ?? 0), enabled: id !== null })
  if (id === null || (detail.error instanceof ApiError && detail.error.status === 404))
    return <NotFound isQuotation={isQuotationPath} />
  if (detail.isPending) return <PageLoader />
  if (detail.isError) return <LoadError error={detail.error} isQuotation={isQuotationPath} />
  const { order, area } = detail.data
  // One address per order, its list's: a mail's or the payment page's link to an approved quotation moves to orders.
  const list = listOf(order, area)
  if ((list === 'quotations') !== isQuotationPath) {
    return <Navigate to={{ pathname: `/${lang}/user/${list}/${order.id}`, search }} replace />
  }
  return <OrderDetail order={order} area={area} parts={parts} />
}

/** Back to the list the order belongs to (spec 3 §2 'a back-to-list button'). */
function BackToList({ isQuotation }: { isQuotation: boolean }) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Anchor
      component={Link}
      to={`/${lang}/user/${isQuotation ? 'quotations' : 'orders'}`}
      size="sm"
      w="fit-content"
    >
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
    // Beside the area's menu a phone's width holds 'Presupuesto 2026-000001' on one line at h3's size: the number
    // never breaks at its dash.
    <Title order={1} fz={{ base: 'h3', sm: 'h1' }} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      {text}
    </Title>
  )
}

/** Nothing came back for this address (spec 3 §8 'Error: wrong order'): another company's, or none at all. */
function NotFound({ isQuotation }: { isQuotation: boolean }) {
  const { t } = useTranslation()
  const title = t(isQuotation ? 'orders.detail.quotation_not_found' : 'orders.detail.order_not_found')
  usePageHead({ title })
  return (
    <Stack gap="md" data-testid="order-not-found">
      <BackToList isQuotation={isQuotation} />
      <Heading text={title} />
      <Alert color="red" role="alert">
        {t('orders.area.wrong_order')}
      </Alert>
      <Text>{t('orders.detail.not_found_text')}</Text>
    </Stack>
  )
}

function LoadError({ error, isQuotation }: { error: Error; isQuotation: boolean }) {
  const { t } = useTranslation()
  usePageHead({ title: t('common.error_title') })
  return (
    <Stack gap="md">
      <BackToList isQuotation={isQuotation} />
      <Alert color="red" role="alert" title={t('common.error_title')}>
        {errorText(error, t)}
      </Alert>
    </Stack>
  )
}

function OrderDetail({ order, area, parts }: { order: Order; area: OrderArea; parts: CompletionParts }) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [search, setSearch] = useSearchParams()
  const title = t(order.is_quotation ? 'orders.detail.quotation_title' : 'orders.detail.order_title', {
    ref: order.order_ref,
  })
  usePageHead({ title })
  const step = completionStep(search.get('step'), order, area.actions.approve || area.actions.complete)
  // Each step is an entry of the history: the browser's back goes from payment to shipping to the detail.
  const go = (next: CompletionStep | null) => setSearch(next ? { step: next } : {})
  const key = orderDetailQuery(order.id).queryKey

  const shipped = (next: Order) => {
    // get_shipping_info answered the order with its shipment address: payment may open on it at once.
    queryClient.setQueryData(key, (old) => old && { ...old, order: next })
    void queryClient.invalidateQueries({ queryKey: key })
    go('payment')
  }

  // An approval completed here (not paid at the card's page): the orders list, where the new order's progress shows
  // (spec 3 §2 Results, §8 'Preventivo confermato con successo').
  const approved = ({ order: done, message }: { order: Order; message?: string }) => {
    trackPurchaseOnce(done)
    void notify({ title: message, message: t('orders.completion.approved_text') })
    navigate(`/${lang}/user/orders`)
  }

  return (
    <Stack gap="lg" data-testid="order-page">
      <BackToList isQuotation={listOf(order, area) === 'quotations'} />
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <Heading text={title} />
          <OrderBadgeTag badge={area.badge} size="lg" data-testid="order-status" />
        </Group>
        {order.payed && order.paid_at && (
          <Text fw={600} c="var(--mantine-color-green-light-color)">
            {t('orders.detail.paid', { date: romeDayToDisplay(order.paid_at) })}
          </Text>
        )}
      </Stack>
      {step ? (
        <CompletionFlow
          order={order}
          step={step}
          parts={parts}
          onStep={go}
          onShipped={shipped}
          onApproved={approved}
        />
      ) : (
        <>
          <StatusNote order={order} area={area} />
          <OrderActions order={order} area={area} onStartCompletion={() => go('shipping')} />
          <ReorderAction order={order} area={area} />
          <BankTransferDetails order={order} />
          <OrderShipments area={area} />
          <OrderPdfLinks order={order} />
          <OrderSummary
            order={order}
            headingLevel={2}
            showPaymentMode
            lines={<OrderLines order={order} area={area} />}
          />
          <OrderRevisions revisions={area.revisions} />
        </>
      )}
    </Stack>
  )
}
