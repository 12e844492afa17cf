import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core'
import type { Address, AddressInput } from '@shop/domain/accounts/address'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { NEW_ADDRESS_ID, newAddress, toAddressInput } from '../../lib/address-draft.ts'
import { addressesQuery, useDeleteAddress } from '../../lib/addresses.ts'
import { errorText } from '../../lib/error-text.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { countriesQuery } from '../../lib/lookups.ts'
import { useCurrentUser } from '../../lib/session.ts'
import { ConfirmDialog } from '../confirm-dialog.tsx'
import { PageLoader } from '../page-loader.tsx'
import { AddressCard } from './address-card.tsx'
import { AddressEditor } from './address-editor.tsx'

/** The heading of each section of the addresses screen. */
const BOOK_TITLES: Record<Address['address_type'], string> = {
  main: 'area.addresses.billing',
  address: 'area.addresses.delivery',
}

type Props =
  | {
      /**
       * The addresses screen (spec 3 §2): one section per kind, the billing data (the main address, added only while
       * the company has none) or the delivery addresses; `editId` opens that address for editing, and `onEditEnd`
       * hears when its editor closes.
       */
      mode: 'manage'
      kind: Address['address_type']
      editId?: number | null
      onEditEnd?: () => void
    }
  | {
      /** Selector mode (spec 2 §2.4, spec 3 §2): a radio per address picks the shipment address. */
      mode: 'select'
      selectedId: number | null
      onSelect: (address: Address) => void
      error?: string
    }

/**
 * The address book (spec 2 §2.4): the company's addresses with edit and delete, 'Nuovo indirizzo' adding a local
 * draft (id -1) that cancelling discards, and in selector mode the choice of the shipment address. The checkout's
 * shipping step and the completion flow use its selector, the area's addresses screen its sections.
 */
export function AddressBook(props: Props) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const headingId = useId()
  const addresses = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user) })
  const countries = useQuery(countriesQuery())
  const remove = useDeleteAddress()
  // undefined until the user opens or closes an editor: until then the address named by `editId` is the one open.
  const [editing, setEditing] = useState<AddressInput | null | undefined>(undefined)
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
  const manage = props.mode === 'manage' ? props : null
  const list = manage ? addresses.data.filter((a) => a.address_type === manage.kind) : addresses.data
  const named = manage?.editId ? list.find((a) => a.id === manage.editId) : undefined
  const open = editing === undefined ? (named ? toAddressInput(named) : null) : editing
  const close = () => {
    setEditing(null)
    manage?.onEditEnd?.()
  }
  // The billing data is one address: it can be added only while the company has none (spec 3 §2 'no add').
  const canAdd = manage?.kind !== 'main' || list.length === 0
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
        onCancel={close}
        onSaved={(saved) => {
          close()
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
      {open?.id === NEW_ADDRESS_ID && editor(open)}
      {list.map((address) =>
        open?.id === address.id ? (
          editor(open)
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
        {/* A section of its own screen in the area (under the page's h1), a part of a step in the checkout. */}
        <Title order={manage ? 2 : 3} size="h4" id={headingId}>
          {t(manage ? BOOK_TITLES[manage.kind] : 'checkout.address.choose')}
        </Title>
        {canAdd && (
          <Button
            variant="light"
            size="compact-md"
            onClick={() =>
              setEditing(
                newAddress(
                  manage?.kind ??
                    (list.some((a) => a.address_type === 'main') || !user.client ? 'address' : 'main'),
                ),
              )
            }
            disabled={open?.id === NEW_ADDRESS_ID}
            data-testid="address-new"
          >
            {t(manage?.kind === 'main' ? 'area.addresses.add_billing' : 'checkout.address.new')}
          </Button>
        )}
      </Group>
      {list.length === 0 && !open && <Text size="sm">{t('checkout.address.none')}</Text>}
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
