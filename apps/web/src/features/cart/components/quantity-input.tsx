import { ActionIcon, Box, Group, Loader, Text, TextInput } from '@mantine/core'
import type { CartLine } from '@shop/domain/orders/cart-schemas'
import { MAX_LINE_QTY } from '@shop/domain/orders/cart-schemas'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { quantityOutcome } from '../lib/quantity.ts'
import { useUpdateCart } from '../update-api.ts'

/** Why a typed quantity was not taken as it is: more than a line holds, or not a whole number from 1 up. */
type QtyNotice = { kind: 'clamped' } | { kind: 'invalid'; kept: number } | null

/**
 * A line's quantity (spec 1 §4.5, spec 2 §4): a value above 0 updates the cart; 0 asks 'Rimuovere il prodotto dal
 * carrello?' and removes the line on Yes. More than MAX_LINE_QTY becomes MAX_LINE_QTY, and a negative or decimal
 * number leaves the quantity as it was: either way a message under the field says why (issue 23), announced to screen
 * readers. A change made while another update runs is ignored and the field shows the cart's quantity again.
 */
export function QuantityInput({
  line,
  productName,
  children,
}: {
  line: CartLine
  productName: string
  /** Placed at the end of the controls' row (the line's remove button), above the message. */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const update = useUpdateCart()
  const [draft, setDraft] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [notice, setNotice] = useState<QtyNotice>(null)
  const id = useId()
  const lang = useLang()
  // Grouped as the shop writes its amounts ('9.999').
  const count = (n: number) => new Intl.NumberFormat(lang, { useGrouping: 'always' }).format(n)
  const max = count(MAX_LINE_QTY)
  const shown = draft ?? String(line.qty)

  const commit = (value: number) => {
    const outcome = quantityOutcome(value)
    if (outcome.action === 'remove') {
      setNotice(null)
      setConfirming(true)
      return
    }
    setDraft(null)
    if (outcome.action === 'keep') {
      setNotice({ kind: 'invalid', kept: line.qty })
      return
    }
    setNotice(outcome.clamped ? { kind: 'clamped' } : null)
    if (outcome.qty !== line.qty) update.tryQuantity({ kind: 'qty', lineId: line.id, qty: outcome.qty })
  }
  const noticeText =
    notice?.kind === 'clamped'
      ? t('cart.qty.clamped', { max })
      : notice?.kind === 'invalid'
        ? t('cart.qty.invalid', { max, qty: count(notice.kept) })
        : ''

  return (
    <Box>
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
          max={MAX_LINE_QTY}
          w={84}
          value={shown}
          onChange={(e) => {
            setDraft(e.currentTarget.value)
            setNotice(null)
          }}
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
          disabled={line.qty >= MAX_LINE_QTY}
        >
          +
        </ActionIcon>
        {children}
      </Group>
      {/* A live region always in the page, so the message is announced when it appears (Mantine keeps the input's
          aria-describedby for its own description and error). */}
      <Text role="status" size="xs" c="red.9" maw={320} mt={notice ? 4 : 0} data-testid="line-qty-notice">
        {noticeText}
      </Text>
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
    </Box>
  )
}
