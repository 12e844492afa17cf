import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { formatMoney } from '@shop/domain/catalog/money'
import { useQuery } from '@tanstack/react-query'
import { emit } from '../../../shared/lib/events.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { sessionQuery } from '../../../shared/lib/session.ts'
import { siteTextsQuery } from '../api.ts'

/** Who is looking, as far as prices go: the reason a price is missing is told in words, never left blank. */
export type PriceViewer = 'anonymous' | 'prospect' | 'no_prices' | 'client'

export function usePriceViewer(): {
  viewer: PriceViewer | undefined
  userId: number | null
  /** Worth asking the price call: a client who may see prices, or anyone while public prices are on. */
  mayShowPrices: boolean
} {
  const { data } = useQuery(sessionQuery())
  if (!data) return { viewer: undefined, userId: null, mayShowPrices: false }
  const user = data.user
  const publicPrices = data.settings.show_public_prices
  if (!user) return { viewer: 'anonymous', userId: null, mayShowPrices: publicPrices }
  if (!user.client_id) return { viewer: 'prospect', userId: user.id, mayShowPrices: publicPrices }
  const viewer = user.can_see_prices ? 'client' : 'no_prices'
  return { viewer, userId: user.id, mayShowPrices: viewer === 'client' }
}

/** show_price_warning, hidden for users without a client when front_price_warning_hide_prospect is on. */
export function useShowPriceNotice(): boolean {
  const { data } = useQuery(sessionQuery())
  if (!data?.settings.show_price_warning) return false
  const hasClient = Boolean(data.user?.client_id)
  return hasClient || !data.settings.front_price_warning_hide_prospect
}

/** The price notice text (site text `price_notice`), beside prices when the settings ask for it. */
export function PriceNotice() {
  const show = useShowPriceNotice()
  const { t } = useTranslation()
  const lang = useLang()
  const texts = useQuery({ ...siteTextsQuery(lang), enabled: show })
  if (!show) return null
  const text = texts.data?.find((x) => x.key === 'price_notice')?.text
  return (
    <Alert variant="light" color="yellow" title={t('catalog.price_notice_title')} p="sm">
      <Text size="sm">{text ?? t('catalog.price_notice')}</Text>
    </Alert>
  )
}

/** A price in cents for the language, or 'to be quoted' for -1. */
export function useFormatPrice() {
  const lang = useLang()
  const { t } = useTranslation()
  return (cents: number) => (cents < 0 ? t('catalog.to_be_quoted') : formatMoney(cents, lang))
}

/** One price line: the client's price, the list price struck through when it differs, the discount and 'excl. VAT'. */
export function PriceLine({
  price,
  discounted,
  label,
  size = 'lg',
  testId,
}: {
  price: number
  discounted: number
  label?: string | null
  size?: 'sm' | 'md' | 'lg' | 'xl'
  testId?: string
}) {
  const { t } = useTranslation()
  const format = useFormatPrice()
  const quoted = discounted < 0 || price < 0
  return (
    <Group gap={8} align="baseline" wrap="wrap" data-testid={testId}>
      <Text fw={700} fz={size} c="blue.9">
        {format(quoted ? -1 : discounted)}
      </Text>
      {!quoted && discounted !== price && (
        <Text size="sm" c="dimmed" td="line-through">
          <span className="visually-hidden">{t('catalog.list_price')} </span>
          {format(price)}
        </Text>
      )}
      {!quoted && label && (
        <Text size="sm" fw={700} c="red.9">
          {label}
        </Text>
      )}
      {!quoted && (
        <Text size="xs" c="dimmed">
          {t('catalog.vat_excluded')}
        </Text>
      )}
    </Group>
  )
}

/**
 * Opens the login (the customer modal, through the page event every screen uses) for an anonymous visitor who wants
 * prices; after the login the modal closes on the same page, which then shows their prices (issue 13 item 6).
 */
export function LoginForPricesButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  return (
    <Button
      // 'light' blue on its own tint is under 4.5:1 at this size (axe color-contrast); 'default' reads dark on white.
      variant={compact ? 'subtle' : 'default'}
      size={compact ? 'compact-sm' : 'xs'}
      px={compact ? 0 : undefined}
      onClick={() => emit('customer:open', { section: 'login' })}
      data-testid="login-for-prices"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('catalog.no_price.login_for_prices')}
    </Button>
  )
}

/** Why there is no price, in words; an anonymous visitor also gets the way to log in. */
export function NoPriceNote({ viewer }: { viewer: PriceViewer | undefined }) {
  const { t } = useTranslation()
  if (!viewer || viewer === 'client') return null
  const note = (
    <Text size="sm" c="dimmed" data-testid="no-price-note">
      {t(`catalog.no_price.${viewer}`)}
    </Text>
  )
  if (viewer !== 'anonymous') return note
  return (
    <Stack gap={6} align="flex-start">
      {note}
      <LoginForPricesButton />
    </Stack>
  )
}
