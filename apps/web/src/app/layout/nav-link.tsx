import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { currentIf } from './nav-paths.ts'

/** A link of the navigation (menu, panel, drawer), marked aria-current when it is the page shown. */
export function NavLink(props: { to: string; className: string; onClick?: () => void; children: ReactNode }) {
  const { pathname } = useLocation()
  const { to, className, onClick, children } = props
  return (
    <Link to={to} className={className} aria-current={currentIf(pathname, to)} onClick={onClick}>
      {children}
    </Link>
  )
}
