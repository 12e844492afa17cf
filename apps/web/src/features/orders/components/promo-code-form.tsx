import { zodResolver } from '@hookform/resolvers/zod'
import { Group, TextInput } from '@mantine/core'
import { addPromoCodeBody } from '@shop/domain/orders/area-schemas'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { setServerErrors } from '../../../shared/lib/form-errors.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { useQuotationAction } from '../api.ts'

type Values = z.input<typeof addPromoCodeBody>
type Body = z.output<typeof addPromoCodeBody>

/**
 * A promo code on a quotation request still being priced (spec 3 §2 'a promo code can be added if it is not
 * expired'): the cart's rules on the server, whose refusal ('expired', 'unknown', too many tries) lands on the field.
 */
export function PromoCodeForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation()
  const action = useQuotationAction()
  const [general, setGeneral] = useState<string | null>(null)
  const form = useForm<Values, unknown, Body>({
    resolver: zodResolver(addPromoCodeBody),
    defaultValues: { id: orderId, promo_code: '' },
  })
  const submit = form.handleSubmit((body) => {
    if (action.isPending) return
    setGeneral(null)
    action.mutate(
      { kind: 'add_promo_code', id: body.id, promo_code: body.promo_code },
      {
        onSuccess: (message) => void notify({ message: message ?? '' }),
        onError: (error) => {
          if (!setServerErrors(form.setError, error, ['promo_code'])) setGeneral(errorText(error, t))
        },
      },
    )
  })
  return (
    <form onSubmit={submit} noValidate data-testid="promo-code-form">
      <Group align="flex-start" gap="xs">
        <TextInput
          label={t('orders.actions.promo_code')}
          maxLength={50}
          autoComplete="off"
          {...form.register('promo_code')}
          error={messageText(form.formState.errors.promo_code?.message, t) ?? general}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <BusyButton type="submit" busy={action.isPending} variant="default" mt={{ base: 0, xs: 25 }}>
          {t('orders.actions.promo_code_apply')}
        </BusyButton>
      </Group>
    </form>
  )
}
