import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { DeskClient, DeskClientDetailResponse } from '@shop/domain/desk/client-schemas'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useVerifyClient } from './api.ts'

/**
 * "Verify the company", confirmed in a dialog that says what follows: its users see prices and may order at once, and
 * those with a confirmed address are mailed.
 */
export function VerifyClient({
  client,
  users,
  onDone,
}: {
  client: DeskClient
  users: DeskClientDetailResponse['users']
  onDone: (notice: string) => void
}) {
  const { t } = useTranslation()
  const [opened, { open, close }] = useDisclosure(false)
  const verify = useVerifyClient(client.id)
  const mailed = users.filter((u) => u.email_verified)

  const confirm = async () => {
    try {
      const answer = await verify.mutateAsync()
      close()
      onDone(t('desk.clients.verify.done', { count: answer.mailed }))
    } catch {
      // Shown in the dialog; the page reads the company again either way.
    }
  }

  return (
    <>
      <Button color="teal.9" onClick={open}>
        {t('desk.clients.verify.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('desk.clients.close') }}
        title={t('desk.clients.verify.title', { name: client.ragione })}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('desk.clients.verify.text')}</Text>
          {mailed.length > 0 ? (
            <>
              <Text size="sm">{t('desk.clients.verify.mailed')}</Text>
              <List size="sm">
                {mailed.map((u) => (
                  <List.Item key={u.id}>{u.email}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('desk.clients.verify.no_mail')}
            </Text>
          )}
          {verify.isError && <Alert color="red">{errorText(verify.error, t)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('desk.clients.cancel')}
            </Button>
            <Button color="teal.9" onClick={confirm} loading={verify.isPending} data-autofocus>
              {t('desk.clients.verify.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
