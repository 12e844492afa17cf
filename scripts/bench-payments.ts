// bench:checkout's card payments (issue 12 item 8): a buyer with a filled cart pays it as the browser does, through the
// built-in simulated provider's hosted page, and the database is asked afterwards what was applied and how often.
import pg from 'pg'
import type { User } from './bench-carts.ts'
import { xsrfOf } from './bench-lib.ts'

/** The browser polls the order this often after the hosted page sent it back, and gives up after POLL_LIMIT_MS. */
const POLL_MS = 50
const POLL_LIMIT_MS = 60_000
/** Carrier id 2: one of CARRIER_IDS, which get_shipping_info takes as it is. */
const CARRIER_ID = 2

type Address = { id: number; is_valid: boolean }

/** A signed-in POST of the shop's API with its CSRF header; anything but a 2xx throws with the answer. */
async function post<T>(shopUrl: string, user: User, path: string, body: object): Promise<T> {
  const res = await fetch(`${shopUrl}/api/front${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: user.cookies,
      'x-xsrf-token': xsrfOf(user.cookies),
    },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`POST ${path} of ${user.email}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/**
 * A complete shipment address of the demo client (all the bench's buyers act for it): the first one the list calls
 * valid, or a new delivery address when there is none.
 */
async function shipmentAddress(shopUrl: string, user: User): Promise<number> {
  const res = await fetch(`${shopUrl}/api/front/user/addresses`, { headers: { cookie: user.cookies } })
  if (!res.ok) throw new Error(`GET user/addresses: ${res.status} ${await res.text()}`)
  const { addresses } = (await res.json()) as { addresses: Address[] }
  const valid = addresses.find((a) => a.is_valid)
  if (valid) return valid.id
  const { address } = await post<{ address: Address }>(shopUrl, user, '/user/address', {
    address: {
      address_type: 'address',
      address_title: 'Bench',
      address: 'Via Emilia Ponente',
      address_num: '120',
      city: 'Bologna',
      prov: 'BO',
      cap: '40133',
      tel: '+39 051 634 2281',
      esaedro_zone_code: '000',
    },
  })
  return address.id
}

/**
 * The checkout's steps before the provider: the shipment (address and carrier) on the cart, then the wallet's card
 * checkout, which makes the cart its order waiting for the payment; answers the provider's session id.
 */
async function checkoutByCard(shopUrl: string, user: User, addressId: number): Promise<string> {
  await post(shopUrl, user, '/order/get_shipping_info', {
    order: { id: user.cartId, shipment_address_id: addressId, carrier_id: CARRIER_ID },
  })
  const { cart } = await post<{ cart: { external_session_id: string } }>(
    shopUrl,
    user,
    '/walletCart/checkout',
    {
      cartId: user.cartId,
      accept_terms: true,
    },
  )
  return cart.external_session_id
}

/**
 * The buyer's press of Pay on the hosted page (a same-origin form post, answered 303 to the shop's result page,
 * not followed), then the result page's polling of the order until the webhook has marked it paid. Answers the
 * milliseconds from the press to seeing it paid, or null when it was not paid within POLL_LIMIT_MS.
 */
async function payAndWait(shopUrl: string, user: User, sessionId: string): Promise<number | null> {
  const started = performance.now()
  const res = await fetch(`${shopUrl}/local-pay/checkout/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shopUrl },
    body: new URLSearchParams({ action: 'pay' }).toString(),
    redirect: 'manual',
  })
  await res.arrayBuffer()
  if (res.status !== 303) throw new Error(`Pay of ${user.email}: ${res.status}, not 303`)
  while (performance.now() - started < POLL_LIMIT_MS) {
    const { order } = await post<{ order: { payed: boolean } }>(shopUrl, user, '/user/getOrderDetail', {
      id: user.cartId,
    })
    if (order.payed) return performance.now() - started
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
  return null
}

/**
 * The buyers check out at once (address, shipment, the wallet's card checkout), then all press Pay at once and wait
 * for their orders to be paid. Answers each buyer's pay-to-paid milliseconds (null: failed or gave up), the failures'
 * messages, how many gave up waiting, and the wall time of each phase.
 */
export async function payCarts(shopUrl: string, users: User[]) {
  const failures: string[] = []
  const failed = (err: unknown) => {
    failures.push(err instanceof Error ? err.message : String(err))
    return null
  }
  // The demo client has a complete delivery address; should it not, one is made here, not one per buyer.
  if (users[0]) await shipmentAddress(shopUrl, users[0])
  const checkoutStarted = performance.now()
  const sessions = await Promise.all(
    users.map((u) =>
      shipmentAddress(shopUrl, u)
        .then((id) => checkoutByCard(shopUrl, u, id))
        .catch(failed),
    ),
  )
  const checkoutWall = performance.now() - checkoutStarted
  let gaveUp = 0
  const payStarted = performance.now()
  const waits = await Promise.all(
    users.map((u, i) => {
      const session = sessions[i]
      if (!session) return null
      return payAndWait(shopUrl, u, session)
        .then((ms) => {
          if (ms === null) gaveUp++
          return ms
        })
        .catch(failed)
    }),
  )
  return { failures, gaveUp, waits, checkoutWall, payWall: performance.now() - payStarted }
}

/**
 * What the database holds for the buyers' orders after the run. Of each record a payment makes, the total and what is
 * beyond one per order, which must be 0: `moves`, the order's INCOMPLETE_REQUEST → NEW change (beyond: the orders
 * with more than one); `payments`, its 'paid' payment rows; `mails`, its payment receipt (mail_outbox has no order id:
 * counted per recipient, and each buyer has exactly one order). `events`: the provider events stored for them.
 */
export async function countPayments(databaseUrl: string, emails: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const mine = `select o.id from orders o join users u on u.id = o.user_id
                   where u.email = any($1::text[]) and o.status <> 'DRAFT'`
    const { rows: orders } = await client.query<{ orders: number; paid: number; events: number }>(
      `select count(*)::int as orders, (count(*) filter (where payed))::int as paid,
              (select count(*)::int from payment_events e join payments p on p.id = e.payment_id
                where p.order_id in (${mine})) as events
         from orders where id in (${mine})`,
      [emails],
    )
    const { rows: records } = await client.query<{ what: string; total: number; beyond: number }>(
      `with per_order as (
         select 'moves' as what, count(*) as n from order_status_changes
          where order_id in (${mine}) and from_status = 'INCOMPLETE_REQUEST' and to_status = 'NEW' group by order_id
         union all
         select 'payments', count(*) from payments where order_id in (${mine}) and status = 'paid' group by order_id
         union all
         select 'mails', count(*) from mail_outbox
          where kind = 'checkout-payment_received-customer' and "to" = any($1::text[]) group by "to")
       select what, sum(n)::int as total,
              (case when what = 'moves' then count(*) filter (where n > 1) else sum(n - 1) end)::int as beyond
         from per_order group by what`,
      [emails],
    )
    const { rows: outcomes } = await client.query<{ outcome: string; n: number }>(
      `select outcome, count(*)::int as n from payment_events group by outcome order by outcome`,
    )
    const record = (what: string) => records.find((r) => r.what === what) ?? { total: 0, beyond: 0 }
    return {
      ...(orders[0] as (typeof orders)[number]),
      moves: record('moves'),
      payments: record('payments'),
      mails: record('mails'),
      outcomes,
    }
  } finally {
    await client.end()
  }
}
