import type { MantineTransition, TransitionProps } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'

/** The checkout modal's entrance (spec 2 §9): it slides 800 px down into place. */
const slideDown: MantineTransition = {
  in: { opacity: 1, transform: 'translateY(0)' },
  out: { opacity: 0, transform: 'translateY(-800px)' },
  common: { transformOrigin: 'top' },
  transitionProperty: 'transform, opacity',
}

/** The modal's transition: 0.4 s over 800 px, or none for someone who asked the system for reduced motion. */
export function useModalSlide(): Partial<Omit<TransitionProps, 'mounted'>> {
  const reduced = useReducedMotion()
  return reduced ? { duration: 0 } : { transition: slideDown, duration: 400, timingFunction: 'ease' }
}
