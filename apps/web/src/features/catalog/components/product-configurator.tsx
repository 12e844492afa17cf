import { Alert } from '@mantine/core'
import {
  type CodeCatalogue,
  createCodeCatalogue,
  decodeConfigurationCode,
} from '@shop/domain/catalog/configuration-code'
import type { BaseModel, ProductConfiguration } from '@shop/domain/catalog/schemas'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import {
  accessoriesQuery,
  areaTemplatesQuery,
  baseModelQuery,
  productConfigurationQuery,
  useConfigurationStart,
} from '../api.ts'
import { ConfiguratorLoading, InvalidCodeAlert } from './configuration-price.tsx'
import { ConfiguratorBody, type Start } from './configurator-body.tsx'
import type { ConfiguratorMode, ConfiguratorProps } from './configurator-types.ts'

/**
 * product_configurator: resolves where to start (a code, a saved configuration, a base model's default), then lets
 * the buyer choose one accessory per lettered section, the optionals and the attribute variations, with the live
 * code and price.
 */
export function ProductConfigurator(props: ConfiguratorProps) {
  const lang = useLang()
  const mode = props.mode ?? 'product_configurator'
  const { fromCode, decoded, saved } = useConfigurationStart(lang, props)

  let start: Start | { baseModelId: number; fromDefault: true } | undefined
  let error: unknown
  if (fromCode !== undefined) {
    if (decoded.isError) error = decoded.error
    else if (decoded.data?.base_model) start = startOf(decoded.data.base_model.id, decoded.data.accessories)
  } else if (props.configId !== undefined) {
    if (saved.isError) error = saved.error
    else if (saved.data?.base_model) {
      start = startOf(saved.data.base_model.id, saved.data.accessories, saved.data.custom_texts)
    }
  } else if (props.baseModelId !== undefined) {
    start = { baseModelId: props.baseModelId, fromDefault: true }
  }

  if (error) {
    return <InvalidCodeAlert error={error} onReset={props.onReset} />
  }
  if (!start) return <ConfiguratorLoading />
  return <ConfiguratorLoader key={JSON.stringify(start)} start={start} {...props} mode={mode} />
}

function startOf(
  baseModelId: number,
  accessories: {
    id: number
    pivot: { accessory_attributes_variation_id: number | null }
  }[],
  customTexts: Record<string, string> = {},
): Start {
  const variations: Record<number, number> = {}
  for (const a of accessories) {
    if (a.pivot.accessory_attributes_variation_id)
      variations[a.id] = a.pivot.accessory_attributes_variation_id
  }
  const texts: Record<number, string> = {}
  for (const [k, v] of Object.entries(customTexts)) texts[Number(k)] = v
  return { baseModelId, accessoryIds: accessories.map((a) => a.id), variations, customTexts: texts }
}

function ConfiguratorLoader(
  props: ConfiguratorProps & {
    start: Start | { baseModelId: number; fromDefault: true }
    mode: ConfiguratorMode
  },
) {
  const { t } = useTranslation()
  const lang = useLang()
  const model = useQuery(baseModelQuery(lang, props.start.baseModelId))
  const accessories = useQuery(accessoriesQuery(lang))
  const templates = useQuery(areaTemplatesQuery(lang))
  const catalogue = useMemo(
    () =>
      model.data
        ? createCodeCatalogue([
            {
              id: model.data.id,
              configuration_code: model.data.configuration_code,
              sections: model.data.code_sections,
            },
          ])
        : null,
    [model.data],
  )
  // The model's default is a public configuration: its variations (docs/decisions/025) come with it.
  const fromDefault = 'fromDefault' in props.start
  const defaultId = model.data?.default_configuration ?? null
  const defaults = useQuery({
    ...productConfigurationQuery(lang, defaultId ?? 0),
    enabled: fromDefault && defaultId !== null,
  })
  const failed = model.error ?? accessories.error ?? templates.error
  if (failed) {
    return (
      <Alert color="red" role="alert" title={t('common.error_title')}>
        {errorText(failed, t)}
      </Alert>
    )
  }
  if (!model.data || !accessories.data || !templates.data || !catalogue) return <ConfiguratorLoading />
  // A default that cannot be read is no reason not to configure: its code alone, without variations.
  if (fromDefault && defaultId !== null && defaults.isPending) return <ConfiguratorLoading />
  const start =
    'fromDefault' in props.start ? defaultStart(model.data, catalogue, defaults.data) : props.start
  return (
    <ConfiguratorBody
      {...props}
      start={start}
      model={model.data}
      catalogue={catalogue}
      accessories={accessories.data}
      templates={templates.data}
    />
  )
}

/** The model's default configuration (with its variations when it was read), or else the first option of every section. */
function defaultStart(
  model: BaseModel,
  catalogue: CodeCatalogue,
  saved: ProductConfiguration | undefined,
): Start {
  if (saved?.base_model?.id === model.id) return startOf(model.id, saved.accessories)
  const code = model.default_configuration_code
  const decoded = code ? decodeConfigurationCode(code, catalogue) : null
  const accessoryIds = decoded?.ok
    ? decoded.configuration.accessoryIds
    : model.code_sections
        .filter((s) => s.letter !== null)
        .flatMap((s) => s.accessories.slice(0, 1).map((a) => a.id))
  return { baseModelId: model.id, accessoryIds, variations: {}, customTexts: {} }
}
