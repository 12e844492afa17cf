import { Alert, Button, Group, List, Modal, Paper, Stack, Title } from '@mantine/core'
import type { Address, AddressClient, AddressField, AddressInput } from '@shop/domain/accounts/address'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/lib/api.ts'
import { errorText, messageText } from '../../../shared/lib/error-text.ts'
import { notify } from '../../../shared/lib/notify.ts'
import { BusyButton } from '../../../shared/ui/busy-button.tsx'
import { useSaveAddress } from '../address-api.ts'
import { blockingProblems, NEW_ADDRESS_ID } from '../lib/address-draft.ts'
import { type AddressErrors, AddressFields } from './address-fields.tsx'

/** The label of each field an address can be incomplete on, for the 'Dati non completi!' dialog. */
const FIELD_LABELS: Record<AddressField, string> = {
  cap: 'checkout.address.cap',
  address: 'checkout.address.street',
  city: 'checkout.address.city',
  tel: 'checkout.address.tel',
  esaedro_zone_code: 'checkout.address.country',
  piva: 'checkout.address.piva',
  codice_fiscale: 'checkout.address.codice_fiscale',
  sdi_code: 'checkout.address.sdi_code',
  usa_state_code: 'checkout.address.us_state',
}

type Props = {
  initial: AddressInput
  client: AddressClient | null
  /** The user has no client yet: one is made (POST user/create_client) before the first address is saved. */
  needsClient: boolean
  onCancel: () => void
  onSaved: (address: Address) => void
}

/**
 * Edits one address (new, id -1, or stored). The shared completeness rule runs before sending: an address it rejects
 * is not sent, and a dialog titled 'Dati non completi!' names what is missing (spec 2 §5); the server's own field
 * errors show under the fields.
 */
export function AddressEditor({ initial, client, needsClient, onCancel, onSaved }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const save = useSaveAddress()
  const [value, setValue] = useState(initial)
  const [errors, setErrors] = useState<AddressErrors>({})
  const [missing, setMissing] = useState<AddressField[]>([])
  const [general, setGeneral] = useState<string | null>(null)
  const isNew = initial.id === NEW_ADDRESS_ID

  const submit = () => {
    if (save.isPending) return
    setGeneral(null)
    const problems = blockingProblems(value, client)
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((f) => [f, t(`addresses.missing.${f}`)])))
      setMissing(problems)
      return
    }
    setErrors({})
    save.mutate(
      { address: value, createClient: needsClient },
      {
        onSuccess: (address) => {
          void notify({ message: t('addresses.saved') })
          onSaved(address)
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return setGeneral(errorText(error, t))
          const fieldErrors: AddressErrors = {}
          // Named by their path in the body, { address: { … } }: 'address.cap'.
          for (const [field, messages] of Object.entries(error.errors)) {
            if (!field.startsWith('address.')) continue
            const key = field.slice('address.'.length) as keyof AddressInput
            if (key in value && messages[0]) fieldErrors[key] = messageText(messages[0], t)
          }
          setErrors(fieldErrors)
          const fields = Object.keys(fieldErrors).filter((f): f is AddressField => f in FIELD_LABELS)
          // The server's refusal of an incomplete address is the same warning as the client's.
          if (fields.length > 0) setMissing(fields)
          else setGeneral(errorText(error, t))
        },
      },
    )
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="address-editor"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Stack gap="md">
          <Title order={3} size="h5" id={headingId}>
            {isNew ? t('checkout.address.new_title') : t('checkout.address.edit_title')}
          </Title>
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <AddressFields
            value={value}
            errors={errors}
            onChange={setValue}
            personaFisica={client?.persona_fisica ?? false}
          />
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
