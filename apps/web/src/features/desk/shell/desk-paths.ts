import type { Lang } from '@shop/domain/i18n/langs'

/** The desk's sections, in the header's order (issue 24 item 1). */
export const DESK_SECTIONS = ['quotations', 'orders', 'requests', 'refunds', 'clients'] as const
export type DeskSection = (typeof DESK_SECTIONS)[number]

/** The address of a desk section. */
export const deskPath = (lang: Lang, section: DeskSection) => `/${lang}/desk/${section}`

/** The address of one quotation or order on the desk. */
export const deskOrderPath = (lang: Lang, orderId: number) => `/${lang}/desk/orders/${orderId}`
