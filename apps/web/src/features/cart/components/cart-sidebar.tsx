import { Button, Collapse, Paper, Stack, Title } from '@mantine/core'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import { useId, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { PromoCodeField, ReferenceFields } from './cart-fields.tsx'
import { CartList } from './cart-list.tsx'
import { CartTotals } from './cart-totals.tsx'

/**
 * The sidebar list mode (spec 1 §4.5): a summary whose product count is a toggle that shows the lines, then the
 * totals, the promo code and the references.
 */
export function CartSidebar({ cart, withFields = true }: { cart: Cart; withFields?: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const headingId = useId()
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="aside"
      aria-labelledby={headingId}
      data-testid="cart-sidebar"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('cart.sidebar.title')}
        </Title>
        <Button
          variant="subtle"
          color="gray"
          // The subtle variant's tinted text is under 4.5:1; dark text reads as the summary it is.
          c="dark.7"
          justify="space-between"
          fullWidth
          px={6}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          rightSection={<span aria-hidden>{open ? '▴' : '▾'}</span>}
          data-testid="sidebar-toggle"
        >
          {t('cart.sidebar.products', { count: cart.total_qty })}
        </Button>
        <Collapse expanded={open} id={listId}>
          <CartList cart={cart} mode="sidebar" />
        </Collapse>
        <CartTotals cart={cart} />
        {withFields && (
          <>
            <PromoCodeField cart={cart} />
            <ReferenceFields cart={cart} />
          </>
        )}
      </Stack>
    </Paper>
  )
}
