import { Alert, Anchor, Badge, Breadcrumbs, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { NotFoundStatus, Redirect } from '../../../shared/lib/server-answer.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { accessoriesQuery } from '../api.ts'
import { AccessoryConfigurator } from '../components/accessory-configurator.tsx'
import type { ConfigurationState } from '../components/configurator-types.ts'
import { parseVariations } from '../lib/variations-param.ts'

/**
 * /{lang}/prodotti/accessori/{code}?variations=…: a replacement accessory sold alone, configured on its own
 * (accessory_configurator, docs/decisions/017). The address follows the chosen variation (replaced, not pushed), so
 * a reload or a shared link restores it; a custom value's text never travels in the link (docs/decisions/009).
 */
export default function AccessoryPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const { accessoryCode = '' } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const accessories = useQuery(accessoriesQuery(lang))
  const accessory = accessories.data?.find(
    (a) => a.sold_alone && a.code.toUpperCase() === accessoryCode.toUpperCase(),
  )
  usePageHead(
    accessory
      ? {
          title: `${accessory.code} · ${accessory.name}`,
          description:
            accessory.description_short && t('meta.spare_part', { description: accessory.description_short }),
        }
      : { title: t('catalog.spare_parts.title') },
  )

  const urlVariations = params.get('variations') ?? ''
  // What the configurator itself wrote to the address: a different value there (back, a pasted link) restarts it.
  const lastWritten = useRef<string | null>(null)
  const startKey = useRef(urlVariations)
  if (lastWritten.current !== urlVariations && startKey.current !== urlVariations) {
    startKey.current = urlVariations
  }
  // Resources are in the page's language: after a switch the configurator starts again from the address.
  const startLang = useRef(lang)
  if (startLang.current !== lang) {
    startLang.current = lang
    startKey.current = urlVariations
  }

  const onChange = useCallback(
    (state: ConfigurationState) => {
      const variations = state.variationIds.join(',')
      lastWritten.current = variations
      const current = new URLSearchParams(window.location.search).get('variations') ?? ''
      if (current === variations) return
      navigate(
        { search: variations ? `?variations=${variations}` : '' },
        { replace: true, preventScrollReset: true },
      )
    },
    [navigate],
  )

  if (accessories.isPending) return <PageLoader />
  if (accessories.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(accessories.error, t)}
        </Alert>
      </Container>
    )
  }
  if (!accessory) {
    return (
      <Container size="lg" py="xl">
        <Stack>
          <NotFoundStatus />
          <Title order={1}>{t('catalog.accessory.not_found')}</Title>
          <Anchor component={Link} to={`/${lang}/prodotti#ricambi`}>
            {t('catalog.back_to_catalogue')}
          </Anchor>
        </Stack>
      </Container>
    )
  }
  // The canonical address holds the product code as the catalogue writes it (the page's own query, not window's:
  // this renders on the server too).
  if (accessory.code !== accessoryCode) {
    const search = params.size > 0 ? `?${params}` : ''
    return (
      <Redirect to={`/${lang}/prodotti/accessori/${encodeURIComponent(accessory.code)}${search}`} permanent />
    )
  }

  const startVariations = parseVariations(startKey.current)
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={`/${lang}/prodotti`}>
            {t('catalog.title')}
          </Anchor>
          <Anchor component={Link} to={`/${lang}/prodotti#ricambi`}>
            {t('catalog.spare_parts.title')}
          </Anchor>
          <Text span>{accessory.code}</Text>
        </Breadcrumbs>
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{accessory.name}</Title>
            <Badge variant="light" color="gray" c="dark.7" size="lg">
              {accessory.code}
            </Badge>
            <Badge variant="outline" color="blue" size="lg">
              {t('catalog.accessory.badge')}
            </Badge>
          </Group>
          <Text c="dimmed">{accessory.description_short}</Text>
        </Stack>
        <AccessoryConfigurator
          key={`${lang}|${startKey.current}`}
          mode="accessory_configurator"
          modeType="default"
          accessoryId={accessory.id}
          // A link's variations are checked by the server (decode_configuration), as on a model's page.
          code={startVariations.length > 0 ? accessory.code : undefined}
          variationIds={startVariations}
          onChange={onChange}
          onReset={() => navigate({ search: '' }, { replace: true })}
        />
      </Stack>
    </Container>
  )
}
