import type { Lang } from '@shop/domain/i18n/langs'
import type { SavedConfiguration } from '@shop/domain/orders/saved-configurations'
import type { productConfigurationAccessories } from '../../db/schema/index.ts'
import { productOf } from '../cart/line.view.ts'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import { type ConfigurationRow, toProductConfiguration } from '../catalog/configurations.view.ts'

/** A saved configuration's row with its configuration and who saved it. */
export type SavedRow = {
  id: number
  createdAt: Date
  savedBy: { id: number; firstName: string; lastName: string }
  configuration: ConfigurationRow
}

/** A saved configuration as the list shows it: the product as a cart line shows it, the configuration, who and when. */
export function toSavedConfiguration(
  snap: CatalogSnapshot,
  row: SavedRow,
  links: (typeof productConfigurationAccessories.$inferSelect)[],
  lang: Lang,
): SavedConfiguration {
  const { configuration } = row
  const product = productOf(
    snap,
    {
      base_model_id: configuration.baseModelId,
      replacement_accessory_id: configuration.replacementAccessoryId,
      configuration_code: configuration.configurationCode,
    },
    lang,
  )
  return {
    id: row.id,
    product,
    product_configuration: {
      ...toProductConfiguration(snap, configuration, links, null, lang),
      // The company's: each of its users reads the texts, as they read them on its orders' lines.
      custom_texts: configuration.customTexts,
    },
    saved_by: {
      id: row.savedBy.id,
      name: `${row.savedBy.firstName} ${row.savedBy.lastName}`.trim(),
    },
    saved_at: row.createdAt.toISOString(),
  }
}
