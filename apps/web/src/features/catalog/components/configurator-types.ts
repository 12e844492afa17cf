/** The configurator wrapper's page attributes (spec 1 §2.5). */
export type ConfiguratorMode = 'product_configurator' | 'accessory_configurator' | 'add_to_cart'
export type ConfiguratorModeType = 'default' | 'WIZARD' | 'TABLET_SILO'

/** What the configurator tells its host after every change. */
export type ConfigurationState = {
  /** B: a base model with accessories; A: a replacement accessory sold alone (accessory_configurator). */
  type: 'A' | 'B'
  baseModelId: number | null
  replacementAccessoryId: number | null
  /** The canonical code of the current choice (empty while a section has no choice). */
  code: string
  accessoryIds: number[]
  /** The chosen variation ids, one per accessory at most: what a shared link carries. */
  variationIds: number[]
  /** Accessory id -> the text of its custom variation. */
  customTexts: Record<string, string>
  /** False while a custom variation has no text yet, or a required value is still to choose (it cannot be added). */
  complete: boolean
  /**
   * The accessories whose value is still open (docs/decisions/025): `required` ones keep the configuration out of the
   * cart, `quotation` ones are settled in the quotation (the line is to be quoted meanwhile).
   */
  openChoices: { required: number[]; quotation: number[] }
}

export type ConfiguratorProps = {
  mode?: ConfiguratorMode
  modeType?: ConfiguratorModeType
  /** A saved configuration to start from (GET product_configuration/{id}). */
  configId?: number
  /** The replacement accessory of an accessory_configurator. */
  targetProductId?: number
  /** The base model to start from, on its default configuration. */
  baseModelId?: number
  /** A code to start from (a shared link's), with its variation ids; wins over configId and baseModelId. */
  code?: string
  variationIds?: number[]
  onChange?: (state: ConfigurationState) => void
  /** Offered beside an invalid code: start again from the model's default configuration. */
  onReset?: () => void
  /** After 'Aggiungi al carrello' put the configuration in the cart (the add_to_cart mode's host closes). */
  onAdded?: () => void
}
