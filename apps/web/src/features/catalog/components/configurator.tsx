import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { findBlockedOptions, ruleReason } from '@shop/domain/catalog/compatibility'
import {
  type CodeCatalogue,
  createCodeCatalogue,
  decodeConfigurationCode,
  encodeConfigurationCode,
} from '@shop/domain/catalog/configuration-code'
import type { Accessory, BaseModel, CodeSectionResource } from '@shop/domain/catalog/schemas'
import { OPTIONAL_SECTION_NAME } from '@shop/domain/catalog/sections'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import {
  type AreaTemplate,
  accessoriesQuery,
  areaTemplatesQuery,
  baseModelQuery,
  decodeConfigurationQuery,
  type PricesResponse,
  pricesQuery,
  productConfigurationQuery,
} from '../api.ts'
import { AccessoryConfigurator } from './accessory-configurator.tsx'
import { ConfigurationActions } from './configuration-actions.tsx'
import { ConfigurationPrice, ConfiguratorLoading } from './configuration-price.tsx'
import type { ConfigurationState, ConfiguratorMode, ConfiguratorModeType } from './configurator-types.ts'
import { PriceNotice, useFormatPrice, usePriceViewer } from './prices.tsx'
import { VariationPicker } from './variation-picker.tsx'

export type { ConfigurationState, ConfiguratorMode, ConfiguratorModeType } from './configurator-types.ts'

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

type Start = {
  baseModelId: number
  accessoryIds: number[]
  variations: Record<number, number>
  customTexts: Record<number, string>
}

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

/**
 * product_configurator: resolves where to start (a code, a saved configuration, a base model's default), then lets
 * the buyer choose one accessory per lettered section, the optionals and the attribute variations, with the live
 * code and price.
 */
function ProductConfigurator(props: ConfiguratorProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const mode = props.mode ?? 'product_configurator'
  const fromCode = props.code ? props.code : undefined
  const decoded = useQuery({
    ...decodeConfigurationQuery(lang, fromCode ?? '', props.variationIds ?? []),
    enabled: fromCode !== undefined,
  })
  const saved = useQuery({
    ...productConfigurationQuery(lang, props.configId ?? 0),
    enabled: fromCode === undefined && props.configId !== undefined,
  })

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
    return (
      <Alert
        color="red"
        role="alert"
        title={t('catalog.configurator.invalid_code')}
        data-testid="configurator-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(error, t)}</Text>
          {props.onReset && (
            <Button variant="default" size="xs" onClick={props.onReset}>
              {t('catalog.configurator.start_over')}
            </Button>
          )}
        </Stack>
      </Alert>
    )
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
  const failed = model.error ?? accessories.error ?? templates.error
  if (failed) {
    return (
      <Alert color="red" role="alert" title={t('common.error_title')}>
        {errorText(failed, t)}
      </Alert>
    )
  }
  if (!model.data || !accessories.data || !templates.data || !catalogue) return <ConfiguratorLoading />
  const start = 'fromDefault' in props.start ? defaultStart(model.data, catalogue) : props.start
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

/** The model's default configuration, or else the first option of every section. */
function defaultStart(model: BaseModel, catalogue: CodeCatalogue): Start {
  const code = model.default_configuration_code
  const decoded = code ? decodeConfigurationCode(code, catalogue) : null
  const accessoryIds = decoded?.ok
    ? decoded.configuration.accessoryIds
    : model.code_sections
        .filter((s) => s.letter !== null)
        .flatMap((s) => s.accessories.slice(0, 1).map((a) => a.id))
  return { baseModelId: model.id, accessoryIds, variations: {}, customTexts: {} }
}

type Area = { key: string; label: string; sections: CodeSectionResource[] }

/** The sections grouped as the model's area template says; sections it does not name go in its first area. */
function groupSections(model: BaseModel, templates: AreaTemplate[]): Area[] {
  const template =
    templates.find((x) => x.id === model.configurator_area_template_id) ??
    templates.find((x) => x.base_model_id === model.id) ??
    templates.find((x) => x.base_model_id === null)
  const sections = model.code_sections
  if (!template || template.areas.length === 0) return [{ key: 'all', label: '', sections }]
  const named = new Set(template.areas.flatMap((a) => a.sections))
  const unnamed = sections.filter((s) => !named.has(s.name))
  const areas = template.areas.map((a, i) => ({
    key: a.key,
    label: a.label,
    sections: [
      ...(i === 0 ? unnamed : []),
      ...a.sections.flatMap((name) => sections.filter((s) => s.name === name)),
    ],
  }))
  return areas.filter((a) => a.sections.length > 0)
}

type BodyProps = ConfiguratorProps & {
  mode: ConfiguratorMode
  start: Start
  model: BaseModel
  catalogue: CodeCatalogue
  accessories: Accessory[]
  templates: AreaTemplate[]
}

function ConfiguratorBody({
  mode,
  modeType = 'default',
  start,
  model,
  catalogue,
  accessories,
  templates,
  onChange,
  onAdded,
}: BodyProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const [chosen, setChosen] = useState<number[]>(start.accessoryIds)
  const [variations, setVariations] = useState<Record<number, number>>(start.variations)
  const [customTexts, setCustomTexts] = useState<Record<number, string>>(start.customTexts)
  const accessoryById = useMemo(() => new Map(accessories.map((a) => [a.id, a])), [accessories])
  const areas = useMemo(() => groupSections(model, templates), [model, templates])

  const encoded = encodeConfigurationCode(catalogue, model.id, chosen)
  const code = encoded.ok ? encoded.code : ''
  // Only variations of accessories still chosen travel with the code.
  const variationIds = chosen.flatMap((id) => (variations[id] ? [variations[id]] : []))
  const isCustom = (accessoryId: number) =>
    accessoryById.get(accessoryId)?.attributes_variations.find((v) => v.id === variations[accessoryId])
      ?.is_custom === true
  const liveTexts: Record<string, string> = {}
  for (const id of chosen) if (isCustom(id)) liveTexts[id] = customTexts[id]?.trim() ?? ''
  const complete = encoded.ok && Object.values(liveTexts).every((x) => x !== '')

  const blocked = useMemo(() => {
    const rules = model.compatibility_rules
    const map = new Map<number, string[]>()
    for (const b of findBlockedOptions(rules, { id: model.id, sections: model.code_sections }, chosen)) {
      map.set(
        b.accessoryId,
        b.rules.map((r) => ruleReason(r, lang)),
      )
    }
    return map
  }, [model, chosen, lang])

  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const stateKey = JSON.stringify([code, variationIds, liveTexts, complete])
  // biome-ignore lint/correctness/useExhaustiveDependencies: stateKey stands for every value reported
  useEffect(() => {
    onChangeRef.current?.({
      type: 'B',
      baseModelId: model.id,
      replacementAccessoryId: null,
      code,
      accessoryIds: chosen,
      variationIds,
      customTexts: liveTexts,
      complete,
    })
  }, [stateKey])

  const { viewer, userId, mayShowPrices } = usePriceViewer()
  const allIds = useMemo(() => model.code_sections.flatMap((s) => s.accessories.map((a) => a.id)), [model])
  const allVariationIds = useMemo(
    () => allIds.flatMap((id) => accessoryById.get(id)?.attributes_variations.map((v) => v.id) ?? []),
    [allIds, accessoryById],
  )
  const itemPrices = useQuery(
    pricesQuery(
      { ids: allIds, bm_id: model.id, lang, variation_ids: allVariationIds },
      userId,
      mayShowPrices,
    ),
  )
  const linePrice = useQuery(
    pricesQuery(
      { ids: [], bm_id: model.id, lang, variation_ids: variationIds, configuration_code: code },
      userId,
      mayShowPrices && code !== '',
    ),
  )
  const showPrices = itemPrices.data?.show_prices === true

  const choose = (sectionName: string, accessoryId: number) => {
    if (blocked.has(accessoryId)) return
    const section = model.code_sections.find((s) => s.name === sectionName)
    if (!section) return
    if (section.name === OPTIONAL_SECTION_NAME) {
      setChosen((prev) =>
        prev.includes(accessoryId) ? prev.filter((x) => x !== accessoryId) : [...prev, accessoryId],
      )
      return
    }
    const inSection = new Set(section.accessories.map((a) => a.id))
    setChosen((prev) => [...prev.filter((x) => !inSection.has(x)), accessoryId])
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" data-mode={mode} data-mode-type={modeType}>
      <Box>
        <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
          <Preview model={model} chosen={chosen} accessoryById={accessoryById} />
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <div>
                <Text size="sm" c="dimmed" id="configuration-code-label">
                  {t('catalog.configurator.code')}
                </Text>
                <Text
                  ff="monospace"
                  fw={700}
                  fz="xl"
                  aria-labelledby="configuration-code-label"
                  aria-live="polite"
                  data-testid="configuration-code"
                  style={{ wordBreak: 'break-all' }}
                >
                  {code || '—'}
                </Text>
              </div>
              <ConfigurationPrice viewer={viewer} showPrices={showPrices} line={linePrice} />
              <PriceNotice />
              <ConfigurationActions
                mode={mode}
                modeType={modeType}
                code={code}
                complete={complete}
                variationIds={variationIds}
                customTexts={liveTexts}
                onAdded={onAdded}
              />
            </Stack>
          </Paper>
        </Stack>
      </Box>
      <Stack gap="lg">
        {areas.map((area) => (
          <Stack gap="md" key={area.key}>
            {area.label && !(area.sections.length === 1 && area.sections[0]?.letter === null) && (
              <Title order={2} size="h3">
                {area.label}
              </Title>
            )}
            {area.sections.map((section) => (
              <SectionChoice
                key={section.id}
                section={section}
                chosen={chosen}
                blocked={blocked}
                accessoryById={accessoryById}
                prices={showPrices ? itemPrices.data : undefined}
                onChoose={(id) => choose(section.name, id)}
                variations={variations}
                customTexts={customTexts}
                onVariation={(accessoryId, variationId, text) => {
                  setVariations((prev) => {
                    const next = { ...prev }
                    if (variationId === null) delete next[accessoryId]
                    else next[accessoryId] = variationId
                    return next
                  })
                  setCustomTexts((prev) => {
                    const next = { ...prev }
                    if (text === null) delete next[accessoryId]
                    else next[accessoryId] = text
                    return next
                  })
                }}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </SimpleGrid>
  )
}

/** The model's picture with the chosen accessories' layers over it (every layer is drawn on one canvas). */
function Preview({
  model,
  chosen,
  accessoryById,
}: {
  model: BaseModel
  chosen: number[]
  accessoryById: Map<number, Accessory>
}) {
  const base = model.media.find((m) => m.role === 'layer')?.url ?? model.image
  const layers = chosen
    .flatMap((id) => {
      const a = accessoryById.get(id)
      return a?.image ? [{ id, url: a.image, z: a.layer_z }] : []
    })
    .sort((a, b) => a.z - b.z)
  return (
    <Box
      role="img"
      aria-label={model.name}
      pos="relative"
      bg="gray.0"
      style={{ aspectRatio: '3 / 4', maxHeight: 420, margin: '0 auto', width: '100%', borderRadius: 8 }}
    >
      {[...(base ? [{ id: 0, url: base }] : []), ...layers].map((layer) => (
        <img
          key={layer.id}
          src={layer.url}
          alt=""
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ))}
    </Box>
  )
}

function SectionChoice({
  section,
  chosen,
  blocked,
  accessoryById,
  prices,
  onChoose,
  variations,
  customTexts,
  onVariation,
}: {
  section: CodeSectionResource
  chosen: number[]
  blocked: Map<number, string[]>
  accessoryById: Map<number, Accessory>
  prices: PricesResponse | undefined
  onChoose: (id: number) => void
  variations: Record<number, number>
  customTexts: Record<number, string>
  onVariation: (accessoryId: number, variationId: number | null, text: string | null) => void
}) {
  const { t } = useTranslation()
  const format = useFormatPrice()
  const isOptional = section.letter === null
  const legend = isOptional
    ? t('catalog.configurator.optional_section', { label: section.label })
    : `${section.letter} · ${section.label}`
  const groupName = useId()

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="fieldset"
      m={0}
      data-testid={`section-${section.letter ?? 'opt'}`}
    >
      <Text component="legend" fw={700} px={4}>
        {legend}
      </Text>
      {isOptional && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('catalog.configurator.optional_hint')}
        </Text>
      )}
      <Stack gap="xs" mt="xs">
        {section.accessories.map((item) => {
          const accessory = accessoryById.get(item.id)
          const isChosen = chosen.includes(item.id)
          const reasons = blocked.get(item.id)
          const reasonId = `${groupName}-reason-${item.id}`
          const price = prices?.products[item.id]
          const label = (
            <Group gap={8} wrap="nowrap" align="baseline">
              <Badge variant="light" color="gray" c="dark.7" ff="monospace" style={{ flexShrink: 0 }}>
                {item.configuration_code}
              </Badge>
              <span>
                {item.description_short}
                {accessory?.attributes_template?.need_datasheet && (
                  <Badge ml={6} size="sm" variant="light" color="yellow" c="dark.8">
                    {t('catalog.datasheet_required')}
                  </Badge>
                )}
                {price && price.discounted_price !== null && (
                  <Text span size="sm" c="dimmed" ml={6}>
                    {price.discounted_price < 0
                      ? t('catalog.to_be_quoted')
                      : `+ ${format(price.discounted_price)}`}
                  </Text>
                )}
              </span>
            </Group>
          )
          const common = {
            label,
            checked: isChosen,
            'aria-disabled': reasons ? true : undefined,
            'aria-describedby': reasons ? reasonId : undefined,
            styles: reasons ? { label: { opacity: 0.6, cursor: 'not-allowed' } } : undefined,
          }
          return (
            <Box key={item.id} data-testid={`option-${item.configuration_code}`}>
              {isOptional ? (
                <Checkbox {...common} onChange={() => onChoose(item.id)} />
              ) : (
                <Radio
                  {...common}
                  name={groupName}
                  value={String(item.id)}
                  onChange={() => onChoose(item.id)}
                />
              )}
              {reasons && (
                <Text id={reasonId} size="sm" c="red.9" ml={32} data-testid="blocked-reason">
                  {t('catalog.configurator.blocked', { reasons: reasons.join('; ') })}
                </Text>
              )}
              {isChosen &&
                accessory?.attributes_template &&
                accessory.attributes_template.attributes.length > 0 && (
                  <VariationPicker
                    accessory={accessory}
                    variationId={variations[item.id] ?? null}
                    customText={customTexts[item.id] ?? ''}
                    prices={prices}
                    onVariation={(variationId, text) => onVariation(item.id, variationId, text)}
                  />
                )}
            </Box>
          )
        })}
      </Stack>
    </Paper>
  )
}
