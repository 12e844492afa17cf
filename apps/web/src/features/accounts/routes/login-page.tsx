import { Container, Paper, Title } from '@mantine/core'
import { safeRedirect } from '@shop/domain/http/redirect'
import { useTranslation } from 'react-i18next'
import { Navigate, useSearchParams } from 'react-router'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageTitle } from '../../../shared/lib/page-title.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import CustomerFlow from '../components/customer-flow.tsx'
import { useCustomerFlow } from '../components/use-customer-flow.ts'

/** /{lang}/login: the customer panel embedded in the page, starting on login (spec 2 §2.2). */
export default function LoginPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  const [searchParams] = useSearchParams()
  const flow = useCustomerFlow('login')
  const section = flow.section ?? 'login'
  usePageTitle(t(`customer.${section}.title`))

  // Someone already signed in has nothing to do here; the sign-up steps stay, as sign-up signs the user in.
  if (user && section === 'login') {
    return <Navigate to={safeRedirect(searchParams.get('redir')) ?? `/${lang}/user`} replace />
  }

  return (
    <Container size={section === 'signup' ? 'md' : 'xs'} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
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
