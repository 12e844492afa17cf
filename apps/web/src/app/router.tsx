import { DEFAULT_LANG, isLang } from '@shop/domain/i18n/langs'
import { createBrowserRouter, data, type LoaderFunctionArgs, redirect } from 'react-router'
import { setApiLang } from '../shared/lib/api.ts'
import { ensureLabels } from '../shared/lib/i18n.ts'
import { PageLoader } from '../shared/ui/page-loader.tsx'
import { LangLayout } from './layout/lang-layout.tsx'
import { NotFoundPage, RouteErrorPage } from './layout/not-found-page.tsx'

async function langLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang
  if (!isLang(lang)) {
    // The 404 page of an unknown language speaks the default one.
    await ensureLabels(DEFAULT_LANG)
    throw data(null, { status: 404 })
  }
  setApiLang(lang)
  await ensureLabels(lang)
  document.documentElement.lang = lang
  return null
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
})

export const router = createBrowserRouter([
  { path: '/', loader: () => redirect(`/${DEFAULT_LANG}/`) },
  {
    path: '/:lang',
    loader: langLoader,
    Component: LangLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { index: true, ...page(() => import('../features/home/routes/home-page.tsx')) },
      { path: 'privacy', ...page(() => import('../features/privacy/routes/privacy-page.tsx')) },
      { path: 'login', ...page(() => import('../features/accounts/routes/login-page.tsx')) },
      // Activation signs the visitor in, so it sits outside the signed-in guard.
      { path: 'user/activate', ...page(() => import('../features/accounts/routes/activate-page.tsx')) },
      {
        path: 'user',
        ...page(() => import('../features/accounts/routes/user-area.tsx')),
        children: [
          { index: true, ...page(() => import('../features/accounts/routes/dashboard-page.tsx')) },
          { path: 'dashboard', ...page(() => import('../features/accounts/routes/dashboard-page.tsx')) },
          { path: 'password', ...page(() => import('../features/accounts/routes/set-password-page.tsx')) },
          { path: '*', Component: NotFoundPage },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
])
