import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { type Address, isValidItalianVat } from '@shop/domain/accounts/address'
import { ITALY_ZONE } from '@shop/domain/accounts/schemas'
import type { DeskClient } from '@shop/domain/desk/client-schemas'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'

/** One labelled value of a card; `problem` marks it for the checking eye (and for a screen reader, in words). */
function Fact({ label, value, problem }: { label: string; value: ReactNode; problem?: string | null }) {
  return (
    <Group justify="space-between" align="baseline" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
        {problem && (
          <Badge ml="xs" size="sm" color="red.9" variant="light">
            {problem}
          </Badge>
        )}
      </Text>
    </Group>
  )
}

/** The company data staff check before verifying (spec 3 §3 client, §5 rules). */
export function ClientCompany({ client }: { client: DeskClient }) {
  const { t } = useTranslation()
  const italian = client.esaedro_zone_code === ITALY_ZONE
  const vatProblem =
    italian && !isValidItalianVat(client.piva)
      ? t('desk.clients.check.vat')
      : !client.piva && italian
        ? t('desk.clients.check.missing')
        : null
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="desk-client-company">
      <Title order={3} size="h4" mb="sm" id="desk-client-company">
        {t('desk.clients.company')}
      </Title>
      <Stack gap={6} component="dl" m={0}>
        <Fact label={t('desk.clients.field.ragione')} value={client.ragione} />
        <Fact label={t('desk.clients.field.piva')} value={client.piva} problem={vatProblem} />
        <Fact
          label={t('desk.clients.field.codice_fiscale')}
          value={client.codice_fiscale}
          problem={
            italian && client.persona_fisica && !client.codice_fiscale
              ? t('desk.clients.check.missing')
              : null
          }
        />
        <Fact
          label={t('desk.clients.field.sdi_code')}
          value={client.sdi_code}
          problem={italian && !client.sdi_code ? t('desk.clients.check.missing') : null}
        />
        <Fact
          label={t('desk.clients.field.persona_fisica')}
          value={client.persona_fisica ? t('desk.clients.yes') : t('desk.clients.no')}
        />
        <Fact
          label={t('desk.clients.field.country')}
          value={`${client.country} (${client.esaedro_zone_code})`}
        />
        <Fact label={t('desk.clients.field.orders')} value={String(client.orders_count)} />
      </Stack>
    </Card>
  )
}

/** The billing (main) address first, then the delivery addresses, each marked when it is incomplete. */
export function ClientAddresses({ addresses }: { addresses: Address[] }) {
  const { t } = useTranslation()
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="desk-client-addresses">
      <Title order={3} size="h4" mb="sm" id="desk-client-addresses">
        {t('desk.clients.addresses')}
      </Title>
      {addresses.length === 0 && <Text c="dimmed">{t('desk.clients.no_addresses')}</Text>}
      <Stack gap="sm">
        {addresses.map((a) => (
          <div key={a.id}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {a.address_type === 'main'
                  ? t('desk.clients.address_main')
                  : t('desk.clients.address_delivery')}
                {a.address_title && ` · ${a.address_title}`}
              </Text>
              {!a.is_valid && (
                <Badge size="sm" color="red.9" variant="light">
                  {t('desk.clients.address_incomplete')}
                </Badge>
              )}
            </Group>
            <Text size="sm">
              {[a.ragione, `${a.name} ${a.last_name}`.trim()].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">
              {`${a.address} ${a.address_num}`.trim()}, {a.cap} {a.city} {a.prov && `(${a.prov})`} —{' '}
              {a.esaedro_zone_code}
            </Text>
            <Text size="sm" c="dimmed">
              {[
                a.piva && `${t('desk.clients.field.piva')}: ${a.piva}`,
                a.codice_fiscale && `${t('desk.clients.field.codice_fiscale')}: ${a.codice_fiscale}`,
                a.tel,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  )
}
