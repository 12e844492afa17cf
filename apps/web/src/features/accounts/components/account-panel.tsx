import { Anchor, Button, Divider, Stack, Text } from '@mantine/core'
import type { PublicUser } from '@shop/domain/accounts/schemas'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useLogout } from '../api.ts'
import type { SignedOutState } from '../lib/signed-out.ts'

type Props = { user: PublicUser; fullName: string; close: () => void }

/** The profile popover of a signed-in user: loaded when first opened, with the logout call. */
export default function AccountPanel({ user, fullName, close }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // Every sign-out lands on the login page, which says so (signedOut, read once there) and offers to sign in again,
  // as shops do after a logout (issue 13: it used to be a bare login page). From the signed-in area the page is
  // replaced, so Back does not lead to a page that would only send the visitor to login again.
  const logout = useLogout(() => {
    close()
    return navigate(`/${lang}/login`, {
      replace: pathname.startsWith(`/${lang}/user`),
      state: { signedOut: true } satisfies SignedOutState,
    })
  })
  const company = user.client?.ragione || user.azienda
  return (
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
      <Button variant="light" loading={logout.isPending} onClick={() => logout.mutate()}>
        {t('header.logout')}
      </Button>
    </Stack>
  )
}
