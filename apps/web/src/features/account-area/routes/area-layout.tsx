import { Box, Container, Grid } from '@mantine/core'
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { track } from '../../../shared/lib/analytics.ts'
import { useAreaResources } from '../../../shared/lib/area-resources.ts'
import { areaPath, areaRouteOf } from '../../../shared/lib/area-routes.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useCurrentUser, useFollowCompanySwitch } from '../../../shared/lib/session.ts'
import { AreaMenu } from '../components/area-menu.tsx'
import { routeLock } from '../lib/area-menu.ts'

/**
 * The reserved area's layout (spec 3 §2), inside the signed-in guard (features/accounts/routes/user-area.tsx): the
 * area's menu beside the screen. A screen the user may not open yet is not shown: with an incomplete profile the user
 * goes to the profile, without prices the price list leads to the dashboard; the server refuses the same calls (403).
 * Every screen of the area is counted as a view.
 */
export default function AreaLayout() {
  const lang = useLang()
  const user = useCurrentUser()
  const { pathname } = useLocation()
  const route = areaRouteOf(pathname)
  useFollowCompanySwitch()
  // The spec's customer app loads its resources as it starts: the lists and the detail then find them in the cache.
  useAreaResources()
  useEffect(() => {
    if (route) track('area_view', { screen: route, page_path: pathname })
  }, [route, pathname])
  if (!user) return null
  const lock = route ? routeLock(route, user.area) : null
  if (lock === 'profile_incomplete') return <Navigate to={areaPath(lang, 'profile')} replace />
  if (lock === 'no_prices') return <Navigate to={areaPath(lang, 'dashboard')} replace />
  // The header's width, so the menu lines up under the logo.
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AreaMenu user={user} current={route} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {/* The screen's own width: a table inside scrolls itself instead of widening the page. */}
          <Box miw={0}>
            <Outlet />
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  )
}
