import type { ShopSettings } from '@shop/domain/accounts/schemas'
import { isLang, type Lang, pick } from '@shop/domain/i18n/langs'
import type { Cart, CartReferences } from '@shop/domain/orders/cart-schemas'
import {
  formatOrderRef,
  isOnlinePaymentMode,
  PAYMENT_MODE_IDS,
  quotationValidUntil,
  romeToday,
  submitPermissions,
} from '@shop/domain/orders/checkout'
import { type CartSubmitBody, type Order, TERMS_OF_SALE_VERSION } from '@shop/domain/orders/checkout-schemas'
import { canSeePrices } from '@shop/domain/orders/permissions'
import type { TransitionName } from '@shop/domain/orders/status-machine'
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db, Queryable, Tx } from '../../db/client.ts'
import {
  countries,
  orderRefCounters,
  orders,
  paymentModes,
  promoCodes,
  users,
} from '../../db/schema/index.ts'
import type { PaymentMethod } from '../../db/schema/payments.ts'
import type { Deps } from '../../deps.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { findCart } from '../cart/cart.service.ts'
import { ownerCondition, referenceColumns } from '../cart/cart.store.ts'
import { type CartViewInput, toCartAnswer } from '../cart/cart.view.ts'
import { type CartClient, DEFAULT_PORT_ID, findCartRowInTx } from '../cart/cart-rows.store.ts'
import { findLineCopies } from '../cart/line-copies.store.ts'
import { promoError, promoProblem } from '../cart/promo-codes.service.ts'
import { type CatalogSnapshot, findCatalog } from '../catalog/catalog.store.ts'
import { findBankDetails, findSettings } from '../lookups/settings.service.ts'
import {
  findBilling,
  findOrderClient,
  findOrderRows,
  getOrderRows,
  type OrderRows,
  toOrderAnswer,
} from '../orders/order.view.ts'
import { applyTransition } from '../orders/status.service.ts'
import {
  type CheckoutCustomer,
  checkoutCustomerMail,
  checkoutProviderMail,
  type MailDetails,
  type ProviderMailKind,
} from './checkout.mails.ts'
import { checkOrderTotal, checkWalletCart } from './order.rules.ts'

/**
 * The checkout's use cases (spec 2 §4 and §7, spec 3 §4; issue 11; docs/decisions/021). This file: the cart
 * becomes a quotation request, a saved quotation or an order request, exactly once (POST cart/submit). The shipping
 * step, the completion and the detail are in checkout-order.service.ts.
 */

export type CheckoutDeps = Pick<Deps, 'db' | 'mailer' | 'labels' | 'clock' | 'config'>

/** A signed-in caller and the company they act for (null: none). */
export type CheckoutCaller = { userId: number; client: CartClient | null }

/** Label keys of the checkout's answers and refusals (db/seed/labels/checkout.ts). */
export const CHECKOUT_LABELS = {
  cartEmpty: 'orders.checkout.cart_empty',
  emailUnverified: 'orders.checkout.email_unverified',
  noClient: 'orders.checkout.no_client',
  clientUnverified: 'orders.checkout.client_unverified',
  tobeQuoted: 'orders.checkout.tobe_quoted',
  pricesHidden: 'orders.checkout.prices_hidden',
  orderNotAllowed: 'orders.checkout.order_not_allowed',
  keyUsed: 'orders.checkout.key_used',
  bankTransferUnavailable: 'orders.checkout.bank_transfer_unavailable',
  addressIncomplete: 'orders.checkout.address_incomplete',
  addressUnknown: 'orders.checkout.address_unknown',
  carrierInvalid: 'orders.checkout.carrier_invalid',
  desiredDateTooEarly: 'orders.checkout.desired_date_too_early',
  payOnline: 'orders.checkout.pay_online',
  paymentModeUnavailable: 'orders.checkout.payment_mode_unavailable',
  onlinePaymentUnavailable: 'orders.checkout.online_payment_unavailable',
} as const

/** What the catalogue and the settings are now: read before a transaction (on PGlite a read beside one waits). */
export async function findCheckoutContext(
  db: Db,
): Promise<{ snap: CatalogSnapshot; settings: ShopSettings }> {
  const [snap, settings] = await Promise.all([findCatalog(db), findSettings(db)])
  return { snap, settings }
}

/** True when the caller may see prices (the cart's, the catalogue's one rule). */
export function callerSeesPrices(caller: CheckoutCaller, settings: ShopSettings): boolean {
  return canSeePrices({ client: caller.client, show_public_prices: settings.show_public_prices })
}

/** The customer as the mails name them, and whether their address is verified. */
export async function findCustomer(q: Queryable, userId: number) {
  const [row] = await q
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      preferredLang: users.preferredLang,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw new AppError('unauthenticated', 'errors.unauthenticated')
  return row
}

/**
 * What a mail names beside the order answer, in one language: how the order is paid (its payment mode's text, or
 * 'PayPal' when PayPal paid it: the card mode PV9 stands for both) and the delivery address's country.
 */
export async function findMailDetails(
  q: Queryable,
  order: Pick<Order, 'payment_mode_id' | 'shipment_address'>,
  lang: Lang,
  paidWith?: PaymentMethod,
): Promise<MailDetails> {
  const [mode] =
    order.payment_mode_id === null
      ? []
      : await q
          .select({ texts: paymentModes.description })
          .from(paymentModes)
          .where(eq(paymentModes.id, order.payment_mode_id))
  const zone = order.shipment_address?.esaedro_zone_code
  const [country] = zone
    ? await q.select({ names: countries.names }).from(countries).where(eq(countries.zoneCode, zone))
    : []
  return {
    payment: paidWith === 'paypal' ? 'PayPal' : pick(mode?.texts, lang),
    country: pick(country?.names, lang),
  }
}

/**
 * Queues the customer's confirmation (in their language, prices as they see them) and the provider's notice (in
 * Italian, with prices) in the caller's transaction. The customer's copy goes only to a verified address, as the
 * wizard's does: an account's address is only the owner's once verified, and the shop must not mail strangers; and
 * not at all with `customerCopy` false (a move the customer made on the page, which tells them). `paidWith`: how a
 * payment just received was made; `note`: what the customer wrote with the move (a refusal's reason).
 */
export async function queueCheckoutMails(
  deps: Pick<CheckoutDeps, 'mailer' | 'labels' | 'config'>,
  tx: Tx,
  input: {
    rows: OrderRows
    snap: CatalogSnapshot
    customer: CheckoutCustomer & { emailVerifiedAt: Date | null }
    kind: ProviderMailKind
    showPrices: boolean
    paidWith?: PaymentMethod
    customerCopy?: boolean
    note?: string
  },
): Promise<void> {
  const { rows, snap, customer, kind, showPrices, paidWith, customerCopy = true, note = '' } = input
  const lang: Lang = isLang(customer.preferredLang) ? customer.preferredLang : 'it'
  const answer = (l: Lang, show: boolean) =>
    toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang: l, showPrices: show })
  if (customerCopy && customer.emailVerifiedAt !== null) {
    const order = answer(lang, showPrices)
    const mail = checkoutCustomerMail(
      deps.labels,
      deps.config.publicUrl,
      customer,
      kind,
      order,
      showPrices,
      await findMailDetails(tx, order, lang, paidWith),
    )
    await deps.mailer.send(mail, tx)
  }
  const order = answer('it', true)
  const notice = checkoutProviderMail(
    deps.labels,
    deps.config.PROVIDER_EMAIL,
    customer,
    kind,
    order,
    await findMailDetails(tx, order, 'it', paidWith),
    { emailUnverified: customer.emailVerifiedAt === null, note },
  )
  await deps.mailer.send(notice, tx)
}

/**
 * What each submission makes (spec 2 §4, spec 3 §4): the status machine's move from DRAFT, by name. The wallet's two
 * (issue 12) pay from the cart: they need a shipment address and the buyer's right to pay online, and take their
 * payment mode.
 */
const OUTCOMES = {
  quote_request: {
    transition: 'request_quotation',
    isQuotation: true,
    permission: 'request_quote',
    wallet: null,
  },
  saved_quote: { transition: 'save_quotation', isQuotation: true, permission: 'save_quote', wallet: null },
  order_request: { transition: 'start_order', isQuotation: false, permission: 'order', wallet: null },
  /** Card or PayPal: the order waits for the provider's confirmation; no mail until it is paid. */
  wallet_order: {
    transition: 'start_wallet_order',
    isQuotation: false,
    permission: 'order',
    wallet: { modeId: PAYMENT_MODE_IDS.pv9 },
  },
  /** Bank transfer in advance: a NEW order, unpaid, with the bank details. */
  bank_order: {
    transition: 'bank_order',
    isQuotation: false,
    permission: 'order',
    wallet: { modeId: PAYMENT_MODE_IDS.pm5 },
  },
} as const satisfies Record<
  string,
  {
    transition: TransitionName
    isQuotation: boolean
    permission: keyof ReturnType<typeof submitPermissions>
    wallet: { modeId: number } | null
  }
>
export type SubmitOutcome = keyof typeof OUTCOMES

/**
 * Which mail a submission sends: an order request none (the buyer is reminded once a day later if it is still
 * incomplete, order-request.service.ts; the desk hears of it once completed or paid: issue 23), the wallet's card and
 * PayPal orders wait for their payment's.
 */
const MAIL_OF: Record<SubmitOutcome, ProviderMailKind | null> = {
  quote_request: 'quote_request',
  saved_quote: 'saved_quote',
  order_request: null,
  wallet_order: null,
  bank_order: 'bank_order',
}

function outcomeOf(body: Pick<CartSubmitBody, 'quote_or_order' | 'is_save_quote'>): SubmitOutcome {
  if (body.quote_or_order === 'order') return 'order_request'
  return body.is_save_quote ? 'saved_quote' : 'quote_request'
}

/** Why a submission is refused, most basic reason first: the label the 403 carries. */
function refusalLabel(
  outcome: SubmitOutcome,
  input: { email_verified: boolean; client: CartClient | null; tobe_quoted: boolean },
): string {
  const { client } = input
  if (client === null) return CHECKOUT_LABELS.noClient
  if (!client.verified) return CHECKOUT_LABELS.clientUnverified
  if (input.tobe_quoted) return CHECKOUT_LABELS.tobeQuoted
  if (!input.email_verified) return CHECKOUT_LABELS.emailUnverified
  if (outcome === 'saved_quote') return CHECKOUT_LABELS.pricesHidden
  return CHECKOUT_LABELS.orderNotAllowed
}

/**
 * The view input with prices shown whatever the viewer may see: the order keeps its prices for the provider even
 * when the buyer sees none. Only visibility changes; the buyer's rules, group discount and VAT stay theirs.
 */
function withPricesShown(input: CartViewInput): CartViewInput {
  const { client } = input.viewer
  return {
    ...input,
    settings: { ...input.settings, show_public_prices: true },
    viewer: { ...input.viewer, client: client && { ...client, can_see_prices: true, verified: true } },
  }
}

/** The order this user made with this key (a retry or a double click), or a 409 when another user's has it. */
async function findSubmitted(tx: Tx, userId: number, key: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.submissionKey, key))
  if (!row) return null
  if (row.userId !== userId) throw new AppError('conflict', CHECKOUT_LABELS.keyUsed)
  return row.id
}

/** The next number of the year: an upsert in the caller's transaction, so a rollback gives it back (no gaps). */
async function nextOrderNumber(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(orderRefCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: orderRefCounters.year, set: { last: sql`${orderRefCounters.last} + 1` } })
    .returning({ last: orderRefCounters.last })
  return row?.last as number
}

/**
 * Counts one use of the code, only while it still applies (valid now, uses left): a code used up by another cart
 * since this one read it refuses the submission with the 422 the cart would show on its promo code, on `path` (the
 * code's field in the caller's body; [] 'general' for cart/submit, whose body carries none).
 */
export async function countPromoUse(
  tx: Tx,
  promoId: number,
  now: Date,
  path: readonly PropertyKey[] = [],
): Promise<void> {
  const counted = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoId),
        or(isNull(promoCodes.usageLimit), sql`${promoCodes.usedCount} < ${promoCodes.usageLimit}`),
        lte(promoCodes.validFrom, now),
        or(isNull(promoCodes.validTo), gt(promoCodes.validTo, now)),
      ),
    )
    .returning({ id: promoCodes.id })
  if (counted.length > 0) return
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoId))
  const problem = row
    ? promoProblem(
        {
          valid_from: row.validFrom,
          valid_to: row.validTo,
          usage_limit: row.usageLimit,
          used_count: row.usedCount,
        },
        now,
      )
    : null
  throw promoError(problem ?? 'used_up', path)
}

/** Writes each line's unit prices, rule and product code as the cart showed them. */
async function freezeLines(tx: Tx, orderId: number, lines: Cart['lines']): Promise<void> {
  const values = lines.map((l) => ({
    id: l.id,
    price: l.price,
    discounted_price: l.discounted_price,
    rule: l.discount_rule_static,
    ref: l.client_product_ref,
  }))
  await tx.execute(sql`
    update order_lines l set price = v.price, discounted_price = v.discounted_price,
      discount_rule_static = v.rule, client_product_ref = v.ref
    from json_to_recordset(${JSON.stringify(values)}::json)
      as v(id int, price bigint, discounted_price bigint, rule jsonb, ref text)
    where l.id = v.id and l.order_id = ${orderId}::int`)
}

/** The provider's own carrier (spec 3 §4 defaults: transport id 1). */
const DEFAULT_TRANSPORT_ID = 1

const cartMissing = () => new AppError('cart_is_missing', 'errors.cart_is_missing')
const bp = (percent: number | null) => (percent === null ? null : Math.round(percent * 100))

type Submitted = { kind: 'made'; order: Order } | { kind: 'done'; orderId: number } | { kind: 'conflict' }

/**
 * POST cart/submit: the caller's cart becomes a quotation request (NEW), a saved quotation (READY, prices locked
 * for 30 days) or an order request (INCOMPLETE_REQUEST), in one transaction that locks the cart row first. Prices are
 * computed after the lock from rows read inside the transaction and frozen onto the order and its lines exactly as
 * the cart showed them; the order gets its reference, the promo code its counted use, the audit its row, and the
 * two mails are queued (none for an order request). The same submission_key again answers the order it made. See docs/decisions/021.
 */
export function submitCart(
  deps: CheckoutDeps,
  caller: CheckoutCaller,
  lang: Lang,
  body: CartSubmitBody,
): Promise<Order> {
  const { id, version, ...references } = body.cart
  return submitCartAs(deps, caller, lang, {
    cartId: id,
    version,
    key: body.submission_key,
    outcome: outcomeOf(body),
    references,
  })
}

/**
 * One submission: the cart, the version the page saw (null: the wallet's, which sends none), the key, the outcome,
 * and the references the buyer typed (stored with the order, so the page never races a save of them: issue 23).
 */
export type Submission = {
  cartId: number
  version: number | null
  key: string
  outcome: SubmitOutcome
  references?: CartReferences
}

/**
 * The cart becomes what `outcome` says, exactly once per key (see submitCart). The wallet's outcomes also check the
 * cart's shipment address and the buyer's right to pay online, store the accepted terms and the frozen address, and
 * take their payment mode; a bank order needs the provider's bank details.
 */
export async function submitCartAs(
  deps: CheckoutDeps,
  caller: CheckoutCaller,
  lang: Lang,
  submission: Submission,
): Promise<Order> {
  const { db } = deps
  const { snap, settings } = await findCheckoutContext(db)
  const now = deps.clock()
  const owner = { userId: caller.userId, clientId: caller.client?.id ?? null }
  const show = callerSeesPrices(caller, settings)
  const outcome = OUTCOMES[submission.outcome]
  const { cartId } = submission

  const result = await db.transaction(async (tx): Promise<Submitted> => {
    const before = await findSubmitted(tx, caller.userId, submission.key)
    if (before !== null) return { kind: 'done', orderId: before }
    const [locked] = await tx
      .select({ version: orders.version, attrib: orders.attrib, shipmentAddressId: orders.shipmentAddressId })
      .from(orders)
      .where(and(eq(orders.id, cartId), eq(orders.status, 'DRAFT'), ownerCondition(owner)))
      .for('update')
    if (!locked) {
      // The same key may have committed while this one waited for the lock (PostgreSQL): answer that order.
      const after = await findSubmitted(tx, caller.userId, submission.key)
      if (after !== null) return { kind: 'done', orderId: after }
      throw cartMissing()
    }
    if (submission.version !== null && locked.version !== submission.version) return { kind: 'conflict' }

    const row = await findCartRowInTx(tx, cartId)
    const input: CartViewInput = {
      snap,
      settings,
      translate: deps.labels.translate,
      lang,
      viewer: caller,
      cart: row,
      copies: await findLineCopies(db, row, tx),
      now,
    }
    const seen = toCartAnswer(input)
    // The whole cart, no field of any body that submits it.
    if (row === null || seen.lines.length === 0)
      throw validationFailure([{ path: [], message: CHECKOUT_LABELS.cartEmpty }])
    const customer = await findCustomer(tx, caller.userId)
    const rules = {
      email_verified: customer.emailVerifiedAt !== null,
      client: caller.client,
      tobe_quoted: seen.tobe_quoted,
    }
    const allowed = submitPermissions({ signed_in: true, ...rules })
    if (!allowed[outcome.permission]) throw new AppError('forbidden', refusalLabel(submission.outcome, rules))

    const frozen = toCartAnswer(withPricesShown(input))
    checkOrderTotal(frozen.order_final_price_iva)
    const wallet = outcome.wallet && {
      modeId: outcome.wallet.modeId,
      shipment_address: await checkWalletCart(tx, {
        clientId: owner.clientId,
        shipmentAddressId: locked.shipmentAddressId,
        tobeQuoted: frozen.tobe_quoted,
        orderFinalPriceIva: frozen.order_final_price_iva,
        online: isOnlinePaymentMode(outcome.wallet.modeId),
      }),
    }
    if (submission.outcome === 'bank_order' && (await findBankDetails(tx)) === null)
      throw new AppError('conflict', CHECKOUT_LABELS.bankTransferUnavailable)
    const promoId = frozen.applied_promo_code && row.promo ? row.promo.id : null
    if (promoId !== null) await countPromoUse(tx, promoId, now)
    const year = Number(romeToday(now).slice(0, 4))
    const orderRef = formatOrderRef(year, await nextOrderNumber(tx, year))
    const client = await findOrderClient(tx, owner.clientId)
    const attrib = {
      ...locked.attrib,
      created_by_client_account_as: outcome.isQuotation ? 'quote' : 'order',
      custom_iva_code: frozen.custom_iva_code,
      ...(rules.email_verified ? {} : { email_unverified: true }),
      ...(wallet && {
        terms_of_sale: { version: TERMS_OF_SALE_VERSION, accepted_at: now.toISOString() },
        shipment_address: wallet.shipment_address,
        billing: (await findBilling(tx, client)) ?? undefined,
      }),
    }
    await applyTransition(tx, cartId, outcome.transition, 'customer', { userId: caller.userId })
    await tx
      .update(orders)
      .set({
        isQuotation: outcome.isQuotation,
        ...referenceColumns(submission.references ?? {}, caller.client !== null),
        orderRef,
        orderYear: year,
        submissionKey: submission.key,
        cartSubmittedAt: now,
        quotationValidUntil: submission.outcome === 'saved_quote' ? quotationValidUntil(now) : null,
        attrib,
        promoCodeId: promoId,
        totalPrice: frozen.total_price,
        totalDiscountedPrice: frozen.total_discounted_price,
        totalDiscount: frozen.total_discount,
        discountWeborderValue: frozen.discount_weborder_value,
        discountWeborderPercBp: bp(frozen.discount_weborder_perc),
        discountPromoCodeValue: frozen.discount_promo_code_value,
        discountPromoCodePercBp: bp(frozen.discount_promo_code_perc),
        shippingPrice: frozen.shipping_price,
        orderFinalPrice: frozen.order_final_price,
        ivaTotal: frozen.iva_total,
        orderFinalPriceIva: frozen.order_final_price_iva,
        ivaCode: frozen.custom_iva_code,
        // A user without a client has no delivery terms yet (the cart showed none); the spec's defaults otherwise.
        portId: client ? (client.port_id ?? DEFAULT_PORT_ID) : null,
        carrierId: frozen.carrier_id,
        paymentModeId: wallet ? wallet.modeId : (client?.payment_mode_id ?? PAYMENT_MODE_IDS.toBeAgreed),
        transportId: client?.transport_id ?? DEFAULT_TRANSPORT_ID,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, cartId))
    await freezeLines(tx, cartId, frozen.lines)

    const rows = await getOrderRows(db, cartId, tx)
    const mail = MAIL_OF[submission.outcome]
    if (mail) await queueCheckoutMails(deps, tx, { rows, snap, customer, kind: mail, showPrices: show })
    return {
      kind: 'made',
      order: toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang, showPrices: show }),
    }
  })

  if (result.kind === 'made') return result.order
  if (result.kind === 'conflict') {
    const cart = await findCart(deps, caller, lang)
    throw new AppError('cart_conflict', 'errors.cart_conflict', {}, { cart })
  }
  const rows = await findOrderRows(db, result.orderId)
  if (!rows) throw cartMissing()
  return toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang, showPrices: show })
}
