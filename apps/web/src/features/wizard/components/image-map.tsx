import { Box, Text, UnstyledButton } from '@mantine/core'
import type { BaseModelLight, ProductFamily } from '@shop/domain/catalog/schemas'
import { useTranslation } from 'react-i18next'

type Props = {
  family: ProductFamily
  models: Map<number, BaseModelLight>
  onPick: (model: BaseModelLight) => void
  large: boolean
}

/**
 * The family picture with one hotspot per model (spec 1 §2.6). Each hotspot is a real button named after its
 * model, so the map works with the keyboard and a screen reader; the picture itself is decoration.
 */
export function ImageMap({ family, models, onPick, large }: Props) {
  const { t } = useTranslation()
  return (
    // Narrow screens scroll the map sideways rather than shrinking the models below a finger's width.
    <Box style={{ overflowX: 'auto' }} pb="xs">
      <Box
        role="group"
        aria-label={t('wizard.map.label', { family: family.name })}
        pos="relative"
        miw={large ? 900 : 640}
        className="wizard-map"
      >
        {family.image && (
          <img src={family.image} alt="" style={{ display: 'block', width: '100%', height: 'auto' }} />
        )}
        {family.wizard_hotspots.map((h) => {
          const model = models.get(h.base_model_id)
          if (!model) return null
          return (
            <UnstyledButton
              key={h.id}
              className="wizard-hotspot"
              aria-label={`${model.name} (${model.code})`}
              onClick={() => onPick(model)}
              style={{
                position: 'absolute',
                left: `${h.x}%`,
                top: `${h.y}%`,
                width: `${h.width}%`,
                height: `${h.height}%`,
              }}
            >
              <Text
                component="span"
                className="wizard-hotspot-code"
                size={large ? 'md' : 'sm'}
                fw={700}
                aria-hidden
              >
                {model.code}
              </Text>
            </UnstyledButton>
          )
        })}
      </Box>
    </Box>
  )
}
