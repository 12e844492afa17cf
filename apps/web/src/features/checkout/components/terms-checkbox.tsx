import { Anchor, Checkbox } from '@mantine/core'
import { Link } from 'react-router'
import { Trans, useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { TERMS_ANCHOR } from '../../../shared/lib/terms-anchor.ts'

type Props = {
  checked: boolean
  onChange: (checked: boolean) => void
  /** Pressed the final button without ticking it: 'Occorre accettare le condizioni generali di vendita.' */
  showError: boolean
  'data-testid': string
}

/** The terms of sale the buyer accepts before ordering or paying: the payment step's and the wallet's, one text. */
export function TermsCheckbox({ checked, onChange, showError, 'data-testid': testId }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      required
      error={showError ? t('checkout.payment.terms_required') : undefined}
      label={
        <Trans
          i18nKey="checkout.payment.terms"
          components={{
            terms: (
              <Anchor component={Link} to={`/${lang}/privacy#${TERMS_ANCHOR}`} target="_blank" inherit />
            ),
          }}
        />
      }
      data-testid={testId}
    />
  )
}
