import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import type { AddToWishlistBody } from '@shop/domain/orders/saved-configurations'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useCartActions } from '../../../shared/lib/cart-actions.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { SaveConfigurationButton } from '../../../shared/ui/save-configuration-button.tsx'
import type { ConfiguratorMode, ConfiguratorModeType } from './configurator-types.ts'

/** What keeps a configuration out of the cart, in words the buyer can act on (docs/decisions/025). */
export type AddBlockers = {
  /** The values still to choose, named ('Lunghezza (Coclea di estrazione)'). */
  required: string[]
  /** A custom variation without its text. */
  customTextNeeded: boolean
}

/** One add-to-cart action shared by the configurator's summary and the phone's summary bar. */
export type ConfigurationAdder = {
  /** An add button is shown at all: the cart takes adds (no maintenance) and the mode is not a guided one. */
  shown: boolean
  blocked: boolean
  /** The buyer tried to add while blocked: the fields say what is missing. */
  attempted: boolean
  pending: boolean
  /** The current configuration went into the cart. */
  added: boolean
  error: Error | null
  /** Adds the configuration; while something blocks it, marks the attempt and calls `onBlocked` instead. */
  submit: () => void
  /** The configuration as the cart's add and the save take it. */
  configuration: AddToWishlistBody
}

/**
 * POST cart/{lang}/add through the cart the layout provides (the flying cart then shows the line). `added` and
 * `attempted` belong to one configuration: a new choice starts them again.
 */
export function useConfigurationAdder({
  modeType,
  code,
  variationIds,
  customTexts,
  blockers,
  onBlocked,
  onAdded,
}: {
  modeType: ConfiguratorModeType
  code: string
  variationIds: number[]
  customTexts: Record<string, string>
  blockers: AddBlockers
  onBlocked: () => void
  onAdded: (() => void) | undefined
}): ConfigurationAdder {
  const cart = useCartActions()
  const add = useMutation({ mutationFn: cart.add })
  const [added, setAdded] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const configurationKey = `${code}|${variationIds.join(',')}|${JSON.stringify(customTexts)}`
  const [addedFor, setAddedFor] = useState(configurationKey)
  // A new choice is a new configuration: the 'added' note was about the previous one.
  if (addedFor !== configurationKey) {
    setAddedFor(configurationKey)
    setAdded(false)
  }
  const blocked = !code || blockers.required.length > 0 || blockers.customTextNeeded
  // Once nothing blocks any more, the fields stop showing errors: a later required choice starts without one.
  if (attempted && !blocked) setAttempted(false)
  // The wizard and its tablet variant end in their own save modal: no add button (spec 1 §2.5–2.6). Cart
  // maintenance, or no add permission, hides every add button (spec 1 §6).
  const shown = cart.canAdd && modeType !== 'WIZARD' && modeType !== 'TABLET_SILO'
  const configuration = { configuration_code: code, variations: variationIds, custom_texts: customTexts }
  return {
    configuration,
    shown,
    blocked,
    attempted,
    pending: add.isPending,
    added,
    error: add.error,
    submit: () => {
      if (add.isPending) return
      if (blocked) {
        setAttempted(true)
        onBlocked()
        return
      }
      add.mutate(
        { ...configuration, qty: 1 },
        {
          onSuccess: () => {
            setAdded(true)
            onAdded?.()
          },
        },
      )
    },
  }
}

/**
 * The message that says what keeps the configuration out of the cart, or null when nothing does; `short` is the
 * phone bar's few words, which put the missing choice first.
 */
export function useBlockerText(
  blockers: AddBlockers,
  modeType: ConfiguratorModeType,
  short = false,
): string | null {
  const { t } = useTranslation()
  const guided = modeType === 'WIZARD' || modeType === 'TABLET_SILO'
  if (blockers.required.length > 0) {
    const key = short
      ? 'catalog.summary.choose'
      : guided
        ? 'catalog.open_choice.required_save'
        : 'catalog.open_choice.required'
    return t(key, { choices: blockers.required.join('; ') })
  }
  if (blockers.customTextNeeded) {
    return t(short ? 'catalog.open_choice.custom_error' : 'catalog.configurator.custom_text_needed')
  }
  return null
}

/**
 * Add to cart and copy link, under the code and price of either configurator. In the add_to_cart mode (spec 1 §2.5)
 * adding is the whole point: no link to copy, and the host hears of the add to close its dialog. What blocks the
 * add is said beside the button before any click; a click while blocked turns it into an alert and the fields show
 * what to choose (docs/decisions/025).
 */
export function ConfigurationActions({
  mode,
  modeType,
  code,
  adder,
  blockers,
  quotation,
}: {
  mode: ConfiguratorMode
  modeType: ConfiguratorModeType
  code: string
  adder: ConfigurationAdder
  blockers: AddBlockers
  /** The values left to the quotation, named. */
  quotation: string[]
}) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const hintId = useId()
  useEffect(() => {
    if (!copied) return
    // spec 1 §9: the 'Copied' message stays 2000 ms.
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
    } catch {
      // Without clipboard access (an insecure origin) the address bar still holds the link.
    }
    setCopied(true)
  }
  const isGuided = modeType === 'WIZARD' || modeType === 'TABLET_SILO'
  const showLink = !isGuided && mode !== 'add_to_cart'
  const blockerText = useBlockerText(blockers, modeType)
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {adder.shown && (
          <Button
            // Never disabled: a click on a blocked add says why and takes the buyer to the missing choice.
            variant={adder.blocked ? 'default' : 'filled'}
            // Not Mantine's `loading`: it disables the button, and a disabled button drops the focus to the page.
            aria-disabled={adder.pending || undefined}
            aria-describedby={blockerText ? hintId : undefined}
            leftSection={adder.pending ? <Loader size={14} color="currentColor" /> : undefined}
            data-testid="add-to-cart"
            data-blocked={adder.blocked || undefined}
            onClick={adder.submit}
          >
            {t('catalog.configurator.add_to_cart')}
          </Button>
        )}
        {showLink && (
          <Button variant="default" onClick={copyLink} disabled={!code}>
            {t('catalog.configurator.copy_link')}
          </Button>
        )}
        {showLink && <SaveConfigurationButton configuration={code ? adder.configuration : null} />}
      </Group>
      {/* Mantine's green 9 is 4.4:1 on white: the theme's darker green keeps these notes above 4.5:1. */}
      <div aria-live="polite">
        {copied && (
          <Text size="sm" c="var(--mantine-color-green-light-color)">
            {t('catalog.configurator.copied')}
          </Text>
        )}
        {adder.added && (
          <Text size="sm" c="var(--mantine-color-green-light-color)" data-testid="configuration-added">
            {t('catalog.configurator.added')}
          </Text>
        )}
      </div>
      {blockerText && code && (
        // A new element with role alert is announced; the hint before it is read with the button.
        <div id={hintId} data-testid="add-blocked">
          {adder.attempted ? (
            <Alert color="red" role="alert" p="xs">
              <Text size="sm" c="red.9" fw={600}>
                {blockerText}
              </Text>
            </Alert>
          ) : (
            <Text size="sm" c="dark.6">
              {blockerText}
            </Text>
          )}
        </div>
      )}
      {quotation.length > 0 && (
        <Text size="sm" c="dark.6" data-testid="open-in-quotation-note">
          {t('catalog.open_choice.quotation_note', { choices: quotation.join('; ') })}
        </Text>
      )}
      {adder.error && (
        <Alert color="red" role="alert" p="xs">
          {errorText(adder.error, t)}
        </Alert>
      )}
    </Stack>
  )
}
