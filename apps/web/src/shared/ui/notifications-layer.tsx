import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'

export { notifications } from '@mantine/notifications'

/** Mantine's notifications, bottom right, above the modals (the customer modal may still be closing). */
export default function NotificationsLayer() {
  return <Notifications position="bottom-right" zIndex={1000} />
}
