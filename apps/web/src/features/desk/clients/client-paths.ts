import type { Lang } from '@shop/domain/i18n/langs'

/** The address of one client company on the desk. */
export const deskClientPath = (lang: Lang, clientId: number) => `/${lang}/desk/clients/${clientId}`
