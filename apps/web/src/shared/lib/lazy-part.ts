import { type ComponentType, createElement, use } from 'react'

/** The downloads a server render met: entry-server awaits them and renders again (docs/decisions/037). */
const serverLoads = new Set<Promise<unknown>>()

/** Takes the downloads the last server render started. */
export function takeServerLoads(): Promise<unknown>[] {
  const loads = [...serverLoads]
  serverLoads.clear()
  return loads
}

/**
 * A part of a screen in a chunk of its own, downloaded the first time it renders. In the browser it suspends until
 * then (a Suspense boundary above it shows the wait, or keeps the server's HTML while hydrating) and renders at once
 * afterwards; React's `lazy` suspends once more even then. On the server the render that meets it first renders
 * nothing and starts the download, and the server renders the page again once it is in, so the HTML holds the part
 * (React's `lazy` made the whole boundary the browser's to render: React error 419).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let part: ComponentType<P> | undefined
  let loading: Promise<unknown> | undefined
  const start = () => {
    loading ??= load().then(
      (loaded) => {
        part = loaded
      },
      (error: unknown) => {
        // Forgotten, so the next render downloads it again.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  function LazyPart(props: P) {
    if (part) return createElement(part, props)
    if (import.meta.env.SSR) {
      serverLoads.add(start())
      return null
    }
    use(start())
    return part ? createElement(part, props) : null
  }
  // For a route's screen: the server and the first page download it before they render (router.tsx prepareRoute).
  return Object.assign(LazyPart, { preload: start })
}
