import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { findBlockedOptions, ruleReason } from '@shop/domain/catalog/compatibility'
import { type CodeCatalogue, encodeConfigurationCode } from '@shop/domain/catalog/configuration-code'
import type { Accessory, BaseModel, CodeSectionResource } from '@shop/domain/catalog/schemas'
import { OPTIONAL_SECTION_NAME } from '@shop/domain/catalog/sections'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { type AreaTemplate, pricesQuery } from '../api.ts'
import { namedOpenChoices } from '../lib/open-choices.ts'
import { ConfigurationActions, useBlockerText, useConfigurationAdder } from './configuration-actions.tsx'
import { ConfigurationPrice } from './configuration-price.tsx'
import { ConfigurationSummaryBar, useScrolledPast } from './configuration-summary-bar.tsx'
import type { ConfigurationState, ConfiguratorMode, ConfiguratorModeType } from './configurator-types.ts'
import { PriceNotice, usePriceViewer } from './prices.tsx'
import { Preview, SectionChoice } from './section-choice.tsx'

/** Where the configurator starts: the chosen accessories, their variations and custom texts. */
export type Start = {
  baseModelId: number
  accessoryIds: number[]
  variations: Record<number, number>
  customTexts: Record<number, string>
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

export type ConfiguratorBodyProps = {
  mode: ConfiguratorMode
  modeType?: ConfiguratorModeType
  onChange?: ((state: ConfigurationState) => void) | undefined
  onAdded?: (() => void) | undefined
  start: Start
  model: BaseModel
  catalogue: CodeCatalogue
  accessories: Accessory[]
  templates: AreaTemplate[]
}

/**
 * The configurator itself: one accessory per lettered section, the optionals and the attribute variations, with the
 * live code and price, the add (blocked while a required value is open, docs/decisions/025) and, on a phone, the
 * summary bar.
 */
export function ConfiguratorBody({
  mode,
  modeType = 'default',
  start,
  model,
  catalogue,
  accessories,
  templates,
  onChange,
  onAdded,
}: ConfiguratorBodyProps) {
  const { t } = useTranslation()
  const lang = useLang()
  const [chosen, setChosen] = useState<number[]>(start.accessoryIds)
  const [variations, setVariations] = useState<Record<number, number>>(start.variations)
  const [customTexts, setCustomTexts] = useState<Record<number, string>>(start.customTexts)
  const accessoryById = useMemo(() => new Map(accessories.map((a) => [a.id, a])), [accessories])
  const areas = useMemo(() => groupSections(model, templates), [model, templates])
  const root = useRef<HTMLDivElement>(null)
  const summary = useRef<HTMLDivElement>(null)

  const encoded = encodeConfigurationCode(catalogue, model.id, chosen)
  const code = encoded.ok ? encoded.code : ''
  // Only variations of accessories still chosen travel with the code.
  const variationIds = chosen.flatMap((id) => (variations[id] ? [variations[id]] : []))
  const isCustom = (accessoryId: number) =>
    accessoryById.get(accessoryId)?.attributes_variations.find((v) => v.id === variations[accessoryId])
      ?.is_custom === true
  const liveTexts: Record<string, string> = {}
  for (const id of chosen) if (isCustom(id)) liveTexts[id] = customTexts[id]?.trim() ?? ''
  const open = namedOpenChoices(chosen, accessoryById, variations)
  const blockers = {
    required: open.required.map((c) => c.name),
    customTextNeeded: Object.values(liveTexts).some((x) => x === ''),
  }
  const complete = encoded.ok && !blockers.customTextNeeded && blockers.required.length === 0

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
  const openIds = {
    required: open.required.map((c) => c.accessoryId),
    quotation: open.quotation.map((c) => c.accessoryId),
  }
  const stateKey = JSON.stringify([code, variationIds, liveTexts, complete, openIds])
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
      openChoices: openIds,
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

  const adder = useConfigurationAdder({
    modeType,
    code,
    variationIds,
    customTexts: liveTexts,
    blockers,
    onBlocked: () => focusFirstOpenChoice(root.current),
    onAdded,
  })
  const barBlockerText = useBlockerText(blockers, modeType, true)
  const pastSummary = useScrolledPast(summary)

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
    <Box ref={root}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" data-mode={mode} data-mode-type={modeType}>
        <Box>
          <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
            <Preview model={model} chosen={chosen} accessoryById={accessoryById} />
            <Paper withBorder p="md" radius="md" ref={summary} data-testid="configuration-summary">
              <Stack gap="sm">
                <div>
                  <Text size="sm" c="dimmed" id="configuration-code-label">
                    {t('catalog.configurator.code')}
                  </Text>
                  {/* Not a live region: the price announces each change once; a code read out per click is noise. */}
                  <Text
                    ff="monospace"
                    fw={700}
                    fz="xl"
                    aria-labelledby="configuration-code-label"
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
                  adder={adder}
                  blockers={blockers}
                  quotation={open.quotation.map((c) => c.name)}
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
              {/* A boundary per section: React hydrates the server's sections one at a time, in tasks short enough to
                  leave a phone's main thread free between them (the model page's blocking time halved). */}
              {area.sections.map((section) => (
                <Suspense key={section.id} fallback={null}>
                  <SectionChoice
                    section={section}
                    chosen={chosen}
                    blocked={blocked}
                    accessoryById={accessoryById}
                    prices={showPrices ? itemPrices.data : undefined}
                    onChoose={(id) => choose(section.name, id)}
                    variations={variations}
                    customTexts={customTexts}
                    showErrors={adder.attempted}
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
                </Suspense>
              ))}
            </Stack>
          ))}
        </Stack>
      </SimpleGrid>
      {/* The wizard and its tablet variant have their own save bar at the bottom: one bar is enough. */}
      {modeType === 'default' && (
        <ConfigurationSummaryBar
          code={code}
          viewer={viewer}
          showPrices={showPrices}
          line={linePrice}
          adder={adder}
          blockerText={code ? barBlockerText : null}
          hidden={!pastSummary}
        />
      )}
    </Box>
  )
}

/**
 * Takes the buyer to the first value still to choose (a blocked add): scrolled to the middle of the screen, so the
 * phone's summary bar does not cover it, then focused, so its error is read out.
 */
function focusFirstOpenChoice(container: HTMLElement | null) {
  const field = container?.querySelector<HTMLElement>(
    '[data-open-choice="required"] [data-unset], [data-open-choice="custom_text"] [data-unset]',
  )
  if (!field) return
  field.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: true })
}
