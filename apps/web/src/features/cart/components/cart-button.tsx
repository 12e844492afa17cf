import { Anchor, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLang } from '../../../shared/lib/lang.ts'
import { Disclosure } from '../../../shared/ui/disclosure.tsx'
import { CartIcon } from '../../../shared/ui/icons.tsx'

/** The header cart button (spec 2 §2.1); the cart issue gives it the real quantity and the cart modal. */
export function CartButton() {
  const { t } = useTranslation()
  const lang = useLang()
  const count = 0
  return (
    <Disclosure
      width={240}
      buttonLabel={count}
      buttonProps={{ leftSection: <CartIcon size={18} />, 'aria-label': t('cart.button', { count }) }}
    >
      {(close) => (
        <>
          <Text size="sm" mb="xs">
            {t('cart.empty')}
          </Text>
          <Anchor component={Link} to={`/${lang}/prodotti`} size="sm" onClick={close}>
            {t('home.catalogue.cta')}
          </Anchor>
        </>
      )}
    </Disclosure>
  )
}
