import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { DeskClientDetailResponse } from '@shop/domain/desk/client-schemas'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { deskClientsQueryOptions, useLinkUser } from './api.ts'
import { deskClientPath } from './client-paths.ts'

type User = DeskClientDetailResponse['users'][number]

/**
 * "Link to an existing company": staff search the company the user really belongs to (name, VAT number, ERP code,
 * e-mail), choose it and confirm. The company the user made in the checkout is removed when it was never verified and
 * has no order and no other user; otherwise it stays and the user keeps it as an alias. The page then shows the
 * company the user now acts for.
 */
export function LinkUserDialog({
  user,
  fromClientId,
  onClose,
  onLinked,
}: {
  user: User
  fromClientId: number
  onClose: () => void
  onLinked: (notice: string) => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [q] = useDebouncedValue(text.trim(), 300)
  const [chosen, setChosen] = useState<string | null>(null)
  const found = useQuery({
    ...deskClientsQueryOptions({ q, per_page: 8, sort: 'name', page: 1 }),
    enabled: q.length >= 2,
  })
  const link = useLinkUser()
  const candidates = (found.data?.clients ?? []).filter((c) => c.id !== fromClientId)
  const target = candidates.find((c) => String(c.id) === chosen)

  const confirm = async () => {
    if (!target) return
    try {
      const answer = await link.mutateAsync({ userId: user.id, clientId: target.id })
      const notice = t('desk.clients.link.done', { email: user.email, name: target.ragione })
      if (answer.removed_client_id !== null)
        navigate(deskClientPath(lang, target.id), {
          state: { notice: `${notice} ${t('desk.clients.link.removed')}` },
        })
      else onLinked(notice)
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('desk.clients.close') }}
      title={t('desk.clients.link.title', { email: user.email })}
      centered
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">{t('desk.clients.link.text')}</Text>
        <TextInput
          label={t('desk.clients.link.search')}
          placeholder={t('desk.clients.search_placeholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          type="search"
          data-autofocus
        />
        {q.length >= 2 && !found.isPending && candidates.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('desk.clients.empty')}
          </Text>
        )}
        {candidates.length > 0 && (
          <Radio.Group label={t('desk.clients.link.choose')} value={chosen} onChange={setChosen}>
            <Stack gap={6} mt="xs">
              {candidates.map((c) => (
                <Radio
                  key={c.id}
                  value={String(c.id)}
                  label={`${c.ragione} · ${c.cli_for_code}`}
                  description={[
                    c.piva,
                    c.country,
                    c.verified ? t('desk.clients.verified') : t('desk.clients.unverified'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {target && (
          <Alert color="blue" role="status">
            {t('desk.clients.link.confirm_text', { email: user.email, name: target.ragione })}
          </Alert>
        )}
        {link.isError && <Alert color="red">{errorText(link.error, t)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('desk.clients.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!target} loading={link.isPending}>
            {t('desk.clients.link.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
