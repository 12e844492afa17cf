import { formatMoney } from '@shop/domain/catalog/money'
import { isLang } from '@shop/domain/i18n/langs'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { orders, users } from '../../db/schema/index.ts'
import { orderViewerCondition } from '../../modules/orders/order.view.ts'
import type { LocalPaypalOrder } from './local-paypal.ts'
import type { LocalCheckout } from './local-provider.ts'

/**
 * The local provider's hosted pages: the simulated Stripe Checkout page and PayPal approval page, served on the shop's
 * own origin (so they work behind any proxy, and the CSP's form-action 'self' allows their forms and redirects).
 * They use no JavaScript at all, only forms and an inline <style>, which is all the shop's CSP lets a page have.
 * They act only for the order's buyer (issue 21 item 6): the session cookie must be of a user who may see the order
 * (orderViewerCondition), or the page is not found; a URL that leaked marks nothing paid. Their forms carry no CSRF
 * token (the buyer arrives from a provider-style redirect); a POST must come from the shop's own origin instead.
 * Texts are English only: this is a test tool, not part of the shop's five-language interface.
 */

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#1b1f24;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:34rem;margin:0 auto;padding:2.5rem 1rem}
.card{background:#fff;border-radius:14px;padding:2rem 1.5rem;box-shadow:0 1px 4px rgba(16,24,40,.14)}
h1{font-size:1.5rem;margin:0 0 1rem}
.notice{background:#fff7db;border:1px solid #c99700;border-left-width:5px;border-radius:8px;padding:.75rem 1rem;margin:0 0 1.5rem}
.what{margin:0;color:#4a5462}
.amount{font-size:2.25rem;font-weight:700;margin:.25rem 0 1.5rem;font-variant-numeric:tabular-nums}
.alert{background:#fdecea;color:#8a1313;border:1px solid #c62828;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem;font-weight:600}
button{display:block;width:100%;min-height:3rem;margin:.75rem 0 0;padding:.75rem 1rem;border:2px solid #1848c4;border-radius:10px;font:inherit;font-size:1.05rem;font-weight:600;cursor:pointer}
.primary{background:#1848c4;color:#fff}
.primary:hover{background:#12389c}
.secondary{background:#fff;color:#1848c4}
.secondary:hover{background:#eef3ff}
.quiet{background:transparent;border-color:transparent;color:#39424e;text-decoration:underline}
a{color:#1848c4;font-weight:600}
button:focus-visible,a:focus-visible{outline:3px solid #e07b00;outline-offset:3px}
`

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

function page(title: string, testId: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main><div class="card" data-testid="${testId}">
<h1>${escapeHtml(title)}</h1>
<p class="notice" role="note"><strong>Test mode.</strong> This page belongs to the shop's built-in test payment provider. No card or PayPal account is charged and no money is taken.</p>
${body}
</div></main>
</body>
</html>`
}

/** In the buyer's language, grouped as the shop shows money (formatMoney), as Stripe's and PayPal's pages would. */
const euros = (cents: number, locale: string | null) => formatMoney(cents, isLang(locale) ? locale : 'en')

const what = (description: string, cents: number, locale: string | null) =>
  `<p class="what">${escapeHtml(description)}</p>\n<p class="amount">${escapeHtml(euros(cents, locale))}</p>`

/** Appends parameters to a URL that may already have a query (and keeps a fragment at the end). */
export function withQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#')
  const [base, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)]
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${separator}${new URLSearchParams(params)}${hash}`
}

/** Stripe fills in {CHECKOUT_SESSION_ID} in the success URL; so does the simulation. */
const successUrl = (session: LocalCheckout['session']) =>
  session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id)

function checkoutPage({ session, description }: LocalCheckout, declined = false): string {
  if (session.status === 'complete')
    return page(
      'This payment is complete',
      'local-pay',
      `${what(description, session.amount_total, session.locale)}
<p><a href="${escapeHtml(successUrl(session))}">Return to the shop</a></p>`,
    )
  if (session.status === 'expired')
    return page(
      'This checkout session has expired',
      'local-pay',
      `<p>Nothing was paid. Start the payment again from the shop.</p>
<p><a href="${escapeHtml(session.cancel_url)}">Return to the shop</a></p>`,
    )
  const alert = declined
    ? '<p class="alert" role="alert" data-testid="local-pay-declined">Your card was declined. Try again or use another card.</p>'
    : ''
  return page(
    'Simulated card payment',
    'local-pay',
    `${alert}${what(description, session.amount_total, session.locale)}
<form method="post">
<button type="submit" name="action" value="pay" class="primary" data-testid="local-pay-pay">Pay</button>
<button type="submit" name="action" value="decline" class="secondary" data-testid="local-pay-decline">Decline card</button>
<button type="submit" name="action" value="cancel" class="quiet" data-testid="local-pay-cancel">Cancel and return to the shop</button>
</form>`,
  )
}

function paypalPage(order: LocalPaypalOrder): string {
  if (order.state === 'completed')
    return page(
      'This PayPal payment is complete',
      'local-paypal',
      `${what(order.description, order.amount, order.locale)}
<p><a href="${escapeHtml(order.returnUrl)}">Return to the shop</a></p>`,
    )
  if (order.state === 'refused')
    return page(
      'This PayPal payment was refused',
      'local-paypal',
      `<p>PayPal refused this payment. Start again from the shop.</p>
<p><a href="${escapeHtml(withQuery(order.cancelUrl, { token: order.id }))}">Return to the shop</a></p>`,
    )
  return page(
    'Simulated PayPal',
    'local-paypal',
    `${what(order.description, order.amount, order.locale)}
<form method="post">
<button type="submit" name="action" value="approve" class="primary" data-testid="local-paypal-approve">Approve payment</button>
<button type="submit" name="action" value="decline" class="secondary" data-testid="local-paypal-decline">Approve with a card that will be declined</button>
<button type="submit" name="action" value="error" class="secondary" data-testid="local-paypal-error">Approve, then fail</button>
<button type="submit" name="action" value="cancel" class="quiet" data-testid="local-paypal-cancel">Cancel and return to the shop</button>
</form>`,
  )
}

const NOT_FOUND = page(
  'Payment not found',
  'local-pay-missing',
  '<p>There is no such payment for this account. Sign in to the shop as the buyer of the order and start the payment from there.</p>',
)

function html(reply: FastifyReply, status: number, body: string) {
  // Never cached: the page shows a payment's live state, and the back button must not replay a stale one.
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)
}

const actionOf = (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown> | undefined
  return typeof body?.action === 'string' ? body.action : ''
}

/**
 * Our forms post from this origin; a form elsewhere pointing here is refused (there is no CSRF token to check), and
 * so is a post that does not say where it comes from: browsers send Origin with every form post, or at least
 * Sec-Fetch-Site.
 */
function isSameOriginPost(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin'
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`
}

/** True when the request's signed-in user may see the order: its client's users, or its own user without a client. */
async function isOrderViewer(request: FastifyRequest, orderId: number | null): Promise<boolean> {
  const userId = request.userId
  if (userId === null || orderId === null) return false
  const { db } = request.server.deps
  const [user] = await db.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId))
  if (!user) return false
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderViewerCondition({ userId, clientId: user.clientId })))
  return order !== undefined
}

/** The shape of the ids the simulated provider makes (randomId). */
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,100}$/

/** The hosted pages under /local-pay/, with the simulated provider only (PAYMENT_PROVIDER=local). */
export const localPagesPlugin: FastifyPluginAsync = async (app) => {
  const provider = app.deps.localPayments
  if (!provider) return
  const { paypal } = provider
  const publicOrigin = new URL(app.deps.config.publicUrl).origin
  // No CSRF token (see above); the session is read as for the API, to know whose payment this is.
  const config = { csrf: false, withSession: true }
  app.addHook('preHandler', async (request, reply) => {
    if (request.method === 'POST' && !isSameOriginPost(request, publicOrigin))
      return reply.status(403).type('text/plain; charset=utf-8').send('Forbidden: not a form of this shop.')
  })

  /**
   * The session or PayPal order when the caller may act on it; anyone else is told there is none. An id that is not
   * one of the provider's (letters, digits, '_' and '-') is looked up nowhere: a NUL byte would reach PostgreSQL.
   */
  const forViewer = async <T extends { orderId: number | null }>(
    request: FastifyRequest,
    find: (id: string) => Promise<T | undefined>,
  ) => {
    const { id } = request.params as { id: string }
    const found = PROVIDER_ID.test(id) ? await find(id) : undefined
    return found && (await isOrderViewer(request, found.orderId)) ? found : undefined
  }

  app.get('/local-pay/checkout/:id', { config }, async (request, reply) => {
    const checkout = await forViewer(request, provider.checkout)
    return checkout ? html(reply, 200, checkoutPage(checkout)) : html(reply, 404, NOT_FOUND)
  })

  app.post('/local-pay/checkout/:id', { config }, async (request, reply) => {
    const checkout = await forViewer(request, provider.checkout)
    if (!checkout) return html(reply, 404, NOT_FOUND)
    const { id } = checkout.session
    const action = actionOf(request)
    if (!['pay', 'decline', 'cancel'].includes(action))
      return reply.status(400).type('text/plain; charset=utf-8').send('Unknown action.')
    if (checkout.session.status !== 'open') return html(reply, 200, checkoutPage(checkout))
    if (action === 'cancel') return reply.redirect(checkout.session.cancel_url, 303)
    if (action === 'decline') {
      await provider.control.declineCard(id)
      return html(reply, 200, checkoutPage(checkout, true))
    }
    await provider.control.payCard(id)
    return reply.redirect(successUrl(checkout.session), 303)
  })

  app.get('/local-pay/paypal/:id', { config }, async (request, reply) => {
    const order = await forViewer(request, paypal.order)
    return order ? html(reply, 200, paypalPage(order)) : html(reply, 404, NOT_FOUND)
  })

  app.post('/local-pay/paypal/:id', { config }, async (request, reply) => {
    const order = await forViewer(request, paypal.order)
    if (!order) return html(reply, 404, NOT_FOUND)
    const action = actionOf(request)
    if (!['approve', 'decline', 'error', 'cancel'].includes(action))
      return reply.status(400).type('text/plain; charset=utf-8').send('Unknown action.')
    if (order.state === 'completed' || order.state === 'refused') return html(reply, 200, paypalPage(order))
    if (action === 'cancel') return reply.redirect(withQuery(order.cancelUrl, { token: order.id }), 303)
    await paypal.approve(order.id, action as 'approve' | 'decline' | 'error')
    return reply.redirect(withQuery(order.returnUrl, { token: order.id, PayerID: 'LOCALPAYER' }), 303)
  })
}
