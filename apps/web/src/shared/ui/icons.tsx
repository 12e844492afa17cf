import type { SVGProps } from 'react'

// A handful of line icons drawn inline: an icon package would cost more than the four shapes we need.
function Icon({ children, size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export const CartIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
  </Icon>
)

export const UserIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
)

export const GlobeIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </Icon>
)

export const CheckIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)

export const CrossIcon = (p: { size?: number }) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)

/** The shop's mark: a silo with a conical hopper. */
export const SiloLogo = (p: { size?: number }) => (
  <Icon {...p} size={p.size ?? 32} strokeWidth={1.8}>
    <path d="M7 3h10v11l-3 5h-4l-3-5z" />
    <path d="M7 8h10M7 14h10M10 19v2M14 19v2" />
  </Icon>
)

/** The chevron of a menu or a section that opens downwards. */
export const ChevronDownIcon = (p: { size?: number; className?: string }) => (
  <Icon strokeWidth={2.5} {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)

/** A pager's arrow: back (left) or forward (right). */
export const ArrowIcon = ({ direction, ...p }: { direction: 'back' | 'forward'; size?: number }) => (
  <Icon strokeWidth={2.5} {...p}>
    <path d={direction === 'back' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
  </Icon>
)
