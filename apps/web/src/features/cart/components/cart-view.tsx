import { Alert, Box, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { CartIcon } from '../../../shared/ui/icons.tsx'
import { cartQuery } from '../api.ts'

/** The cart of the page's language. */
export function useCart() {
  const lang = useLang()
  return useQuery(cartQuery(lang))
}

/** An empty cart: a message and a link back to the catalogue (spec 2 §2.3). */
export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Paper withBorder radius="md" p="xl" data-testid="cart-empty">
      <Stack gap="sm" align="center" ta="center">
        <Box c="gray.6">
          <CartIcon size={40} />
        </Box>
        <Text fw={600}>{t('cart.empty')}</Text>
        <Button component={Link} to={`/${lang}/prodotti`} onClick={onNavigate} variant="light">
          {t('catalog.back_to_catalogue')}
        </Button>
      </Stack>
    </Paper>
  )
}

/** While the cart loads, or when it could not be read. */
export function CartPending({ error }: { error: unknown }) {
  const { t } = useTranslation()
  if (error) {
    return (
      <Alert color="red" role="alert" title={t('common.error_title')}>
        {errorText(error, t)}
      </Alert>
    )
  }
  return (
    <Center mih={160}>
      <Loader aria-label={t('common.loading')} />
    </Center>
  )
}
