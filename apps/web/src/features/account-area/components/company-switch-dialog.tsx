import { Alert, Badge, Center, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { areaPath } from '../../../shared/lib/area-routes.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { linkedCompaniesQuery, useSwitchAccount } from '../api.ts'

/**
 * The company switch (spec 2 §4, spec 3 §2 switch_client): the companies the user is linked to, the current one
 * marked; choosing another acts for it and reloads the page onto the dashboard, so prices, cart, orders and addresses
 * are read afresh for the new company. A failure says 'Errore nel cambio Azienda corrente' and changes nothing.
 */
export default function CompanySwitchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  const companies = useQuery({ ...linkedCompaniesQuery(), enabled: opened })
  const switchAccount = useSwitchAccount()
  const [chosen, setChosen] = useState<number | null>(null)
  // After a switch the page is reloading: every button stays busy until it has gone.
  const [leaving, setLeaving] = useState(false)
  const busy = switchAccount.isPending || leaving

  const choose = (clientId: number) => {
    if (busy) return
    setChosen(clientId)
    switchAccount.mutate(clientId, {
      onSuccess: () => {
        setLeaving(true)
        window.location.assign(areaPath(lang, 'dashboard'))
      },
    })
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('area.switch.title')}
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
      data-testid="company-switch-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{t('area.switch.text')}</Text>
        {switchAccount.isError && (
          <Alert color="red" role="alert">
            {t('accounts.switch.failed')}
          </Alert>
        )}
        {companies.isPending ? (
          <Center>
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        ) : companies.isError ? (
          <Alert color="red" role="alert">
            {errorText(companies.error, t)}
          </Alert>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {companies.data.map((company) => (
              <Paper component="li" key={company.client_id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {company.ragione}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {company.cli_for_code
                        ? t('header.client_code', { code: company.cli_for_code })
                        : t('area.switch.no_code')}
                      {!company.verified && ` · ${t('area.switch.unverified')}`}
                    </Text>
                  </Stack>
                  {company.current ? (
                    <Badge variant="light" color="green" c="var(--mantine-color-green-light-color)">
                      {t('area.switch.current')}
                    </Badge>
                  ) : (
                    <BusyButton
                      size="compact-md"
                      busy={busy}
                      spinner={busy && chosen === company.client_id}
                      onClick={() => choose(company.client_id)}
                      aria-label={t('area.switch.choose_for', { name: company.ragione })}
                    >
                      {t('area.switch.choose')}
                    </BusyButton>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  )
}
