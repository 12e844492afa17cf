import { Box, UnstyledButton } from '@mantine/core'
import type { BaseModelLight, ProductFamily } from '@shop/domain/catalog/schemas'
import type { CSSProperties } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'

type Props = {
  family: ProductFamily
  models: Map<number, BaseModelLight>
  onPick: (model: BaseModelLight) => void
  large: boolean
}

/** The server draws model pictures on one 600 × 800 canvas (catalog/configuration-image.ts, CANVAS). */
const PICTURE = { width: 600, height: 800 } as const

/**
 * The family's models, one hotspot each, in the hotspots' order (spec 1 §2.6). Each hotspot is a real button named
 * after its model, so the map works with the keyboard and a screen reader; the pictures are decoration.
 *
 * One picture per model rather than the family's single wide picture with hotspots laid over it: a single picture
 * cannot wrap, so a phone showed 3 of 6 models and scrolled sideways without a hint (issue 13, item 4). Each model's
 * picture wraps into rows instead, every model in view at every width, and its code sits under the drawing, never
 * over the outlet valve at the drawing's foot (docs/decisions/023).
 */
export function ImageMap({ family, models, onPick, large }: Props) {
  const { t } = useTranslation()
  const hotspots = family.wizard_hotspots.filter((h) => models.has(h.base_model_id))
  // All models on one row where each keeps a usable size, two rows otherwise (wizard.css).
  const columns = { '--map-columns': hotspots.length, '--map-rows-of-two': Math.ceil(hotspots.length / 2) }
  return (
    <Box
      role="group"
      aria-label={t('wizard.map.label', { family: family.name })}
      className="wizard-map"
      data-large={large || undefined}
    >
      <div className="wizard-map-grid" style={columns as CSSProperties}>
        {hotspots.map((h) => {
          const model = models.get(h.base_model_id) as BaseModelLight
          const picture = h.image ?? model.image
          return (
            <UnstyledButton
              key={h.id}
              className="wizard-hotspot"
              aria-label={`${model.name} (${model.code})`}
              onClick={() => onPick(model)}
              data-testid={`wizard-hotspot-${model.code}`}
            >
              <span className="wizard-hotspot-picture">
                {picture && <img src={picture} alt="" width={PICTURE.width} height={PICTURE.height} />}
              </span>
              <span className="wizard-hotspot-caption" aria-hidden>
                <span className="wizard-hotspot-code" data-testid="wizard-map-code">
                  {model.code}
                </span>
                <span className="wizard-hotspot-name">{model.name}</span>
              </span>
            </UnstyledButton>
          )
        })}
      </div>
    </Box>
  )
}
