import { Anchor, Box, Burger, Button, Container, Group, Text } from '@mantine/core'
import { lazy, Suspense, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { ProfileMenu } from '../../features/accounts/components/profile-menu.tsx'
import { CartButton } from '../../features/cart/components/cart-button.tsx'
import { CartOverlays } from '../../features/cart/components/cart-overlays.tsx'
import { SearchIcon } from '../../features/search/components/search-icon.tsx'
import { SearchSlot } from '../../features/search/components/search-slot.tsx'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { SiloLogo } from '../../shared/ui/icons.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { MainNav } from './main-nav.tsx'

// The phone's drawer brings Mantine's Drawer (focus trap, scroll lock, transitions): loaded on first use, and
// fetched as soon as a finger or the focus comes near its buttons.
const loadNavDrawer = () => import('./nav-drawer.tsx')
const NavDrawer = lazy(loadNavDrawer)

type DrawerState = { opened: boolean; by: 'menu' | 'search' }

/**
 * Every page's header (issue 13): logo, search, language, cart and profile on the first row; from 768 px the main
 * navigation on a second row, below that a menu button and a search button that open the same in a drawer.
 */
export function Header() {
  const { t } = useTranslation()
  const lang = useLang()
  const { pathname } = useLocation()
  const [drawer, setDrawer] = useState<DrawerState>({ opened: false, by: 'menu' })
  const loaded = useRef(false)
  if (drawer.opened) loaded.current = true
  const menuButton = useRef<HTMLButtonElement>(null)
  const searchButton = useRef<HTMLButtonElement>(null)

  // Back or forward while the drawer is open: it closes with the page it was opened on.
  const shownOn = useRef(pathname)
  if (shownOn.current !== pathname) {
    shownOn.current = pathname
    if (drawer.opened) setDrawer({ ...drawer, opened: false })
  }

  const openDrawer = (by: DrawerState['by']) => setDrawer({ opened: true, by })
  const closeDrawer = (navigated: boolean) => {
    setDrawer((d) => ({ ...d, opened: false }))
    // After the focus trap let go: a followed link leaves the focus on the new page's content, otherwise it goes
    // back to the button that opened the drawer.
    window.setTimeout(() => {
      const target = navigated
        ? document.getElementById('main')
        : (drawer.by === 'search' ? searchButton : menuButton).current
      target?.focus({ preventScroll: true })
    }, 0)
  }
  const prefetch = () => void loadNavDrawer()

  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} bg="white">
      <Container size="lg">
        <Group justify="space-between" h={64} wrap="nowrap" gap="sm">
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Burger
              ref={menuButton}
              hiddenFrom="sm"
              size="sm"
              opened={drawer.opened && drawer.by === 'menu'}
              aria-label={t('nav.open_menu')}
              aria-expanded={drawer.opened && drawer.by === 'menu'}
              aria-haspopup="dialog"
              onClick={() => openDrawer('menu')}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              data-testid="menu-button"
            />
            <Anchor
              component={Link}
              to={`/${lang}/`}
              underline="never"
              c="dark"
              aria-label={t('header.home')}
            >
              <Group gap={8} wrap="nowrap">
                <Box c="blue.8" display="flex">
                  <SiloLogo />
                </Box>
                <Text fw={800} fz="lg" visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                  {t('header.brand')}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 460 }}>
            <SearchSlot />
          </Box>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Button
              ref={searchButton}
              hiddenFrom="sm"
              variant="subtle"
              color="dark"
              px="xs"
              aria-label={t('nav.search.open')}
              aria-haspopup="dialog"
              aria-expanded={drawer.opened && drawer.by === 'search'}
              onClick={() => openDrawer('search')}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              data-testid="search-button"
            >
              <SearchIcon />
            </Button>
            <LanguageSwitcher />
            <CartButton />
            <ProfileMenu />
          </Group>
        </Group>
        <Box visibleFrom="sm" pb={6}>
          <MainNav />
        </Box>
      </Container>
      <CartOverlays />
      {loaded.current && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawer.opened} onClose={closeDrawer} focusSearch={drawer.by === 'search'} />
        </Suspense>
      )}
    </Box>
  )
}
