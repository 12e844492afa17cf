import { Drawer } from '@mantine/core'
import { useId, useState } from 'react'
import { SearchBox } from '../../features/search/components/search-box.tsx'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { Chevron } from './main-nav.tsx'
import { NavLink } from './nav-link.tsx'
import { navPaths } from './nav-paths.ts'
import { useMenuFamilies } from './navigation-data.ts'
import './nav-drawer.css'

type Props = {
  opened: boolean
  /** `navigated`: a link was followed, so the focus goes to the new page rather than back to the menu button. */
  onClose: (navigated: boolean) => void
  /** Opened by the search button: the search field takes the focus. */
  focusSearch: boolean
}

/**
 * The phone's menu (under 768 px): the search and the main navigation in a drawer, each family a list that opens
 * under its name. Mantine's Drawer traps the focus while open and closes on Escape; loaded on the first use.
 */
export default function NavDrawer({ opened, onClose, focusSearch }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const paths = navPaths(lang)
  const families = useMenuFamilies(lang, opened)
  const [expanded, setExpanded] = useState<number | null>(null)
  const id = useId()
  const follow = () => onClose(true)

  return (
    <Drawer
      opened={opened}
      onClose={() => onClose(false)}
      title={t('nav.menu_title')}
      position="left"
      size="min(360px, 88vw)"
      // The header puts the focus back on the button that opened it (it is mounted open on first use).
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="nav-drawer"
    >
      <SearchBox onNavigate={follow} initialFocus={focusSearch} inline />
      <nav aria-label={t('nav.main')} className="drawer-nav">
        <p className="drawer-nav-heading" id={`${id}-products`}>
          {t('nav.products')}
        </p>
        <ul aria-labelledby={`${id}-products`}>
          {families.data?.map((family) => {
            const isOpen = expanded === family.id
            const listId = `${id}-family-${family.id}`
            return (
              <li key={family.id}>
                <button
                  type="button"
                  className="drawer-nav-item"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setExpanded(isOpen ? null : family.id)}
                >
                  {family.name}
                  <Chevron />
                </button>
                <ul id={listId} hidden={!isOpen}>
                  {family.models.map((model) => {
                    const to = paths.model(model.code)
                    return (
                      <li key={model.code}>
                        <NavLink to={to} className="drawer-nav-sub" onClick={follow}>
                          <span>{model.name}</span> <span className="nav-panel-code">{model.code}</span>
                        </NavLink>
                      </li>
                    )
                  })}
                </ul>
              </li>
            )
          })}
          {!families.data && (
            <li className="nav-panel-note" role={families.isError ? 'alert' : undefined}>
              {families.isError ? t('nav.models_unavailable') : t('common.loading')}
            </li>
          )}
          <li>
            <NavLink to={paths.catalogue} className="drawer-nav-item" onClick={follow}>
              {t('nav.all_products')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.codeDocs} className="drawer-nav-item" onClick={follow}>
              {t('nav.code_docs')}
            </NavLink>
          </li>
        </ul>
        <ul className="drawer-nav-more">
          <li>
            <NavLink to={paths.wizard} className="drawer-nav-item" onClick={follow}>
              {t('nav.wizard')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.guide} className="drawer-nav-item" onClick={follow}>
              {t('nav.guide')}
            </NavLink>
          </li>
          <li>
            <a href={paths.brochure} className="drawer-nav-item">
              {t('nav.brochure')}
            </a>
          </li>
        </ul>
      </nav>
    </Drawer>
  )
}
