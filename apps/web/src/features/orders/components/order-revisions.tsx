import { Accordion, Box, Stack, Text } from '@mantine/core'
import { formatMoney } from '@shop/domain/catalog/money'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import { isoToDisplay, romeDayToDisplay } from '../../../shared/lib/dates.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import { romeTimeToDisplay } from '../lib/detail-layout.ts'

/**
 * Every version of the quotation the desk sent (spec 3 §2, issue 25 item 6: 'the revision history the desk keeps'),
 * newest first and open: when it was sent, until when it held, the delivery time, its lines and total, and the
 * buyer's own reason when they asked for a change. Staff names and notes never reach the buyer.
 */
export function OrderRevisions({ revisions }: { revisions: OrderArea['revisions'] }) {
  const { t } = useTranslation()
  const lang = useLang()
  if (revisions.length === 0) return null
  const newest = [...revisions].reverse()
  const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents, lang))
  return (
    <SectionCard title={t('orders.revisions.title')} testId="order-revisions">
      <Accordion multiple defaultValue={[String(newest[0]?.revision)]} variant="contained">
        {newest.map((r) => (
          <Accordion.Item key={r.revision} value={String(r.revision)} data-testid="order-revision">
            <Accordion.Control>
              {t('orders.revisions.item', { n: r.revision + 1, date: romeDayToDisplay(r.sent_at) })}
              {r.order_final_price_iva !== null &&
                ` · ${t('orders.revisions.total', { total: money(r.order_final_price_iva) })}`}
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {(r.valid_until || r.delivery_time) && (
                  <Text size="sm">
                    {[
                      r.valid_until && t('orders.revisions.validity', { date: isoToDisplay(r.valid_until) }),
                      r.delivery_time && t('orders.detail.delivery_time', { time: r.delivery_time }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                )}
                {r.reason && (
                  <Text size="sm" data-testid="order-revision-reason">
                    {t('orders.revisions.reason', {
                      date: r.reason_at ? romeDayToDisplay(r.reason_at) : '',
                      time: r.reason_at ? romeTimeToDisplay(r.reason_at) : '',
                    })}{' '}
                    <q>{r.reason}</q>
                  </Text>
                )}
                {r.lines.length > 0 && (
                  <Box component="ul" m={0} pl="md">
                    {r.lines.map((l) => (
                      <Text component="li" size="sm" key={l.id}>
                        {l.qty} × {l.name}{' '}
                        <Text span ff="monospace" size="xs">
                          {l.code}
                        </Text>
                        {l.discounted_price !== null &&
                          ` — ${money(l.discounted_price)} ${t('cart.line.each')}`}
                      </Text>
                    ))}
                  </Box>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </SectionCard>
  )
}
