import { useEffect } from 'react'
import { useTranslation } from '../../shared/lib/i18n.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { NavLink } from './nav-link.tsx'
import { navPaths } from './nav-paths.ts'
import { useMenuFamilies } from './navigation-data.ts'

export { prefetchMenuFamilies } from './navigation-data.ts'

type Props = {
  /** The links are on screen (or the lists failed): the menu may move the focus to one. */
  onReady: () => void
  /** A link was followed. */
  onFollow: () => void
}

/** The product menu's content: each family's models, then the whole catalogue and the code documentation. */
export default function ProductsPanel({ onReady, onFollow }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const paths = navPaths(lang)
  const families = useMenuFamilies(lang)
  const settled = families.data !== undefined || families.isError

  useEffect(() => {
    if (settled) onReady()
  }, [settled, onReady])

  return (
    <>
      {families.data ? (
        <div className="nav-panel-families">
          {families.data.map((family) => {
            const labelId = `nav-family-${family.id}`
            return (
              <div key={family.id}>
                <p className="nav-panel-family" id={labelId}>
                  {family.name}
                </p>
                <ul className="nav-panel-list" aria-labelledby={labelId}>
                  {family.models.map((model) => {
                    const to = paths.model(model.code)
                    return (
                      <li key={model.code}>
                        <NavLink to={to} className="nav-panel-link" onClick={onFollow}>
                          <span>{model.name}</span> <span className="nav-panel-code">{model.code}</span>
                        </NavLink>
                      </li>
                    )
                  })}
                </ul>
              </div>
            )
          })}
        </div>
      ) : (
        <p className="nav-panel-note" role={families.isError ? 'alert' : undefined}>
          {families.isError ? t('nav.models_unavailable') : t('common.loading')}
        </p>
      )}
      <div className="nav-panel-footer">
        <NavLink to={paths.catalogue} className="nav-panel-more" onClick={onFollow}>
          {t('nav.all_products')}
        </NavLink>
        <NavLink to={paths.codeDocs} className="nav-panel-more" onClick={onFollow}>
          {t('nav.code_docs')}
        </NavLink>
      </div>
    </>
  )
}
