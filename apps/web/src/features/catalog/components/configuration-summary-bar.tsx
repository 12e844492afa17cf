import { Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { type RefObject, useEffect, useId, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { CartIcon } from '../../../shared/ui/icons.tsx'
import type { PricesResponse } from '../api.ts'
import type { ConfigurationAdder } from './configuration-actions.tsx'
import { LoginForPricesButton, type PriceViewer, useFormatPrice } from './prices.tsx'

/**
 * Whether the buyer has scrolled past an element: its top above the screen and less than half of it still shown.
 * The summary bar stands in for the summary only then, while the options below are being changed; above the
 * summary (the page's top) nothing needs repeating yet.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        const top = entry.rootBounds?.top ?? 0
        setPast(entry.boundingClientRect.top < top && entry.intersectionRatio < 0.5)
      },
      // An element below the screen counts as in view: a jump straight past it still crosses a threshold.
      { threshold: [0, 0.25, 0.5, 0.75, 1], rootMargin: '0px 0px 100000px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return past
}

/**
 * The configurator's summary on a phone (issue 13 item 4; spec 1 §9 puts the mobile width below 768 px): the whole
 * code, the price and the add button in a bar that stays at the bottom of the screen while the buyer changes options far
 * down the page. It is sticky at the end of the configurator, so it takes its own room there and never covers the
 * last options or the footer; it shows only once the buyer has scrolled past the summary itself. It announces nothing: the
 * summary's price is the polite live region, and this bar would only say it twice.
 */
export function ConfigurationSummaryBar({
  code,
  viewer,
  showPrices,
  line,
  adder,
  blockerText,
  hidden,
}: {
  code: string
  viewer: PriceViewer | undefined
  showPrices: boolean
  line: UseQueryResult<PricesResponse>
  adder: ConfigurationAdder
  /** What keeps the configuration out of the cart, in a few words ('Scegli: Lunghezza (…)'), or null. */
  blockerText: string | null
  /** The buyer has not scrolled past the summary: the bar steps aside (it keeps its room, so nothing moves). */
  hidden: boolean
}) {
  const { t } = useTranslation()
  const reasonId = useId()
  return (
    <Box
      hiddenFrom="sm"
      component="section"
      aria-label={t('catalog.summary.label')}
      data-testid="summary-bar"
      data-hidden={hidden || undefined}
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 150,
        marginTop: 'var(--mantine-spacing-md)',
        visibility: hidden ? 'hidden' : 'visible',
        opacity: hidden ? 0 : 1,
        transition: 'opacity 150ms ease',
      }}
    >
      <Paper
        shadow="md"
        withBorder
        radius="md"
        px="sm"
        py="xs"
        style={{ paddingBottom: 'calc(var(--mantine-spacing-xs) + env(safe-area-inset-bottom, 0px))' }}
      >
        {/* Two rows, so nothing is cut at 390 px: the whole code (wrapping where it must), then the price or the
            login prompt beside the add button. */}
        <Stack gap={4}>
          <Text
            ff="monospace"
            fw={700}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            data-testid="summary-code"
          >
            <span className="visually-hidden">{`${t('catalog.configurator.code')}: `}</span>
            {code || '—'}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
            <Box style={{ minWidth: 0, flex: 1 }}>
              <BarPrice viewer={viewer} showPrices={showPrices} line={line} />
            </Box>
            {adder.shown && (
              <Button
                size="sm"
                px="sm"
                variant={adder.blocked ? 'default' : 'filled'}
                // The bar is narrow: 'Aggiungi' with the cart, and the whole action as its name.
                aria-label={t('catalog.configurator.add_to_cart')}
                aria-disabled={adder.pending || undefined}
                aria-describedby={blockerText ? reasonId : undefined}
                leftSection={
                  adder.pending ? <Loader size={14} color="currentColor" /> : <CartIcon size={16} />
                }
                data-testid="summary-add-to-cart"
                data-blocked={adder.blocked || undefined}
                onClick={adder.submit}
                style={{ flexShrink: 0 }}
              >
                {t('catalog.summary.add')}
              </Button>
            )}
          </Group>
          {blockerText && (
            <Text id={reasonId} size="xs" c="red.9" lineClamp={2} data-testid="summary-blocked">
              {blockerText}
            </Text>
          )}
          {!blockerText && adder.added && (
            <Text size="xs" c="var(--mantine-color-green-light-color)">
              {t('catalog.configurator.added')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Box>
  )
}

/** The bar's price: the buyer's price alone (the summary has the list price and discount), or why there is none. */
function BarPrice({
  viewer,
  showPrices,
  line,
}: {
  viewer: PriceViewer | undefined
  showPrices: boolean
  line: UseQueryResult<PricesResponse>
}) {
  const { t } = useTranslation()
  const format = useFormatPrice()
  const configuration = line.data?.configuration
  if (showPrices || line.data?.show_prices) {
    const price = configuration?.discounted_price
    if (price === null || price === undefined || line.isError) {
      return <Loader size="xs" aria-label={t('common.loading')} />
    }
    return (
      <Group gap={6} align="baseline" data-testid="summary-price">
        <Text fw={700} c="blue.9" size="md" style={{ whiteSpace: 'nowrap' }}>
          {format(price)}
        </Text>
        {price >= 0 && (
          <Text size="xs" c="dimmed">
            {t('catalog.vat_excluded')}
          </Text>
        )}
      </Group>
    )
  }
  if (viewer === 'anonymous') return <LoginForPricesButton compact />
  if (viewer === 'prospect' || viewer === 'no_prices') {
    return (
      <Text size="xs" c="dark.6" data-testid="summary-price">
        {t('catalog.summary.no_price')}
      </Text>
    )
  }
  return null
}
