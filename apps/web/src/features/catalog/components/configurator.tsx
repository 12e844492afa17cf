import { AccessoryConfigurator } from './accessory-configurator.tsx'
import type { ConfiguratorProps } from './configurator-types.ts'
import { ProductConfigurator } from './product-configurator.tsx'

/**
 * The product configurator wrapper (spec 1 §2.5), driven by its mode: a base model with its accessories
 * (product_configurator), or a replacement accessory sold alone, `targetProductId` (accessory_configurator).
 */
export function Configurator(props: ConfiguratorProps) {
  // add_to_cart configures and adds in one step: a replacement accessory when only a target product is given.
  const isAccessory =
    props.mode === 'accessory_configurator' ||
    (props.mode === 'add_to_cart' && props.targetProductId !== undefined && props.baseModelId === undefined)
  if (isAccessory) {
    return (
      <AccessoryConfigurator
        mode={props.mode ?? 'accessory_configurator'}
        accessoryId={props.targetProductId}
        modeType={props.modeType}
        configId={props.configId}
        code={props.code}
        variationIds={props.variationIds}
        onChange={props.onChange}
        onReset={props.onReset}
        onAdded={props.onAdded}
      />
    )
  }
  return <ProductConfigurator {...props} />
}
