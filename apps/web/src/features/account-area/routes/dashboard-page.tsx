import { Alert, Anchor, Avatar, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { areaPath } from '../../../shared/lib/area-routes.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { activeOrdersQuery } from '../../../shared/lib/orders.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { NoClientNotice } from '../../../shared/ui/no-client-notice.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { AccountPrompts, AccountReady } from '../components/account-prompts.tsx'
import { OrdersCard } from '../components/orders-card.tsx'

function initials(...names: string[]): string {
  return names
    .filter(Boolean)
    .map((n) => n[0]?.toUpperCase())
    .join('')
    .slice(0, 2)
}

/**
 * /{lang}/user and /{lang}/user/dashboard (spec 3 §2 Dashboard): the user badge with initials, the company acted for
 * (or the user's own company name), the prompts of an incomplete profile, then the quotations and orders cards.
 */
export default function DashboardPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  usePageHead({ title: t('dashboard.title') })
  if (!user) return null
  const first = user.nome || user.name
  const last = user.cognome || user.last_name
  const company = user.client?.ragione || user.azienda
  return (
    <Stack gap="xl" data-testid="dashboard">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar color="blue" radius="xl" size="lg" aria-hidden="true" data-testid="user-badge">
          {initials(first, last) || initials(user.email)}
        </Avatar>
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('dashboard.welcome', { name: first || user.email })}
          </Title>
          {company && (
            <Text size="lg" fw={600} data-testid="dashboard-company">
              {company}
            </Text>
          )}
          <Anchor component={Link} to={areaPath(lang, 'profile')} size="sm">
            {t('area.dashboard.edit_profile')}
          </Anchor>
        </Stack>
      </Group>
      <AccountPrompts user={user} />
      {/* The cards wait for the profile (spec 3 §2: the privacy accepted 'before the cards are shown'). */}
      {user.area.area && <DashboardLists hasClient={user.client?.verified === true} />}
    </Stack>
  )
}

/** The quotations and orders cards (REFUSED hidden); with neither, the account's welcome to start one. */
function DashboardLists({ hasClient }: { hasClient: boolean }) {
  const { t } = useTranslation()
  const lists = useQuery(activeOrdersQuery('both'))
  if (lists.isPending) return <PageLoader />
  if (lists.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(lists.error, t)}
      </Alert>
    )
  }
  const quotations = lists.data.quotations.filter((item) => item.status !== 'REFUSED')
  const orders = lists.data.orders.filter((item) => item.status !== 'REFUSED')
  return (
    <Stack gap="lg">
      {!hasClient && <NoClientNotice />}
      {quotations.length === 0 && orders.length === 0 ? (
        <AccountReady />
      ) : (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <OrdersCard kind="quotations" items={quotations} />
            <OrdersCard kind="orders" items={orders} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('area.dashboard.excl_vat')}
          </Text>
        </Stack>
      )}
    </Stack>
  )
}
