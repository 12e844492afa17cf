import { Alert, Center, Divider, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core'
import type { Address } from '@shop/domain/accounts/address'
import { formatMoney } from '@shop/domain/catalog/money'
import { pathOf } from '@shop/domain/http/endpoint'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type { Order, ShippingInfoBody } from '@shop/domain/orders/checkout-schemas'
import * as payments from '@shop/domain/payments/endpoints'
import { BANK_TRANSFER_CANCEL_DAYS } from '@shop/domain/payments/schemas'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trackPurchaseOnce } from '../../../shared/lib/analytics.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { sessionQuery, useCurrentUser } from '../../../shared/lib/session.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { addressesQuery } from '../address-api.ts'
import { useShippingInfo } from '../api.ts'
import { carrierFor, defaultShipmentAddress } from '../lib/shipping.ts'
import { cartSubmitKinds } from '../lib/submit.ts'
import { useBankOrder, usePaypalCreate, useWalletCheckout } from '../payment-api.ts'
import { AddressBook } from './address-book.tsx'
import { TermsCheckbox } from './terms-checkbox.tsx'

/** The wallet's methods (spec 2 §4: creditcards, the default; banktransfer; paypal). */
export type WalletMethod = 'card' | 'bank' | 'paypal'

const METHOD_LABELS: Record<WalletMethod, string> = {
  card: 'checkout.wallet.method.card',
  bank: 'checkout.wallet.method.bank',
  paypal: 'checkout.wallet.method.paypal',
}
const PAY_LABELS: Record<WalletMethod, string> = {
  card: 'checkout.wallet.pay.card',
  bank: 'checkout.wallet.pay.bank',
  paypal: 'checkout.wallet.pay.paypal',
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

/**
 * What get_shipping_info answered for the chosen address: card and PayPal need userCanPay; above their per-charge
 * maximum (overOnlineMax) a bank transfer still pays the cart.
 */
type Payable = { addressId: number; userCanPay: boolean; overOnlineMax: boolean; totalIva: number | null }

/** A wallet call's failure: the spec's text, and the server's own message when it has one. */
type Failure = { title: string; message: string }

function WalletForm({ cart, userId, onBankOrder }: Props & { userId: number }) {
  const { t } = useTranslation()
  const lang = useLang()
  const headingId = useId()
  const session = useQuery(sessionQuery())
  const addresses = useQuery(addressesQuery(userId))
  const shippingInfo = useShippingInfo()
  const card = useWalletCheckout()
  const bank = useBankOrder()
  const paypal = usePaypalCreate()
  const paypalEnabled = session.data?.settings.paypal_enabled === true
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [payable, setPayable] = useState<Payable | null>(null)
  const [addressError, setAddressError] = useState<string | undefined>()
  const [method, setMethod] = useState<WalletMethod>('card')
  const [accepted, setAccepted] = useState(false)
  const [termsError, setTermsError] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  // Set once the browser is on its way to the provider: the button stays busy until the page goes.
  const [leaving, setLeaving] = useState(false)
  // The last address asked for: an earlier answer arriving late is not the buyer's choice any more.
  const latest = useRef<number | null>(null)
  // The client's carrier as the cart first showed it: the destination's default is worked out from it, not from the
  // one this panel proposed for an earlier address.
  const presetCarrier = useRef(cart.carrier_id)
  const autoChosen = useRef(false)

  const choose = (address: Address) => {
    setChosenId(address.id)
    setAddressError(undefined)
    setFailure(null)
    latest.current = address.id
    const body: ShippingInfoBody = {
      order: {
        // The server accepts the cart (DRAFT) here and answers whether it may be paid online.
        id: cart.id,
        shipment_address_id: address.id,
        carrier_id: carrierFor(
          { carrier_id: presetCarrier.current, can_edit_carrier: cart.can_edit_carrier },
          address.esaedro_zone_code,
        ),
        custom_carrier: '',
        desired_shipping_date: '',
        reference_client_code: cart.reference_client_code,
        reference_client_date: '',
      },
    }
    shippingInfo.mutate(body, {
      onSuccess: (answer) => {
        if (latest.current !== address.id) return
        setPayable({
          addressId: address.id,
          userCanPay: answer.user_can_pay,
          overOnlineMax: answer.order.online_payment_over_max,
          totalIva: answer.cart?.order_final_price_iva ?? answer.order.order_final_price_iva,
        })
      },
      onError: (error) => {
        if (latest.current !== address.id) return
        setPayable(null)
        setAddressError(errorText(error, t))
      },
    })
  }

  // The default delivery address (else the billing one) is proposed as the page's step 2 does, and asked about at
  // once: whether the cart may be paid online is the server's answer for an address.
  const proposed = addresses.data ? defaultShipmentAddress(addresses.data.filter((a) => a.is_valid)) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first address the list proposes (choose is new every render)
  useEffect(() => {
    if (autoChosen.current || !proposed) return
    autoChosen.current = true
    choose(proposed)
  }, [proposed])

  const busy = shippingInfo.isPending || card.isPending || bank.isPending || paypal.isPending || leaving
  // An address deleted or edited into an incomplete one in the book meanwhile is no choice any more.
  const addressId = addresses.data?.some((a) => a.id === chosenId && a.is_valid) ? chosenId : null
  const current = payable !== null && payable.addressId === addressId ? payable : null
  const totalIva = current?.totalIva ?? cart.order_final_price_iva
  // Above the card's and PayPal's per-charge maximum only the bank transfer is offered (issue 21 item 7).
  const methods: WalletMethod[] = current?.overOnlineMax
    ? ['bank']
    : paypalEnabled
      ? ['card', 'bank', 'paypal']
      : ['card', 'bank']
  const chosenMethod: WalletMethod = methods.includes(method) ? method : (methods[0] as WalletMethod)
  const canPay = current !== null && (current.userCanPay || current.overOnlineMax)

  // errorText is the server's own message when it has one, else one for its code or 'Something went wrong'.
  const failed = (title: string) => (error: unknown) => setFailure({ title, message: errorText(error, t) })

  const pay = () => {
    if (busy || !canPay) return
    if (!accepted) return setTermsError(true)
    setFailure(null)
    if (chosenMethod === 'card') {
      card.mutate(cart.id, {
        onSuccess: (answer) => {
          setLeaving(true)
          window.location.assign(
            pathOf(payments.redirectToPayment, { sessionId: answer.cart.external_session_id }),
          )
        },
        onError: failed(t('checkout.wallet.try_again_later')),
      })
    } else if (chosenMethod === 'bank') {
      bank.mutate(cart.id, {
        onSuccess: (answer) => {
          // Counted as the payment step counts an order completed with a bank transfer: once, when it is made.
          trackPurchaseOnce(answer.order)
          onBankOrder(answer.order)
        },
        onError: failed(t('checkout.wallet.try_again_later')),
      })
    } else {
      paypal.mutate(cart.id, {
        onSuccess: (answer) => {
          setLeaving(true)
          window.location.assign(answer.result.approve_url)
        },
        onError: failed(t('checkout.wallet.order_creation_failed')),
      })
    }
  }

  const payment = () => {
    if (addressId === null) {
      return (
        <Text size="sm" c="dimmed">
          {t('checkout.wallet.address_needed')}
        </Text>
      )
    }
    if (!current) {
      if (addressError) return null
      return (
        <Center py="sm">
          <Loader size="sm" aria-label={t('checkout.wallet.checking')} />
        </Center>
      )
    }
    if (!canPay) {
      return (
        <Alert color="yellow" variant="light" role="status" data-testid="wallet-unavailable">
          {t('checkout.wallet.unavailable', { action: t('checkout.submit.order') })}
        </Alert>
      )
    }
    return (
      <Stack gap="md">
        {current.overOnlineMax && (
          <Alert color="blue" variant="light" role="status" data-testid="wallet-over-online-max">
            {t('orders.checkout.online_payment_over_max')}
          </Alert>
        )}
        <Radio.Group
          label={t('checkout.payment.mode')}
          value={chosenMethod}
          onChange={(value) => {
            setMethod(value as WalletMethod)
            setFailure(null)
          }}
          required
        >
          <Stack gap={8} mt={8}>
            {methods.map((m) => (
              <Radio key={m} value={m} label={t(METHOD_LABELS[m])} data-testid={`wallet-method-${m}`} />
            ))}
          </Stack>
        </Radio.Group>
        {chosenMethod === 'bank' && (
          <Text size="sm">{t('checkout.wallet.bank_hint', { days: BANK_TRANSFER_CANCEL_DAYS })}</Text>
        )}
        <TermsCheckbox
          checked={accepted}
          onChange={(checked) => {
            setAccepted(checked)
            setTermsError(false)
          }}
          showError={termsError}
          data-testid="wallet-terms"
        />
        {totalIva !== null && (
          <Text fw={700}>{t('checkout.payment.total_iva', { amount: formatMoney(totalIva, lang) })}</Text>
        )}
        {failure && (
          <Alert color="red" role="alert" title={failure.title} data-testid="wallet-error">
            {failure.message}
          </Alert>
        )}
        <BusyButton
          busy={busy}
          spinner={card.isPending || bank.isPending || paypal.isPending || leaving}
          onClick={pay}
          fullWidth
          data-testid="wallet-pay"
        >
          {t(PAY_LABELS[chosenMethod])}
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
        <AddressBook mode="select" selectedId={addressId} onSelect={choose} error={addressError} />
        <Divider />
        {payment()}
      </Stack>
    </Paper>
  )
}
