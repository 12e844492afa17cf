import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import { useEffect, useState } from 'react'
import { ApiError } from '../../../shared/lib/api.ts'
import { setTypedReference } from '../../../shared/lib/cart-sync.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { type TFunction, useTranslation } from '../../../shared/lib/i18n.ts'
import { usePercent } from '../lib/money.ts'
import { useUpdateCart } from '../update-api.ts'

/**
 * The server's message for a field of the cart payload, named by its path in the body ('cart.promo_code'), else the
 * general one.
 */
function fieldError(error: unknown, field: string, t: TFunction): string | undefined {
  if (!error) return undefined
  if (error instanceof ApiError) return error.fieldError(`cart.${field}`) ?? errorText(error, t)
  return errorText(error, t)
}

/**
 * The promo code (spec 2 §6: when enabled and none is applied yet) checked by its update button; the applied code
 * with its percent and a way to take it off. An unknown or expired code is the server's error on the field.
 */
export function PromoCodeField({ cart }: { cart: Cart }) {
  const { t } = useTranslation()
  const update = useUpdateCart()
  const percent = usePercent()
  const [code, setCode] = useState('')
  const applied = cart.applied_promo_code
  if (applied) {
    return (
      <Group justify="space-between" gap="xs" data-testid="promo-applied">
        <Text size="sm">
          {t('cart.promo.applied', { code: applied.code, perc: percent(applied.discount) })}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={update.isPending}
          onClick={() => update.mutate({ kind: 'promo', code: null })}
          aria-label={t('cart.promo.remove_for', { code: applied.code })}
        >
          {t('cart.promo.remove')}
        </Button>
      </Group>
    )
  }
  if (!cart.permissions.promo_code) return null
  const apply = () => {
    const value = code.trim()
    if (!value || update.isPending) return
    update.mutate({ kind: 'promo', code: value }, { onSuccess: () => setCode('') })
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        apply()
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('cart.promo.label')}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value)
            if (update.isError) update.reset()
          }}
          maxLength={50}
          autoComplete="off"
          error={fieldError(update.error, 'promo_code', t)}
          style={{ flex: 1 }}
          data-testid="promo-code"
        />
        <Button
          type="submit"
          variant="default"
          mt={25}
          aria-disabled={update.isPending || undefined}
          leftSection={update.isPending ? <Loader size={14} color="currentColor" /> : undefined}
        >
          {t('cart.promo.update')}
        </Button>
      </Group>
    </form>
  )
}

/** Order reference (a user with a client) or quotation reference (without one, or a cart to be quoted). */
export function ReferenceFields({ cart }: { cart: Cart }) {
  const { t } = useTranslation()
  const { order_reference, quotation_reference } = cart.permissions
  if (!order_reference && !quotation_reference) return null
  return (
    <Stack gap="xs">
      {order_reference && (
        <ReferenceField
          label={t('cart.reference.order')}
          value={cart.reference_client_code}
          field="reference_client_code"
        />
      )}
      {quotation_reference && (
        <ReferenceField
          label={t('cart.reference.quotation')}
          value={cart.quotation_reference}
          field="quotation_reference"
        />
      )}
    </Stack>
  )
}

function ReferenceField({
  label,
  value,
  field,
}: {
  label: string
  value: string
  field: 'reference_client_code' | 'quotation_reference'
}) {
  const { t } = useTranslation()
  const update = useUpdateCart()
  const [draft, setDraft] = useState<string | null>(null)
  const typed = draft === null || draft.trim() === value ? null : draft.trim()
  // A submission pressed before this is saved carries it (the save may still be on its way, or not yet started).
  useEffect(() => {
    setTypedReference(field, typed)
    return () => setTypedReference(field, null)
  }, [field, typed])
  const save = () => {
    if (draft === null) return
    if (draft.trim() === value) return setDraft(null)
    update.mutate({ kind: 'references', [field]: draft.trim() }, { onSuccess: () => setDraft(null) })
  }
  return (
    <TextInput
      label={label}
      value={draft ?? value}
      maxLength={200}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={save}
      onKeyDown={(e) => e.key === 'Enter' && save()}
      error={fieldError(update.error, field, t)}
      data-testid={field}
    />
  )
}
