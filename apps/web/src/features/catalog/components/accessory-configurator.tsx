import { Alert, Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Accessory } from '@shop/domain/catalog/schemas'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { accessoriesQuery, baseModelsLightQuery, pricesQuery, useConfigurationStart } from '../api.ts'
import { namedOpenChoices } from '../lib/open-choices.ts'
import { ConfigurationActions, useConfigurationAdder } from './configuration-actions.tsx'
import { ConfigurationPrice, ConfiguratorLoading, InvalidCodeAlert } from './configuration-price.tsx'
import type { ConfigurationState, ConfiguratorMode, ConfiguratorModeType } from './configurator-types.ts'
import { PriceNotice, usePriceViewer } from './prices.tsx'
import { VariationPicker } from './variation-picker.tsx'

export type AccessoryConfiguratorProps = {
  /** accessory_configurator, or add_to_cart to configure and add in one step. */
  mode?: ConfiguratorMode | undefined
  /** The replacement accessory sold alone (the wrapper's target product id). */
  accessoryId: number | undefined
  modeType?: ConfiguratorModeType | undefined
  /** A saved configuration of type A to start from. */
  configId?: number | undefined
  /** Its code with a shared link's variation ids; wins over configId. */
  code?: string | undefined
  variationIds?: number[] | undefined
  onChange?: ((state: ConfigurationState) => void) | undefined
  onReset?: (() => void) | undefined
  onAdded?: (() => void) | undefined
}

type Start = { variationId: number | null; customText: string }

/**
 * accessory_configurator (spec 1 §2.5): a replacement accessory sold alone, configuration type A. Its code is the
 * accessory's product code (docs/decisions/017); the buyer picks its variation or types a custom value, and sees the
 * price of the line with their own discount.
 */
export function AccessoryConfigurator(props: AccessoryConfiguratorProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const accessories = useQuery(accessoriesQuery(lang))
  const { fromCode, decoded, saved } = useConfigurationStart(lang, props)

  const accessory = accessories.data?.find((a) => a.id === props.accessoryId)
  let start: Start | undefined
  let error: unknown = accessories.error
  if (fromCode !== undefined) {
    if (decoded.isError) error ??= decoded.error
    else if (decoded.data) start = startOf(decoded.data.accessories, {}, props.accessoryId)
  } else if (props.configId !== undefined) {
    if (saved.isError) error ??= saved.error
    else if (saved.data) start = startOf(saved.data.accessories, saved.data.custom_texts, props.accessoryId)
  } else {
    start = { variationId: null, customText: '' }
  }

  if (error) {
    return <InvalidCodeAlert error={error} onReset={props.onReset} />
  }
  if (!accessories.data || !start) return <ConfiguratorLoading />
  if (!accessory?.sold_alone) {
    return (
      <Alert color="red" role="alert">
        {t('catalog.accessory.not_found')}
      </Alert>
    )
  }
  return <AccessoryBody key={JSON.stringify(start)} {...props} accessory={accessory} start={start} />
}

/** The variation and custom text a decoded or saved configuration holds for the accessory. */
function startOf(
  accessories: { id: number; pivot: { accessory_attributes_variation_id: number | null } }[],
  customTexts: Record<string, string> | undefined,
  accessoryId: number | undefined,
): Start {
  const chosen = accessories.find((a) => a.id === accessoryId)
  return {
    variationId: chosen?.pivot.accessory_attributes_variation_id ?? null,
    customText: accessoryId === undefined ? '' : (customTexts?.[accessoryId] ?? ''),
  }
}

function AccessoryBody({
  accessory,
  start,
  modeType = 'default',
  mode = 'accessory_configurator',
  onChange,
  onAdded,
}: AccessoryConfiguratorProps & { accessory: Accessory; start: Start }) {
  const { t } = useTranslation()
  const lang = useLang()
  const [variationId, setVariationId] = useState<number | null>(start.variationId)
  const [customText, setCustomText] = useState(start.customText)
  const variation = accessory.attributes_variations.find((v) => v.id === variationId)
  const code = accessory.code
  const variationIds = variationId === null ? [] : [variationId]
  const texts: Record<string, string> = variation?.is_custom ? { [accessory.id]: customText.trim() } : {}
  const accessoryById = useMemo(() => new Map([[accessory.id, accessory]]), [accessory])
  const open = namedOpenChoices(
    [accessory.id],
    accessoryById,
    variationId === null ? {} : { [accessory.id]: variationId },
  )
  const blockers = {
    required: open.required.map((c) => c.name),
    customTextNeeded: variation?.is_custom === true && customText.trim() === '',
  }
  const complete = !blockers.customTextNeeded && blockers.required.length === 0
  const openIds = {
    required: open.required.map((c) => c.accessoryId),
    quotation: open.quotation.map((c) => c.accessoryId),
  }
  const root = useRef<HTMLDivElement>(null)
  const adder = useConfigurationAdder({
    modeType,
    code,
    variationIds,
    customTexts: texts,
    blockers,
    onBlocked: () => {
      const field = root.current?.querySelector<HTMLElement>('[data-open-choice] [data-unset]')
      field?.scrollIntoView({ block: 'center' })
      field?.focus({ preventScroll: true })
    },
    onAdded,
  })

  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const stateKey = JSON.stringify([variationIds, texts, complete, openIds])
  // biome-ignore lint/correctness/useExhaustiveDependencies: stateKey stands for every value reported
  useEffect(() => {
    onChangeRef.current?.({
      type: 'A',
      baseModelId: null,
      replacementAccessoryId: accessory.id,
      code,
      accessoryIds: [accessory.id],
      variationIds,
      customTexts: texts,
      complete,
      openChoices: openIds,
    })
  }, [stateKey])

  const { viewer, userId, mayShowPrices } = usePriceViewer()
  // One product id space: the accessory's own id names what is priced (docs/decisions/017).
  const allVariationIds = useMemo(() => accessory.attributes_variations.map((v) => v.id), [accessory])
  const itemPrices = useQuery(
    pricesQuery(
      { ids: [accessory.id], bm_id: accessory.id, lang, variation_ids: allVariationIds },
      userId,
      mayShowPrices,
    ),
  )
  const linePrice = useQuery(
    pricesQuery(
      { ids: [], bm_id: accessory.id, lang, variation_ids: variationIds, configuration_code: code },
      userId,
      mayShowPrices,
    ),
  )
  const showPrices = itemPrices.data?.show_prices === true
  const template = accessory.attributes_template
  const hasChoices = Boolean(template && template.attributes.length > 0)

  return (
    <SimpleGrid ref={root} cols={{ base: 1, md: 2 }} spacing="xl" data-mode={mode} data-mode-type={modeType}>
      <Box>
        <Box style={{ position: 'sticky', top: 16 }}>
          <AccessoryPicture accessory={accessory} />
        </Box>
      </Box>
      <Stack gap="lg">
        {!accessory.available && (
          <Alert color="yellow" variant="light" title={t('catalog.accessory.unavailable')}>
            {t('catalog.accessory.unavailable_hint')}
          </Alert>
        )}
        {/* The page's header already gives the short description: the long one only when it says more. */}
        {accessory.description && accessory.description !== accessory.description_short && (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="accessory-description">
            <Title order={2} size="h4" id="accessory-description" mb="xs">
              {t('catalog.accessory.description')}
            </Title>
            <Text>{accessory.description}</Text>
          </Paper>
        )}
        <Paper
          withBorder
          radius="md"
          p="md"
          component="fieldset"
          m={0}
          data-testid="accessory-variation"
          aria-describedby="accessory-variation-hint"
        >
          <Text component="legend" fw={700} px={4}>
            {t('catalog.accessory.variation')}
          </Text>
          <Text size="sm" c="dimmed" mb={hasChoices ? 'sm' : 0} id="accessory-variation-hint">
            {hasChoices ? t('catalog.accessory.variation_hint') : t('catalog.accessory.no_variations')}
          </Text>
          {template?.need_datasheet && (
            <Badge mb="sm" variant="light" color="yellow" c="dark.8">
              {t('catalog.datasheet_required')}
            </Badge>
          )}
          {hasChoices && (
            <VariationPicker
              standalone
              accessory={accessory}
              variationId={variationId}
              customText={customText}
              prices={showPrices ? itemPrices.data : undefined}
              showErrors={adder.attempted}
              onVariation={(id, text) => {
                setVariationId(id)
                setCustomText(text ?? '')
              }}
            />
          )}
        </Paper>
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
                data-testid="configuration-code"
                style={{ wordBreak: 'break-all' }}
              >
                {code}
              </Text>
            </div>
            <ConfigurationPrice viewer={viewer} showPrices={showPrices} line={linePrice} />
            <PriceNotice />
            <ConfigurationActions
              mode={mode}
              modeType={modeType}
              code={code}
              adder={adder}
              blockers={blockers}
              quotation={open.quotation.map((c) => c.name)}
            />
          </Stack>
        </Paper>
        <FitsModels accessory={accessory} />
      </Stack>
    </SimpleGrid>
  )
}

/**
 * The accessory's layer drawn over the faded picture of a base model it fits: every drawing is made on one canvas,
 * so the part appears where it mounts.
 */
function AccessoryPicture({ accessory }: { accessory: Accessory }) {
  const { t } = useTranslation()
  const lang = useLang()
  const models = useQuery(baseModelsLightQuery(lang))
  const model = models.data?.find((m) => m.id === accessory.base_model_ids[0])
  return (
    <Stack gap={4}>
      <Box
        role="img"
        aria-label={accessory.name}
        pos="relative"
        bg="white"
        data-testid="accessory-picture"
        style={{
          aspectRatio: '3 / 4',
          maxHeight: 420,
          margin: '0 auto',
          width: '100%',
          borderRadius: 8,
          border: '1px solid var(--mantine-color-gray-3)',
          overflow: 'hidden',
        }}
      >
        {model?.image && (
          <img src={model.image} alt="" style={{ ...layerStyle, opacity: 0.25, filter: 'grayscale(1)' }} />
        )}
        {accessory.image && <img src={accessory.image} alt="" style={layerStyle} />}
      </Box>
      {model && (
        <Text size="xs" c="dimmed" ta="center">
          {t('catalog.accessory.shown_on', { model: model.name })}
        </Text>
      )}
    </Stack>
  )
}

const layerStyle = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
} as const

/** The base models the part fits, each a link to its configurator. */
function FitsModels({ accessory }: { accessory: Accessory }) {
  const { t } = useTranslation()
  const lang = useLang()
  const models = useQuery(baseModelsLightQuery(lang))
  const fits = (models.data ?? []).filter((m) => accessory.base_model_ids.includes(m.id))
  if (fits.length === 0) return null
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="accessory-fits">
      <Title order={2} size="h4" id="accessory-fits" mb="xs">
        {t('catalog.accessory.fits')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} component="ul" m={0} p={0}>
        {fits.map((m) => (
          <Group key={m.id} gap={8} wrap="nowrap" component="li" style={{ listStyle: 'none' }}>
            <Badge variant="light" color="gray" c="dark.7" ff="monospace" style={{ flexShrink: 0 }}>
              {m.code}
            </Badge>
            <Anchor
              component={Link}
              to={`/${lang}/prodotti/${encodeURIComponent(m.code)}`}
              size="sm"
              data-testid={`fits-${m.code}`}
            >
              {m.name}
            </Anchor>
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  )
}
