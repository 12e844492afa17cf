import { Card, Code, List, Table, Text, Title } from '@mantine/core'
import type {
  DeskAuditRow,
  DeskClientDetailResponse,
  DeskDiscountRule,
} from '@shop/domain/desk/client-schemas'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { deskDateTime, deskMoney } from '../quotations/desk-format.ts'
import { DeskTableScroll } from '../shell/desk-table-scroll.tsx'

const percent = (bp: number | null) =>
  bp === null ? '' : `${(bp / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })} %`

/**
 * The price rules that apply to the company, its own and its group's (catalog discount_rules), read-only: a rule
 * change reprices the catalogue in memory and belongs with the price lists, not on this page (decision 034).
 */
export function ClientRules({
  rules,
  groupId,
  groups,
}: {
  rules: DeskDiscountRule[]
  groupId: number | null
  groups: DeskClientDetailResponse['client_groups']
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const group = groups.find((g) => g.id === groupId)
  const base = (r: DeskDiscountRule) =>
    r.base_mode === 'fixed'
      ? t('desk.clients.rule.fixed', { price: deskMoney(r.base_fixed_price, lang) })
      : r.base_mode === 'fixed_amount'
        ? t('desk.clients.rule.fixed_amount', { amount: deskMoney(r.base_fixed_amount, lang) })
        : percent(r.base_discount_bp)
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="desk-client-rules">
      <Title order={3} size="h4" mb={4} id="desk-client-rules">
        {t('desk.clients.rules')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('desk.clients.rules_read_only')}
        {group && ` ${t('desk.clients.rules_group', { name: `${group.code} — ${group.name}` })}`}
      </Text>
      {rules.length === 0 ? (
        <Text size="sm">{t('desk.clients.no_rules')}</Text>
      ) : (
        <DeskTableScroll minWidth={640} label={t('desk.clients.rules')}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('desk.clients.rule.scope')}</Table.Th>
                <Table.Th>{t('desk.clients.rule.target')}</Table.Th>
                <Table.Th>{t('desk.clients.rule.base')}</Table.Th>
                <Table.Th>{t('desk.clients.rule.extra')}</Table.Th>
                <Table.Th>{t('desk.clients.rule.limit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{t(`desk.clients.rule.scope_${r.scope}`)}</Table.Td>
                  <Table.Td>
                    {t(`desk.clients.rule.target_${r.target}`)}{' '}
                    {r.target_code && <Code>{r.target_code}</Code>}
                  </Table.Td>
                  <Table.Td>{base(r)}</Table.Td>
                  <Table.Td>
                    {r.extra_mode
                      ? `${t(`desk.clients.rule.extra_${r.extra_mode}`)} ${percent(r.extra_discount_bp)}`
                      : '—'}
                  </Table.Td>
                  <Table.Td>
                    {[percent(r.limit_bp), percent(r.limit_final_discount_bp)].filter(Boolean).join(' / ') ||
                      '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </DeskTableScroll>
      )}
    </Card>
  )
}

/** One audit row in words: what was done, by whom, when, and the fields before → after. */
function AuditItem({ row }: { row: DeskAuditRow }) {
  const { t } = useTranslation()
  const lang = useLang()
  const before = (row.details.before ?? {}) as Record<string, unknown>
  const after = (row.details.after ?? {}) as Record<string, unknown>
  const changes = row.action === 'client_updated' ? Object.keys(after) : []
  const show = (v: unknown) => (v === null || v === '' || v === undefined ? '—' : String(v))
  return (
    <List.Item>
      <Text size="sm">
        <strong>{t(`desk.clients.audit.${row.action}`, { defaultValue: row.action })}</strong> ·{' '}
        {row.actor_email ?? t('desk.clients.audit.system')} · {deskDateTime(row.created_at, lang)}
        {typeof row.details.email === 'string' && ` · ${row.details.email}`}
      </Text>
      {changes.length > 0 && (
        <Text size="xs" c="dimmed">
          {changes
            .map((f) => `${t(`desk.clients.field.${f}`)}: ${show(before[f])} → ${show(after[f])}`)
            .join('; ')}
        </Text>
      )}
    </List.Item>
  )
}

/** The desk's changes to the company, newest first. */
export function ClientAudit({ audit }: { audit: DeskAuditRow[] }) {
  const { t } = useTranslation()
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="desk-client-audit">
      <Title order={3} size="h4" mb="sm" id="desk-client-audit">
        {t('desk.clients.audit')}
      </Title>
      {audit.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('desk.clients.no_audit')}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none">
          {audit.map((row) => (
            <AuditItem key={row.id} row={row} />
          ))}
        </List>
      )}
    </Card>
  )
}
