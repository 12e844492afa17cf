import { DEFAULT_LANG, isLang } from '@shop/domain/i18n/langs'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Viewer } from './viewer.tsx'
import './viewer.css'

const segment = window.location.pathname.split('/')[1]
const lang = isLang(segment) ? segment : DEFAULT_LANG
const mount = document.getElementById('flipApp')
if (mount) {
  createRoot(mount).render(
    <StrictMode>
      <Viewer lang={lang} />
    </StrictMode>,
  )
}
