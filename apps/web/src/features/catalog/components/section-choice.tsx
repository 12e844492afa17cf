import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core'
import type { Accessory, BaseModel, CodeSectionResource } from '@shop/domain/catalog/schemas'
import { lazy, Suspense, useId } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import type { PricesResponse } from '../api.ts'
import { useFormatPrice } from './prices.tsx'

// The picker's fields (Mantine's inputs, a fifth of the page's own code) load once an accessory with values is chosen:
// a model's default rarely needs one. The server's bundle renders it at once; a page that arrives with one shows the
// server's picker until its chunk is in, then hydrates it.
const VariationPicker = import.meta.env.SSR
  ? (await import('./variation-picker.tsx')).VariationPicker
  : lazy(() => import('./variation-picker.tsx').then((m) => ({ default: m.VariationPicker })))

/** The model's picture with the chosen accessories' layers over it (every layer is drawn on one canvas). */
export function Preview({
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
      // Under half the screen's height, so that the sticky summary beside it still fits a laptop's screen.
      style={{
        aspectRatio: '3 / 4',
        maxHeight: 'min(420px, 45vh)',
        margin: '0 auto',
        width: '100%',
        borderRadius: 8,
      }}
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

/** One lettered section (a radio group) or the optionals (checkboxes), with each chosen accessory's values. */
export function SectionChoice({
  section,
  chosen,
  blocked,
  accessoryById,
  prices,
  onChoose,
  variations,
  customTexts,
  onVariation,
  showErrors,
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
  /** The buyer tried to add while a required value is open: its field shows the error. */
  showErrors: boolean
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
            <Group component="span" gap={8} wrap="nowrap" align="baseline">
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
          return (
            <Box key={item.id} data-testid={`option-${item.configuration_code}`}>
              {/* A native radio or checkbox (styled in app/public-pages.css as the page's first paint needs it),
                  rather than Mantine's, whose input family the page would load for two small controls. */}
              <label className="choice" data-blocked={reasons ? true : undefined}>
                <input
                  type={isOptional ? 'checkbox' : 'radio'}
                  name={isOptional ? undefined : groupName}
                  value={String(item.id)}
                  checked={isChosen}
                  aria-disabled={reasons ? true : undefined}
                  aria-describedby={reasons ? reasonId : undefined}
                  onChange={() => onChoose(item.id)}
                />
                {label}
              </label>
              {reasons && (
                <Text id={reasonId} size="sm" c="red.9" ml={32} data-testid="blocked-reason">
                  {t('catalog.configurator.blocked', { reasons: reasons.join('; ') })}
                </Text>
              )}
              {isChosen &&
                accessory?.attributes_template &&
                accessory.attributes_template.attributes.length > 0 && (
                  <Suspense fallback={null}>
                    <VariationPicker
                      accessory={accessory}
                      variationId={variations[item.id] ?? null}
                      customText={customTexts[item.id] ?? ''}
                      prices={prices}
                      showErrors={showErrors}
                      onVariation={(variationId, text) => onVariation(item.id, variationId, text)}
                    />
                  </Suspense>
                )}
            </Box>
          )
        })}
      </Stack>
    </Paper>
  )
}
