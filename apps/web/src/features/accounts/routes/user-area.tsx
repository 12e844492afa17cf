import { Alert, Container } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Navigate, Outlet, useLocation } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { sessionQuery } from '../../../shared/lib/session.ts'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { isSignOutPending, type SignedOutState } from '../lib/signed-out.ts'

/** /{lang}/user/…: signed-in users only; anyone else goes to login and comes back (spec 2 §6). */
export default function UserArea() {
  const { t } = useTranslation()
  const lang = useLang()
  const { pathname, search } = useLocation()
  const session = useQuery(sessionQuery())
  if (session.isPending) return <PageLoader />
  if (session.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert">
          {errorText(session.error, t)}
        </Alert>
      </Container>
    )
  }
  if (!session.data.user) {
    // Signing out from here: the same landing as the sign-out's own, without a redir that would lead back in.
    if (isSignOutPending()) {
      return <Navigate to={`/${lang}/login`} replace state={{ signedOut: true } satisfies SignedOutState} />
    }
    return <Navigate to={`/${lang}/login?redir=${encodeURIComponent(pathname + search)}`} replace />
  }
  return <Outlet />
}
