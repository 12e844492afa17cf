import { useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { ChevronDownIcon } from '../../shared/ui/icons.tsx'
import { NavLink } from './nav-link.tsx'
import { navPaths } from './nav-paths.ts'
import './navigation.css'

const loadProductsPanel = () => import('./products-panel.tsx')
const ProductsPanel = lazy(loadProductsPanel)

/**
 * The main navigation of a window 768 px wide or more (spec 3 'Other page features', issue 13): the product menu,
 * the guided configurator, the buying guide and the brochure. The phone's drawer holds the same (nav-drawer.tsx).
 */
export function MainNav() {
  const { t } = useTranslation()
  const lang = useLang()
  const paths = navPaths(lang)
  return (
    <nav aria-label={t('nav.main')} className="main-nav">
      <ul className="main-nav-list">
        <li className="main-nav-item">
          <ProductsMenu />
        </li>
        <li>
          <NavLink to={paths.wizard} className="main-nav-link">
            {t('nav.wizard')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.guide} className="main-nav-link">
            {t('nav.guide')}
          </NavLink>
        </li>
        <li>
          {/* The flipbook is a page of its own, served beside the app: a full page load. */}
          <a href={paths.brochure} className="main-nav-link">
            {t('nav.brochure')}
          </a>
        </li>
      </ul>
    </nav>
  )
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight'])
const linksIn = (panel: HTMLElement | null) => [
  ...(panel?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []),
]
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft'])

/**
 * 'Products' as a disclosure (a button that shows a panel of links): Enter or Space opens and closes it, the arrow
 * keys open it and move between its links, Home and End go to the first and last, Escape closes it and puts the focus
 * back on the button; a click elsewhere or the focus leaving closes it too. Written by hand, as the header's other
 * panels (shared/ui/disclosure.tsx): Mantine's Menu would bring floating-ui into every page's first download. The
 * panel's content and its two lists come on the first sign of interest (hover, focus), not with the page.
 */
function ProductsMenu() {
  const { t } = useTranslation()
  const lang = useLang()
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  const paths = navPaths(lang)
  const [opened, setOpened] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const focusOnOpen = useRef<'first' | 'last' | null>(null)
  const panelId = useId()
  const isProducts = pathname.startsWith(paths.catalogue) && pathname !== paths.wizard

  // A link followed (or back, forward): the menu closes with the page it was opened on.
  const shownOn = useRef(pathname)
  if (shownOn.current !== pathname) {
    shownOn.current = pathname
    if (opened) setOpened(false)
  }

  const prepare = () => {
    void loadProductsPanel().then((m) => m.prefetchMenuFamilies(queryClient, lang))
  }

  // The content tells when its links are there: an arrow key that opened the menu moves the focus onto one.
  const onReady = useCallback(() => {
    const where = focusOnOpen.current
    focusOnOpen.current = null
    const all = linksIn(panel.current)
    if (where) (where === 'first' ? all[0] : all.at(-1))?.focus()
  }, [])

  useEffect(() => {
    if (!opened) return
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpened(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [opened])

  const openWithFocus = (where: 'first' | 'last') => {
    const all = linksIn(panel.current)
    if (opened && all.length > 0) {
      ;(where === 'first' ? all[0] : all.at(-1))?.focus()
    } else {
      focusOnOpen.current = where
      setOpened(true)
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && opened) {
      e.preventDefault()
      setOpened(false)
      button.current?.focus()
      return
    }
    if (e.target === button.current) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault()
        openWithFocus(e.key === 'ArrowDown' ? 'first' : 'last')
      }
      return
    }
    const all = linksIn(panel.current)
    const at = all.indexOf(e.target as HTMLAnchorElement)
    if (at < 0) return
    let next: number | null = null
    if (NEXT_KEYS.has(e.key)) next = (at + 1) % all.length
    else if (PREVIOUS_KEYS.has(e.key)) next = (at - 1 + all.length) % all.length
    else if (e.key === 'Home') next = 0
    else if (e.key === 'End') next = all.length - 1
    if (next === null) return
    e.preventDefault()
    all[next]?.focus()
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the button and of the panel's links bubble here
    <div
      ref={root}
      className="nav-menu"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (opened && !root.current?.contains(e.relatedTarget as Node | null)) setOpened(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className="main-nav-link main-nav-button"
        aria-expanded={opened}
        aria-controls={panelId}
        data-active={isProducts || undefined}
        onClick={() => setOpened((o) => !o)}
        onPointerEnter={prepare}
        onFocus={prepare}
        data-testid="products-menu-button"
      >
        {t('nav.products')}
        <Chevron />
      </button>
      <div id={panelId} ref={panel} className="nav-panel" hidden={!opened} data-testid="products-menu">
        {opened && (
          <Suspense fallback={<p className="nav-panel-note">{t('common.loading')}</p>}>
            <ProductsPanel onReady={onReady} onFollow={() => setOpened(false)} />
          </Suspense>
        )}
      </div>
    </div>
  )
}

export const Chevron = () => <ChevronDownIcon size={14} className="nav-chevron" />
