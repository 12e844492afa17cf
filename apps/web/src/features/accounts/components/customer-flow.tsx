import { Center, Loader } from '@mantine/core'
import { safeRedirect } from '@shop/domain/http/redirect'
import { isLang } from '@shop/domain/i18n/langs'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import type { CustomerSection } from '../../../shared/lib/events.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { CheckoutNext } from './checkout-next.tsx'
import { LoginForm } from './login-form.tsx'
import { SignupThankYou } from './signup-thank-you.tsx'

// Sign-up (zod schema, form library) and recovery (password rules) load when opened: the login page must stay small.
const SignupForm = lazy(() => import('./signup-form.tsx'))
const RecoveryFlow = lazy(() => import('./recovery-flow.tsx'))

type Props = {
  section: CustomerSection
  checkout: boolean
  onSection: (section: CustomerSection) => void
  onClose: () => void
  /** On the login page the panel is part of the page: nothing to close, the thank-you step leads to the customer area. */
  embedded?: boolean
}

/** The sections of the customer panel and the moves between them (spec 2 §2.2), shared by the modal and the login page. */
export default function CustomerFlow({ section, checkout, onSection, onClose, embedded = false }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<string | null>(null)
  // The address typed during a recovery that just succeeded: the login form starts with it (issue 13).
  const [recoveredEmail, setRecoveredEmail] = useState('')
  const container = useRef<HTMLDivElement>(null)
  const firstSection = useRef(section)

  // Moving between sections replaces the content under the focus: put it on the new section's first field.
  useEffect(() => {
    if (section === firstSection.current) return
    firstSection.current = section
    // A form may name its own first field (the login form's password when the address is already there).
    const target =
      container.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      container.current?.querySelector<HTMLElement>('input, select, textarea, button')
    target?.focus()
  }, [section])

  const go = (next: CustomerSection) => {
    if (next !== 'login') setNotice(null)
    onSection(next)
  }

  const afterLogin = async () => {
    if (checkout) return go('shipping')
    onClose()
    const redir = safeRedirect(searchParams.get('redir'))
    if (redir) {
      // Paths of this app change route in place; any other same-site page is a server page.
      if (isLang(redir.split('/')[1])) navigate(redir)
      else window.location.assign(redir)
    } else if (/^\/[^/]+\/login\/?$/.test(pathname)) {
      navigate(`/${lang}/user`)
    } else {
      // The spec reloads the page here; refetching every query shows the signed-in view without losing the app.
      await queryClient.invalidateQueries()
    }
  }

  return (
    <div ref={container}>
      <Suspense
        fallback={
          <Center mih={200}>
            <Loader aria-label={t('common.loading')} />
          </Center>
        }
      >
        {section === 'login' && (
          <LoginForm
            notice={notice}
            initialEmail={recoveredEmail}
            onSuccess={afterLogin}
            onSignup={() => go('signup')}
            onForgotPassword={() => go('password_recovery')}
          />
        )}
        {section === 'password_recovery' && (
          <RecoveryFlow
            onBackToLogin={(done) => {
              setNotice(done?.message ?? null)
              if (done) setRecoveredEmail(done.email)
              go('login')
            }}
          />
        )}
        {section === 'signup' && (
          <SignupForm
            variant={checkout ? 'checkout' : 'shop'}
            onBackToLogin={() => go('login')}
            onRecoverPassword={() => go('password_recovery')}
            onSuccess={() => go(checkout ? 'shipping' : 'signup_thankyou')}
          />
        )}
        {section === 'signup_thankyou' && (
          <SignupThankYou onOk={embedded ? () => navigate(`/${lang}/user`) : onClose} />
        )}
        {section === 'shipping' && <CheckoutNext onGo={onClose} />}
      </Suspense>
    </div>
  )
}
