import { Button, type ButtonProps, Loader } from '@mantine/core'
import type { ComponentPropsWithoutRef } from 'react'

type Props = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** A call is running: clicks are ignored. */
    busy: boolean
    /** Whether this button shows the loader (default: while busy); a row of buttons shows it on the one pressed. */
    spinner?: boolean
  }

/**
 * A button that starts a call: while busy it shows a loader and ignores clicks but stays enabled, because Mantine's
 * `loading` disables it and a disabled button drops the focus to the page (docs/decisions/020).
 */
export function BusyButton({ busy, spinner = busy, onClick, leftSection, ...props }: Props) {
  return (
    <Button
      {...props}
      aria-disabled={busy || props['aria-disabled'] || undefined}
      aria-busy={busy || undefined}
      leftSection={spinner ? <Loader size={14} color="currentColor" /> : leftSection}
      onClick={(event) => {
        if (busy) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
    />
  )
}
