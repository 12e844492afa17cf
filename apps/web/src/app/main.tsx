import { hydrate } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { reportError, startErrorReporting } from '../shared/lib/error-reporting.ts'
import { queryClient } from '../shared/lib/query-client.ts'
import { App } from './app.tsx'
import { prepareRoute } from './router.tsx'
import { SERVER_STATE_ID } from './server-state.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

startErrorReporting()
// Given these, React no longer writes the errors to the console itself: both happen here.
const report = (error: unknown) => {
  console.error(error)
  reportError('react', error)
}
const options: RootOptions = { onRecoverableError: report, onCaughtError: report, onUncaughtError: report }

const app = <App client={queryClient} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
const serverState = document.getElementById(SERVER_STATE_ID)

if (serverState?.textContent) {
  // A page the server rendered (docs/decisions/037): its reads go into the cache and its screens and labels are
  // readied first, so the first render is the server's and hydration neither suspends nor flashes.
  hydrate(queryClient, JSON.parse(serverState.textContent))
  void prepareRoute(window.location.pathname)
    // A screen that failed to download: hydration shows the error page the client would.
    .catch(() => undefined)
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page (a phone's tap or scroll is answered meanwhile: Lighthouse's blocking time).
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, app, options)
      }),
    )
} else {
  createRoot(root, options).render(app)
}
