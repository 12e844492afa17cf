import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { deskDateTime } from '../quotations/desk-format.ts'
import { deskPath } from '../shell/desk-paths.ts'
import { deskClientQueryOptions } from './api.ts'
import { ClientAddresses, ClientCompany } from './client-data.tsx'
import { ClientAudit, ClientRules } from './client-history.tsx'
import { ClientSettingsForm } from './client-settings-form.tsx'
import { ClientUsers } from './client-users.tsx'
import { VerifyClient } from './verify-client.tsx'

/**
 * /{lang}/desk/clients/{clientId} (issue 24 item 7): a company as staff check it. The company data stand beside the
 * billing and delivery addresses, so the VAT number and SDI code can be compared at a glance; then the verify action,
 * its users (each can be linked to an existing company instead), the settings the provider owns, the price rules
 * and the audit trail.
 */
export default function ClientPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const id = Number(useParams().clientId)
  const detail = useQuery({ ...deskClientQueryOptions(id), enabled: Number.isInteger(id) && id > 0 })
  const [notice, setNotice] = useState<string | null>(null)
  const location = useLocation()
  // A user linked here from another company's page arrives with what was done.
  useEffect(() => {
    const state = location.state as { notice?: string } | null
    setNotice(state?.notice ?? null)
  }, [location.state])
  usePageHead({ title: detail.data?.client.ragione ?? t('desk.clients.title') })

  const back = (
    <Anchor component={Link} to={deskPath(lang, 'clients')} size="sm">
      ← {t('desk.clients.back')}
    </Anchor>
  )
  if (detail.isError || !Number.isInteger(id) || id <= 0) {
    const missing = !(detail.error instanceof ApiError) || detail.error.status === 404
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" title={t(missing ? 'desk.clients.not_found' : 'desk.clients.load_error')}>
          {missing ? null : errorText(detail.error, t)}
        </Alert>
      </Stack>
    )
  }
  if (!detail.data) return <PageLoader />
  const { client } = detail.data
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Group gap="sm" align="center">
            <Title order={2}>{client.ragione}</Title>
            {client.verified ? (
              <Badge color="green.2" c="dark.9" variant="filled">
                {t('desk.clients.verified')}
              </Badge>
            ) : (
              <Badge color="orange.3" c="dark.9" variant="filled">
                {t('desk.clients.unverified')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {client.cli_for_code} ·{' '}
            {t('desk.clients.created_on', { date: deskDateTime(client.created_at, lang) })}
            {client.verified_at &&
              ` · ${t('desk.clients.verified_on', { date: deskDateTime(client.verified_at, lang) })}`}
          </Text>
        </div>
        {!client.verified && (
          <VerifyClient client={client} users={detail.data.users} onDone={(text) => setNotice(text)} />
        )}
      </Group>
      {notice && (
        <Alert
          color="green"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel={t('desk.clients.close')}
        >
          {notice}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ClientCompany client={client} />
        <ClientAddresses addresses={detail.data.addresses} />
      </SimpleGrid>
      <ClientUsers clientId={client.id} users={detail.data.users} onLinked={(text) => setNotice(text)} />
      <ClientSettingsForm detail={detail.data} onSaved={() => setNotice(t('desk.clients.saved'))} />
      <ClientRules
        rules={detail.data.discount_rules}
        groupId={client.client_group_id}
        groups={detail.data.client_groups}
      />
      <ClientAudit audit={detail.data.audit} />
      <Group>
        <Button component={Link} to={deskPath(lang, 'clients')} variant="default">
          {t('desk.clients.back')}
        </Button>
      </Group>
    </Stack>
  )
}
