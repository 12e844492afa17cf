import { Stack, Title, type TitleOrder } from '@mantine/core'
import { type ReactNode, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ChevronDownIcon } from './icons.tsx'

export type AnchorSection = { id: string; title: ReactNode; content: ReactNode }

type Props = {
  sections: readonly AnchorSection[]
  /** The sections open without a hash: the server's HTML, which cannot know the hash, and the first render. */
  defaultOpen?: readonly string[]
  /** The level of the sections' headings. */
  order?: TitleOrder
  /** False while something above the sections may still change its height: the scroll to a section waits for it. */
  isReady?: boolean
}

/** The section id a location's hash names; '' for none or for a hash that does not decode. */
export function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return ''
  }
}

/**
 * Brings an anchor's target to the window's top, under the 70 px global.css leaves for the header: smoothly, or at
 * once for someone who asked the system for reduced motion.
 */
export function scrollToAnchor(target: Element) {
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ block: 'start', behavior: isReduced ? 'instant' : 'smooth' })
}

/**
 * A list of sections that open and close, each an anchor (spec 3 "Other page features"): /page#id opens that section
 * and brings it under the header; opening one puts its id in the address (replaced, not pushed), so it can be shared.
 * Native <details>: every section's text is in the HTML even when closed (search engines, find in page, which
 * opens it), and a section opens before the scripts have run.
 */
export function AnchorAccordion({ sections, defaultOpen = [], order = 2, isReady = true }: Props) {
  const location = useLocation()
  const navigate = useNavigate()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen))
  // The section to bring into view once it is open and the page above it has settled.
  const [arriving, setArriving] = useState<string | null>(null)
  const target = hashId(location.hash)
  const isTarget = sections.some((s) => s.id === target)

  const setSection = (id: string, isOpen: boolean) =>
    setOpen((o) => {
      if (o.has(id) === isOpen) return o
      const next = new Set(o)
      if (isOpen) next.add(id)
      else next.delete(id)
      return next
    })

  // In an effect: the server renders without the hash, and the first render in the browser must match it.
  useEffect(() => {
    if (!isTarget) return
    setOpen((o) => (o.has(target) ? o : new Set(o).add(target)))
    setArriving(target)
  }, [target, isTarget])

  useEffect(() => {
    if (!arriving || !isReady) return
    setArriving(null)
    const section = document.getElementById(arriving)
    if (!section) return
    scrollToAnchor(section)
    // A keyboard or screen reader goes on from the section the link named.
    section.querySelector('summary')?.focus({ preventScroll: true })
  }, [arriving, isReady])

  const toggle = (id: string) => {
    if (open.has(id)) return setSection(id, false)
    setSection(id, true)
    // The hash effect above brings it into view. Closing leaves the hash: it still names where the reader was.
    navigate({ search: location.search, hash: id }, { replace: true, preventScrollReset: true })
  }

  return (
    <div className="anchor-accordion">
      {sections.map((section) => (
        <details
          key={section.id}
          id={section.id}
          className="anchor-accordion-item"
          open={open.has(section.id)}
          // Opened by the browser itself: find in page, or a link followed before the scripts ran.
          onToggle={(e) => setSection(section.id, e.currentTarget.open)}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button */}
          <summary
            onClick={(e) => {
              e.preventDefault()
              toggle(section.id)
            }}
          >
            <Title order={order} size="h4" className="anchor-accordion-heading">
              {section.title}
            </Title>
            <ChevronDownIcon size={18} className="anchor-accordion-chevron" />
          </summary>
          <Stack gap={6} className="anchor-accordion-panel">
            {section.content}
          </Stack>
        </details>
      ))}
    </div>
  )
}
