import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core'
import type { Address, AddressInput } from '@shop/domain/accounts/address'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../shared/lib/error-text.ts'
import { countriesQuery } from '../../../shared/lib/lookups.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { addressesQuery, useDeleteAddress } from '../address-api.ts'
import { NEW_ADDRESS_ID, newAddress, toAddressInput } from '../lib/address-draft.ts'
import { AddressCard } from './address-card.tsx'
import { AddressEditor } from './address-editor.tsx'

type Props =
  | { mode: 'manage' }
  | {
      /** Selector mode (spec 2 §2.4, spec 3 §2): a radio per address picks the shipment address. */
      mode: 'select'
      selectedId: number | null
      onSelect: (address: Address) => void
      error?: string
    }

/**
 * The address book (spec 2 §2.4): the company's addresses with edit and delete, 'Nuovo indirizzo' adding a local
 * draft (id -1) that cancelling discards, and in selector mode the choice of the shipment address.
 */
export function AddressBook(props: Props) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const headingId = useId()
  const addresses = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user) })
  const countries = useQuery(countriesQuery())
  const remove = useDeleteAddress()
  const [editing, setEditing] = useState<AddressInput | null>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  if (!user) return null
  if (!addresses.data) {
    return addresses.error ? (
      <Alert color="red" role="alert">
        {errorText(addresses.error, t)}
      </Alert>
    ) : (
      <PageLoader />
    )
  }
  const list = addresses.data
  const client = user.client
    ? { sdi_code: user.client.sdi_code, persona_fisica: user.client.persona_fisica }
    : null
  const countryName = (zone: string) => countries.data?.find((c) => c.zone_code === zone)?.short_name
  const select = props.mode === 'select' ? props : null

  const editor = (initial: AddressInput) => (
    <li key={`editor-${initial.id}`} style={{ listStyle: 'none' }}>
      <AddressEditor
        initial={initial}
        client={client}
        needsClient={!user.client}
        onCancel={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null)
          if (select && saved.is_valid) select.onSelect(saved)
        }}
      />
    </li>
  )

  const confirmDelete = () => {
    const target = deleting
    setDeleting(null)
    if (!target) return
    setDeleteError(null)
    remove.mutate(target.id, { onError: (error) => setDeleteError(errorText(error, t)) })
  }

  const items = (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
      {editing?.id === NEW_ADDRESS_ID && editor(editing)}
      {list.map((address) =>
        editing?.id === address.id ? (
          editor(editing)
        ) : (
          <AddressCard
            key={address.id}
            address={address}
            countryName={countryName(address.esaedro_zone_code)}
            selectable={select !== null}
            onEdit={() => setEditing(toAddressInput(address))}
            onDelete={() => setDeleting(address)}
          />
        ),
      )}
    </Stack>
  )

  return (
    <Stack gap="sm" data-testid="address-book">
      <Group justify="space-between" align="center">
        <Title order={3} size="h4" id={headingId}>
          {select ? t('checkout.address.choose') : t('checkout.address.book')}
        </Title>
        <Button
          variant="light"
          size="compact-md"
          onClick={() =>
            setEditing(
              newAddress(list.some((a) => a.address_type === 'main') || !user.client ? 'address' : 'main'),
            )
          }
          disabled={editing?.id === NEW_ADDRESS_ID}
          data-testid="address-new"
        >
          {t('checkout.address.new')}
        </Button>
      </Group>
      {list.length === 0 && editing === null && <Text size="sm">{t('checkout.address.none')}</Text>}
      {deleteError && (
        <Alert color="red" role="alert">
          {deleteError}
        </Alert>
      )}
      {select ? (
        <Radio.Group
          value={select.selectedId === null ? null : String(select.selectedId)}
          onChange={(id) => {
            const chosen = list.find((a) => String(a.id) === id)
            if (chosen) select.onSelect(chosen)
          }}
          aria-labelledby={headingId}
          error={select.error}
          required
        >
          {items}
        </Radio.Group>
      ) : (
        items
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('checkout.address.delete_confirm')}
        yesLabel={t('common.delete')}
        noLabel={t('common.cancel')}
        danger
        onYes={confirmDelete}
        onNo={() => setDeleting(null)}
      />
    </Stack>
  )
}
