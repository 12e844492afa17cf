import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { Configurator } from './configurator.tsx'

/** What a product card asks to configure and add: a base model, or a replacement accessory sold alone. */
export type AddToCartTarget = { kind: 'model' | 'accessory'; id: number; name: string }

/**
 * The configurator's add_to_cart mode (spec 1 §2.5) in a dialog over the catalogue: the product starts on its
 * default configuration, the buyer changes what they need and adds it in one step; the dialog closes on the add
 * and the flying cart shows the line.
 */
export default function AddToCartDialog({
  target,
  onClose,
}: {
  target: AddToCartTarget | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const isMobile = useMediaQuery('(max-width: 48em)')
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('catalog.add_dialog.title', { name: target.name }) : ''}
      size={1100}
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      data-testid="add-to-cart-dialog"
    >
      {target && (
        <Configurator
          key={`${target.kind}-${target.id}`}
          mode="add_to_cart"
          modeType="default"
          {...(target.kind === 'model' ? { baseModelId: target.id } : { targetProductId: target.id })}
          onAdded={onClose}
        />
      )}
    </Modal>
  )
}
