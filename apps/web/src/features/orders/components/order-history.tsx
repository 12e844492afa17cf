import { Accordion, Alert, Center, Loader, Text } from '@mantine/core'
import type { AreaListType } from '@shop/domain/orders/area-schemas'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { ordersByYearQuery } from '../api.ts'
import { OrderList } from './order-list.tsx'

type Props = {
  type: Exclude<AreaListType, 'both'>
  /** The years with closed or cancelled items of this type, as GET user/get_active_orders answers them. */
  years: number[]
}

/**
 * The history by year (spec 3 §2): an accordion of the years; a year's closed and cancelled items are asked for
 * only when it opens (GET user/get_orders_by_year), and stay loaded while the page lives.
 */
export function OrderHistory({ type, years }: Props) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState<string[]>([])
  if (years.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="order-history-empty">
        {t(type === 'orders' ? 'orders.list.history_empty_orders' : 'orders.list.history_empty_quotations')}
      </Text>
    )
  }
  return (
    <Accordion multiple value={opened} onChange={setOpened} variant="separated" data-testid="order-history">
      {years.map((year) => (
        <Accordion.Item key={year} value={String(year)}>
          <Accordion.Control>{year}</Accordion.Control>
          <Accordion.Panel>
            {opened.includes(String(year)) && <HistoryYear type={type} year={year} />}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}

function HistoryYear({ type, year }: { type: Props['type']; year: number }) {
  const { t } = useTranslation()
  const history = useQuery(ordersByYearQuery(type, year))
  if (history.isPending) {
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    )
  }
  if (history.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(history.error, t)}
      </Alert>
    )
  }
  return <OrderList items={history.data[type]} list={type} emptyText={t('orders.list.history_year_empty')} />
}
