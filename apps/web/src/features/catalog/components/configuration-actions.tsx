import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCartActions } from '../../../shared/lib/cart-actions.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import type { ConfiguratorMode, ConfiguratorModeType } from './configurator-types.ts'

/**
 * Add to cart (POST cart/{lang}/add through the cart the layout provides; the flying cart then shows the line) and
 * copy link, under the code and price of either configurator. In the add_to_cart mode (spec 1 §2.5) adding is the
 * whole point: no link to copy, and the host hears of the add to close its dialog.
 */
export function ConfigurationActions({
  mode,
  modeType,
  code,
  complete,
  variationIds,
  customTexts,
  onAdded,
}: {
  mode: ConfiguratorMode
  modeType: ConfiguratorModeType
  code: string
  complete: boolean
  variationIds: number[]
  customTexts: Record<string, string>
  onAdded: (() => void) | undefined
}) {
  const { t } = useTranslation()
  const cart = useCartActions()
  const add = useMutation({ mutationFn: cart.add })
  const [copied, setCopied] = useState(false)
  const [added, setAdded] = useState(false)
  useEffect(() => {
    if (!copied) return
    // spec 1 §9: the 'Copied' message stays 2000 ms.
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const configurationKey = `${code}|${variationIds.join(',')}`
  const [addedFor, setAddedFor] = useState(configurationKey)
  // A new choice is a new configuration: the 'added' note was about the previous one.
  if (addedFor !== configurationKey) {
    setAddedFor(configurationKey)
    setAdded(false)
  }

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
    } catch {
      // Without clipboard access (an insecure origin) the address bar still holds the link.
    }
    setCopied(true)
  }
  // The wizard and its tablet variant end in their own save modal: no add button, no link (spec 1 §2.5–2.6).
  const isGuided = modeType === 'WIZARD' || modeType === 'TABLET_SILO'
  // Cart maintenance, or no add permission, hides every add button (spec 1 §6).
  const showCart = cart.canAdd && !isGuided
  const showLink = !isGuided && mode !== 'add_to_cart'
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {showCart && (
          <Button
            disabled={!complete}
            // Not Mantine's `loading`: it disables the button, and a disabled button drops the focus to the page.
            aria-disabled={add.isPending || undefined}
            leftSection={add.isPending ? <Loader size={14} color="currentColor" /> : undefined}
            data-testid="add-to-cart"
            onClick={() =>
              !add.isPending &&
              add.mutate(
                { configuration_code: code, variations: variationIds, custom_texts: customTexts, qty: 1 },
                {
                  onSuccess: () => {
                    setAdded(true)
                    onAdded?.()
                  },
                },
              )
            }
          >
            {t('catalog.configurator.add_to_cart')}
          </Button>
        )}
        {showLink && (
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
        {added && (
          <Text size="sm" c="var(--mantine-color-green-light-color)" data-testid="configuration-added">
            {t('catalog.configurator.added')}
          </Text>
        )}
      </div>
      {!complete && code && (
        <Text size="sm" c="red.9">
          {t('catalog.configurator.custom_text_needed')}
        </Text>
      )}
      {add.isError && (
        <Alert color="red" role="alert" p="xs">
          {errorText(add.error, t)}
        </Alert>
      )}
    </Stack>
  )
}
