import { ActionIcon, Group, Loader, TextInput } from '@mantine/core'
import type { CartLine } from '@shop/domain/orders/cart-schemas'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { useUpdateCart } from '../update-api.ts'

// The contract's limit (MAX_LINE_QTY); the server refuses more anyway.
const MAX_QTY = 9_999

/**
 * A line's quantity (spec 1 §4.5, spec 2 §4): a value above 0 updates the cart; 0 asks 'Rimuovere il prodotto dal
 * carrello?' and removes the line on Yes. A change made while another update runs is ignored and the field shows
 * the cart's quantity again.
 */
export function QuantityInput({ line, productName }: { line: CartLine; productName: string }) {
  const { t } = useTranslation()
  const update = useUpdateCart()
  const [draft, setDraft] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const id = useId()
  const shown = draft ?? String(line.qty)

  const commit = (value: number) => {
    if (!Number.isInteger(value) || value < 0) {
      setDraft(null)
      return
    }
    if (value === 0) {
      setConfirming(true)
      return
    }
    const qty = Math.min(value, MAX_QTY)
    setDraft(null)
    if (qty !== line.qty) update.tryQuantity({ kind: 'qty', lineId: line.id, qty })
  }

  return (
    <>
      <Group gap={4} wrap="nowrap" align="flex-end">
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('cart.qty.decrease', { name: productName })}
          onClick={() => commit(line.qty - 1)}
        >
          −
        </ActionIcon>
        <TextInput
          id={id}
          label={t('cart.qty.label')}
          aria-label={t('cart.qty.label_for', { name: productName })}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_QTY}
          w={84}
          value={shown}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={() => draft !== null && commit(Number(draft))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && draft !== null) commit(Number(draft))
            if (e.key === 'Escape') setDraft(null)
          }}
          rightSection={update.isPending ? <Loader size={14} aria-label={t('common.loading')} /> : null}
          styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
          data-testid="line-qty"
        />
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('cart.qty.increase', { name: productName })}
          onClick={() => commit(line.qty + 1)}
          disabled={line.qty >= MAX_QTY}
        >
          +
        </ActionIcon>
      </Group>
      <ConfirmDialog
        opened={confirming}
        danger
        title={t('cart.remove.question')}
        onNo={() => {
          setConfirming(false)
          setDraft(null)
        }}
        onYes={() => {
          setConfirming(false)
          setDraft(null)
          update.tryQuantity({ kind: 'remove', lineId: line.id })
        }}
      />
    </>
  )
}
