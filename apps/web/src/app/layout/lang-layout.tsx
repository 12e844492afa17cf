import { Box } from '@mantine/core'
import type { ReactNode } from 'react'
import { Outlet, useMatch } from 'react-router'
import { CustomerModal } from '../../features/accounts/components/customer-modal.tsx'
import { CartProvider } from '../../features/cart/components/cart-provider.tsx'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { NotificationsHost } from '../../shared/ui/notifications-host.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'

/**
 * The layout of every /{lang}/… page. No Suspense boundary of its own: a screen still downloading suspends up to
 * the app's boundary, so the first page appears whole and a navigation (a transition) keeps the previous page.
 */
export function LangLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  )
}

/** Header, main content and footer; the 404 page of an unknown language reuses it, so it is not a bare page. */
export function PageShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  // The login page embeds the customer panel itself, so the page-wide modal stays away there.
  const isLoginPage = useMatch('/:lang/login') !== null
  return (
    <CartProvider>
      <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
        <a href="#main" className="skip-link">
          {t('common.skip_to_content')}
        </a>
        <Header />
        {/* Scripts off: the pages the server rendered read and link, but the forms need the scripts. */}
        <noscript>
          <div className="noscript-notice" role="status">
            {t('common.scripts_needed')}
          </div>
        </noscript>
        <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
        <Footer />
        {!isLoginPage && <CustomerModal />}
        <NotificationsHost />
      </Box>
    </CartProvider>
  )
}
