import type { Lang } from '@shop/domain/i18n/langs'
import { configurationInput } from '@shop/domain/orders/configuration-input'
import type { SavedConfiguration } from '@shop/domain/orders/saved-configurations'

/** Lower case without accents, so 'citta' finds 'Città' and 'sz30' finds 'SZ30-60'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/**
 * The saved configurations a search keeps: every word typed is in the configuration code, the product's name or code,
 * an accessory's description or custom text, or the name of who saved it. A code is found with or without its dashes.
 */
export function searchSaved(items: readonly SavedConfiguration[], query: string): SavedConfiguration[] {
  const words = folded(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...items]
  return items.filter((item) => {
    const configuration = item.product_configuration
    const text = folded(
      [
        configuration.configuration_code,
        configuration.configuration_code.replaceAll('-', ''),
        item.product.name,
        item.product.accessory_ref_code,
        item.saved_by.name,
        ...configuration.accessories.map((a) => a.description_short),
        ...Object.values(configuration.custom_texts ?? {}),
      ].join('\n'),
    )
    return words.every((word) => text.includes(word))
  })
}

/**
 * Where the configurator opens a saved configuration: its shared link (the code and the variations); a custom
 * value's text never travels in a link (docs/decisions/009), so the configurator asks for it again.
 */
export function configuratorPath(lang: Lang, item: SavedConfiguration): string {
  const configuration = item.product_configuration
  const { variations } = configurationInput(configuration)
  const query = variations.length > 0 ? `variations=${variations.join(',')}` : ''
  if (configuration.type === 'A') {
    const code = encodeURIComponent(
      configuration.replacement_accessory?.code ?? item.product.accessory_ref_code,
    )
    return `/${lang}/prodotti/accessori/${code}${query ? `?${query}` : ''}`
  }
  const model = encodeURIComponent(configuration.base_model?.code ?? item.product.accessory_ref_code)
  return `/${lang}/prodotti/${model}?code=${encodeURIComponent(configuration.configuration_code)}${query ? `&${query}` : ''}`
}
