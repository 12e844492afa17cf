import { Alert } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { addressesQuery } from '../../../shared/lib/addresses.ts'
import { areaPath } from '../../../shared/lib/area-routes.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { parseOrderId } from '../../../shared/lib/orders.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { AddressBook } from '../../../shared/ui/address/address-book.tsx'
import { AreaPage } from '../../../shared/ui/area-page.tsx'
import { NoClientNotice } from '../../../shared/ui/no-client-notice.tsx'

/**
 * /{lang}/user/address/{id?} (spec 3 §2 Addresses screen): with a company, its billing data (the main address) and
 * its delivery addresses, with the checkout's own address book and editor; with an id, that address opens for
 * editing, and closing it comes back to the screen's own address. Without a company, the notice that the account is
 * not linked to a verified customer yet; a company the provider has not verified yet keeps its addresses editable
 * beside that notice, as the checkout made them.
 */
export default function AddressesPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const { addressId } = useParams()
  const editId = parseOrderId(addressId)
  const addresses = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user?.client) })
  if (!user) return null
  const missing =
    addressId !== undefined && addresses.data && !addresses.data.some((address) => address.id === editId)
  const onEditEnd = () => {
    if (addressId !== undefined) void navigate(areaPath(lang, 'addresses'), { replace: true })
  }
  return (
    <AreaPage title={t('area.addresses.title')} testId="addresses-page">
      {!user.client?.verified && <NoClientNotice />}
      {missing && (
        <Alert color="orange" variant="light" role="status">
          {t('area.addresses.not_found')}
        </Alert>
      )}
      {user.client && (
        <>
          <AddressBook mode="manage" kind="main" editId={editId} onEditEnd={onEditEnd} />
          <AddressBook mode="manage" kind="address" editId={editId} onEditEnd={onEditEnd} />
        </>
      )}
    </AreaPage>
  )
}
