import type { Order } from '@shop/domain/orders/checkout-schemas'

/**
 * The router state that carries a bank-transfer order to /{lang}/user/orders (spec 2 §2.2 'Bank order submitted'),
 * where its bank details show. History state survives a reload of that page, not a new visit: the e-mail has them.
 */
export type BankOrderState = { bankOrder: Order }

export function bankOrderState(order: Order): BankOrderState {
  return { bankOrder: order }
}

/** The order a navigation's state carries, when it is one with bank details (anything else is ignored). */
export function readBankOrderState(state: unknown): Order | null {
  if (typeof state !== 'object' || state === null) return null
  const order = (state as Record<string, unknown>).bankOrder
  if (typeof order !== 'object' || order === null) return null
  const { order_ref, bank_transfer } = order as Record<string, unknown>
  if (typeof order_ref !== 'string' || typeof bank_transfer !== 'object' || bank_transfer === null)
    return null
  const bank = bank_transfer as Record<string, unknown>
  const complete = ['beneficiary', 'iban', 'bic', 'bank'].every((field) => typeof bank[field] === 'string')
  return complete ? (order as Order) : null
}
