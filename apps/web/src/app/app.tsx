import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, StrictMode, Suspense, useEffect } from 'react'
import { PageLoader } from '../shared/ui/page-loader.tsx'
import { Providers } from './providers.tsx'
import { AppRoutes } from './router.tsx'

/**
 * Marks the page as live once React has taken it over: a page the server rendered shows its buttons before they
 * work, and the journeys wait for this mark after loading a page (e2e/fixtures/test.ts).
 */
function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset.live = ''
  }, [])
  return null
}

/**
 * The whole app: the browser hydrates (or renders) it under its router (main.tsx), the server renders the same tree
 * under a static one (entry-server.tsx), so the two agree.
 */
export function App({ client, router }: { client: QueryClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <Providers client={client}>
        {router(
          <Suspense fallback={<PageLoader />}>
            <AppRoutes />
            {/* In the routes' boundary: a boundary the server rendered hydrates on its own, after the shell. */}
            <LiveMark />
          </Suspense>,
        )}
      </Providers>
    </StrictMode>
  )
}
