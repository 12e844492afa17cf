// The server's side of server rendering (docs/decisions/037): built by `vite build --ssr` into dist/server/ and loaded
// by the shop's server (apps/server/src/plugins/web.ts), which calls renderPage for a public page.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Lang } from '@shop/domain/i18n/langs'
import {
  dehydrate,
  type FetchQueryOptions,
  type Query,
  QueryCache,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
  type QueryOptions,
  type QueryState,
} from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { fetchLabels, i18n } from '../shared/lib/i18n.ts'
import { takeServerLoads } from '../shared/lib/lazy-part.ts'
import { HeadCollector, headTags, type PageHead } from '../shared/lib/page-head.tsx'
import { type ServerAnswer, ServerAnswerCollector } from '../shared/lib/server-answer.tsx'
import { App } from './app.tsx'
import { prepareRoute } from './router.tsx'
import { SERVER_STATE_ID } from './server-state.ts'

/** Answers a same-origin request of the page being rendered: the shop itself, in-process, with the page's cookies. */
export type LocalFetch = (url: string, init: RequestInit) => Promise<Response>

const pageFetch = new AsyncLocalStorage<LocalFetch>()
const networkFetch = globalThis.fetch
// The screens read relative URLs, as in the browser (the API client, the guide's tree): while a page renders they go
// to the shop in-process. Anything else is the network's.
globalThis.fetch = (input, init) => {
  const local = pageFetch.getStore()
  return local && typeof input === 'string' && input.startsWith('/')
    ? local(input, init ?? {})
    : networkFetch(input, init)
}

/** The labels' stamp per language, so a render downloads them again only once they changed. */
const labelStamps = new Map<Lang, string>()

async function refreshLabels(lang: Lang) {
  const fresh = await fetchLabels(lang, labelStamps.get(lang) ?? '')
  if (fresh) labelStamps.set(lang, fresh.stamp)
}

/**
 * A query cache that remembers what a render asked for. On the server useQuery never fetches (effects do not run),
 * but it builds its query in the cache with the options it was given: after a render the queries still pending and
 * enabled are the reads the page needs next.
 */
class AskedQueries extends QueryCache {
  readonly asked = new Map<string, FetchQueryOptions>()

  override build<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    client: QueryClient,
    options: QueryOptions<TQueryFnData, TError, TData, TQueryKey> & { queryKey: TQueryKey },
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const query = super.build(client, options, state)
    // The observer's options, of which the query's type knows nothing: `enabled` among them.
    const { enabled } = options as { enabled?: boolean | ((q: typeof query) => boolean) }
    if ((typeof enabled === 'function' ? enabled(query) : enabled) !== false)
      this.asked.set(query.queryHash, options as FetchQueryOptions)
    return query
  }
}

/** A screen's reads depend on earlier ones (the model, then its sections and prices): a page takes a few rounds. */
const MAX_ROUNDS = 6

const SERVER_QUERIES: QueryClientConfig['defaultOptions'] = { queries: { retry: false } }

export type RenderedPage = {
  /** The app's HTML, for <div id="root">. */
  html: string
  /** The page's tags for <head>: title, description, canonical and language versions, previews, schema.org data. */
  head: string
  /** The query cache as JSON in its own element, which the browser hydrates from. */
  state: string
  /** The page lives at another address (301), or shows that what it names is not there (404). */
  answer: ServerAnswer | null
}

/**
 * Renders a public page with the reads it needs, as the session that asks sees it (its prices, its cart): renders,
 * fetches what the render asked for, renders again until nothing more is asked. Null for a path the server does not
 * render (the reserved area, the checkout, the desk): the browser renders those.
 */
export function renderPage(
  url: string,
  lang: Lang,
  origin: string,
  local: LocalFetch,
): Promise<RenderedPage | null> {
  return pageFetch.run(local, async () => {
    const { pathname } = new URL(url, origin)
    if (!(await prepareRoute(pathname))) return null
    await refreshLabels(lang)
    const cache = new AskedQueries()
    const client = new QueryClient({ queryCache: cache, defaultOptions: SERVER_QUERIES })
    const tried = new Set<string>()
    let head: PageHead = { title: '' }
    const collect = (h: PageHead) => {
      head = h
    }
    // The last render's: a page that redirects stops asking for more.
    const last: { answer: ServerAnswer | null } = { answer: null }
    const collectAnswer = (a: ServerAnswer) => {
      last.answer = a
    }
    let html = ''
    for (let round = 1; ; round++) {
      // Set right before the synchronous render: no other page's render can run in between.
      i18n.changeLanguage(lang)
      last.answer = null
      html = renderToString(
        <HeadCollector value={collect}>
          <ServerAnswerCollector value={collectAnswer}>
            <App client={client} router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} />
          </ServerAnswerCollector>
        </HeadCollector>,
      )
      // Taken right after the synchronous render: no other page's render ran in between.
      const parts = takeServerLoads()
      const next = [...cache.asked].filter(([hash]) => !tried.has(hash) && isWaiting(cache.get(hash)))
      const done = next.length === 0 && parts.length === 0
      if (done || round === MAX_ROUNDS || (last.answer && 'redirect' in last.answer)) break
      await Promise.all([
        ...parts,
        ...next.map(async ([hash, options]) => {
          tried.add(hash)
          await client.prefetchQuery(options)
          // A read that failed here (or that the server does not make: the POST reads, such as a signed-in buyer's
          // prices) renders as still loading, as the browser's first render shows it before reading it itself.
          const query = cache.get(hash)
          if (query?.state.status === 'error') query.reset()
        }),
      ])
    }
    const brand = i18n.t('header.brand')
    const state = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c')
    return {
      html,
      head: headTags(head, { origin, pathname, lang, brand }),
      state: `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
      answer: last.answer,
    }
  })
}

const isWaiting = (query: Query | undefined) =>
  query !== undefined && query.state.status === 'pending' && query.state.fetchStatus === 'idle'
