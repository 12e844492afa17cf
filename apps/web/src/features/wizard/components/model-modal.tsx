import {
  Badge,
  Button,
  Group,
  Image,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import type { BaseModelLight } from '@shop/domain/catalog/schemas'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { modelQuery } from '../api.ts'

type Props = {
  model: BaseModelLight | null
  /** The picture the hotspot toggles to. */
  hotspotImage: string | null
  onClose: () => void
  onConfigure: (model: BaseModelLight) => void
  large: boolean
}

type View = 'standard' | 'structure'

/** The detail modal of a model (spec 1 §2.6): code, pictures, short description and 'configure'. */
export function ModelModal({ model, hotspotImage, onClose, onConfigure, large }: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={model !== null}
      onClose={onClose}
      title={model?.name}
      size={large ? 'xl' : 'lg'}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {model && (
        <ModelDetail
          key={model.id}
          model={model}
          hotspotImage={hotspotImage}
          onConfigure={onConfigure}
          large={large}
        />
      )}
    </Modal>
  )
}

function ModelDetail({
  model,
  hotspotImage,
  onConfigure,
  large,
}: Omit<Props, 'model' | 'onClose'> & { model: BaseModelLight }) {
  const { t } = useTranslation()
  const lang = useLang()
  const full = useQuery(modelQuery(lang, model.id))
  const [view, setView] = useState<View>('standard')
  const structure = full.data?.media.find((m) => m.role === 'layer')?.url ?? null
  const standard = hotspotImage ?? model.image
  const shown = view === 'structure' && structure ? structure : standard
  const specs = full.data?.specs
  const toggle = () => setView((v) => (v === 'standard' ? 'structure' : 'standard'))

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('wizard.detail.code')}
        </Text>
        <Badge size="lg" variant="light" data-testid="wizard-model-code">
          {model.code}
        </Badge>
        {specs && (
          <Text size="sm" c="dimmed">
            {t('wizard.detail.capacity')}: {new Intl.NumberFormat(lang).format(specs.capacity_l)} l
          </Text>
        )}
      </Group>
      {structure && (
        <SegmentedControl
          fullWidth
          // Two long labels side by side on a phone: let them wrap rather than run out of the modal.
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
          aria-label={t('wizard.detail.images')}
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'standard', label: t('wizard.detail.image_standard') },
            { value: 'structure', label: t('wizard.detail.image_structure') },
          ]}
        />
      )}
      {shown &&
        (structure ? (
          // The picture is a hotspot too: a click toggles between the standard picture and the structure alone.
          <UnstyledButton
            onClick={toggle}
            aria-pressed={view === 'structure'}
            aria-label={t('wizard.detail.image_structure')}
            className="wizard-detail-image"
          >
            <Image src={shown} alt="" h={large ? 420 : 320} fit="contain" bg="white" data-view={view} />
          </UnstyledButton>
        ) : (
          <Image src={shown} alt={model.name} h={large ? 420 : 320} fit="contain" bg="white" />
        ))}
      <Text>{model.description_short}</Text>
      {model.certification_markings.length > 0 && (
        <Group gap={6}>
          {model.certification_markings.map((c) => (
            <Badge key={c} variant="outline" color="gray">
              {c}
            </Badge>
          ))}
        </Group>
      )}
      <Group justify="flex-end">
        <Button size={large ? 'lg' : 'md'} onClick={() => onConfigure(model)}>
          {t('wizard.detail.configure')}
        </Button>
      </Group>
    </Stack>
  )
}
