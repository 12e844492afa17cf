import { Alert, Container, Paper, Title } from '@mantine/core'
import { safeRedirect } from '@shop/domain/http/redirect'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { Redirect } from '../../../shared/lib/server-answer.tsx'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import CustomerFlow from '../components/customer-flow.tsx'
import { useCustomerFlow } from '../components/use-customer-flow.ts'
import { clearSignedOut, isSignedOutState } from '../lib/signed-out.ts'

/**
 * 'You are signed out', when a sign-out brought the visitor here. The router state is read once and cleared, so a
 * reload or a later visit through the history shows a plain login page. The notice takes the focus on arrival, so a
 * screen reader says it (a live region born with the page is not announced), and closing it puts the focus on the
 * first field.
 */
function useSignedOutNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  const arrivedSignedOut = isSignedOutState(location.state)
  const [shown, setShown] = useState(arrivedSignedOut)
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!arrivedSignedOut) return
    clearSignedOut()
    setShown(true)
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })
  }, [arrivedSignedOut, location.pathname, location.search, navigate])
  useEffect(() => {
    if (shown) notice.current?.focus()
  }, [shown])
  const dismiss = useCallback(() => setShown(false), [])
  return { shown, notice, dismiss }
}

/** /{lang}/login: the customer panel embedded in the page, starting on login (spec 2 §2.2). */
export default function LoginPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  const [searchParams] = useSearchParams()
  const flow = useCustomerFlow('login')
  const section = flow.section ?? 'login'
  const signedOut = useSignedOutNotice()
  const card = useRef<HTMLDivElement>(null)
  // Said once: moving on to sign-up or recovery puts it away for good.
  const { dismiss } = signedOut
  useEffect(() => {
    if (section !== 'login') dismiss()
  }, [section, dismiss])
  usePageHead({ title: t(`customer.${section}.title`), description: t('meta.login') })

  // Someone already signed in has nothing to do here; the sign-up steps stay, as sign-up signs the user in.
  if (user && section === 'login') {
    return <Redirect to={safeRedirect(searchParams.get('redir')) ?? `/${lang}/user`} />
  }

  return (
    <Container size={section === 'signup' ? 'md' : 'xs'} py={{ base: 'lg', sm: 48 }}>
      {signedOut.shown && (
        <Alert
          ref={signedOut.notice}
          role="status"
          tabIndex={-1}
          color="blue"
          variant="light"
          mb="md"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => {
            signedOut.dismiss()
            card.current?.querySelector<HTMLElement>('input')?.focus()
          }}
          data-testid="signed-out-notice"
        >
          {t('login.signed_out')}
        </Alert>
      )}
      <Paper ref={card} withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={1} size="h2" mb="lg">
          {t(`customer.${section}.title`)}
        </Title>
        <CustomerFlow
          section={section}
          checkout={flow.checkout}
          onSection={flow.setSection}
          onClose={flow.close}
          embedded
        />
      </Paper>
    </Container>
  )
}
