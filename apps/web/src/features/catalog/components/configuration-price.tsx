import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import type { PricesResponse } from '../api.ts'
import { NoPriceNote, PriceLine, type PriceViewer } from './prices.tsx'

/** The line price of the current configuration, or the reason there is none. */
export function ConfigurationPrice({
  viewer,
  showPrices,
  line,
}: {
  viewer: PriceViewer | undefined
  showPrices: boolean
  line: UseQueryResult<PricesResponse>
}) {
  const { t } = useTranslation()
  const configuration = line.data?.configuration
  if (line.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {errorText(line.error, t)}
      </Alert>
    )
  }
  return (
    <div aria-live="polite" aria-busy={line.isFetching}>
      <Text size="sm" c="dimmed">
        {t('catalog.configurator.price')}
      </Text>
      {showPrices || line.data?.show_prices ? (
        configuration && configuration.price !== null && configuration.discounted_price !== null ? (
          <PriceLine
            price={configuration.price}
            discounted={configuration.discounted_price}
            label={configuration.discount_label}
            size="xl"
            testId="configuration-price"
          />
        ) : (
          <Loader size="sm" aria-label={t('common.loading')} />
        )
      ) : viewer === undefined || line.isPending ? (
        line.fetchStatus === 'idle' && viewer !== undefined ? (
          <NoPriceNote viewer={viewer} />
        ) : (
          <Loader size="sm" aria-label={t('common.loading')} />
        )
      ) : (
        <NoPriceNote viewer={viewer} />
      )}
    </div>
  )
}

/** Either configurator while its resources load. */
export function ConfiguratorLoading() {
  const { t } = useTranslation()
  return (
    <Group justify="center" py="xl" role="status">
      <Loader aria-label={t('common.loading')} />
    </Group>
  )
}

/** Either configurator when the code it was opened with is wrong: what is wrong, and a way back to the default. */
export function InvalidCodeAlert({ error, onReset }: { error: unknown; onReset: (() => void) | undefined }) {
  const { t } = useTranslation()
  return (
    <Alert
      color="red"
      role="alert"
      title={t('catalog.configurator.invalid_code')}
      data-testid="configurator-error"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error, t)}</Text>
        {onReset && (
          <Button variant="default" size="xs" onClick={onReset}>
            {t('catalog.configurator.start_over')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
