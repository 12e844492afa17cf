import { Badge, Button, Card, Table, Text, Title } from '@mantine/core'
import type { DeskClientDetailResponse } from '@shop/domain/desk/client-schemas'
import { useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { DeskTableScroll } from '../shell/desk-table-scroll.tsx'
import { LinkUserDialog } from './link-user-dialog.tsx'

type User = DeskClientDetailResponse['users'][number]

const SHOWN_FIRST = 10

/** The company's users: main or alias link, the one they act for now, whether their address is confirmed. */
export function ClientUsers({
  clientId,
  users,
  onLinked,
}: {
  clientId: number
  users: User[]
  onLinked: (notice: string) => void
}) {
  const { t } = useTranslation()
  const [linking, setLinking] = useState<User | null>(null)
  // A company of the ERP may have dozens of users: the first ones, and the rest on request.
  const [all, setAll] = useState(false)
  const shown = all ? users : users.slice(0, SHOWN_FIRST)
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="desk-client-users">
      <Title order={3} size="h4" mb="sm" id="desk-client-users">
        {t('desk.clients.users')}
      </Title>
      {users.length === 0 ? (
        <Text c="dimmed">{t('desk.clients.no_users')}</Text>
      ) : (
        <DeskTableScroll minWidth={640} label={t('desk.clients.users')}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('desk.clients.user.name')}</Table.Th>
                <Table.Th>{t('desk.clients.user.email')}</Table.Th>
                <Table.Th>{t('desk.clients.user.link')}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t('desk.clients.user.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>{`${u.first_name} ${u.last_name}`.trim()}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {u.email}
                    </Text>
                    {!u.email_verified && (
                      <Badge size="sm" variant="light" color="gray.8">
                        {t('desk.clients.user.unconfirmed')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {u.link ? t(`desk.clients.user.${u.link}`) : '—'}
                    {u.acting && (
                      <Badge ml="xs" size="sm" variant="light">
                        {t('desk.clients.user.acting')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => setLinking(u)}
                      aria-label={t('desk.clients.link.button_for', { email: u.email })}
                    >
                      {t('desk.clients.link.button')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </DeskTableScroll>
      )}
      {users.length > SHOWN_FIRST && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setAll(!all)}>
          {all ? t('desk.clients.users_fewer') : t('desk.clients.users_all', { count: users.length })}
        </Button>
      )}
      {linking && (
        <LinkUserDialog
          user={linking}
          fromClientId={clientId}
          onClose={() => setLinking(null)}
          onLinked={(notice) => {
            setLinking(null)
            onLinked(notice)
          }}
        />
      )}
    </Card>
  )
}
