import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A desk list's filters, kept in the address (so the back button returns to the same page of the same list):
 * `update` sets or clears some and goes back to the first page unless it sets the page itself; `text` is the search
 * box, written to the address as `q` once typing pauses.
 */
export function useDeskFilters() {
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('q') ?? '')
  const [debounced] = useDebouncedValue(text, 300)
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        if (!('page' in changes)) next.delete('page')
        return next
      },
      { replace: true },
    )
  useEffect(() => {
    const q = debounced.trim()
    setParams(
      (prev) => {
        if ((prev.get('q') ?? '') === q) return prev
        const next = new URLSearchParams(prev)
        if (q) next.set('q', q)
        else next.delete('q')
        next.delete('page')
        return next
      },
      { replace: true },
    )
  }, [debounced, setParams])
  return { params, update, text, setText }
}
