import { formatMoney, formatPercent, formatSaving } from '@shop/domain/catalog/money'
import { useLang } from '../../../shared/lib/lang.ts'

/** Cents as the page's language writes euros, through the domain's one money formatter (issue 10 item 9). */
export function useMoney(): (cents: number) => string {
  const lang = useLang()
  return (cents: number) => formatMoney(cents, lang)
}

/** What a discount saves, in the domain's words ('risparmi 3.700,00 €'). */
export function useSaving(): (cents: number) => string {
  const lang = useLang()
  return (cents: number) => formatSaving(cents, lang)
}

/** A percentage as the page's language writes it ('12,5%', '10 %'). */
export function usePercent(): (percent: number) => string {
  const lang = useLang()
  return (percent: number) => formatPercent(percent, lang)
}
