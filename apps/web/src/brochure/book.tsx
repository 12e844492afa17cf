import { pageImagePath, pageTextPath, zoomImagePath } from '@shop/domain/brochures/paths'
import type { PageTextLayout } from '@shop/domain/brochures/schemas'
import { type BookLayout, lastView, pagesOfView } from '@shop/domain/brochures/spread'
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { fetchPageLayout } from './api.ts'

const FLIP_MS = 550

type Props = {
  publicId: string
  layout: BookLayout
  /** The view to show; a change turns the page towards it. */
  view: number
  pageWidth: number
  pageHeight: number
  reducedMotion: boolean
  pageLabel: string
  /** The width of the sharper picture to lay over the shown pages while zoomed in; null at zoom 1. */
  zoomWidth: number | null
}

type Flip = { from: number; to: number }

/**
 * A page picture (WebP where the browser takes it) with its text laid over it for selection and screen readers;
 * zoomed in, a sharper picture over it once loaded (docs/decisions/027), the page picture showing until then.
 */
function Page({
  publicId,
  page,
  withText,
  pageLabel,
  zoomWidth,
}: {
  publicId: string
  page: number | null
  withText: boolean
  pageLabel: string
  zoomWidth: number | null
}) {
  if (page === null) return <div className="fb-page fb-blank" />
  return (
    <div className="fb-page" data-page={page}>
      <picture>
        <source type="image/webp" srcSet={pageImagePath(publicId, page, 'webp')} />
        <img src={pageImagePath(publicId, page, 'jpg')} alt={`${pageLabel} ${page}`} draggable={false} />
      </picture>
      {zoomWidth !== null && <ZoomPicture key={zoomWidth} src={zoomImagePath(publicId, page, zoomWidth)} />}
      {withText && <TextLayer url={pageTextPath(publicId, page)} />}
    </div>
  )
}

/** Shown only once decoded, so the page never blanks while it loads; a failed load (a busy server) keeps it hidden. */
function ZoomPicture({ src }: { src: string }) {
  const [isLoaded, setLoaded] = useState(false)
  return (
    <img
      className={`fb-zoom-picture${isLoaded ? ' fb-loaded' : ''}`}
      src={src}
      alt=""
      draggable={false}
      decoding="async"
      onLoad={() => setLoaded(true)}
      data-testid="zoom-picture"
    />
  )
}

/** Transparent text at the places the PDF drew it: selectable, searchable with the browser, read by screen readers. */
function TextLayer({ url }: { url: string }) {
  const [layout, setLayout] = useState<PageTextLayout | null>(null)
  useEffect(() => {
    const abort = new AbortController()
    fetchPageLayout(url, abort.signal).then((l) => {
      if (!abort.signal.aborted) setLayout(l)
    })
    return () => abort.abort()
  }, [url])
  if (!layout || layout.items.length === 0) return null
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: the text elements are the accessible content; a title would be read before every page
    <svg className="fb-text" viewBox={`0 0 ${layout.width} ${layout.height}`} preserveAspectRatio="none">
      {layout.items.map(([text, x, y, width, size], i) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's items never change order
          key={i}
          x={x}
          y={y}
          fontSize={size}
          textLength={width > 0 ? width : undefined}
          lengthAdjust="spacingAndGlyphs"
        >
          {text}
        </text>
      ))}
    </svg>
  )
}

/**
 * The book: one leaf turns (Web Animations, so nothing keeps running once it ends or the book unmounts),
 * the pages under it already show where it is going. Only the views next to the shown one are fetched.
 */
export function Book({
  publicId,
  layout,
  view,
  pageWidth,
  pageHeight,
  reducedMotion,
  pageLabel,
  zoomWidth,
}: Props) {
  const [shown, setShown] = useState(view)
  const [flip, setFlip] = useState<Flip | null>(null)
  const leaf = useRef<HTMLDivElement>(null)
  const last = lastView(layout)

  useEffect(() => {
    if (flip || view === shown) return
    if (reducedMotion || shown > last) setShown(view)
    else setFlip({ from: shown, to: view })
  }, [view, shown, flip, reducedMotion, last])

  useLayoutEffect(() => {
    const el = leaf.current
    if (!flip || !el) return
    const forward = flip.to > flip.from
    const frames = layout.isSpread
      ? [{ transform: 'rotateY(0deg)' }, { transform: `rotateY(${forward ? -180 : 180}deg)` }]
      : forward
        ? [{ transform: 'rotateY(0deg)' }, { transform: 'rotateY(-180deg)' }]
        : [{ transform: 'rotateY(-180deg)' }, { transform: 'rotateY(0deg)' }]
    const animation = el.animate(frames, {
      duration: FLIP_MS,
      easing: 'cubic-bezier(.45,.05,.35,1)',
      fill: 'forwards',
    })
    animation.finished.then(
      () => {
        setShown(flip.to)
        setFlip(null)
      },
      // Cancelled by an unmount or a layout change: nothing to finish.
      () => {},
    )
    return () => animation.cancel()
  }, [flip, layout.isSpread])

  const size: CSSProperties = { width: pageWidth, height: pageHeight }
  const pages = (v: number) => pagesOfView(layout, v)
  // The sharper pictures go on the shown pages only (those with their text): never on a turning leaf or ahead.
  const render = (page: number | null, key: string, withText = false) => (
    <Page
      key={key}
      publicId={publicId}
      page={page}
      withText={withText}
      pageLabel={pageLabel}
      zoomWidth={withText ? zoomWidth : null}
    />
  )

  let content: React.ReactNode
  if (flip) {
    const forward = flip.to > flip.from
    const [fromLeft, fromRight] = pages(flip.from)
    const [toLeft, toRight] = pages(flip.to)
    if (layout.isSpread) {
      content = (
        <>
          <div className="fb-slot" style={size}>
            {render(forward ? (fromLeft ?? null) : (toLeft ?? null), 'l')}
          </div>
          <div className="fb-slot" style={size}>
            {render(forward ? (toRight ?? null) : (fromRight ?? null), 'r')}
          </div>
          <div ref={leaf} className={`fb-leaf ${forward ? 'fb-leaf-right' : 'fb-leaf-left'}`} style={size}>
            <div className="fb-face">
              {render(forward ? (fromRight ?? null) : (fromLeft ?? null), 'front')}
            </div>
            <div className="fb-face fb-back">
              {render(forward ? (toLeft ?? null) : (toRight ?? null), 'back')}
            </div>
          </div>
        </>
      )
    } else {
      content = (
        <>
          <div className="fb-slot" style={size}>
            {render((forward ? toLeft : fromLeft) ?? null, 'under')}
          </div>
          <div ref={leaf} className="fb-leaf fb-leaf-single" style={size}>
            <div className="fb-face">{render((forward ? fromLeft : toLeft) ?? null, 'front')}</div>
          </div>
        </>
      )
    }
  } else {
    content = pages(shown).map((p, i) => (
      <div key={`slot-${i === 0 ? 'l' : 'r'}`} className="fb-slot" style={size}>
        {render(p, `p${p ?? `blank${i}`}`, true)}
      </div>
    ))
  }

  // The neighbours are fetched ahead (hidden), so the next turn shows pictures at once.
  const visible = new Set(flip ? [...pages(flip.from), ...pages(flip.to)] : pages(shown))
  const ahead = flip
    ? []
    : [shown - 1, shown + 1]
        .filter((v) => v >= 0 && v <= last)
        .flatMap(pages)
        .filter((p): p is number => p !== null && !visible.has(p))

  return (
    <div className={`fb-book${layout.isSpread ? ' fb-spread' : ''}${flip ? ' fb-flipping' : ''}`}>
      {content}
      <div className="fb-ahead" aria-hidden="true">
        {ahead.map((p) => (
          <picture key={p}>
            <source type="image/webp" srcSet={pageImagePath(publicId, p, 'webp')} />
            <img src={pageImagePath(publicId, p, 'jpg')} alt="" />
          </picture>
        ))}
      </div>
    </div>
  )
}
