import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
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
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
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
  useFindVariation,
  useSaveConfiguration,
} from '../api.ts'
import {
  NoPriceNote,
  PriceLine,
  PriceNotice,
  useCartMaintenance,
  useFormatPrice,
  usePriceViewer,
} from './prices.tsx'

export type ConfiguratorMode = 'product_configurator' | 'accessory_configurator' | 'add_to_cart'
export type ConfiguratorModeType = 'default' | 'WIZARD' | 'TABLET_SILO'

/** What the configurator tells its host after every change. */
export type ConfigurationState = {
  baseModelId: number
  /** The canonical code of the current choice (empty while a section has no choice). */
  code: string
  accessoryIds: number[]
  /** The chosen variation ids, one per accessory at most: what a shared link carries. */
  variationIds: number[]
  /** Accessory id -> the text of its custom variation. */
  customTexts: Record<string, string>
  /** False while a custom variation has no text yet (it cannot be saved). */
  complete: boolean
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
  /** After 'Aggiungi al carrello' saved the configuration (the cart issue wires the cart line). */
  onSaved?: (configuration: { id: number; configuration_code: string }) => void
}

type Start = {
  baseModelId: number
  accessoryIds: number[]
  variations: Record<number, number>
  customTexts: Record<number, string>
}

/**
 * The product configurator wrapper (spec 1 §2.5): resolves where to start (a code, a saved configuration, a base
 * model's default), then lets the buyer choose one accessory per lettered section, the optionals and the
 * attribute variations, with the live code and price.
 */
export function Configurator(props: ConfiguratorProps) {
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

  if (mode === 'accessory_configurator') {
    return <AccessoryConfigurator accessoryId={props.targetProductId} />
  }

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
  if (!start) return <Loading />
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

function Loading() {
  const { t } = useTranslation()
  return (
    <Group justify="center" py="xl" role="status">
      <Loader aria-label={t('common.loading')} />
    </Group>
  )
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
  if (!model.data || !accessories.data || !templates.data || !catalogue) return <Loading />
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
  onSaved,
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
      baseModelId: model.id,
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
              <Actions
                mode={mode}
                modeType={modeType}
                code={code}
                complete={complete}
                variationIds={variationIds}
                customTexts={liveTexts}
                onSaved={onSaved}
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

function ConfigurationPrice({
  viewer,
  showPrices,
  line,
}: {
  viewer: ReturnType<typeof usePriceViewer>['viewer']
  showPrices: boolean
  line: UseQueryResult<PricesResponse>
}) {
  const { t } = useTranslation()
  const configuration = line.data?.configuration
  if (line.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {errorText(line.error, t)}
      </Alert>
    )
  }
  return (
    <div aria-live="polite" aria-busy={line.isFetching}>
      <Text size="sm" c="dimmed">
        {t('catalog.configurator.price')}
      </Text>
      {showPrices || line.data?.show_prices ? (
        configuration && configuration.price !== null && configuration.discounted_price !== null ? (
          <PriceLine
            price={configuration.price}
            discounted={configuration.discounted_price}
            label={configuration.discount_label}
            size="xl"
            testId="configuration-price"
          />
        ) : (
          <Loader size="sm" aria-label={t('common.loading')} />
        )
      ) : viewer === undefined || line.isPending ? (
        line.fetchStatus === 'idle' && viewer !== undefined ? (
          <NoPriceNote viewer={viewer} />
        ) : (
          <Loader size="sm" aria-label={t('common.loading')} />
        )
      ) : (
        <NoPriceNote viewer={viewer} />
      )}
    </div>
  )
}

function Actions({
  mode,
  modeType,
  code,
  complete,
  variationIds,
  customTexts,
  onSaved,
}: {
  mode: ConfiguratorMode
  modeType: ConfiguratorModeType
  code: string
  complete: boolean
  variationIds: number[]
  customTexts: Record<string, string>
  onSaved: ConfiguratorProps['onSaved']
}) {
  const { t } = useTranslation()
  const maintenance = useCartMaintenance()
  const save = useSaveConfiguration()
  const [copied, setCopied] = useState(false)
  const [savedId, setSavedId] = useState<number | null>(null)
  useEffect(() => {
    if (!copied) return
    // spec 1 §9: the 'Copied' message stays 2000 ms.
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const configurationKey = `${code}|${variationIds.join(',')}`
  const [savedFor, setSavedFor] = useState(configurationKey)
  // A new choice is a new configuration: the saved note was about the previous one.
  if (savedFor !== configurationKey) {
    setSavedFor(configurationKey)
    setSavedId(null)
  }

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
    } catch {
      // Without clipboard access (an insecure origin) the address bar still holds the link.
    }
    setCopied(true)
  }
  // The wizard and its tablet variant end in their own save modal: no cart, no link to copy (spec 1 §2.5–2.6).
  const isGuided = modeType === 'WIZARD' || modeType === 'TABLET_SILO'
  const showCart = !maintenance && !isGuided && mode !== 'accessory_configurator'
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {showCart && (
          <Button
            disabled={!complete}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { configuration_code: code, variations: variationIds, custom_texts: customTexts },
                {
                  onSuccess: (saved) => {
                    setSavedId(saved.id)
                    onSaved?.({ id: saved.id, configuration_code: saved.configuration_code })
                  },
                },
              )
            }
          >
            {t('catalog.configurator.add_to_cart')}
          </Button>
        )}
        {!isGuided && (
          <Button variant="default" onClick={copyLink} disabled={!code}>
            {t('catalog.configurator.copy_link')}
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {copied && (
          <Text size="sm" c="green.9">
            {t('catalog.configurator.copied')}
          </Text>
        )}
        {savedId !== null && (
          <Text size="sm" c="green.9" data-testid="configuration-saved">
            {t('catalog.configurator.saved', { id: savedId })}
          </Text>
        )}
      </div>
      {!complete && code && (
        <Text size="sm" c="red.9">
          {t('catalog.configurator.custom_text_needed')}
        </Text>
      )}
      {save.isError && (
        <Alert color="red" role="alert" p="xs">
          {errorText(save.error, t)}
        </Alert>
      )}
    </Stack>
  )
}

type ItemPrices = PricesResponse

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
  prices: ItemPrices | undefined
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

function VariationPicker({
  accessory,
  variationId,
  customText,
  prices,
  onVariation,
}: {
  accessory: Accessory
  variationId: number | null
  customText: string
  prices: ItemPrices | undefined
  onVariation: (variationId: number | null, text: string | null) => void
}) {
  const { t } = useTranslation()
  const format = useFormatPrice()
  const template = accessory.attributes_template
  const current = accessory.attributes_variations.find((v) => v.id === variationId)
  const [values, setValues] = useState<Record<string, string>>(
    current && !current.is_custom ? current.attributes : {},
  )
  const [custom, setCustom] = useState(current?.is_custom === true)
  const [text, setText] = useState(customText)
  const find = useFindVariation()
  const id = useId()
  if (!template) return null

  const pick = (key: string, value: string) => {
    const next = { ...values, [key]: value }
    setValues(next)
    const full = template.attributes.every((a) => next[a.key])
    if (!full) {
      onVariation(null, null)
      return
    }
    find.mutate(
      { accessoryId: accessory.id, attributes: next, is_custom_variation: false },
      { onSuccess: (v) => onVariation(v.id, null) },
    )
  }
  const applyCustom = () => {
    const value = text.trim()
    if (!value) return
    find.mutate(
      { accessoryId: accessory.id, attributes: {}, variation_value: value, is_custom_variation: true },
      {
        onSuccess: (v) => {
          onVariation(v.id, v.is_custom ? (v.custom_text ?? value) : null)
          if (!v.is_custom) {
            setCustom(false)
            setValues(v.attributes)
          }
        },
      },
    )
  }
  const variationPrice = variationId ? prices?.variations[variationId] : undefined

  return (
    <Stack
      gap={6}
      ml={32}
      mt={6}
      p="sm"
      bg="gray.0"
      style={{ borderRadius: 6 }}
      data-testid={`variations-${accessory.configuration_code}`}
    >
      {!custom && (
        <SimpleGrid cols={{ base: 1, xs: template.attributes.length > 1 ? 2 : 1 }} spacing="xs">
          {template.attributes.map((attribute) => (
            <NativeSelect
              key={attribute.key}
              label={attribute.label}
              value={values[attribute.key] ?? ''}
              onChange={(e) => pick(attribute.key, e.currentTarget.value)}
              data={[{ value: '', label: t('catalog.configurator.variation_none') }, ...attribute.values]}
            />
          ))}
        </SimpleGrid>
      )}
      {template.allow_custom && (
        <Checkbox
          label={t('catalog.configurator.custom_value')}
          checked={custom}
          onChange={(e) => {
            const on = e.currentTarget.checked
            setCustom(on)
            setValues({})
            onVariation(null, null)
            if (!on) setText('')
          }}
        />
      )}
      {custom && (
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput
            id={`${id}-custom`}
            label={t('catalog.configurator.custom_value_text', {
              label: template.attributes[0]?.label ?? '',
            })}
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                applyCustom()
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={applyCustom} loading={find.isPending}>
            {t('catalog.configurator.apply')}
          </Button>
        </Group>
      )}
      {current && (
        <Text size="sm" data-testid="chosen-variation">
          {current.is_custom
            ? t('catalog.configurator.custom_chosen', { text: customText })
            : t('catalog.configurator.variation_chosen', { value: current.variation_value })}
          {variationPrice && variationPrice.discounted_price !== null && (
            <Text span c="dimmed" ml={6}>
              {variationPrice.discounted_price < 0
                ? t('catalog.to_be_quoted')
                : variationPrice.discounted_price > 0
                  ? `+ ${format(variationPrice.discounted_price)}`
                  : ''}
            </Text>
          )}
          {current.final_datasheet && (
            <Anchor href={current.final_datasheet} target="_blank" rel="noopener" ml={8} size="sm">
              {t('catalog.datasheet_link')}
            </Anchor>
          )}
        </Text>
      )}
      {find.isError && (
        <Text size="sm" c="red.9" role="alert">
          {errorText(find.error, t)}
        </Text>
      )}
    </Stack>
  )
}

/** accessory_configurator: a replacement accessory sold alone, with its variations. */
function AccessoryConfigurator({ accessoryId }: { accessoryId: number | undefined }) {
  const { t } = useTranslation()
  const lang = useLang()
  const accessories = useQuery(accessoriesQuery(lang))
  const [variation, setVariation] = useState<{ id: number | null; text: string | null }>({
    id: null,
    text: null,
  })
  if (accessories.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(accessories.error, t)}
      </Alert>
    )
  }
  if (!accessories.data) return <Loading />
  const accessory = accessories.data.find((a) => a.id === accessoryId)
  if (!accessory) {
    return (
      <Alert color="red" role="alert">
        {t('catalog.no_accessory')}
      </Alert>
    )
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" color="gray" c="dark.7">
            {accessory.code}
          </Badge>
          <Title order={2} size="h4">
            {accessory.name}
          </Title>
        </Group>
        <Text size="sm">{accessory.description}</Text>
        {accessory.attributes_template && (
          <VariationPicker
            accessory={accessory}
            variationId={variation.id}
            customText={variation.text ?? ''}
            prices={undefined}
            onVariation={(id, text) => setVariation({ id, text })}
          />
        )}
      </Stack>
    </Paper>
  )
}
