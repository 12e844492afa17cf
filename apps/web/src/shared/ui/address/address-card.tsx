import { Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core'
import type { Address } from '@shop/domain/accounts/address'
import { addressLines } from '@shop/domain/accounts/address-text'
import { useTranslation } from '../../lib/i18n.ts'

type Props = {
  address: Address
  countryName: string | undefined
  /** Selector mode: the card holds a radio of the group around the list. */
  selectable: boolean
  onEdit: () => void
  onDelete: () => void
}

/** One address of the book: its lines, what it is, 'Dati non completi!' when the rules find it incomplete. */
export function AddressCard({ address, countryName, selectable, onEdit, onDelete }: Props) {
  const { t } = useTranslation()
  const [first = '', ...rest] = addressLines(address, countryName)
  const name = first || t('checkout.address.untitled')
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="address-card">
      {/* On a narrow screen the buttons go under the address rather than squeezing it. */}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          {selectable && (
            <Radio
              value={String(address.id)}
              // An incomplete address cannot be shipped to: it is edited first.
              disabled={!address.is_valid}
              aria-label={name}
              mt={2}
            />
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {name}
            </Text>
            {rest.map((line) => (
              <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
            <Group gap={6} mt={4}>
              {address.address_type === 'main' && (
                <Badge variant="light" color="gray">
                  {t('checkout.address.main')}
                </Badge>
              )}
              {address.delivery_default && <Badge variant="light">{t('checkout.address.default')}</Badge>}
              {!address.is_valid && (
                <Badge variant="light" color="red" data-testid="address-incomplete-badge">
                  {t('addresses.incomplete')}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap" ml="auto">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onEdit}
            aria-label={t('checkout.address.edit_for', { name })}
          >
            {t('common.edit')}
          </Button>
          {address.address_type !== 'main' && (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              size="compact-sm"
              onClick={onDelete}
              aria-label={t('checkout.address.delete_for', { name })}
            >
              {t('common.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  )
}
