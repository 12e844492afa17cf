import { Box, Button, Divider, Flex, Stack, Text } from '@mantine/core'
import type { PublicUser } from '@shop/domain/accounts/schemas'
import { lazy, Suspense, useId, useState } from 'react'
import { Link } from 'react-router'
import { type AreaRoute, areaPath } from '../../../shared/lib/area-routes.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { areaMenu, type LockReason } from '../lib/area-menu.ts'

// The dialog brings Mantine's Modal and the switch's calls: only a user with several companies opens it.
const CompanySwitchDialog = lazy(() => import('./company-switch-dialog.tsx'))

/** The menu entry a screen belongs to: a detail under its list. */
const ENTRY_OF: Partial<Record<AreaRoute, AreaRoute>> = {
  order_detail: 'orders',
  quotation_detail: 'quotations',
}

/** Each entry's label key. */
const LABELS: Record<AreaRoute, string> = {
  dashboard: 'area.menu.dashboard',
  profile: 'area.menu.profile',
  quotations: 'area.menu.quotations',
  orders: 'area.menu.orders',
  addresses: 'area.menu.addresses',
  'price-list': 'area.menu.price_list',
  order_detail: 'area.menu.orders',
  quotation_detail: 'area.menu.quotations',
  'saved-configurations': 'area.menu.saved_configurations',
  documents: 'area.menu.documents',
  'quick-order': 'area.menu.quick_order',
}

const REASONS: Record<LockReason, string> = {
  profile_incomplete: 'area.menu.locked_profile',
  no_prices: 'area.menu.locked_prices',
}

/** The user's companies: the main one and the aliases (spec 3 §3 main_account, alias_account). */
const linkedCompanies = (user: PublicUser) => (user.main_account ? 1 : 0) + user.alias_account.length

/**
 * The area's menu (spec 3 §2): its pages, a closed one marked aria-disabled and described by the reason, written
 * under the list; and the company switch for a user linked to several companies, open whatever the profile misses.
 * A column beside the screen from 992 px, a row of links above it on a phone.
 */
export function AreaMenu({ user, current }: { user: PublicUser; current: AreaRoute | null }) {
  const { t } = useTranslation()
  const lang = useLang()
  const profileReasonId = useId()
  const pricesReasonId = useId()
  const reasonIds: Record<LockReason, string> = {
    profile_incomplete: profileReasonId,
    no_prices: pricesReasonId,
  }
  // null until first opened: the dialog's chunk loads then, and stays mounted so closing returns the focus.
  const [switching, setSwitching] = useState<boolean | null>(null)
  const entries = areaMenu(user.area)
  const locks = [...new Set(entries.flatMap((entry) => (entry.lock ? [entry.lock] : [])))]
  const active = current && (ENTRY_OF[current] ?? current)
  const item = { justify: 'flex-start', w: { base: 'auto', md: '100%' } } as const

  return (
    <Box component="nav" aria-label={t('area.menu.label')} data-testid="area-menu">
      <Stack gap="sm">
        <Flex
          component="ul"
          direction={{ base: 'row', md: 'column' }}
          wrap="wrap"
          gap={4}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {entries.map(({ route, lock }) => (
            <li key={route}>
              {lock ? (
                // Closed: in the keyboard's order, so its reason can be heard, but it leads nowhere.
                <Button
                  component="a"
                  role="link"
                  tabIndex={0}
                  aria-disabled="true"
                  aria-describedby={reasonIds[lock]}
                  variant="subtle"
                  color="gray.7"
                  {...item}
                  fw={400}
                  style={{ cursor: 'not-allowed' }}
                >
                  {t(LABELS[route])}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={areaPath(lang, route)}
                  aria-current={active === route ? 'page' : undefined}
                  variant={active === route ? 'light' : 'subtle'}
                  // blue.9, not blue: the light variant's hover tint under blue.8 text read 4.0:1 (axe wants 4.5).
                  color={active === route ? 'blue.9' : 'dark'}
                  {...item}
                >
                  {t(LABELS[route])}
                </Button>
              )}
            </li>
          ))}
          {linkedCompanies(user) > 1 && (
            <li>
              <Button
                variant="subtle"
                color="dark"
                {...item}
                onClick={() => setSwitching(true)}
                aria-haspopup="dialog"
                data-testid="company-switch"
              >
                {t('area.menu.switch')}
              </Button>
            </li>
          )}
        </Flex>
        {locks.map((lock) => (
          <Text key={lock} id={reasonIds[lock]} size="sm" c="dimmed">
            {t(REASONS[lock])}
          </Text>
        ))}
        {/* On a phone the menu is a row above the screen: a rule sets them apart. */}
        <Divider hiddenFrom="md" />
      </Stack>
      {switching !== null && (
        <Suspense fallback={null}>
          <CompanySwitchDialog opened={switching} onClose={() => setSwitching(false)} />
        </Suspense>
      )}
    </Box>
  )
}
