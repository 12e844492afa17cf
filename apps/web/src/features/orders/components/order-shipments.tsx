import { Anchor, Stack, Text } from '@mantine/core'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import { isoToDisplay } from '../../../shared/lib/dates.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'

/**
 * What has left (spec 3 §2 'tracking link, package count'): each shipment by its transport document's day, and each
 * package with its carrier and number, linked to the carrier's tracking page (tracking.ts, on the server) when it has
 * one.
 */
export function OrderShipments({ area }: { area: Pick<OrderArea, 'shipments' | 'package_count'> }) {
  const { t } = useTranslation()
  if (area.shipments.length === 0) return null
  return (
    <SectionCard title={t('orders.shipments.title')} testId="order-shipments">
      <Text size="sm" data-testid="order-package-count">
        {t('orders.shipments.package_count', { count: area.package_count })}
      </Text>
      {area.shipments.map((shipment) => (
        <Stack key={shipment.id} gap={4}>
          <Text size="sm" fw={600}>
            {t('orders.shipments.shipment', { date: isoToDisplay(shipment.shipping_doc_date) })}
          </Text>
          <Stack component="ul" gap={2} m={0} pl="md">
            {shipment.packages.map((p) => (
              <Text component="li" size="sm" key={p.id} data-testid="order-package">
                {p.carrier_name}{' '}
                <Text span ff="monospace" inherit>
                  {p.tracking_number}
                </Text>
                {p.tracking_url && (
                  <>
                    {' — '}
                    <Anchor
                      href={p.tracking_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      inherit
                      aria-label={t('orders.shipments.track_label', {
                        number: p.tracking_number,
                        carrier: p.carrier_name,
                      })}
                    >
                      {t('orders.shipments.track')}
                    </Anchor>
                  </>
                )}
              </Text>
            ))}
          </Stack>
        </Stack>
      ))}
    </SectionCard>
  )
}
