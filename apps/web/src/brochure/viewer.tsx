import { pageHash, parsePageHash } from '@shop/domain/brochures/hash'
import { type BrochureLabels, FALLBACK_LABELS, withFallbackLabels } from '@shop/domain/brochures/labels'
import { pageImagePath, pdfPath, thumbImagePath } from '@shop/domain/brochures/paths'
import {
  buildSearchIndex,
  type SearchIndex,
  type SearchResult,
  searchPages,
} from '@shop/domain/brochures/search'
import { isSpreadLayout, lastView, pageOfView, viewOfPage } from '@shop/domain/brochures/spread'
import { PAGE_PICTURE_WIDTHS, zoomPictureWidth } from '@shop/domain/brochures/zoom'
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { SiloLogo } from '../shared/ui/icons.tsx'
import { downloadPdf, fetchLabels, fetchSearchData } from './api.ts'
import { Book } from './book.tsx'
import { Icon, type IconName } from './icons.tsx'
import { MOBILE_MAX_WIDTH, readInputs } from './inputs.ts'

const ZOOMS = [1, 1.5, 2, 3]
const COPIED_MS = 2000
const FIRST_JUMP_MS = 100
/** The side arrows sit this far outside the book (spec 1 §9). */
export const ARROW_OFFSET = 70
const SWIPE_MIN = 50

type SearchState = { status: 'idle' | 'loading' | 'done'; query: string; results: SearchResult[] }

function useWindowWidth() {
  const [width, setWidth] = useState(() => window.innerWidth)
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth)
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return width
}

function useElementSize(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return size
}

function useReducedMotion() {
  const [reduced, setReduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const onChange = () => setReduced(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return reduced
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))
}

function ToolButton(props: {
  icon: IconName
  label: string
  onClick: () => void
  disabled?: boolean
  pressed?: boolean
  expanded?: boolean
  className?: string
  testId?: string
}) {
  return (
    <button
      type="button"
      className={`fb-tool ${props.className ?? ''}`}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      aria-expanded={props.expanded}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      <Icon name={props.icon} />
    </button>
  )
}

/** The brochure viewer of spec 1 §2.1: a book that follows the address hash, with toolbar, share, range bar and search. */
export function Viewer({ lang }: { lang: string }) {
  const windowWidth = useWindowWidth()
  const isMobile = windowWidth <= MOBILE_MAX_WIDTH
  const inputs = useMemo(() => readInputs(document, isMobile), [isMobile])
  const { publicId, pageCount, metaTitle, downloadFileName, pageRatio } = inputs
  const layout = useMemo(
    () => ({ pageCount, isSpread: isSpreadLayout(pageCount, isMobile) }),
    [pageCount, isMobile],
  )
  const reducedMotion = useReducedMotion()

  const [labels, setLabels] = useState<BrochureLabels>({ ...FALLBACK_LABELS })
  const [page, setPage] = useState<number | null>(null)
  const [zoomIndex, setZoomIndex] = useState(0)
  const [rangeOpen, setRangeOpen] = useState(false)
  const [rangeValue, setRangeValue] = useState(1)
  const [searchOpen, setSearchOpen] = useState(false)
  const [shareOpen, setShareOpen] = useState(false)
  const [copied, setCopied] = useState(false)
  const [fullScreen, setFullScreen] = useState(false)
  const [query, setQuery] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '')
  const [search, setSearch] = useState<SearchState>({ status: 'idle', query: '', results: [] })

  const root = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const share = useRef<HTMLDivElement>(null)
  const searchIndex = useRef<Promise<SearchIndex | null> | null>(null)
  const copiedTimer = useRef<number | undefined>(undefined)
  /** Aborted when the viewer unmounts; a new one per mount, as StrictMode mounts twice in development. */
  const unmounted = useRef(new AbortController())
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null)
  const pointers = useRef(new Set<number>())

  const zoom = ZOOMS[zoomIndex] ?? 1
  const view = viewOfPage(layout, page ?? 1)
  const last = lastView(layout)
  const stageSize = useElementSize(stage)

  // Page size: the book fits the stage (leaving room for the side arrows on a wide screen), then zoom scales it.
  const sideRoom = isMobile ? 16 : 2 * (ARROW_OFFSET + 8)
  const columns = layout.isSpread ? 2 : 1
  const fitWidth = Math.max(
    0,
    Math.min((stageSize.width - sideRoom) / columns, (stageSize.height - 24) / pageRatio),
  )
  const pageWidth = Math.floor(fitWidth * zoom)
  const pageHeight = Math.floor(fitWidth * pageRatio * zoom)
  // Zoomed in, the page picture is stretched past its pixels: a sharper one is laid over it (docs/decisions/027).
  const zoomWidth =
    zoom > 1
      ? zoomPictureWidth(
          pageWidth * (window.devicePixelRatio || 1),
          isMobile ? PAGE_PICTURE_WIDTHS.mobile : PAGE_PICTURE_WIDTHS.desktop,
        )
      : null

  const closePanels = useCallback(() => {
    setRangeOpen(false)
    setSearchOpen(false)
  }, [])

  const goTo = useCallback(
    (target: number) => {
      const p = Math.min(Math.max(1, target), pageCount)
      setPage(p)
      closePanels()
      const url = new URL(window.location.href)
      url.hash = pageHash(p)
      window.history.replaceState(window.history.state, '', url)
    },
    [pageCount, closePanels],
  )
  const goToView = useCallback(
    (v: number) => goTo(pageOfView(layout, Math.min(Math.max(0, v), last))),
    [goTo, layout, last],
  )
  const previous = useCallback(() => goToView(view - 1), [goToView, view])
  const next = useCallback(() => goToView(view + 1), [goToView, view])

  const changeZoom = (delta: number) => {
    setZoomIndex((z) => Math.min(Math.max(0, z + delta), ZOOMS.length - 1))
    closePanels()
  }

  // Labels: English at once, the page language's texts when they arrive (missing keys stay English).
  useEffect(() => {
    const abort = new AbortController()
    fetchLabels(lang, abort.signal).then((served) => {
      if (!abort.signal.aborted) setLabels(withFallbackLabels(served))
    })
    return () => abort.abort()
  }, [lang])

  // The first jump to the hash page, then every hash change moves the book.
  useEffect(() => {
    const first = window.setTimeout(
      () => setPage(parsePageHash(window.location.hash, pageCount)),
      FIRST_JUMP_MS,
    )
    const onHash = () => {
      setPage(parsePageHash(window.location.hash, pageCount))
      closePanels()
    }
    window.addEventListener('hashchange', onHash)
    return () => {
      window.clearTimeout(first)
      window.removeEventListener('hashchange', onHash)
    }
  }, [pageCount, closePanels])

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    unmounted.current = controller
    return () => {
      controller.abort()
      // A fetch this abort cut short must not stand in for the search data of a later mount.
      searchIndex.current = null
      window.clearTimeout(copiedTimer.current)
    }
  }, [])

  // A layout effect: the handler that knows the new layout is in place when the layout is drawn, so a key pressed right
  // after a resize turns from the view on screen (with a plain effect, a press between the two turned from the old one).
  useLayoutEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        setShareOpen(false)
        closePanels()
        return
      }
      if (isTyping(e.target) || e.altKey || e.ctrlKey || e.metaKey || page === null) return
      const keys: Record<string, () => void> = {
        ArrowLeft: previous,
        ArrowRight: next,
        PageUp: previous,
        PageDown: next,
        Home: () => goTo(1),
        End: () => goTo(pageCount),
      }
      const action = keys[e.key]
      if (action && !(zoom > 1 && e.key.startsWith('Arrow'))) {
        e.preventDefault()
        action()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [previous, next, goTo, pageCount, page, zoom, closePanels])

  const runSearch = useCallback(
    async (input: string) => {
      if (!input.trim()) {
        setSearch({ status: 'idle', query: '', results: [] })
        return
      }
      const signal = unmounted.current.signal
      setSearch((s) => ({ ...s, status: 'loading' }))
      // Fetched once; every later search runs on the same data in the browser.
      searchIndex.current ??= fetchSearchData(publicId, input, signal).then((data) =>
        data ? buildSearchIndex(data) : null,
      )
      const pending = searchIndex.current
      const index = await pending
      if (signal.aborted) return
      if (!index) {
        // Not OK (fetchSearchData logged it): the loading stops, nothing is shown, the next search asks again.
        if (searchIndex.current === pending) searchIndex.current = null
        setSearch({ status: 'idle', query: '', results: [] })
        return
      }
      setSearch({ status: 'done', query: input, results: searchPages(index, input) })
    },
    [publicId],
  )

  // A link may carry a search term (?q=silo): open the search with its results.
  const initialQuery = useRef(query)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount; a resize that swaps the picture set (and so runSearch) must not reopen it
  useEffect(() => {
    if (!initialQuery.current) return
    setSearchOpen(true)
    void runSearch(initialQuery.current)
  }, [])

  useEffect(() => {
    if (searchOpen) searchInput.current?.focus()
  }, [searchOpen])

  // The share popover closes on a press anywhere else, as popovers do.
  useEffect(() => {
    if (!shareOpen) return
    const onPress = (e: globalThis.PointerEvent) => {
      if (!share.current?.contains(e.target as Node)) setShareOpen(false)
    }
    document.addEventListener('pointerdown', onPress)
    return () => document.removeEventListener('pointerdown', onPress)
  }, [shareOpen])

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void root.current?.requestFullscreen().catch(() => {})
  }

  const onDownload = async () => {
    try {
      await downloadPdf(pdfPath(publicId), downloadFileName)
    } catch {
      window.alert(labels.downloadFailed)
    }
  }

  const onPrint = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    setSearchOpen(false)
  }

  const shareUrl = `${window.location.origin}${window.location.pathname}`
  const copyLink = async (input: HTMLInputElement) => {
    input.select()
    try {
      await navigator.clipboard.writeText(shareUrl)
    } catch {
      // Without the async clipboard (plain http, old browsers) the selected field is copied the old way.
      document.execCommand('copy')
    }
    setCopied(true)
    window.clearTimeout(copiedTimer.current)
    copiedTimer.current = window.setTimeout(() => setCopied(false), COPIED_MS)
  }

  const encodedUrl = encodeURIComponent(shareUrl)
  const encodedTitle = encodeURIComponent(metaTitle)
  const cover = encodeURIComponent(`${window.location.origin}${pageImagePath(publicId, 1, 'jpg')}`)
  const shareLinks: { icon: IconName; label: string; href: string }[] = [
    {
      icon: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    },
    {
      icon: 'twitter',
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}`,
    },
    {
      icon: 'pinterest',
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${encodedUrl}&media=${cover}&description=${encodedTitle}`,
    },
    { icon: 'email', label: labels.email, href: `mailto:?subject=${encodedTitle}&body=${encodedUrl}` },
  ]

  // A horizontal swipe turns the page; vertical pans and pinch-zoom stay the browser's (touch-action: pan-y pinch-zoom).
  const onPointerDown = (e: PointerEvent) => {
    pointers.current.add(e.pointerId)
    if (e.pointerType === 'mouse' || zoom > 1 || pointers.current.size > 1) {
      swipe.current = null
      return
    }
    swipe.current = { id: e.pointerId, x: e.clientX, y: e.clientY }
  }
  const onPointerEnd = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId)
    const start = swipe.current
    swipe.current = null
    if (!start || start.id !== e.pointerId || e.type === 'pointercancel') return
    const dx = e.clientX - start.x
    const dy = e.clientY - start.y
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > 1.5 * Math.abs(dy)) {
      if (dx < 0) next()
      else previous()
    }
  }

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      void runSearch(query)
    }
  }

  const current = page ?? 1
  const canPrevious = page !== null && view > 0
  const canNext = page !== null && view < last
  const bookWidth = pageWidth * (layout.isSpread ? 2 : 1)

  return (
    <div ref={root} className={`fb-root${isMobile ? ' fb-mobile' : ''}`}>
      <header className="fb-toolbar">
        <a className="fb-logo" href="/" aria-label={labels.home}>
          <SiloLogo size={28} />
          <span>Silo Shop</span>
        </a>
        <h1 className="fb-title">{metaTitle}</h1>
        <div className="fb-tools">
          <div className="fb-group">
            <div className="fb-share" ref={share}>
              <ToolButton
                icon="share"
                label={labels.share}
                expanded={shareOpen}
                onClick={() => setShareOpen((o) => !o)}
                testId="share"
              />
              {shareOpen && (
                <div className="fb-popover" role="dialog" aria-label={labels.share}>
                  <div className="fb-share-links">
                    {shareLinks.map((l) => (
                      <a
                        key={l.icon}
                        href={l.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={l.label}
                        title={l.label}
                      >
                        <Icon name={l.icon} />
                      </a>
                    ))}
                  </div>
                  <label className="fb-copy">
                    <span>{copied ? labels.copied : labels.copyLink}</span>
                    <input
                      readOnly
                      value={shareUrl}
                      onClick={(e) => void copyLink(e.currentTarget)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') void copyLink(e.currentTarget)
                      }}
                      data-testid="copy-link"
                    />
                  </label>
                  <span className="fb-sr" aria-live="polite">
                    {copied ? labels.copied : ''}
                  </span>
                </div>
              )}
            </div>
            <ToolButton
              icon="download"
              label={labels.download}
              onClick={() => void onDownload()}
              testId="download"
            />
            <a
              className="fb-tool"
              href={pdfPath(publicId)}
              target="_blank"
              rel="noopener"
              aria-label={labels.print}
              title={labels.print}
              onClick={onPrint}
              data-testid="print"
            >
              <Icon name="print" />
            </a>
          </div>
          <div className="fb-group fb-nav">
            <ToolButton
              icon="previous"
              label={labels.previousSlide}
              onClick={previous}
              disabled={!canPrevious}
              className="fb-desktop-only"
              testId="previous"
            />
            <ToolButton
              icon="zoomIn"
              label={labels.zoomIn}
              onClick={() => changeZoom(1)}
              disabled={zoomIndex >= ZOOMS.length - 1}
              testId="zoom-in"
            />
            <button
              type="button"
              className="fb-indicator"
              aria-expanded={rangeOpen}
              aria-label={`${labels.goToPage}: ${labels.page} ${current} / ${pageCount}`}
              onClick={() => {
                setRangeValue(current)
                setRangeOpen((o) => !o)
                setSearchOpen(false)
              }}
              data-testid="page-indicator"
            >
              {/* On a small phone the word goes (the label above still says it), or a three-digit page pushes the
                  search button off the toolbar (issue 14). */}
              <span className="fb-indicator-word">{labels.page} </span>
              {/* Exactly as wide as the page count's digits (the page never has more): the toolbar does not move when
                  the page reaches two or three digits. A min-width let '10' come out 1/64 px wider than '9'. */}
              <span className="fb-indicator-current" style={{ width: `${String(pageCount).length}ch` }}>
                {current}
              </span>{' '}
              / {pageCount}
            </button>
            <ToolButton
              icon="zoomOut"
              label={labels.zoomOut}
              onClick={() => changeZoom(-1)}
              disabled={zoomIndex === 0}
              testId="zoom-out"
            />
            <ToolButton
              icon="next"
              label={labels.nextSlide}
              onClick={next}
              disabled={!canNext}
              className="fb-desktop-only"
              testId="next"
            />
          </div>
          <div className="fb-group">
            <ToolButton
              icon={fullScreen ? 'exitFullScreen' : 'fullScreen'}
              label={fullScreen ? labels.exitFullScreen : labels.openFullScreen}
              onClick={toggleFullScreen}
              pressed={fullScreen}
              testId="full-screen"
            />
            <ToolButton
              icon="search"
              label={labels.search}
              expanded={searchOpen}
              onClick={() => {
                setSearchOpen((o) => !o)
                setRangeOpen(false)
              }}
              testId="search"
            />
          </div>
        </div>
      </header>

      <div className="fb-body">
        {rangeOpen && (
          <div className="fb-range">
            <img className="fb-range-thumb" src={thumbImagePath(publicId, rangeValue)} alt="" width={60} />
            <input
              type="range"
              min={1}
              max={pageCount}
              value={rangeValue}
              aria-label={labels.goToPage}
              aria-valuetext={`${labels.page} ${rangeValue} / ${pageCount}`}
              onChange={(e) => setRangeValue(Number(e.currentTarget.value))}
              onPointerUp={() => goTo(rangeValue)}
              onKeyUp={(e) => {
                if (e.key === 'Enter') goTo(rangeValue)
              }}
              data-testid="range"
            />
            <span className="fb-range-value">{rangeValue}</span>
          </div>
        )}

        <main
          ref={stage}
          className={`fb-stage${zoom > 1 ? ' fb-zoomed' : ''}`}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <div className="fb-frame" style={{ width: bookWidth, height: pageHeight }}>
            {page !== null && pageWidth > 0 && (
              <Book
                // A new layout is a new book: it opens on the page rather than turning towards it from a view of the old one.
                key={`${publicId}:${layout.isSpread ? 'spread' : 'single'}`}
                publicId={publicId}
                layout={layout}
                view={view}
                pageWidth={pageWidth}
                pageHeight={pageHeight}
                reducedMotion={reducedMotion}
                pageLabel={labels.pageImage}
                zoomWidth={zoomWidth}
              />
            )}
            {!isMobile && zoom === 1 && (
              <>
                <button
                  type="button"
                  className="fb-arrow"
                  style={{ left: -ARROW_OFFSET }}
                  aria-label={labels.previousSlide}
                  title={labels.previousSlide}
                  disabled={!canPrevious}
                  onClick={previous}
                >
                  <Icon name="previous" size={32} />
                </button>
                <button
                  type="button"
                  className="fb-arrow"
                  style={{ right: -ARROW_OFFSET }}
                  aria-label={labels.nextSlide}
                  title={labels.nextSlide}
                  disabled={!canNext}
                  onClick={next}
                >
                  <Icon name="next" size={32} />
                </button>
              </>
            )}
          </div>
          <p className="fb-sr" aria-live="polite">
            {labels.page} {current} / {pageCount}
          </p>
        </main>

        {searchOpen && (
          <aside className="fb-search" aria-label={labels.search}>
            <div className="fb-search-head">
              <input
                ref={searchInput}
                type="search"
                value={query}
                placeholder={labels.searchPlaceholder}
                aria-label={labels.search}
                onChange={(e) => {
                  setQuery(e.currentTarget.value)
                  if (!e.currentTarget.value.trim()) setSearch({ status: 'idle', query: '', results: [] })
                }}
                onKeyDown={onSearchKey}
                data-testid="search-input"
              />
              <ToolButton icon="close" label={labels.closeSearch} onClick={() => setSearchOpen(false)} />
            </div>
            {search.status === 'loading' && <p className="fb-search-note">{labels.pleaseWait}</p>}
            {search.status === 'done' && search.results.length === 0 && (
              <p className="fb-search-note">{labels.noDataFound}</p>
            )}
            {search.status === 'done' && search.results.length > 0 && (
              <ul className="fb-results" data-testid="search-results">
                {search.results.map((r) => (
                  <li key={r.id}>
                    <button type="button" onClick={() => goTo(r.id + 1)}>
                      <strong>
                        {labels.resultPage} {r.id + 1}
                      </strong>
                      <span className="fb-snippet">
                        {r.snippet.before}
                        <span className="fb-hit">{r.snippet.match}</span>
                        {r.snippet.after}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        )}
      </div>
    </div>
  )
}
