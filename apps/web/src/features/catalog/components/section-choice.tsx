import { Box, Paper, Stack, Text } from '@mantine/core'
import type { Accessory, BaseModel, CodeSectionResource } from '@shop/domain/catalog/schemas'
import { Suspense, useId } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { lazyPart } from '../../../shared/lib/lazy-part.ts'
import type { PricesResponse } from '../api.ts'
import { useFormatPrice } from './prices.tsx'

// The picker's fields (Mantine's inputs, a fifth of the page's own code) load once an accessory with values is chosen:
// a model's default rarely needs one.
const VariationPicker = lazyPart(() => import('./variation-picker.tsx').then((m) => m.VariationPicker))

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
          // The model's own layer is the page's largest paint on a phone: asked for ahead of the accessories'.
          fetchPriority={layer.id === 0 ? 'high' : undefined}
          width={600}
          height={800}
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
          return (
            // Plain elements styled in section-choice.css rather than Mantine's Badge, Group and Text: a model has
            // forty options or more, and each of those components is work the page's hydration does on a phone.
            <div key={item.id} data-testid={`option-${item.configuration_code}`}>
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
                <span className="choice-code">{item.configuration_code}</span>
                <span>
                  {item.description_short}
                  {accessory?.attributes_template?.need_datasheet && (
                    <span className="choice-flag">{t('catalog.datasheet_required')}</span>
                  )}
                  {price && price.discounted_price !== null && (
                    <span className="choice-price">
                      {price.discounted_price < 0
                        ? t('catalog.to_be_quoted')
                        : `+ ${format(price.discounted_price)}`}
                    </span>
                  )}
                </span>
              </label>
              {reasons && (
                <p id={reasonId} className="choice-reason" data-testid="blocked-reason">
                  {t('catalog.configurator.blocked', { reasons: reasons.join('; ') })}
                </p>
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
            </div>
          )
        })}
      </Stack>
    </Paper>
  )
}
