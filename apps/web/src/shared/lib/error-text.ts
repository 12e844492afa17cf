import { ApiError, NetworkError } from './api.ts'
import type { TFunction } from './i18n.ts'

/** The general message for a failed call: the server's own (translated) text, else one for its error code. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError || !(error instanceof ApiError)) return t('common.something_went_wrong')
  if (error.message) return error.message
  return error.errorCode
    ? t(`errors.${error.errorCode}`, { defaultValue: t('common.something_went_wrong') })
    : t('common.something_went_wrong')
}

/** A validation message, which may be a label key (client-side zod) or a text the server already translated. */
export function messageText(message: string | undefined, t: TFunction): string | undefined {
  return message ? t(message, { defaultValue: message }) : undefined
}
