import { DEFAULT_LANG, isLang, type Lang } from '@shop/domain/i18n/langs'
import { type ComponentType, createElement, use } from 'react'
import { matchRoutes, Navigate, type RouteObject, useLocation, useParams, useRoutes } from 'react-router'
import { setApiLang } from '../shared/lib/api.ts'
import { ensureLabels } from '../shared/lib/i18n.ts'
import { lazyPart } from '../shared/lib/lazy-part.ts'
import { LangLayout, PageShell } from './layout/lang-layout.tsx'
import { NotFoundPage, RouteErrorBoundary } from './layout/not-found-page.tsx'

// Declarative routes rather than a data router: see docs/decisions/007-declarative-routes.md (the data router
// alone weighed 17 KB gzipped on every page). What its loader did, LangRoute does before the layout renders.

type Screen = { default: ComponentType }
type PageHandle = { preload: () => Promise<unknown>; server: boolean }

/**
 * A screen in its own chunk. It renders at once when its chunk is in (the server and the first page load it before
 * rendering, so a page rendered on the server hydrates without suspending) and suspends until then otherwise.
 * `server`: a public page the server renders (docs/decisions/037); the others arrive as the empty shell.
 */
function page(load: () => Promise<Screen>, { server = false } = {}): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyPart(() => load().then((module) => module.default))
  const handle: PageHandle = { preload: Page.preload, server }
  return { element: createElement(Page), handle }
}

/** A public page, rendered on the server. */
const publicPage = (load: () => Promise<Screen>) => page(load, { server: true })

const dashboard = page(() => import('../features/account-area/routes/dashboard-page.tsx'))
// Signed-in only (spec 2 §6): the reserved area's guard, which sends a visitor to login and back.
const signedInOnly = page(() => import('../features/accounts/routes/user-area.tsx'))
// The reserved area's menu and its guard for an incomplete profile (spec 3 §2): every screen of the area inside it.
const areaLayout = page(() => import('../features/account-area/routes/area-layout.tsx'))
// One list screen for orders and quotations (spec 3 §2): the active ones and the history by year.
const ordersList = page(() => import('../features/orders/routes/orders-list-page.tsx'))
// One detail screen for orders and quotations (spec 3 §2): where a submission lands and the mails link; it runs the
// completion flow with the checkout's steps, composed in app/routes.
const orderDetail = page(() => import('./routes/order-detail-page.tsx'))
// The provider's desk (issue 24): its own chunks and layout, staff only; no public page loads any of it.
const deskList = page(() => import('../features/desk/quotations/desk-list-page.tsx'))
const deskDetail = page(() => import('../features/desk/quotations/desk-detail-page.tsx'))

const langRoutes: RouteObject[] = [
  { index: true, ...publicPage(() => import('../features/home/routes/home-page.tsx')) },
  { path: 'privacy', ...publicPage(() => import('../features/privacy/routes/privacy-page.tsx')) },
  { path: 'contatti', ...publicPage(() => import('../features/contact/routes/contact-page.tsx')) },
  { path: 'login', ...publicPage(() => import('../features/accounts/routes/login-page.tsx')) },
  { path: 'prodotti', ...publicPage(() => import('../features/catalog/routes/catalogue-page.tsx')) },
  {
    path: 'prodotti/documentazione-codici',
    ...publicPage(() => import('../features/catalog/routes/code-docs-page.tsx')),
  },
  { path: 'prodotti/:modelCode', ...publicPage(() => import('../features/catalog/routes/model-page.tsx')) },
  {
    path: 'prodotti/accessori/:accessoryCode',
    ...publicPage(() => import('../features/catalog/routes/accessory-page.tsx')),
  },
  { path: 'prodotti/wizard', ...publicPage(() => import('./routes/wizard-page.tsx')) },
  { path: 'prodotti/tablet_silo', ...publicPage(() => import('./routes/tablet-silo-page.tsx')) },
  { path: 'guida-acquisto', ...publicPage(() => import('./routes/guide-page.tsx')) },
  { path: 'checkout', ...page(() => import('./routes/checkout-page.tsx')) },
  {
    // Where the card provider and PayPal send the buyer back (issue 12).
    path: 'checkout/payment',
    ...signedInOnly,
    children: [
      { index: true, element: <NotFoundPage /> },
      { path: ':orderId', ...page(() => import('./routes/payment-result-page.tsx')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Activation signs the visitor in, so it sits outside the signed-in guard.
  { path: 'user/activate', ...page(() => import('../features/accounts/routes/activate-page.tsx')) },
  // The link mailed to a new e-mail address: it may open signed out.
  {
    path: 'user/confirm-email',
    ...page(() => import('../features/account-area/routes/confirm-email-page.tsx')),
  },
  {
    path: 'user',
    ...signedInOnly,
    children: [
      { path: 'password', ...page(() => import('../features/accounts/routes/set-password-page.tsx')) },
      {
        ...areaLayout,
        children: [
          { index: true, ...dashboard },
          { path: 'dashboard', ...dashboard },
          { path: 'profile', ...page(() => import('../features/account-area/routes/profile-page.tsx')) },
          {
            path: 'address/:addressId?',
            ...page(() => import('../features/account-area/routes/addresses-page.tsx')),
          },
          {
            path: 'price-list/:id?',
            ...page(() => import('../features/price-list/routes/price-list-page.tsx')),
          },
          { path: 'orders', ...ordersList },
          { path: 'orders/:orderId', ...orderDetail },
          { path: 'quotations', ...ordersList },
          { path: 'quotations/:orderId', ...orderDetail },
          {
            path: 'saved-configurations',
            ...page(() => import('../features/saved-configurations/routes/saved-configurations-page.tsx')),
          },
          { path: 'documents', ...page(() => import('../features/orders/routes/documents-page.tsx')) },
          {
            path: 'quick-order',
            ...page(() => import('../features/quick-order/routes/quick-order-page.tsx')),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    path: 'desk',
    ...page(() => import('../features/desk/shell/desk-layout.tsx')),
    children: [
      { index: true, ...deskList },
      { path: 'quotations', ...deskList },
      { path: 'orders', ...deskList },
      { path: 'requests', ...deskList },
      { path: 'orders/:orderId', ...deskDetail },
      { path: 'clients', ...page(() => import('../features/desk/clients/clients-list-page.tsx')) },
      { path: 'clients/:clientId', ...page(() => import('../features/desk/clients/client-page.tsx')) },
      { path: 'refunds', ...page(() => import('../features/desk/refunds/refunds-page.tsx')) },
      // desk: more children here (refunds, clients)
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]

let prepared: { lang: Lang | null; ready: Promise<unknown> } | undefined

/** Tags a promise as React's `use` reads it (status and value), so a settled one is read at once, not suspended on. */
function readable<T>(promise: Promise<T>): Promise<T> {
  const tagged = promise as Promise<T> & { status?: string; value?: T; reason?: unknown }
  promise.then(
    (value) => Object.assign(tagged, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tagged, { status: 'rejected', reason }),
  )
  return promise
}

const preloadScreens = (matches: { route: RouteObject }[]) =>
  matches.map((m) => (m.route.handle as PageHandle | undefined)?.preload())

/**
 * Once per language: the API speaks it, its labels are in, and (on the first page) the chunks of the matched
 * screens download alongside, so the page appears whole, never as bare keys or as a header over a spinner.
 */
function prepareLang(lang: Lang | null, pathname: string): Promise<unknown> {
  if (prepared && prepared.lang === lang) return prepared.ready
  if (lang) setApiLang(lang)
  const chunks = preloadScreens((lang && matchRoutes(langRoutes, pathname.replace(/^\/[^/]*/, ''))) || [])
  // The 404 page of an unknown language speaks the default one.
  const labels = ensureLabels(lang ?? DEFAULT_LANG).then(() => {
    if (lang) document.documentElement.lang = lang
  })
  const ready = readable(
    Promise.all([labels, ...chunks]).catch((error: unknown) => {
      // A screen whose chunk failed to download shows the error page; forgetting the failure keeps the others working.
      prepared = undefined
      throw error
    }),
  )
  prepared = { lang, ready }
  return ready
}

/**
 * Downloads the screens a path shows and, in the browser, readies its language: the server awaits it before it
 * renders, the browser before it hydrates what the server rendered, so neither suspends. Answers whether the path is
 * a public page the server renders.
 */
export async function prepareRoute(pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? []
  const lang = matches[0]?.params.lang
  const known = isLang(lang) ? lang : null
  await Promise.all([
    ...preloadScreens(matches),
    import.meta.env.SSR ? undefined : prepareLang(known, pathname),
  ])
  return known !== null && (matches.at(-1)?.route.handle as PageHandle | undefined)?.server === true
}

/** /{lang}/…: suspends (inside a navigation's transition, so the previous page stays) until the labels are in. */
function LangRoute() {
  const { lang } = useParams()
  const { pathname } = useLocation()
  const known = isLang(lang) ? lang : null
  // On the server the page was prepared before the render (prepareRoute), and the labels are the request's.
  if (!import.meta.env.SSR) use(prepareLang(known, pathname))
  if (!known) {
    return (
      <PageShell>
        <NotFoundPage />
      </PageShell>
    )
  }
  return <LangLayout />
}

function LangBoundary() {
  const { pathname } = useLocation()
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <LangRoute />
    </RouteErrorBoundary>
  )
}

const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={`/${DEFAULT_LANG}/`} replace /> },
  { path: '/:lang', element: <LangBoundary />, children: langRoutes },
]

/** The paths after /{lang}/ of the public pages without a parameter: the sitemap's fixed pages (router.test.ts). */
export const publicPagePaths = (): string[] =>
  langRoutes
    .filter((r) => (r.handle as PageHandle | undefined)?.server && !r.path?.includes(':'))
    .map((r) => r.path ?? '')

/** The shop's routes; rendered inside a BrowserRouter and a Suspense boundary (main.tsx). */
export function AppRoutes() {
  return useRoutes(routes)
}
