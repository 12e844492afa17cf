import { Avatar, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../../shared/lib/page-title.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { AccountPrompts, AccountReady, isAccountComplete } from '../components/account-prompts.tsx'

function initials(...names: string[]): string {
  return names
    .filter(Boolean)
    .map((n) => n[0]?.toUpperCase())
    .join('')
    .slice(0, 2)
}

/** /{lang}/user: the dashboard; the customer-area issue adds the order and quotation cards under the prompts. */
export default function DashboardPage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  usePageTitle(t('dashboard.title'))
  if (!user) return null
  const first = user.nome || user.name
  const last = user.cognome || user.last_name
  const company = user.client?.ragione || user.azienda
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Group gap="md" wrap="nowrap">
          <Avatar color="blue" radius="xl" size="lg" aria-hidden="true">
            {initials(first, last) || initials(user.email)}
          </Avatar>
          <div>
            <Title order={1} size="h2">
              {t('dashboard.welcome', { name: first || user.email })}
            </Title>
            {company && <Text c="dimmed">{company}</Text>}
          </div>
        </Group>
        <AccountPrompts user={user} />
        {isAccountComplete(user) && <AccountReady user={user} />}
      </Stack>
    </Container>
  )
}
