import { ActionIcon, Group, Modal, Text } from '@mantine/core'
import { useMediaQuery, useReducedMotion, useWindowEvent } from '@mantine/hooks'
import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { ArrowIcon } from '../../../shared/ui/icons.tsx'
import { GalleryImage, type ShownPicture } from './gallery.tsx'

type Props = {
  title: string
  pictures: ShownPicture[]
  /** The picture the modal opens on. */
  start: number
  opened: boolean
  onClose: () => void
}

/**
 * The gallery's pictures enlarged, loaded on the first opening (gallery.tsx). Full screen under 768 px (spec 3 §9's
 * mobile threshold). Mantine's Modal closes on Escape.
 */
export default function GalleryModal({ title, pictures, start, opened, onClose }: Props) {
  const { t } = useTranslation()
  const isReduced = useReducedMotion()
  const isPhone = useMediaQuery('(max-width: 767.98px)')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      fullScreen={isPhone}
      classNames={{ body: 'gallery-modal-body' }}
      transitionProps={{ transition: 'fade', duration: isReduced ? 0 : 150 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // Mantine gives the focus back only from a modal mounted closed; this one mounts open (gallery.tsx does it).
      returnFocus={false}
    >
      <Viewer pictures={pictures} start={start} />
    </Modal>
  )
}

/**
 * One picture at a time on a track that snaps, so a finger swipes it; the arrows, on screen or on the keyboard, scroll
 * it by one picture (smoothly only where motion is welcome, gallery.css). Mounted at each opening.
 */
function Viewer({ pictures, start }: { pictures: ShownPicture[]; start: number }) {
  const { t } = useTranslation()
  const track = useRef<HTMLUListElement>(null)
  const [index, setIndex] = useState(start)
  // Where the track is going: a key pressed again before a smooth scroll has ended moves on from there.
  const aim = useRef(start)
  // An arrow's scroll is on its way: the pictures it passes are not where the reader is.
  const isMoving = useRef(false)
  const last = pictures.length - 1

  // Opens on the chosen picture at once, without scrolling through the ones before it.
  useLayoutEffect(() => {
    const el = track.current
    el?.scrollTo({ left: start * el.clientWidth, behavior: 'instant' })
  }, [start])

  const go = (to: number) => {
    const el = track.current
    if (!el || to < 0 || to > last) return
    aim.current = to
    isMoving.current = true
    setIndex(to)
    el.scrollTo({ left: to * el.clientWidth })
  }
  // The track on a picture after a swipe, or at the end of an arrow's scroll.
  const onScroll = (el: HTMLElement) => {
    const at = el.scrollLeft / el.clientWidth
    const near = Math.round(at)
    if (Math.abs(at - near) > 0.02 || (isMoving.current && near !== aim.current)) return
    isMoving.current = false
    aim.current = near
    setIndex(near)
  }
  // Wherever the focus is in the modal, its close button included.
  useWindowEvent('keydown', (e) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    e.preventDefault()
    go(aim.current + step)
  })

  return (
    <div className="gallery-viewer">
      <ul
        ref={track}
        className="gallery-viewer-track"
        // Scrolls: a keyboard user can focus it (axe's scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so that keys scroll it
        tabIndex={0}
        aria-label={t('catalog.gallery.title')}
        onScroll={(e) => onScroll(e.currentTarget)}
        // A finger that caught an arrow's scroll on its way: the track rests where the finger left it.
        onScrollEnd={(e) => {
          isMoving.current = false
          onScroll(e.currentTarget)
        }}
      >
        {pictures.map((picture, i) => (
          <li key={picture.key} aria-hidden={i !== index || undefined}>
            <figure className="gallery-viewer-figure">
              <GalleryImage picture={picture} isEager={i === start} />
              <Text component="figcaption" ta="center" fw={600}>
                {picture.caption}
                {picture.part && (
                  <Text span c="dimmed" fw={400} display="block" size="sm">
                    {picture.part.section}
                  </Text>
                )}
              </Text>
            </figure>
          </li>
        ))}
      </ul>
      <Group justify="center" gap="md" mt="sm">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t('catalog.gallery.previous')}
          data-disabled={index === 0 || undefined}
          aria-disabled={index === 0}
          onClick={() => go(aim.current - 1)}
        >
          <ArrowIcon size={20} direction="back" />
        </ActionIcon>
        <Text size="sm" aria-live="polite" miw={64} ta="center" data-testid="gallery-position">
          {t('catalog.gallery.position', { index: index + 1, count: pictures.length })}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={t('catalog.gallery.next')}
          data-disabled={index === last || undefined}
          aria-disabled={index === last}
          onClick={() => go(aim.current + 1)}
        >
          <ArrowIcon size={20} direction="forward" />
        </ActionIcon>
      </Group>
    </div>
  )
}
