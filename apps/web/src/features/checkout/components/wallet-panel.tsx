import { Alert, Center, Divider, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core'
import { formatMoney } from '@shop/domain/catalog/money'
import { pathOf } from '@shop/domain/http/endpoint'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import * as payments from '@shop/domain/payments/endpoints'
import type { PaymentOption } from '@shop/domain/payments/options'
import { BANK_TRANSFER_CANCEL_DAYS } from '@shop/domain/payments/schemas'
import { useQuery } from '@tanstack/react-query'
import { useId, useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { trackPurchaseOnce } from '../../../shared/lib/analytics.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { addressesQuery } from '../address-api.ts'
import { useShippingInfo } from '../api.ts'
import { defaultShipmentAddress } from '../lib/shipping.ts'
import { cartSubmitKinds } from '../lib/submit.ts'
import { initialWallet, walletOffer, walletReducer, walletShippingBody } from '../lib/wallet.ts'
import { paymentOptionsQuery, useBankOrder, usePaypalCreate, useWalletCheckout } from '../payment-api.ts'
import { AddressBook } from './address-book.tsx'
import { TermsCheckbox } from './terms-checkbox.tsx'

const METHOD_LABELS: Record<PaymentOption, string> = {
  card: 'checkout.wallet.method.card',
  bank_transfer: 'checkout.wallet.method.bank',
  paypal: 'checkout.wallet.method.paypal',
}
const PAY_LABELS: Record<PaymentOption, string> = {
  card: 'checkout.wallet.pay.card',
  bank_transfer: 'checkout.wallet.pay.bank',
  paypal: 'checkout.wallet.pay.paypal',
}
/** The spec's title of a failed payment (spec 2 §8), above the server's own message. */
const FAILURE_TITLES: Record<PaymentOption, string> = {
  card: 'checkout.wallet.try_again_later',
  bank_transfer: 'checkout.wallet.try_again_later',
  paypal: 'checkout.wallet.order_creation_failed',
}

type Props = {
  /** The cart to pay for: it becomes the order. */
  cart: Cart
  /** A bank-transfer order was made: the modal closes and the orders page shows where to transfer the money. */
  onBankOrder: (order: Order) => void
}

/**
 * 'Pay now' in the customer modal's shipping section (spec 2 §2.2, §4; issue 12): for a buyer who may order, the
 * shipment address, the method, the terms of sale, the total with VAT and one button that pays the cart straight
 * away: the card provider's hosted page, a bank-transfer order with its bank details, or PayPal's approval page.
 */
export function WalletPanel({ cart, onBankOrder }: Props) {
  const user = useCurrentUser()
  // The same rule as 'Proceed with the order' (submitPermissions): paying is ordering.
  if (!user || cart.lines.length === 0 || !cartSubmitKinds(cart, user).includes('order')) return null
  return <WalletForm cart={cart} userId={user.id} onBankOrder={onBankOrder} />
}

function WalletForm({ cart, userId, onBankOrder }: Props & { userId: number }) {
  const { t } = useTranslation()
  const lang = useLang()
  const headingId = useId()
  const addresses = useQuery(addressesQuery(userId))
  const shippingInfo = useShippingInfo()
  const card = useWalletCheckout()
  const bank = useBankOrder()
  const paypal = usePaypalCreate()
  const [state, dispatch] = useReducer(walletReducer, cart, initialWallet)

  // The buyer's pick, else the default delivery address (else the billing one) as the page's step 2 proposes; one
  // deleted or edited into an incomplete one in the book meanwhile is no choice any more.
  const valid = addresses.data?.filter((a) => a.is_valid) ?? []
  const address =
    state.addressId === null
      ? defaultShipmentAddress(valid)
      : (valid.find((a) => a.id === state.addressId) ?? null)
  // Whether and how the cart may be paid with that address is the server's answer; asking saves nothing.
  const options = useQuery({
    ...paymentOptionsQuery(cart.id, cart.version, address?.id ?? null),
    enabled: address !== null,
  })
  // The answer for another address (kept on screen while the next one comes) is no answer for this one.
  const answer = address && options.data?.shipment_address_id === address.id ? options.data : undefined
  const offer = answer ? walletOffer(answer.options, state.method) : null
  const addressError = options.error
    ? errorText(options.error, t)
    : answer?.options.card.reason === 'address_incomplete'
      ? t('orders.checkout.address_incomplete')
      : undefined
  const totalIva = answer?.order_final_price_iva ?? cart.order_final_price_iva
  const busy = state.phase !== 'ready'

  const pay = async () => {
    const method = offer?.method
    if (busy || !address || !method) return
    if (!state.accepted) return dispatch({ type: 'terms_missing' })
    dispatch({ type: 'pay' })
    try {
      // The wallet's calls name only the cart: the shipment address (and its carrier) goes on it first.
      await shippingInfo.mutateAsync(walletShippingBody(cart, state.presetCarrierId, address))
      if (method === 'card') {
        const { cart: session } = await card.mutateAsync(cart.id)
        dispatch({ type: 'leave' })
        window.location.assign(pathOf(payments.redirectToPayment, { sessionId: session.external_session_id }))
      } else if (method === 'bank_transfer') {
        const { order } = await bank.mutateAsync(cart.id)
        // Counted as the payment step counts an order completed with a bank transfer: once, when it is made.
        trackPurchaseOnce(order)
        onBankOrder(order)
      } else {
        const { result } = await paypal.mutateAsync(cart.id)
        dispatch({ type: 'leave' })
        window.location.assign(result.approve_url)
      }
    } catch (error) {
      // errorText is the server's own message when it has one, else one for its code or 'Something went wrong'.
      dispatch({ type: 'fail', failure: { title: FAILURE_TITLES[method], message: errorText(error, t) } })
    }
  }

  const payment = () => {
    if (address === null) {
      return (
        <Text size="sm" c="dimmed">
          {t('checkout.wallet.address_needed')}
        </Text>
      )
    }
    if (!offer) {
      if (addressError) return null
      return (
        <Center py="sm">
          <Loader size="sm" aria-label={t('checkout.wallet.checking')} />
        </Center>
      )
    }
    if (!offer.method) {
      return (
        <Alert color="yellow" variant="light" role="status" data-testid="wallet-unavailable">
          {t('checkout.wallet.unavailable', { action: t('checkout.submit.order') })}
        </Alert>
      )
    }
    const method = offer.method
    return (
      <Stack gap="md">
        {offer.overOnlineMax && (
          <Alert color="blue" variant="light" role="status" data-testid="wallet-over-online-max">
            {t('orders.checkout.online_payment_over_max')}
          </Alert>
        )}
        <Radio.Group
          label={t('checkout.payment.mode')}
          value={method}
          onChange={(value) => dispatch({ type: 'choose_method', method: value as PaymentOption })}
          required
        >
          <Stack gap={8} mt={8}>
            {offer.methods.map((m) => (
              <Radio key={m} value={m} label={t(METHOD_LABELS[m])} data-testid={`wallet-method-${m}`} />
            ))}
          </Stack>
        </Radio.Group>
        {method === 'bank_transfer' && (
          <Text size="sm">{t('checkout.wallet.bank_hint', { days: BANK_TRANSFER_CANCEL_DAYS })}</Text>
        )}
        <TermsCheckbox
          checked={state.accepted}
          onChange={(accepted) => dispatch({ type: 'accept_terms', accepted })}
          showError={state.termsMissing}
          data-testid="wallet-terms"
        />
        {totalIva !== null && (
          <Text fw={700}>{t('checkout.payment.total_iva', { amount: formatMoney(totalIva, lang) })}</Text>
        )}
        {state.failure && (
          <Alert color="red" role="alert" title={t(state.failure.title)} data-testid="wallet-error">
            {state.failure.message}
          </Alert>
        )}
        <BusyButton busy={busy} onClick={pay} fullWidth data-testid="wallet-pay">
          {t(PAY_LABELS[method])}
        </BusyButton>
      </Stack>
    )
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="wallet-panel"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4" id={headingId}>
            {t('checkout.wallet.title')}
          </Title>
          <Text size="sm">{t('checkout.wallet.intro')}</Text>
        </Stack>
        <AddressBook
          mode="select"
          selectedId={address?.id ?? null}
          onSelect={(chosen) => dispatch({ type: 'choose_address', addressId: chosen.id })}
          error={addressError}
        />
        <Divider />
        {payment()}
      </Stack>
    </Paper>
  )
}
