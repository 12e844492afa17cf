import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { openChoiceRule } from '@shop/domain/catalog/open-choices'
import type { Accessory } from '@shop/domain/catalog/schemas'
import { useId, useState } from 'react'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { type PricesResponse, useFindVariation } from '../api.ts'
import { useFormatPrice } from './prices.tsx'

// Mantine's error red is under 4.5:1 on the picker's grey background: red 9 passes.
const errorStyles = { error: { color: 'var(--mantine-color-red-9)' } }

/**
 * The attribute values of a chosen accessory (one select per attribute), or a custom value where the template
 * allows one; the matching variation comes from POST accessory/{id}/get_attributes_variation. A value still open
 * says what that means (docs/decisions/025): required before adding (starred, and in error once the buyer tried to
 * add), or to be settled in the quotation.
 */
export function VariationPicker({
  accessory,
  variationId,
  customText,
  prices,
  onVariation,
  standalone = false,
  showErrors = false,
}: {
  accessory: Accessory
  variationId: number | null
  customText: string
  prices: PricesResponse | undefined
  onVariation: (variationId: number | null, text: string | null) => void
  /** Shown on its own (a replacement accessory's page) rather than indented under the accessory's option. */
  standalone?: boolean
  /** The buyer tried to add: a required value still open shows its error. */
  showErrors?: boolean
}) {
  const { t } = useTranslation()
  const format = useFormatPrice()
  const template = accessory.attributes_template
  const current = accessory.attributes_variations.find((v) => v.id === variationId)
  const rule = accessory.attributes_variations.length > 0 ? openChoiceRule(template) : null
  const isOpen = rule !== null && variationId === null
  const openState = isOpen ? (rule === 'required' ? 'required' : 'quotation') : undefined
  const needsText = current?.is_custom === true && customText.trim() === ''
  const [values, setValues] = useState<Record<string, string>>(
    current && !current.is_custom ? current.attributes : {},
  )
  const [custom, setCustom] = useState(current?.is_custom === true)
  const [text, setText] = useState(customText)
  const find = useFindVariation()
  const id = useId()
  if (!template) return null

  const pick = (key: string, value: string) => {
    const next = { ...values, [key]: value }
    setValues(next)
    const full = template.attributes.every((a) => next[a.key])
    if (!full) {
      onVariation(null, null)
      return
    }
    find.mutate(
      { accessoryId: accessory.id, attributes: next, is_custom_variation: false },
      { onSuccess: (v) => onVariation(v.id, null) },
    )
  }
  const applyCustom = () => {
    const value = text.trim()
    if (!value) return
    find.mutate(
      { accessoryId: accessory.id, attributes: {}, variation_value: value, is_custom_variation: true },
      {
        onSuccess: (v) => {
          onVariation(v.id, v.is_custom ? (v.custom_text ?? value) : null)
          if (!v.is_custom) {
            setCustom(false)
            setValues(v.attributes)
          }
        },
      },
    )
  }
  const variationPrice = variationId ? prices?.variations[variationId] : undefined

  return (
    <Stack
      gap={standalone ? 'sm' : 6}
      ml={standalone ? 0 : 32}
      mt={standalone ? 0 : 6}
      p={standalone ? 0 : 'sm'}
      bg={standalone ? undefined : 'gray.0'}
      style={{ borderRadius: 6 }}
      data-testid={`variations-${accessory.configuration_code}`}
      data-open-choice={openState ?? (needsText ? 'custom_text' : undefined)}
    >
      {!custom && (
        <SimpleGrid cols={{ base: 1, xs: template.attributes.length > 1 ? 2 : 1 }} spacing="xs">
          {template.attributes.map((attribute) => {
            const unset = !values[attribute.key]
            return (
              <NativeSelect
                key={attribute.key}
                label={attribute.label}
                withAsterisk={rule === 'required'}
                aria-required={rule === 'required' || undefined}
                description={
                  openState === 'required' && unset ? t('catalog.open_choice.field_required') : undefined
                }
                error={
                  showErrors && openState === 'required' && unset
                    ? t('catalog.open_choice.field_error', { label: attribute.label })
                    : undefined
                }
                data-unset={unset || undefined}
                styles={errorStyles}
                value={values[attribute.key] ?? ''}
                onChange={(e) => pick(attribute.key, e.currentTarget.value)}
                data={[{ value: '', label: t('catalog.configurator.variation_none') }, ...attribute.values]}
              />
            )
          })}
        </SimpleGrid>
      )}
      {template.allow_custom && (
        <Checkbox
          label={t('catalog.configurator.custom_value')}
          checked={custom}
          onChange={(e) => {
            const on = e.currentTarget.checked
            setCustom(on)
            setValues({})
            onVariation(null, null)
            if (!on) setText('')
          }}
        />
      )}
      {custom && (
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput
            id={`${id}-custom`}
            label={t('catalog.configurator.custom_value_text', {
              label: template.attributes[0]?.label ?? '',
            })}
            value={text}
            withAsterisk={rule === 'required'}
            aria-required={rule === 'required' || undefined}
            error={
              showErrors && (openState === 'required' || needsText)
                ? t('catalog.open_choice.custom_error')
                : undefined
            }
            data-unset={isOpen || needsText || undefined}
            styles={errorStyles}
            maxLength={200}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                applyCustom()
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={applyCustom} loading={find.isPending}>
            {t('catalog.configurator.apply')}
          </Button>
        </Group>
      )}
      {current && (
        <Text size="sm" data-testid="chosen-variation">
          {current.is_custom
            ? t('catalog.configurator.custom_chosen', { text: customText })
            : t('catalog.configurator.variation_chosen', { value: current.variation_value })}
          {variationPrice && variationPrice.discounted_price !== null && (
            <Text span c="dimmed" ml={6}>
              {variationPrice.discounted_price < 0
                ? t('catalog.to_be_quoted')
                : variationPrice.discounted_price > 0
                  ? `+ ${format(variationPrice.discounted_price)}`
                  : ''}
            </Text>
          )}
          {current.final_datasheet && (
            <Anchor href={current.final_datasheet} target="_blank" rel="noopener" ml={8} size="sm">
              {t('catalog.datasheet_link')}
            </Anchor>
          )}
        </Text>
      )}
      {openState === 'quotation' && (
        <Text size="sm" c="dark.6" data-testid="open-in-quotation">
          {t('catalog.open_choice.in_quotation', {
            attributes: template.attributes.map((a) => a.label).join(', '),
          })}
        </Text>
      )}
      {find.isError && (
        <Text size="sm" c="red.9" role="alert">
          {errorText(find.error, t)}
        </Text>
      )}
    </Stack>
  )
}
