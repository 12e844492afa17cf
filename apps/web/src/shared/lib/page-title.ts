import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Sets the document title, so screen readers and tabs name the page. */
export function usePageTitle(title: string) {
  const { t } = useTranslation()
  const brand = t('header.brand')
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand
  }, [title, brand])
}
