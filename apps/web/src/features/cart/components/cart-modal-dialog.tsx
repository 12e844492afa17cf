import { Box, Button, Grid, Group, Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePendingRequest } from '../pending-request-api.ts'
import { PromoCodeField, ReferenceFields } from './cart-fields.tsx'
import { CartList } from './cart-list.tsx'
import { CartTotals } from './cart-totals.tsx'
import { CartEmpty, CartPending, useCart } from './cart-view.tsx'
import { PendingRequestNotice } from './pending-request.tsx'
import './cart.css'

/**
 * 'Your cart' (spec 1 §2.8, spec 2 §2.1): the lines in the large mode, the totals, 'close the cart' and 'proceed' to
 * /{lang}/checkout. Mantine's modal traps the focus; the host gives it back to what opened the cart on closing.
 */
export default function CartModalDialog({
  opened,
  onClose,
  onClosed,
}: {
  opened: boolean
  onClose: () => void
  /** After the closing transition: the host gives the focus back (see cart-overlays.tsx). */
  onClosed: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const isMobile = useMediaQuery('(max-width: 48em)')
  const { data, error } = useCart()
  const cart = data?.cart
  const pending = usePendingRequest()
  const proceed = () => {
    onClose()
    navigate(`/${lang}/checkout`)
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      title={t('cart.title')}
      size={1040}
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('cart.close') }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      data-testid="cart-modal"
    >
      {/* The order request not sent yet comes first, above an empty cart or a new one (issue 23). */}
      {pending && (
        <Box mb="md">
          <PendingRequestNotice pending={pending} onNavigate={onClose} />
        </Box>
      )}
      {!cart ? (
        <CartPending error={error} />
      ) : cart.lines.length === 0 ? (
        <Stack>
          <CartEmpty onNavigate={onClose} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cart.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CartList cart={cart} mode="large" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {/* The totals and 'Procedi' stay in view beside a long list (cart.css). */}
            <Stack gap="md" className="cart-modal-aside">
              <CartTotals cart={cart} />
              <PromoCodeField cart={cart} />
              <ReferenceFields cart={cart} />
              <Stack gap="xs">
                <Button onClick={proceed} data-testid="cart-proceed">
                  {t('cart.proceed')}
                </Button>
                <Button variant="default" onClick={onClose}>
                  {t('cart.close')}
                </Button>
              </Stack>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Modal>
  )
}
