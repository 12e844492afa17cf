import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useSaveConfiguration } from '../api.ts'
import type { ConfiguratorModeType, SavedConfiguration } from './configurator-types.ts'
import { useCartMaintenance } from './prices.tsx'

/**
 * Add to cart (it saves the configuration, POST product_configuration, and says so) and copy link, under the code
 * and price of either configurator.
 */
export function ConfigurationActions({
  modeType,
  code,
  complete,
  variationIds,
  customTexts,
  onSaved,
}: {
  modeType: ConfiguratorModeType
  code: string
  complete: boolean
  variationIds: number[]
  customTexts: Record<string, string>
  onSaved: ((configuration: SavedConfiguration) => void) | undefined
}) {
  const { t } = useTranslation()
  const maintenance = useCartMaintenance()
  const save = useSaveConfiguration()
  const [copied, setCopied] = useState(false)
  const [savedId, setSavedId] = useState<number | null>(null)
  useEffect(() => {
    if (!copied) return
    // spec 1 §9: the 'Copied' message stays 2000 ms.
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const configurationKey = `${code}|${variationIds.join(',')}`
  const [savedFor, setSavedFor] = useState(configurationKey)
  // A new choice is a new configuration: the saved note was about the previous one.
  if (savedFor !== configurationKey) {
    setSavedFor(configurationKey)
    setSavedId(null)
  }

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
    } catch {
      // Without clipboard access (an insecure origin) the address bar still holds the link.
    }
    setCopied(true)
  }
  // The wizard and its tablet variant end in their own save modal: no cart, no link to copy (spec 1 §2.5–2.6).
  const isGuided = modeType === 'WIZARD' || modeType === 'TABLET_SILO'
  const showCart = !maintenance && !isGuided
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {showCart && (
          <Button
            disabled={!complete}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { configuration_code: code, variations: variationIds, custom_texts: customTexts },
                {
                  onSuccess: (saved) => {
                    setSavedId(saved.id)
                    onSaved?.({ id: saved.id, configuration_code: saved.configuration_code })
                  },
                },
              )
            }
          >
            {t('catalog.configurator.add_to_cart')}
          </Button>
        )}
        {!isGuided && (
          <Button variant="default" onClick={copyLink} disabled={!code}>
            {t('catalog.configurator.copy_link')}
          </Button>
        )}
      </Group>
      {/* Mantine's green 9 is 4.4:1 on white: the theme's darker green keeps these notes above 4.5:1. */}
      <div aria-live="polite">
        {copied && (
          <Text size="sm" c="var(--mantine-color-green-light-color)">
            {t('catalog.configurator.copied')}
          </Text>
        )}
        {savedId !== null && (
          <Text size="sm" c="var(--mantine-color-green-light-color)" data-testid="configuration-saved">
            {t('catalog.configurator.saved', { id: savedId })}
          </Text>
        )}
      </div>
      {!complete && code && (
        <Text size="sm" c="red.9">
          {t('catalog.configurator.custom_text_needed')}
        </Text>
      )}
      {save.isError && (
        <Alert color="red" role="alert" p="xs">
          {errorText(save.error, t)}
        </Alert>
      )}
    </Stack>
  )
}
