import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { NotFoundStatus, Redirect } from '../../../shared/lib/server-answer.tsx'
import { sessionQuery } from '../../../shared/lib/session.ts'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { baseModelsLightQuery, pricesQuery } from '../api.ts'
import type { ConfigurationState } from '../components/configurator-types.ts'
import { ModelGallery } from '../components/gallery.tsx'
import { ProductConfigurator } from '../components/product-configurator.tsx'
import { modelHead } from '../lib/model-head.ts'
import { parseVariations } from '../lib/variations-param.ts'

/**
 * /{lang}/prodotti/{baseModelCode}?code=…&variations=…: the configurator. The address follows every change
 * (replaced, not pushed), so a reload or a shared link restores the same configuration.
 */
export default function ModelPage() {
  const { t } = useTranslation()
  const lang = useLang()
  const { modelCode = '' } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const models = useQuery(baseModelsLightQuery(lang))
  const model = models.data?.find((m) => m.code.toUpperCase() === modelCode.toUpperCase())
  const session = useQuery(sessionQuery())
  // The schema.org offer shows the price everyone sees, so it is read as a visitor's, and only when prices are public.
  const publicPrices = session.data?.user === null && session.data.settings.show_public_prices
  const publicPrice = useQuery(
    pricesQuery({ ids: [], bm_id: model?.id ?? 0, lang }, null, publicPrices && !!model),
  )
  const brand = session.data?.settings.provider?.company_name ?? t('header.brand')
  usePageHead(
    model
      ? modelHead(model, { lang, brand, publicPrice: publicPrice.data?.products[model.id] })
      : { title: t('catalog.title') },
  )

  const urlCode = params.get('code') ?? ''
  const urlVariations = params.get('variations') ?? ''
  // What the configurator itself wrote to the address: a different code there (back, a pasted link) restarts it.
  const lastWritten = useRef<string | null>(null)
  const startKey = useRef(`${urlCode}|${urlVariations}`)
  if (
    lastWritten.current !== `${urlCode}|${urlVariations}` &&
    startKey.current !== `${urlCode}|${urlVariations}`
  ) {
    startKey.current = `${urlCode}|${urlVariations}`
  }
  // Resources are in the page's language: after a switch the configurator starts again from the address,
  // which already holds every choice made so far.
  const startLang = useRef(lang)
  if (startLang.current !== lang) {
    startLang.current = lang
    startKey.current = `${urlCode}|${urlVariations}`
  }
  const [startCode, startVariations] = startKey.current.split('|') as [string, string]

  const onChange = useCallback(
    (state: ConfigurationState) => {
      if (!state.code) return
      const variations = state.variationIds.join(',')
      lastWritten.current = `${state.code}|${variations}`
      const current = new URLSearchParams(window.location.search)
      if (current.get('code') === state.code && (current.get('variations') ?? '') === variations) return
      // Written by hand: codes are [A-Z0-9-] and ids digits, and a link reads better with bare commas.
      const search = `?code=${state.code}${variations ? `&variations=${variations}` : ''}`
      navigate({ search }, { replace: true, preventScrollReset: true })
    },
    [navigate],
  )

  if (models.isPending) return <PageLoader />
  if (models.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(models.error, t)}
        </Alert>
      </Container>
    )
  }
  if (!model) {
    return (
      <Container size="lg" py="xl">
        <Stack>
          <NotFoundStatus />
          <Title order={1}>{t('catalog.model_not_found')}</Title>
          <Anchor component={Link} to={`/${lang}/prodotti`}>
            {t('catalog.back_to_catalogue')}
          </Anchor>
        </Stack>
      </Container>
    )
  }
  // A code of another model: its own page.
  const codeModel = startCode
    ? models.data.find((m) => startCode.toUpperCase().split('-')[0] === m.configuration_code)
    : undefined
  if (codeModel && codeModel.id !== model.id) {
    // The page's own query (not window's: this renders on the server too).
    const search = new URLSearchParams(params)
    return <Redirect to={`/${lang}/prodotti/${encodeURIComponent(codeModel.code)}?${search}`} permanent />
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={`/${lang}/prodotti`}>
            {t('catalog.title')}
          </Anchor>
          <Text span>{model.code}</Text>
        </Breadcrumbs>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1}>{model.name}</Title>
              <Badge variant="light" color="gray" c="dark.7" size="lg">
                {model.code}
              </Badge>
            </Group>
            <Text c="dimmed">{model.description_short}</Text>
            {model.certification_markings.length > 0 && (
              <Group gap={6}>
                {model.certification_markings.map((c) => (
                  <Badge key={c} variant="outline" color="gray" c="dark.6" size="sm">
                    {c}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
          <ModelGallery model={model} />
        </SimpleGrid>
        <ProductConfigurator
          key={`${lang}|${startKey.current}`}
          mode="product_configurator"
          modeType="default"
          baseModelId={model.id}
          code={startCode || undefined}
          variationIds={parseVariations(startVariations)}
          onChange={onChange}
          onReset={() => navigate({ search: '' }, { replace: true })}
        />
      </Stack>
    </Container>
  )
}
