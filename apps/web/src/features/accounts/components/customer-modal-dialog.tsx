import { Modal } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useRef } from 'react'
import type { CustomerSection } from '../../../shared/lib/events.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useModalSlide } from '../../../shared/ui/modal-slide.ts'
import CustomerFlow from './customer-flow.tsx'
import type { useCustomerFlow } from './use-customer-flow.ts'

const WIDE_SECTIONS: CustomerSection[] = ['signup']

/** The customer modal itself: loaded on the first open, with the forms it shows. */
export default function CustomerModalDialog({ flow }: { flow: ReturnType<typeof useCustomerFlow> }) {
  const { t } = useTranslation()
  const isMobile = useMediaQuery('(max-width: 48em)')
  const slide = useModalSlide()
  // Keeps the last section on screen while the closing transition runs.
  const shown = useRef<CustomerSection | null>(null)
  if (flow.section) shown.current = flow.section
  const section = shown.current
  return (
    <Modal
      opened={flow.section !== null}
      onClose={flow.close}
      title={section ? t(`customer.${section}.title`) : ''}
      size={section && WIDE_SECTIONS.includes(section) ? 'xl' : 'md'}
      fullScreen={isMobile}
      transitionProps={slide}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      {section && (
        <CustomerFlow
          section={section}
          checkout={flow.checkout}
          onSection={flow.setSection}
          onClose={flow.close}
        />
      )}
    </Modal>
  )
}
