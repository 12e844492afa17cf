import { useDebouncedValue } from '@mantine/hooks'
import { SEARCH_MIN_LENGTH, SEARCH_QUERY_MAX_LENGTH } from '@shop/domain/catalog/search'
import type { SearchResult } from '@shop/domain/catalog/search-schemas'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { searchQuery } from '../api.ts'
import { pickEnterResult, searchResultPath } from '../lib/search-target.ts'
import { SearchIcon } from './search-icon.tsx'
import './search-field.css'
import './search-box.css'

type Props = {
  /** Called after the search took the visitor to a page (the phone drawer closes). */
  onNavigate?: () => void
  /** In a dialog that opens to search: the field takes the focus first (Mantine's focus trap reads data-autofocus). */
  initialFocus?: boolean
  /** What was typed into the stand-in field before this chunk arrived (search-slot.tsx). */
  initialValue?: string
  /** The stand-in had the focus: take it over, the caret at the end. */
  focusOnMount?: boolean
  /** The suggestions push what follows down instead of covering it (in the phone drawer, where a layer would be cut). */
  inline?: boolean
}

/**
 * The header's catalogue search (issue 13, docs/decisions/024): an ARIA 1.2 combobox with a list of suggestions
 * (models, accessories, a configuration code being typed) under a hint of what can be searched. Written by hand
 * rather than with Mantine's Combobox, whose Popover and floating-ui would join every page's first download.
 */
export function SearchBox({ onNavigate, initialFocus, initialValue = '', focusOnMount, inline }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [value, setValue] = useState(initialValue)
  const [opened, setOpened] = useState(focusOnMount ?? false)
  const [active, setActive] = useState(-1)
  const root = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const query = value.trim()
  const [debounced] = useDebouncedValue(query, 150)
  const enabled = debounced.length >= SEARCH_MIN_LENGTH
  const search = useQuery({ ...searchQuery(lang, debounced), enabled, placeholderData: keepPreviousData })
  const tooShort = query.length < SEARCH_MIN_LENGTH
  const results = !tooShort && enabled ? (search.data ?? []) : []
  const settled = enabled && debounced === query && !search.isPlaceholderData && !search.isFetching
  const failed = settled && search.isError
  const noResults = settled && !failed && results.length === 0
  const showList = opened && results.length > 0
  const listId = `${id}-list`
  const hintId = `${id}-hint`
  const optionId = (i: number) => `${id}-option-${i}`

  useEffect(() => {
    const field = input.current
    if (!focusOnMount || !field) return
    field.focus()
    field.setSelectionRange(field.value.length, field.value.length)
  }, [focusOnMount])

  const close = () => {
    setOpened(false)
    setActive(-1)
  }
  const open = async (result?: SearchResult) => {
    let target = result
    if (!target) {
      if (tooShort) return
      // Enter may come before the suggestions of what was typed last: ask for them (or take them from the cache).
      try {
        target = pickEnterResult(await queryClient.fetchQuery(searchQuery(lang, query)))
      } catch {
        target = undefined
      }
      if (!target) {
        setOpened(true)
        return
      }
    }
    close()
    setValue('')
    navigate(searchResultPath(lang, target))
    onNavigate?.()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpened(true)
      if (count === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      // From nothing highlighted, down goes to the first and up to the last; both wrap round.
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count))
    } else if (e.key === 'Escape' && (opened || active >= 0)) {
      // Only the list closes: a drawer around the search stays open.
      e.preventDefault()
      e.stopPropagation()
      close()
    } else if (e.key === 'Tab') {
      close()
    }
  }

  const status = tooShort
    ? ''
    : failed
      ? t('nav.search.error')
      : noResults
        ? t('nav.search.no_results', { query })
        : settled
          ? t('nav.search.results', { count: results.length })
          : ''

  return (
    <search className="search-box" data-inline={inline || undefined} aria-label={t('nav.search.label')}>
      <form
        ref={root}
        onSubmit={(e) => {
          e.preventDefault()
          void open(active >= 0 ? results[active] : undefined)
        }}
        onBlur={(e) => {
          if (!root.current?.contains(e.relatedTarget as Node | null)) close()
        }}
      >
        <SearchIcon className="search-box-icon" />
        <input
          ref={input}
          className="search-box-input"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-label={t('nav.search.label')}
          aria-describedby={hintId}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder={t('nav.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          data-autofocus={initialFocus || undefined}
          // While suggestions or the hint show, Escape is the list's: a Mantine drawer around leaves it alone.
          data-mantine-stop-propagation={opened || undefined}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value)
            setActive(-1)
            setOpened(true)
          }}
          onFocus={() => setOpened(true)}
          onClick={() => setOpened(true)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        {opened && (
          <div className="search-box-panel" data-testid="search-panel">
            {showList && (
              <div className="search-box-list" role="listbox" id={listId} aria-label={t('nav.search.label')}>
                {results.map((result, i) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act on the input (aria-activedescendant)
                  <div
                    key={`${result.kind}:${result.code}`}
                    id={optionId(i)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === active}
                    className="search-box-option"
                    data-active={i === active || undefined}
                    // The input keeps the focus: the choice is made on click.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActive(i)}
                    onClick={() => void open(result)}
                  >
                    <ResultText result={result} />
                  </div>
                ))}
              </div>
            )}
            {(failed || noResults) && (
              <p className="search-box-message" data-testid="search-message">
                {status}
              </p>
            )}
            {!showList && !failed && !noResults && query.length >= SEARCH_MIN_LENGTH && (
              <p className="search-box-message">{t('nav.search.searching')}</p>
            )}
            {(tooShort || failed || noResults) && (
              <p className="search-box-hint" id={hintId}>
                {t('nav.search.hint')}
              </p>
            )}
          </div>
        )}
        {/* The hint stays reachable by aria-describedby while the panel shows suggestions instead. */}
        {!(opened && (tooShort || failed || noResults)) && (
          <span id={hintId} className="visually-hidden">
            {t('nav.search.hint')}
          </span>
        )}
        <span role="status" className="visually-hidden">
          {opened ? status : ''}
        </span>
      </form>
    </search>
  )
}

function ResultText({ result }: { result: SearchResult }) {
  const { t } = useTranslation()
  if (result.kind === 'code') {
    return (
      <>
        <span className="search-box-kind">{t('nav.search.kind_code')}</span>
        <span className="search-box-name search-box-code">{result.code}</span>
        <span className="search-box-detail" data-valid={result.valid}>
          {result.valid
            ? t('nav.search.code_valid', { model: result.model_code })
            : t('nav.search.code_invalid', { model: result.model_code, message: result.message ?? '' })}
        </span>
      </>
    )
  }
  if (result.kind === 'model') {
    return (
      <>
        <span className="search-box-kind">{t('nav.search.kind_model')}</span>
        <span className="search-box-name">{result.name}</span>
        <span className="search-box-detail">
          <span className="search-box-code">{result.code}</span> · {result.family}
        </span>
      </>
    )
  }
  return (
    <>
      <span className="search-box-kind">
        {result.sold_alone ? t('nav.search.kind_spare') : t('nav.search.kind_accessory')}
      </span>
      <span className="search-box-name">{result.name}</span>
      <span className="search-box-detail">
        <span className="search-box-code">{result.code}</span> ·{' '}
        {result.sold_alone || !result.model_code
          ? result.description_short
          : t('nav.search.option_of', { model: result.model_code })}
      </span>
    </>
  )
}
