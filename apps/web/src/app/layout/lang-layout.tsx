import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useMatch } from 'react-router'
import { CustomerModal } from '../../features/accounts/components/customer-modal.tsx'
import { useLang } from '../../shared/lib/lang.ts'
import { PageLoader } from '../../shared/ui/page-loader.tsx'
import { Header } from './header.tsx'

export function LangLayout() {
  const { t } = useTranslation()
  const lang = useLang()
  // The login page embeds the customer panel itself, so the page-wide modal stays away there.
  const isLoginPage = useMatch('/:lang/login') !== null
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
      <a href="#main" className="skip-link">
        {t('common.skip_to_content')}
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Box
        component="footer"
        py="lg"
        bg="white"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {t('header.brand')}
            </Text>
            <Anchor component={Link} to={`/${lang}/privacy`} size="sm">
              {t('footer.privacy')}
            </Anchor>
          </Group>
        </Container>
      </Box>
      {!isLoginPage && <CustomerModal />}
    </Box>
  )
}
