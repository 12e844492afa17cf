import { SimpleGrid, Textarea, TextInput } from '@mantine/core'
import type { Cart, CartLine } from '@shop/domain/orders/cart-schemas'
import { useState } from 'react'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useUpdateCart } from '../update-api.ts'

type Field = 'notes' | 'client_product_ref'

/**
 * The line's notes and the customer's own product code, where the client allows them (spec 2 §6). Each is saved
 * when the field is left; a code typed here is kept as the client's code for the configuration (issue 10 item 8).
 */
export function LineFields({ line, cart, productName }: { line: CartLine; cart: Cart; productName: string }) {
  const { t } = useTranslation()
  const { line_notes, client_product_ref } = cart.permissions
  if (!line_notes && !client_product_ref) return null
  // The body sends the lines in the cart's order: a line's field errors are named 'cart.lines.{index}.notes'.
  const index = cart.lines.findIndex((l) => l.id === line.id)
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {client_product_ref && (
        <LineTextField
          line={line}
          index={index}
          field="client_product_ref"
          label={t('cart.line.client_product_ref')}
          productName={productName}
          maxLength={100}
        />
      )}
      {line_notes && (
        <LineTextField
          line={line}
          index={index}
          field="notes"
          label={t('cart.line.notes')}
          productName={productName}
          maxLength={1000}
          multiline
        />
      )}
    </SimpleGrid>
  )
}

function LineTextField({
  line,
  index,
  field,
  label,
  productName,
  maxLength,
  multiline = false,
}: {
  line: CartLine
  /** The line's place in the cart, and in the body that changes it. */
  index: number
  field: Field
  label: string
  productName: string
  maxLength: number
  multiline?: boolean
}) {
  const { t } = useTranslation()
  const update = useUpdateCart()
  const [draft, setDraft] = useState<string | null>(null)
  const value = draft ?? line[field]
  const save = () => {
    if (draft === null) return
    if (draft.trim() === line[field]) {
      setDraft(null)
      return
    }
    update.mutate(
      { kind: 'line', lineId: line.id, [field]: draft.trim() },
      { onSuccess: () => setDraft(null) },
    )
  }
  const error =
    update.error instanceof ApiError
      ? (update.error.fieldError(`cart.lines.${index}.${field}`) ?? errorText(update.error, t))
      : update.error
        ? errorText(update.error, t)
        : undefined
  const common = {
    label,
    'aria-label': `${label}: ${productName}`,
    size: 'xs' as const,
    maxLength,
    value,
    onChange: (e: { currentTarget: { value: string } }) => setDraft(e.currentTarget.value),
    onBlur: save,
    error,
    'data-testid': `line-${field}`,
  }
  return multiline ? <Textarea {...common} autosize minRows={1} maxRows={4} /> : <TextInput {...common} />
}
