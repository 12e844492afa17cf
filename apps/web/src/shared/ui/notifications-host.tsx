import { lazy, Suspense } from 'react'
import { useNotificationsWanted } from '../lib/notify.ts'

const NotificationsLayer = lazy(() => import('./notifications-layer.tsx'))

/** The layout's place for notifications; empty (and nothing downloaded) until the first one (shared/lib/notify.ts). */
export function NotificationsHost() {
  const wanted = useNotificationsWanted()
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <NotificationsLayer />
    </Suspense>
  )
}
