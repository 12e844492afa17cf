import { Anchor, Button, Divider, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { emit } from '../../../shared/lib/events.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { Disclosure } from '../../../shared/ui/disclosure.tsx'
import { UserIcon } from '../../../shared/ui/icons.tsx'
import { useLogout } from '../api.ts'

/** The header's profile popover (spec 2 §2.1). */
export function ProfileMenu() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  const logout = useLogout()
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const fullName = user
    ? [user.nome || user.name, user.cognome || user.last_name].filter(Boolean).join(' ')
    : ''
  const company = user?.client?.ragione || user?.azienda

  return (
    <Disclosure
      width={260}
      buttonLabel={
        <Text span visibleFrom="sm" inherit maw={160} truncate>
          {user ? fullName || user.email : t('header.login')}
        </Text>
      }
      buttonProps={{
        leftSection: <UserIcon size={18} />,
        'aria-label': user
          ? t('header.account_of', { name: fullName || user.email })
          : t('header.login_or_register'),
      }}
    >
      {(close) =>
        user ? (
          <Stack gap={6}>
            <Text fw={700}>{fullName || user.email}</Text>
            {user.client?.cli_for_code && (
              <Text size="sm" c="dimmed">
                {t('header.client_code', { code: user.client.cli_for_code })}
              </Text>
            )}
            {company && <Text size="sm">{company}</Text>}
            <Divider my={4} />
            <Anchor component={Link} to={`/${lang}/user/`} onClick={close}>
              {t('header.profile')}
            </Anchor>
            <Anchor component={Link} to={`/${lang}/user/orders`} onClick={close}>
              {t('header.orders')}
            </Anchor>
            <Divider my={4} />
            <Button
              variant="light"
              loading={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, {
                  onSuccess: () => {
                    close()
                    if (pathname.startsWith(`/${lang}/user`)) navigate(`/${lang}/`)
                  },
                })
              }
            >
              {t('header.logout')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Button
              onClick={() => {
                close()
                emit('customer:open', { section: 'login' })
              }}
            >
              {t('header.login')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                close()
                emit('customer:open', { section: 'signup' })
              }}
            >
              {t('header.register')}
            </Button>
          </Stack>
        )
      }
    </Disclosure>
  )
}
