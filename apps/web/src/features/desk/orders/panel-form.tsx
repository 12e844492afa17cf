import { Alert, Stack, Title } from '@mantine/core'
import type { DeskFulfilment } from '@shop/domain/desk/order-schemas'
import type { FormEventHandler, ReactNode } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'

/**
 * A form of the fulfilment panel: named by its heading, the refusal that landed on no field above the fields, and the
 * confirmation dialog every desk change asks before it is sent (issue 24 item 10).
 */
export function PanelForm({
  id,
  title,
  failure,
  onSubmit,
  confirm,
  children,
}: {
  id: string
  title: string
  failure: string | null
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The question while the form waits for its answer (null otherwise), the yes button and what each answer does. */
  confirm: { title: string | null; yes: string; help?: string; onYes: () => void; onNo: () => void }
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {children}
      </Stack>
      <ConfirmDialog
        opened={confirm.title !== null}
        title={confirm.title ?? ''}
        yesLabel={confirm.yes}
        noLabel={t('common.cancel')}
        onYes={confirm.onYes}
        onNo={confirm.onNo}
      >
        {confirm.help}
      </ConfirmDialog>
    </form>
  )
}

/** A line as staff name it on the panel: its number on the order and its configuration code. */
export function lineName(lines: DeskFulfilment['lines'], id: number): string {
  const index = lines.findIndex((l) => l.id === id)
  return index < 0 ? `#${id}` : `${index + 1}. ${lines[index]?.configuration_code}`
}
