import { Box, Button, type ButtonProps, Paper } from '@mantine/core'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

type Props = {
  buttonLabel: ReactNode
  buttonProps?: ButtonProps & { 'aria-label'?: string }
  width: number
  children: (close: () => void) => ReactNode
}

/**
 * A header button with a panel under it (disclosure pattern). Mantine's Popover and Menu would bring floating-ui and
 * their transitions into every page's first download, over the 150 KB budget; a panel under a button needs none of it.
 */
export function Disclosure({ buttonLabel, buttonProps, width, children }: Props) {
  const [opened, setOpened] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => setOpened(false)

  useEffect(() => {
    if (!opened) return
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpened(false)
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpened(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [opened])

  return (
    <Box
      ref={root}
      pos="relative"
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpened(false)
      }}
    >
      <Button
        ref={button}
        variant="subtle"
        color="dark"
        px="xs"
        {...buttonProps}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setOpened((o) => !o)}
      >
        {buttonLabel}
      </Button>
      {opened && (
        <Paper
          id={panelId}
          shadow="md"
          withBorder
          p="md"
          radius="md"
          w={width}
          maw="calc(100vw - 16px)"
          pos="absolute"
          right={0}
          top="calc(100% + 6px)"
          style={{ zIndex: 150 }}
        >
          {children(close)}
        </Paper>
      )}
    </Box>
  )
}
