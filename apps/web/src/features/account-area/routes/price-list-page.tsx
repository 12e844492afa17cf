import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLang } from '../../../shared/lib/lang.ts'
import { useCurrentUser } from '../../../shared/lib/session.ts'
import { AreaPage } from '../../../shared/ui/area-page.tsx'

/**
 * /{lang}/user/price-list/{id?} (spec 3 §2): open only to a company that sees prices (the layout sends anyone else
 * back). The spec shows nothing of the page beyond two calls no issue has built; the company's own prices are the
 * catalogue's and the configurator's for this user, so the page says so and leads there.
 */
export default function PriceListPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const user = useCurrentUser()
  return (
    <AreaPage title={t('area.price_list.title')} testId="price-list-page">
      <Text>{t('area.price_list.text', { company: user?.client?.ragione ?? '' })}</Text>
      <Group gap="sm">
        <Button component={Link} to={`/${lang}/prodotti`}>
          {t('home.catalogue.cta')}
        </Button>
        <Button component={Link} to={`/${lang}/prodotti/wizard`} variant="outline">
          {t('home.wizard.cta')}
        </Button>
      </Group>
    </AreaPage>
  )
}
