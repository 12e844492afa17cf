// bench:checkout's card payments (issue 12 item 8, issue 21 item 11): a buyer with a filled cart checks out on one shop
// process and presses Pay on the other one's hosted page, as the browser does (the session cookie, the page's own
// Origin), then polls the order until the webhook has marked it paid; every call is retried as a browser's would be
// when a process or the database is away. The database is asked afterwards what was applied and how often.
import pg from 'pg'
import type { User } from './bench-carts.ts'
import { xsrfOf } from './bench-lib.ts'

/**
 * The result page polls the order this often, as the browser's does (CONFIRMATION_POLL_MS), and the buyer gives up
 * waiting after POLL_LIMIT_MS. Pay to paid is thus measured to the poll that saw it paid.
 */
const POLL_MS = 1_500
const POLL_LIMIT_MS = 60_000
/** A call that got no answer or a 5xx is sent again after RETRY_MS, on the next process, for up to RETRY_LIMIT_MS. */
const RETRY_MS = 200
const RETRY_LIMIT_MS = 120_000
/** Carrier id 2: one of CARRIER_IDS, which get_shipping_info takes as it is. */
const CARRIER_ID = 2

/** What a buyer's call was for: making the order, paying it, or reading it. */
export type CallKind = 'order' | 'pay' | 'read'
/** Every answer the buyers got (status 0: none), and when (performance.now()). */
export type Answer = { at: number; kind: CallKind; status: number }

type Address = { id: number; is_valid: boolean }

/** The shop processes (their URLs stay when one restarts on its port) and the log of every answer. */
export type Shops = { urls: string[]; answers: Answer[] }

/**
 * One call as a browser retries it: no answer or a 5xx is sent again, on the next process (a load balancer's choice),
 * until an answer below 500 or RETRY_LIMIT_MS. Answers the status and the body's text.
 */
async function retrying(
  shops: Shops,
  first: number,
  kind: CallKind,
  call: (shopUrl: string) => Promise<Response>,
): Promise<{ status: number; text: string }> {
  const started = performance.now()
  for (let tries = 0; ; tries++) {
    let status = 0
    try {
      const res = await call(shops.urls[(first + tries) % shops.urls.length] as string)
      const text = await res.text()
      status = res.status
      if (status < 500) {
        shops.answers.push({ at: performance.now(), kind, status })
        return { status, text }
      }
    } catch {
      // No answer: the process died, is starting again, or its database is away.
    }
    shops.answers.push({ at: performance.now(), kind, status })
    if (performance.now() - started > RETRY_LIMIT_MS) throw new Error(`${kind} call: no answer below 500`)
    await new Promise((r) => setTimeout(r, RETRY_MS))
  }
}

/** A signed-in POST of the shop's API with its CSRF header, retried; anything but a 2xx throws with the answer. */
async function post<T>(shops: Shops, first: number, kind: CallKind, user: User, path: string, body: object) {
  const { status, text } = await retrying(shops, first, kind, (shopUrl) =>
    fetch(`${shopUrl}/api/front${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: user.cookies,
        'x-xsrf-token': xsrfOf(user.cookies),
      },
      body: JSON.stringify(body),
    }),
  )
  if (status >= 300) throw new Error(`POST ${path} of ${user.email}: ${status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

/**
 * A complete shipment address of the demo client (all the bench's buyers act for it): the first one the list calls
 * valid, or a new delivery address when there is none.
 */
export async function shipmentAddress(shops: Shops, user: User): Promise<number> {
  const { status, text } = await retrying(shops, 0, 'read', (shopUrl) =>
    fetch(`${shopUrl}/api/front/user/addresses`, { headers: { cookie: user.cookies } }),
  )
  if (status !== 200) throw new Error(`GET user/addresses: ${status} ${text.slice(0, 300)}`)
  const { addresses } = JSON.parse(text) as { addresses: Address[] }
  const valid = addresses.find((a) => a.is_valid)
  if (valid) return valid.id
  const { address } = await post<{ address: Address }>(shops, 0, 'order', user, '/user/address', {
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
 * The checkout's steps before the provider, on the buyer's process: the shipment (address and carrier) on the cart,
 * then the wallet's card checkout, which makes the cart its order waiting for the payment; answers the session id.
 */
async function checkoutByCard(shops: Shops, home: number, user: User, addressId: number): Promise<string> {
  await post(shops, home, 'order', user, '/order/get_shipping_info', {
    order: { id: user.cartId, shipment_address_id: addressId, carrier_id: CARRIER_ID },
  })
  const { cart } = await post<{ cart: { external_session_id: string } }>(
    shops,
    home,
    'order',
    user,
    '/walletCart/checkout',
    { cartId: user.cartId, accept_terms: true },
  )
  return cart.external_session_id
}

/**
 * The press of Pay on the hosted page of the OTHER process than the one that opened the session (a same-origin form
 * post with the session cookie, answered 303 to the shop's result page, not followed; a press repeated after a lost
 * answer finds the payment complete), then the result page's polling until the webhook has marked the order paid.
 * Answers the milliseconds from the press to seeing it paid, or null when not paid within POLL_LIMIT_MS.
 */
async function payAndWait(
  shops: Shops,
  other: number,
  user: User,
  sessionId: string,
  pressed: () => void,
): Promise<number | null> {
  const started = performance.now()
  const { status, text } = await retrying(shops, other, 'pay', (shopUrl) =>
    fetch(`${shopUrl}/local-pay/checkout/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: user.cookies, origin: shopUrl },
      body: new URLSearchParams({ action: 'pay' }).toString(),
      redirect: 'manual',
    }),
  )
  if (status !== 303 && !(status === 200 && text.includes('This payment is complete')))
    throw new Error(`Pay of ${user.email}: ${status} ${text.slice(0, 200)}`)
  pressed()
  while (performance.now() - started < POLL_LIMIT_MS) {
    const { order } = await post<{ order: { payed: boolean } }>(
      shops,
      other,
      'read',
      user,
      '/user/getOrderDetail',
      {
        id: user.cartId,
      },
    )
    if (order.payed) return performance.now() - started
    await new Promise((r) => setTimeout(r, POLL_MS))
  }
  return null
}

/**
 * Every buyer at once: checks out on process i % 2, presses Pay on the other, waits for the order to be paid;
 * `pressed` is called after each Pay the shop took. Answers each buyer's pay-to-paid milliseconds (null: failed
 * or gave up), the failures' messages and how many gave up waiting.
 */
export async function payCarts(shops: Shops, users: User[], pressed: () => void) {
  const failures: string[] = []
  let gaveUp = 0
  // The demo client has a complete delivery address; should it not, one is made here, not one per buyer.
  const addressId = users[0] ? await shipmentAddress(shops, users[0]) : 0
  const waits = await Promise.all(
    users.map(async (user, i) => {
      try {
        const sessionId = await checkoutByCard(shops, i, user, addressId)
        const ms = await payAndWait(shops, i + 1, user, sessionId, pressed)
        if (ms === null) gaveUp++
        return ms
      } catch (err) {
        failures.push(err instanceof Error ? err.message : String(err))
        return null
      }
    }),
  )
  return { failures, gaveUp, waits }
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
