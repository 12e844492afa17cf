import { Box, Button, Container, Group, Title } from '@mantine/core'
import { NavLink, Outlet } from 'react-router'
import { NotFoundPage } from '../../../app/layout/not-found-page.tsx'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { DESK_SECTIONS, deskPath } from './desk-paths.ts'

/**
 * /{lang}/desk (issue 24 item 1): the provider's desk, staff only. Anyone else (a visitor, a buyer, a prospect) sees
 * the shop's 404 page, as the desk's API answers them 404: nothing tells a stranger the desk is there. Its own header
 * names the desk and leads to its sections with plain links, so the keyboard and the browser's history work as usual.
 */
export default function DeskLayout() {
  const user = useCurrentUser()
  if (user === undefined) return <PageLoader />
  if (user === null || !user.is_admin) return <NotFoundPage />
  return (
    <Box>
      <DeskHeader />
      <Container size="xl" py="lg">
        <Outlet />
      </Container>
    </Box>
  )
}

function DeskHeader() {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Box bg="dark.7" c="white" py="sm" data-testid="desk-header">
      <Container size="xl">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h3" c="white">
            {t('desk.title')}
          </Title>
          <nav aria-label={t('desk.nav.label')}>
            <Group gap={4} wrap="wrap" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {DESK_SECTIONS.map((section) => (
                <li key={section}>
                  <NavLink to={deskPath(lang, section)} end style={{ textDecoration: 'none' }}>
                    {({ isActive }) => (
                      <Button
                        component="span"
                        size="compact-md"
                        variant={isActive ? 'white' : 'subtle'}
                        color={isActive ? 'dark' : 'gray.0'}
                      >
                        {t(`desk.nav.${section}`)}
                      </Button>
                    )}
                  </NavLink>
                </li>
              ))}
            </Group>
          </nav>
        </Group>
      </Container>
    </Box>
  )
}
