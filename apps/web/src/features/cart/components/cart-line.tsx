import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Cart, CartLine } from '@shop/domain/orders/cart-schemas'
import { configurationInput } from '@shop/domain/orders/configuration-input'
import { useId, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { ProductPicture } from '../../../shared/ui/product-picture.tsx'
import { SaveConfigurationButton } from '../../../shared/ui/save-configuration-button.tsx'
import { useUpdateCart } from '../update-api.ts'
import { LineDocuments } from './line-documents.tsx'
import { LineFields } from './line-fields.tsx'
import { LinePrices, PriceChangedNote } from './line-prices.tsx'
import { QuantityInput } from './quantity-input.tsx'

/** The accessories of the line's configuration: section, what was chosen, its variation or custom value. */
function Accessories({ line }: { line: CartLine }) {
  const { t } = useTranslation()
  const configuration = line.product_configuration
  // A replacement accessory's line is the accessory itself: only its variation says more than the name.
  const items =
    configuration.type === 'A'
      ? configuration.accessories.filter((a) => a.attributes_variations.length > 0)
      : configuration.accessories
  if (items.length === 0) return null
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="line-accessories">
      {items.map((a) => {
        const variation = a.attributes_variations[0]
        const custom = configuration.custom_texts?.[String(a.id)]
        // The section's letter says where the part goes; the section's own name is a key, not a label.
        const section = a.letter ?? t('cart.line.optional')
        return (
          <Text component="li" size="xs" key={a.id} c="dark.6">
            {configuration.type === 'B' && <Text span c="dimmed" inherit>{`${section} · `}</Text>}
            {a.description_short}{' '}
            <Text span ff="monospace" inherit>
              ({a.configuration_code})
            </Text>
            {custom
              ? ` — ${t('cart.line.custom_value', { value: custom })}`
              : variation
                ? ` — ${variation.variation_value}`
                : a.open_choice
                  ? ` — ${t('cart.line.open_in_quotation', { attributes: a.open_choice.attributes.join(', ') })}`
                  : ''}
          </Text>
        )
      })}
    </Box>
  )
}

/**
 * One line in the large list (spec 1 §4.5): picture, name, configuration code, accessories, prices, quantity, notes
 * and the customer's own code where allowed, and the datasheets its special accessories need.
 */
export function CartLineItem({ line, cart }: { line: CartLine; cart: Cart }) {
  const { t } = useTranslation()
  const update = useUpdateCart()
  const [confirming, setConfirming] = useState(false)
  const nameId = useId()
  const name = line.product.name
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={nameId}
      data-testid="cart-line"
      data-line-id={line.id}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box visibleFrom="xs">
          <ProductPicture image={line.product.image} size={88} />
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text fw={700} id={nameId}>
                {name}
              </Text>
              <Text size="sm" ff="monospace" data-testid="line-code" style={{ overflowWrap: 'anywhere' }}>
                <span className="visually-hidden">{t('cart.line.code')}: </span>
                {line.product_configuration.configuration_code}
              </Text>
              <Accessories line={line} />
            </Stack>
            <LinePrices line={line} />
          </Group>
          <PriceChangedNote line={line} />
          <QuantityInput line={line} productName={name}>
            <Group gap={4} wrap="nowrap" ml="auto">
              <SaveConfigurationButton
                configuration={configurationInput(line.product_configuration)}
                label={t('area.saved.save_for', { name })}
                short
                variant="subtle"
                size="compact-sm"
              />
              <Button
                variant="subtle"
                color="red"
                // The subtle variant's own red is 3.9:1 on white; red 9 passes 4.5:1.
                c="red.9"
                size="compact-sm"
                onClick={() => setConfirming(true)}
                aria-label={t('cart.remove.button_for', { name })}
              >
                {t('cart.remove.button')}
              </Button>
            </Group>
          </QuantityInput>
          <LineFields line={line} cart={cart} productName={name} />
          <LineDocuments line={line} cart={cart} />
        </Stack>
      </Group>
      <ConfirmDialog
        opened={confirming}
        danger
        title={t('cart.remove.question')}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false)
          update.tryQuantity({ kind: 'remove', lineId: line.id })
        }}
      />
    </Paper>
  )
}
