import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core'
import type { DeskOrder } from '@shop/domain/desk/detail-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { DeskTableScroll } from '../shell/desk-table-scroll.tsx'
import { deskDateTime } from './desk-format.ts'

/** The status moves (order_status_changes) and the desk's other changes (desk_audit), oldest first. */
export function DeskHistory({
  history,
  audit,
}: {
  history: DeskOrder['history']
  audit: DeskOrder['audit']
}) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          {t('desk.history.title')}
        </Title>
        <DeskTableScroll minWidth={420} label={t('desk.history.title')}>
          <Table>
            <Table.Tbody>
              {history.map((h) => (
                <Table.Tr key={`${h.at}-${h.transition}`}>
                  <Table.Td>{deskDateTime(h.at, lang)}</Table.Td>
                  <Table.Td>
                    {h.from ? `${t(`desk.status.${h.from}`)} → ` : ''}
                    {t(`desk.status.${h.to}`)}
                    {h.note && (
                      <Text size="xs" c="dimmed">
                        {h.note}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{h.actor_name ?? t(`desk.actor.${h.actor}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </DeskTableScroll>
      </Card>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          {t('desk.audit.title')}
        </Title>
        {audit.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('desk.audit.empty')}
          </Text>
        ) : (
          <DeskTableScroll minWidth={420} label={t('desk.audit.title')}>
            <Table>
              <Table.Tbody>
                {audit.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{deskDateTime(a.at, lang)}</Table.Td>
                    <Table.Td>{t(`desk.audit.${a.action}`, { defaultValue: a.action })}</Table.Td>
                    <Table.Td>{a.actor_name ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </DeskTableScroll>
        )}
      </Card>
    </SimpleGrid>
  )
}
