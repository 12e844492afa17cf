import { Accordion, Card, Table, Text, Title } from '@mantine/core'
import type { DeskOrder } from '@shop/domain/desk/detail-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { DeskTableScroll } from '../shell/desk-table-scroll.tsx'
import { deskDateTime, deskDay, deskMoney } from './desk-format.ts'

/**
 * Every revision sent to the customer (issue 24 item 3), newest first: when and by whom, its prices, validity and
 * delivery time as sent, and the customer's reason when they asked to change it.
 */
export function DeskRevisions({ revisions }: { revisions: DeskOrder['revisions'] }) {
  const { t } = useTranslation()
  const lang = useLang()
  if (revisions.length === 0) return null
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        {t('desk.revisions.title')}
      </Title>
      <Accordion variant="separated" multiple defaultValue={[String(revisions.at(-1)?.revision)]}>
        {[...revisions].reverse().map((r) => (
          <Accordion.Item key={r.revision} value={String(r.revision)}>
            <Accordion.Control>
              {t('desk.revisions.item', {
                n: r.revision,
                date: deskDateTime(r.sent_at, lang),
                by: r.sent_by ?? '—',
                total: deskMoney(r.snapshot.order_final_price, lang),
              })}
            </Accordion.Control>
            <Accordion.Panel>
              {r.reason && (
                <Text size="sm" mb="xs" c="red.9">
                  {t('desk.revisions.reason', { date: r.reason_at ? deskDateTime(r.reason_at, lang) : '' })}{' '}
                  <q>{r.reason}</q>
                </Text>
              )}
              <Text size="sm" mb="xs">
                {t('desk.revisions.validity', {
                  until: deskDay(r.snapshot.valid_until, lang),
                  delivery: r.snapshot.delivery_time || '—',
                })}
              </Text>
              <DeskTableScroll minWidth={500} label={t('desk.revisions.title')}>
                <Table>
                  <Table.Tbody>
                    {r.snapshot.lines.map((l) => (
                      <Table.Tr key={l.id}>
                        <Table.Td>
                          {l.qty} × {l.name}{' '}
                          <Text span ff="monospace" size="xs">
                            {l.code}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{deskMoney(l.discounted_price, lang)}</Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr>
                      <Table.Td fw={600}>{t('desk.pricing.total')}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {deskMoney(r.snapshot.order_final_price_iva, lang)}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </DeskTableScroll>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Card>
  )
}
