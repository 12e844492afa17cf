import { Anchor, Container, Grid, Group, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageTitle } from '../../../shared/lib/page-title.ts'
import { CartList } from '../components/cart-list.tsx'
import { CartSidebar } from '../components/cart-sidebar.tsx'
import { CartEmpty, CartPending, useCart } from '../components/cart-view.tsx'

/**
 * /{lang}/checkout: for now the cart step (spec 2 §2.3 step 1): the lines in the large mode beside the sidebar with
 * the totals, the promo code and the references. The checkout issue adds the steps around it.
 */
export default function CheckoutPage() {
  const { t } = useTranslation()
  const lang = useLang()
  usePageTitle(t('cart.checkout.title'))
  const { data, error } = useCart()
  const cart = data?.cart
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="baseline">
          <Title order={1}>{t('cart.checkout.title')}</Title>
          {cart && cart.lines.length > 0 && (
            <Anchor component={Link} to={`/${lang}/prodotti`} size="sm">
              {t('cart.checkout.continue_shopping')}
            </Anchor>
          )}
        </Group>
        {!cart ? (
          <CartPending error={error} />
        ) : cart.lines.length === 0 ? (
          <CartEmpty />
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <CartList cart={cart} mode="large" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <div style={{ position: 'sticky', top: 16 }}>
                <CartSidebar cart={cart} />
              </div>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  )
}
