import { Anchor, Box, Container, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ProfileMenu } from '../../features/accounts/components/profile-menu.tsx'
import { CartButton } from '../../features/cart/components/cart-button.tsx'
import { CartOverlays } from '../../features/cart/components/cart-overlays.tsx'
import { useLang } from '../../shared/lib/lang.ts'
import { SiloLogo } from '../../shared/ui/icons.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'

export function Header() {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} bg="white">
      <Container size="lg">
        <Group justify="space-between" h={64} wrap="nowrap">
          <Anchor component={Link} to={`/${lang}/`} underline="never" c="dark" aria-label={t('header.home')}>
            <Group gap={8} wrap="nowrap">
              <Box c="blue.8" display="flex">
                <SiloLogo />
              </Box>
              <Text fw={800} fz="lg" visibleFrom="xs">
                {t('header.brand')}
              </Text>
            </Group>
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <LanguageSwitcher />
            <CartButton />
            <ProfileMenu />
          </Group>
        </Group>
      </Container>
      <CartOverlays />
    </Box>
  )
}
