import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core'
import {
  type Address,
  type AddressBody,
  type AddressClient,
  type AddressField,
  type AddressInput,
  addressBody,
} from '@shop/domain/accounts/address'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { blockingProblems, NEW_ADDRESS_ID } from '../../lib/address-draft.ts'
import { useSaveAddress } from '../../lib/addresses.ts'
import { ApiError } from '../../lib/api.ts'
import { errorText } from '../../lib/error-text.ts'
import { setServerErrors } from '../../lib/form-errors.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/notify.ts'
import { BusyButton } from '../busy-button.tsx'
import { ADDRESS_FORM_FIELDS, AddressFields, type AddressValues } from './address-fields.tsx'

/** The label of each field an address can be incomplete on, for the 'Dati non completi!' dialog. */
const FIELD_LABELS: Record<AddressField, string> = {
  cap: 'checkout.address.cap',
  address: 'checkout.address.street',
  city: 'checkout.address.city',
  tel: 'checkout.address.tel',
  esaedro_zone_code: 'checkout.address.country',
  piva: 'checkout.address.piva',
  codice_fiscale: 'checkout.address.codice_fiscale',
  usa_state_code: 'checkout.address.us_state',
  sdi_code: 'checkout.address.sdi_code',
}
const PROBLEM_FIELDS = Object.keys(FIELD_LABELS) as AddressField[]

/** Where the body carries a field: the SDI code is the client's, beside the address. */
const pathOf = (field: AddressField) => (field === 'sdi_code' ? field : (`address.${field}` as const))

type Props = {
  initial: AddressInput
  client: AddressClient | null
  /** The user has no client yet: one is made (POST user/create_client) before the first address is saved. */
  needsClient: boolean
  onCancel: () => void
  onSaved: (address: Address) => void
}

/**
 * Edits one address (new, id -1, or stored), checked with the schema the server uses (react-hook-form and zod). The
 * shared completeness rule runs before sending: an address it rejects is not sent, and a dialog titled 'Dati non
 * completi!' names what is missing (spec 2 §5); the server's own field errors show under the fields.
 */
export function AddressEditor({ initial, client, needsClient, onCancel, onSaved }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const save = useSaveAddress()
  const form = useForm<AddressValues, unknown, AddressBody>({
    resolver: zodResolver(addressBody),
    defaultValues: { address: initial, sdi_code: '' },
  })
  const [missing, setMissing] = useState<AddressField[]>([])
  const [general, setGeneral] = useState<string | null>(null)
  const isNew = initial.id === NEW_ADDRESS_ID

  const submit = form.handleSubmit((body) => {
    if (save.isPending) return
    setGeneral(null)
    const problems = blockingProblems(body.address, client, body.sdi_code)
    if (problems.length > 0) {
      // 'Dati non completi!': each field says so under it, and the dialog lists them.
      problems.forEach((field, i) => {
        form.setError(pathOf(field), { message: `addresses.missing.${field}` }, { shouldFocus: i === 0 })
      })
      return setMissing(problems)
    }
    save.mutate(
      { body, createClient: needsClient },
      {
        onSuccess: (saved) => {
          void notify({ message: t('addresses.saved') })
          onSaved(saved)
        },
        onError: (error) => {
          const shown = setServerErrors(form.setError, error, ADDRESS_FORM_FIELDS)
          // The server's refusal of an incomplete address is the same warning as the client's.
          const incomplete =
            error instanceof ApiError ? PROBLEM_FIELDS.filter((f) => error.fieldError(pathOf(f))) : []
          if (incomplete.length > 0) setMissing(incomplete)
          else if (!shown) setGeneral(errorText(error, t))
        },
      },
    )
  })

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="address-editor"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={3} size="h5" id={headingId}>
            {isNew ? t('checkout.address.new_title') : t('checkout.address.edit_title')}
          </Title>
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <AddressFields form={form} client={client} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <BusyButton type="submit" busy={save.isPending} data-testid="address-save">
              {t('checkout.address.save')}
            </BusyButton>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={missing.length > 0}
        onClose={() => setMissing([])}
        title={t('addresses.incomplete')}
        centered
        size="sm"
        zIndex={400}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 700 } }}
        data-testid="address-incomplete"
      >
        <Stack gap="md">
          <List size="sm">
            {missing.map((field) => (
              <List.Item key={field}>{t(FIELD_LABELS[field])}</List.Item>
            ))}
          </List>
          {missing.includes('sdi_code') && <Text size="sm">{t('checkout.address.sdi_code_missing')}</Text>}
          <Group justify="flex-end">
            <Button onClick={() => setMissing([])} data-autofocus>
              {t('common.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  )
}
