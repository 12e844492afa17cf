import { Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useMoney } from '../lib/money.ts'
import { usePendingRequest } from '../pending-request-api.ts'
import { CartList } from './cart-list.tsx'
import { useCart } from './cart-view.tsx'
import { PendingRequestNotice } from './pending-request.tsx'

/** How long the flying cart stays after an add, unless the pointer or the focus is on it. */
const SHOWN_MS = 6000

/**
 * The flying_cart list mode (spec 1 §4.5): a small panel shown for a few seconds after an add, with the line just
 * added first. It never takes the focus (the live region in the header says what was added), pauses while hovered or
 * focused, and closes with its button or Escape.
 */
export default function FlyingCart({
  lineId,
  onClose,
  onOpenCart,
}: {
  lineId: number
  onClose: () => void
  onOpenCart: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const money = useMoney()
  const headingId = useId()
  const { data } = useCart()
  const pending = usePendingRequest()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = hovered || focused

  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (paused) return
    const timer = window.setTimeout(() => close.current(), SHOWN_MS)
    return () => window.clearTimeout(timer)
  }, [paused])

  const cart = data?.cart
  if (!cart?.lines.some((l) => l.id === lineId)) return null
  const showTotal = cart.permissions.show_prices && cart.order_final_price !== null
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      shadow="lg"
      withBorder
      radius="md"
      p="md"
      pos="fixed"
      top={72}
      right={16}
      w={380}
      maw="calc(100vw - 32px)"
      style={{ zIndex: 190 }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      data-testid="flying-cart"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id={headingId}>
            {t('cart.flying.title')}
          </Title>
          <CloseButton aria-label={t('cart.flying.close')} onClick={onClose} />
        </Group>
        <CartList cart={cart} mode="flying_cart" highlightLineId={lineId} limit={3} />
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('cart.sidebar.products', { count: cart.total_qty })}</Text>
          {showTotal && (
            <Text size="sm" fw={700}>
              {t('cart.flying.net', { amount: money(cart.order_final_price ?? 0) })}
            </Text>
          )}
        </Group>
        {pending && <PendingRequestNotice pending={pending} compact onNavigate={onClose} />}
        <Group grow gap="xs">
          <Button variant="default" onClick={onOpenCart}>
            {t('cart.flying.view')}
          </Button>
          <Button component={Link} to={`/${lang}/checkout`} onClick={onClose}>
            {t('cart.proceed')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
