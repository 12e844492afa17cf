import { Anchor, Container, Grid, Group, Stack, Title } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import CustomerFlow from '../../features/accounts/components/customer-flow.tsx'
import { CartList } from '../../features/cart/components/cart-list.tsx'
import { CartSidebar } from '../../features/cart/components/cart-sidebar.tsx'
import { CartEmpty, CartPending, useCart } from '../../features/cart/components/cart-view.tsx'
import { PendingRequestNotice } from '../../features/cart/components/pending-request.tsx'
import { usePendingRequest } from '../../features/cart/pending-request-api.ts'
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen.tsx'
import type { CustomerSection } from '../../shared/lib/events.ts'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { usePageHead } from '../../shared/lib/page-head.tsx'

/**
 * Step 0: the customer panel embedded in the page, in its checkout flow. Its move to 'shipping' after a login or a
 * sign-up is where the page takes over: the session now has a user, and the stepper moves on to the cart by itself.
 */
function AccountStep() {
  const [section, setSection] = useState<CustomerSection>('login')
  return (
    <Container size={section === 'signup' ? 'md' : 'xs'} px={0} ml={0}>
      <CustomerFlow
        section={section}
        checkout
        embedded
        onSection={(next) => {
          if (next !== 'shipping') setSection(next)
        }}
        onClose={() => setSection('login')}
      />
    </Container>
  )
}

/**
 * Step 1: the cart's lines in the large mode beside the sidebar (totals, promo code, references) and the actions;
 * above them the buyer's order request not sent yet, with 'Riprendi' (issue 23).
 */
function CartStep({ actions }: { actions: ReactNode }) {
  const { data, error } = useCart()
  const pending = usePendingRequest()
  const cart = data?.cart
  if (!cart) return <CartPending error={error} />
  return (
    <Stack gap="lg">
      {pending && <PendingRequestNotice pending={pending} />}
      {cart.lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CartList cart={cart} mode="large" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
              <CartSidebar cart={cart} />
              {actions}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  )
}

/**
 * /{lang}/checkout (spec 2 §2.3), composed from the features it needs (features never import each other: ARCHITECTURE,
 * convention 8): the accounts feature's login and sign-up, the cart feature's list, sidebar and totals, and the
 * checkout feature's stepper, shipment and payment steps.
 */
export default function CheckoutPage() {
  const { t } = useTranslation()
  const lang = useLang()
  usePageHead({ title: t('checkout.title') })
  const { data } = useCart()
  const cart = data?.cart
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="baseline">
          <Title order={1}>{t('checkout.title')}</Title>
          <Anchor component={Link} to={`/${lang}/prodotti`} size="sm">
            {t('cart.checkout.continue_shopping')}
          </Anchor>
        </Group>
        <CheckoutScreen
          cart={cart}
          account={<AccountStep />}
          renderCart={(actions) => <CartStep actions={actions} />}
        />
      </Stack>
    </Container>
  )
}
