import { Alert, Box, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { configurationInput } from '@shop/domain/orders/configuration-input'
import type { SavedConfiguration } from '@shop/domain/orders/saved-configurations'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { useCartActions } from '../../../shared/lib/cart-actions.ts'
import { romeDayToDisplay } from '../../../shared/lib/dates.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { ProductPicture } from '../../../shared/ui/product-picture.tsx'
import { useRemoveSavedConfiguration } from '../api.ts'
import { configuratorPath } from '../lib/saved-configurations.ts'

/** The chosen values the code does not say: each accessory's variation or the buyer's own text. */
function chosenValues(item: SavedConfiguration): string[] {
  const configuration = item.product_configuration
  return configuration.accessories.flatMap((a) => {
    const value = configuration.custom_texts?.[String(a.id)] ?? a.attributes_variations[0]?.variation_value
    return value ? [`${a.description_short}: ${value}`] : []
  })
}

/**
 * One saved configuration: the product's picture and name, the configuration code, the values it fixes, who saved it
 * and when; it opens in the configurator (its shared link), goes to the cart (the cart's own add, with the texts), or
 * is removed after a question.
 */
export function SavedConfigurationCard({ item }: { item: SavedConfiguration }) {
  const { t } = useTranslation()
  const lang = useLang()
  const cart = useCartActions()
  const add = useMutation({ mutationFn: cart.add })
  const remove = useRemoveSavedConfiguration()
  const [confirming, setConfirming] = useState(false)
  const nameId = useId()
  const code = item.product_configuration.configuration_code
  const values = chosenValues(item)
  const failed = add.error ?? remove.error
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={nameId}
      data-testid="saved-configuration"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ProductPicture image={item.product.image} size={72} visibleFrom="xs" />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={2}>
            <Text fw={700} id={nameId}>
              {item.product.name}
            </Text>
            <Text ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="saved-code">
              <span className="visually-hidden">{t('area.saved.code')}: </span>
              {code}
            </Text>
            {values.length > 0 && (
              <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {values.map((value) => (
                  <Text component="li" size="xs" c="dark.6" key={value}>
                    {value}
                  </Text>
                ))}
              </Box>
            )}
            <Text size="xs" c="dimmed" data-testid="saved-by">
              {t('area.saved.saved_by', { name: item.saved_by.name, date: romeDayToDisplay(item.saved_at) })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button
              component={Link}
              to={configuratorPath(lang, item)}
              variant="default"
              size="compact-md"
              aria-label={t('area.saved.open_for', { code })}
            >
              {t('area.saved.open')}
            </Button>
            {cart.canAdd && (
              <BusyButton
                size="compact-md"
                busy={add.isPending}
                aria-label={t('area.saved.add_for', { code })}
                onClick={() => add.mutate({ ...configurationInput(item.product_configuration), qty: 1 })}
              >
                {t('area.saved.add')}
              </BusyButton>
            )}
            <BusyButton
              variant="subtle"
              color="red"
              // The subtle variant's own red is 3.9:1 on white; red 9 passes 4.5:1.
              c="red.9"
              size="compact-md"
              busy={remove.isPending}
              aria-label={t('area.saved.remove_for', { code })}
              onClick={() => setConfirming(true)}
            >
              {t('area.saved.remove')}
            </BusyButton>
          </Group>
          <div aria-live="polite">
            {add.isSuccess && (
              <Text size="sm" c="var(--mantine-color-green-light-color)">
                {t('area.saved.added')}
              </Text>
            )}
          </div>
          {failed && (
            <Alert color="red" role="alert" p="xs">
              {errorText(failed, t)}
            </Alert>
          )}
        </Stack>
      </Group>
      <ConfirmDialog
        opened={confirming}
        danger
        title={t('area.saved.remove_question')}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false)
          remove.mutate(item.id)
        }}
      >
        {code}
      </ConfirmDialog>
    </Paper>
  )
}
