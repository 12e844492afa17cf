import { useSyncExternalStore } from 'react'
import { i18n } from './i18n.ts'

/** A short message that outlives the screen that sent it ('Ordine completato con successo', then a new page). */
export type Notice = { message: string; title?: string; tone?: 'success' | 'error' }

let hostWanted = false
const listeners = new Set<() => void>()

/**
 * Shows a notification. The notifications library and its host load on the first one, so no page pays for them
 * before something is to be said; the store keeps the message until the host has mounted.
 */
export async function notify(notice: Notice): Promise<void> {
  // Through the host's own chunk: a dynamic import of the library from here would pull the page's shared modules
  // out of the entry into small chunks of their own (about 1.3 KB more on every first page).
  const { notifications } = await import('../ui/notifications-layer.tsx')
  if (!hostWanted) {
    hostWanted = true
    for (const listener of listeners) listener()
  }
  notifications.show({
    message: notice.message,
    title: notice.title,
    color: notice.tone === 'error' ? 'red' : 'green',
    autoClose: 6000,
    // Mantine's close button has no name of its own: a screen reader would announce a bare 'button'.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  })
}

/** True once a notification was asked for: the layout then mounts the host. */
export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => hostWanted,
    () => false,
  )
}
