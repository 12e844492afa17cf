import { useRef, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import type { SearchBox } from './search-box.tsx'
import { SearchIcon } from './search-icon.tsx'
import './search-field.css'

const loadSearchBox = () => import('./search-box.tsx')

type Loaded = { Box: typeof SearchBox; focused: boolean }

/**
 * The header's search as every page first shows it: the same field, while the suggestions' code (the combobox, its
 * list, the search call) loads on the first hover or focus and takes over what was typed and the focus
 * (docs/decisions/024).
 */
export function SearchSlot() {
  const { t } = useTranslation()
  const [value, setValue] = useState('')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const loading = useRef(false)

  const load = () => {
    if (loading.current) return
    loading.current = true
    loadSearchBox().then(
      (m) =>
        setLoaded({
          Box: m.SearchBox,
          focused: field.current !== null && document.activeElement === field.current,
        }),
      () => {
        // Offline for a moment: the next hover or focus tries again.
        loading.current = false
      },
    )
  }

  // What was typed up to the render that swaps the fields (the state, not the value when the chunk arrived: a key
  // typed between the two was lost, and a search that found nothing said nothing).
  if (loaded) return <loaded.Box initialValue={value} focusOnMount={loaded.focused} />
  return (
    <search className="search-box" aria-label={t('nav.search.label')} onPointerEnter={load}>
      <form onSubmit={(e) => e.preventDefault()}>
        <SearchIcon className="search-box-icon" />
        <input
          ref={field}
          className="search-box-input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-label={t('nav.search.label')}
          aria-autocomplete="list"
          aria-expanded={false}
          placeholder={t('nav.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onFocus={load}
          data-testid="search-input"
        />
      </form>
    </search>
  )
}
