import type { BaseModelLight } from '@shop/domain/catalog/schemas'
import { useQuery } from '@tanstack/react-query'
import {
  type KeyboardEvent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { ArrowIcon } from '../../../shared/ui/icons.tsx'
import { accessoriesQuery, baseModelQuery } from '../api.ts'
import { type GalleryPicture, galleryPictures } from './gallery-pictures.ts'

// The enlarged view brings Mantine's Modal (focus trap, scroll lock, transitions): fetched when a pointer or the focus
// comes to the pictures, rendered on the first open, so the page's first download does not carry it.
const loadGalleryModal = () => import('./gallery-modal.tsx')
const GalleryModal = lazy(loadGalleryModal)

/** Every picture is drawn on the server's 600 × 800 canvas (docs/decisions/023): the boxes hold its 3:4 before loading. */
const CANVAS = { width: 600, height: 800 }

/** A picture with what a reader is told about it: its alt text and its caption. */
export type ShownPicture = GalleryPicture & { alt: string; caption: string }

/** A gallery picture in its 3:4 box: a part's layer over the model drawn faded, so the part shows where it mounts. */
export function GalleryImage({ picture, isEager }: { picture: ShownPicture; isEager: boolean }) {
  const loading = isEager ? undefined : 'lazy'
  return (
    <span className="gallery-picture">
      {picture.backdrop && (
        <img
          className="gallery-backdrop"
          src={picture.backdrop}
          alt=""
          width={CANVAS.width}
          height={CANVAS.height}
          loading={loading}
        />
      )}
      <img
        src={picture.src}
        alt={picture.alt}
        width={CANVAS.width}
        height={CANVAS.height}
        loading={loading}
        // The first picture is the page's largest paint: asked for before the scripts that compete with it.
        fetchPriority={isEager ? 'high' : undefined}
      />
    </span>
  )
}

/** The edges of a sideways scroller the reader is at: the arrow towards an edge reached is shown as disabled. */
function useScrollEdges(ref: RefObject<HTMLElement | null>, count: number) {
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || count === 0) return
    const update = () => {
      setAtStart(el.scrollLeft <= 1)
      setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)
    }
    update()
    el.addEventListener('scroll', update, { passive: true })
    const resize = new ResizeObserver(update)
    resize.observe(el)
    return () => {
      el.removeEventListener('scroll', update)
      resize.disconnect()
    }
  }, [ref, count])
  return { atStart, atEnd }
}

/**
 * The base model's pictures (spec 3 "Other page features"): a row of thumbnails that scrolls sideways and snaps, with
 * arrows, and each thumbnail opens the pictures enlarged. CSS scroll snapping rather than a carousel library: nothing
 * to download, and a finger swipes it natively. The scrolling is smooth only where motion is welcome (gallery.css).
 */
export function ModelGallery({ model }: { model: BaseModelLight }) {
  const { t } = useTranslation()
  const lang = useLang()
  // The configurator's own queries: the gallery adds no request to the page.
  const detail = useQuery(baseModelQuery(lang, model.id))
  const accessories = useQuery(accessoriesQuery(lang))
  const pictures = useMemo(
    () =>
      galleryPictures(model, detail.data, accessories.data).map(
        (p): ShownPicture => ({
          ...p,
          alt: p.part
            ? t('catalog.gallery.part_alt', { part: p.part.name, model: model.name })
            : t('catalog.gallery.model_alt', { model: model.name }),
          caption: p.part ? p.part.name : t('catalog.gallery.standard'),
        }),
      ),
    [model, detail.data, accessories.data, t],
  )
  const track = useRef<HTMLUListElement>(null)
  const { atStart, atEnd } = useScrollEdges(track, pictures.length)
  // The picture the enlarged view opened on; mounted from its first opening on, so that it can play its closing.
  const [start, setStart] = useState<number | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  // The thumbnail that opened it, which has the focus back when it closes.
  const opener = useRef<HTMLButtonElement | null>(null)

  if (pictures.length === 0) return null

  const scrollPage = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8 })
  }
  // Left and right move between the thumbnails (each focused one is scrolled into view by the browser).
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    const buttons = [...e.currentTarget.querySelectorAll('button')]
    const from = buttons.indexOf(e.target as HTMLButtonElement)
    const next = buttons[from + step]
    if (step === 0 || from < 0 || !next) return
    e.preventDefault()
    next.focus()
  }
  const open = (index: number, button: HTMLButtonElement) => {
    opener.current = button
    setStart(index)
    setIsOpen(true)
  }
  const close = () => {
    setIsOpen(false)
    opener.current?.focus()
  }

  return (
    <section
      className="gallery"
      aria-label={t('catalog.gallery.title')}
      onPointerEnter={() => void loadGalleryModal()}
      onFocus={() => void loadGalleryModal()}
    >
      <button
        type="button"
        className="gallery-arrow"
        data-side="back"
        aria-label={t('catalog.gallery.scroll_back')}
        aria-disabled={atStart}
        onClick={() => scrollPage(-1)}
      >
        <ArrowIcon size={20} direction="back" />
      </button>
      <ul ref={track} className="gallery-track" onKeyDown={onKeyDown}>
        {pictures.map((picture, i) => (
          <li key={picture.key}>
            <button
              type="button"
              className="gallery-thumb"
              aria-haspopup="dialog"
              onClick={(e) => open(i, e.currentTarget)}
            >
              <GalleryImage picture={picture} isEager={i === 0} />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="gallery-arrow"
        data-side="forward"
        aria-label={t('catalog.gallery.scroll_forward')}
        aria-disabled={atEnd}
        onClick={() => scrollPage(1)}
      >
        <ArrowIcon size={20} direction="forward" />
      </button>
      {start !== null && (
        <Suspense fallback={null}>
          <GalleryModal
            title={model.name}
            pictures={pictures}
            start={start}
            opened={isOpen}
            onClose={close}
          />
        </Suspense>
      )}
    </section>
  )
}
