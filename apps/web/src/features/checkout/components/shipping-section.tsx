import { Anchor, Center, Loader, Stack, Text } from '@mantine/core'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useLang } from '../../../shared/lib/lang.ts'
import { bankOrderState } from '../lib/bank-order.ts'
import { checkoutSearch, STEPS } from '../lib/steps.ts'
import { ShippingForm } from './shipping-form.tsx'
import { SubmitActions } from './submit-actions.tsx'
import { WalletPanel } from './wallet-panel.tsx'

export type ShippingSectionProps =
  | {
      /** The customer modal's 'shipping' section (spec 2 §2.2). */
      place: 'modal'
      cart: Cart | undefined
      onClose: () => void
    }
  | {
      /** Step 2 of the checkout page, on the order request made at step 1. */
      place: 'page'
      order: Order
      onDone: (order: Order) => void
      onBack: () => void
    }

/**
 * Shipping, one component for the modal and the page (spec 2 §2.2, §2.3; not a copy). It starts with the submit
 * actions while the cart is not submitted yet: a buyer who may only request a quotation sends it from here without
 * an address; proceeding with an order makes the order request and continues on the page's step 2, where the same
 * section shows the address book, the carrier, the date and the references. Below them, a buyer who may order can
 * pay the cart at once ('Pay now': card, bank transfer or PayPal; the payment step is reached from shipping).
 */
export default function ShippingSection(props: ShippingSectionProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  if (props.place === 'page') {
    return <ShippingForm order={props.order} onDone={props.onDone} onBack={props.onBack} />
  }
  const { cart, onClose } = props
  if (!cart) {
    return (
      <Center mih={120}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    )
  }
  const checkoutPath = `/${lang}/checkout`
  if (cart.lines.length === 0) {
    return (
      <Stack gap="sm" data-testid="shipping-section">
        <Text>{t('cart.empty')}</Text>
        <Anchor component={Link} to={`/${lang}/prodotti`} onClick={onClose}>
          {t('catalog.back_to_catalogue')}
        </Anchor>
      </Stack>
    )
  }
  return (
    <Stack gap="md" data-testid="shipping-section">
      <Text size="sm">{t('checkout.modal.intro')}</Text>
      <SubmitActions
        cart={cart}
        onOrder={(order) => {
          onClose()
          navigate(checkoutPath + checkoutSearch(order.id, STEPS.shipping))
        }}
        onAttach={() => {
          onClose()
          navigate(checkoutPath)
        }}
        onLeave={onClose}
      />
      <WalletPanel
        cart={cart}
        onBankOrder={(order) => {
          onClose()
          // Spec 2 §2.2 'Bank order submitted': the orders page, which shows where to transfer the money.
          navigate(`/${lang}/user/orders`, { state: bankOrderState(order) })
        }}
      />
    </Stack>
  )
}
