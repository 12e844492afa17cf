declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export type AnalyticsEvent = 'sign_up' | 'login' | 'login_failure'

/** Pushes an event for the tag manager; the page works the same when none is loaded. */
export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}) {
  window.dataLayer ??= []
  window.dataLayer.push({ event, ...params })
}
