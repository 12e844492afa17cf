import { Button, Center, Loader, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useEffect } from 'react'
import { emit } from '../../../shared/lib/events.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { Disclosure } from '../../../shared/ui/disclosure.tsx'
import { UserIcon } from '../../../shared/ui/icons.tsx'

// The signed-in panel brings the logout call and the account mutations: anonymous visitors never need it.
const loadAccountPanel = () => import('./account-panel.tsx')
const AccountPanel = lazy(loadAccountPanel)

/** The header's profile popover (spec 2 §2.1). */
export function ProfileMenu() {
  const { t } = useTranslation()
  const user = useCurrentUser()

  // A signed-in user will open it: fetch the panel once the page is up, so it opens at once.
  useEffect(() => {
    if (user) void loadAccountPanel()
  }, [user])

  const fullName = user
    ? [user.nome || user.name, user.cognome || user.last_name].filter(Boolean).join(' ')
    : ''

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
          <Suspense
            fallback={
              <Center>
                <Loader size="sm" aria-label={t('common.loading')} />
              </Center>
            }
          >
            <AccountPanel user={user} fullName={fullName} close={close} />
          </Suspense>
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
