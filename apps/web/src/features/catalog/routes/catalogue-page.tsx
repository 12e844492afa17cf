import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { Accessory, BaseModelLight } from '@shop/domain/catalog/schemas'
import { useQueries, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useCartActions } from '../../../shared/lib/cart-actions.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import {
  accessoriesQuery,
  baseModelsLightQuery,
  pricesQuery,
  productFamiliesQuery,
  siteTextsQuery,
} from '../api.ts'
import type { AddToCartTarget } from '../components/add-to-cart-dialog.tsx'
import { NoPriceNote, PriceLine, PriceNotice, usePriceViewer } from '../components/prices.tsx'

/** The cards' picture area: a 600 × 800 drawing fits it whole, about 180 px wide. */
const PICTURE_HEIGHT = 240

// The configurator in its add_to_cart mode loads when a card's add button is first pressed.
const AddToCartDialog = lazy(() => import('../components/add-to-cart-dialog.tsx'))

/** /{lang}/prodotti: the families and their base models, with the visitor's price where they may see it. */
export default function CataloguePage() {
  const { t } = useTranslation()
  const lang = useLang()
  usePageHead({ title: t('catalog.title'), description: t('meta.catalogue') })
  const families = useQuery(productFamiliesQuery(lang))
  const models = useQuery(baseModelsLightQuery(lang))
  const texts = useQuery(siteTextsQuery(lang))
  const { viewer, userId, mayShowPrices } = usePriceViewer()
  // One call per model: the base model always comes back priced whole under its own id.
  const accessories = useQuery(accessoriesQuery(lang))
  const spareParts = (accessories.data ?? []).filter((a) => a.sold_alone)
  // One call per model, and per spare part (one product id space): each comes back priced whole under its own id.
  const prices = useQueries({
    queries: [...(models.data ?? []), ...spareParts].map((p) =>
      pricesQuery({ ids: [], bm_id: p.id, lang }, userId, mayShowPrices),
    ),
  })
  const priceOf = (id: number) => prices.find((p) => p.data?.products[id])?.data?.products[id]
  const intro = texts.data?.find((x) => x.key === 'catalog_intro')?.text
  const [adding, setAdding] = useState<AddToCartTarget | null>(null)
  // Kept mounted after the first open, so the dialog's closing transition plays.
  const dialogLoaded = useRef(false)
  if (adding) dialogLoaded.current = true

  if (families.isPending || models.isPending) return <PageLoader />
  if (families.isError || models.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(families.error ?? models.error, t)}
        </Alert>
      </Container>
    )
  }
  const pricesLoading = prices.some((p) => p.isPending && p.fetchStatus !== 'idle')
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('catalog.title')}</Title>
          {intro && <Text c="dimmed">{intro}</Text>}
          <Group gap="md">
            <Anchor component={Link} to={`/${lang}/prodotti/documentazione-codici`} fw={600}>
              {t('catalog.docs.link')}
            </Anchor>
          </Group>
        </Stack>
        <PriceNotice />
        <NoPriceNote viewer={viewer} />
        {families.data.map((family, familyIndex) => {
          const list = models.data.filter((m) => m.product_family_id === family.id)
          if (list.length === 0) return null
          const headingId = `family-${family.id}`
          return (
            <Box component="section" key={family.id} aria-labelledby={headingId}>
              <Title order={2} id={headingId} mb={4}>
                {family.name}
              </Title>
              <Text c="dimmed" mb="md">
                {family.description}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
                {list.map((model, index) => (
                  <ModelCard
                    key={model.id}
                    model={model}
                    first={familyIndex === 0 && index === 0}
                    price={priceOf(model.id)}
                    pricesLoading={pricesLoading}
                    showPrices={viewer === 'client' || Boolean(priceOf(model.id)?.price != null)}
                    onAdd={() => setAdding({ kind: 'model', id: model.id, name: model.name })}
                  />
                ))}
              </SimpleGrid>
            </Box>
          )
        })}
        {spareParts.length > 0 && (
          <Box component="section" aria-labelledby="spare-parts" id="ricambi">
            <Title order={2} id="spare-parts" mb={4}>
              {t('catalog.spare_parts.title')}
            </Title>
            <Text c="dimmed" mb="md">
              {t('catalog.spare_parts.intro')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
              {spareParts.map((accessory) => (
                <SparePartCard
                  key={accessory.id}
                  accessory={accessory}
                  price={priceOf(accessory.id)}
                  pricesLoading={pricesLoading}
                  showPrices={viewer === 'client' || Boolean(priceOf(accessory.id)?.price != null)}
                  onAdd={() => setAdding({ kind: 'accessory', id: accessory.id, name: accessory.name })}
                />
              ))}
            </SimpleGrid>
          </Box>
        )}
      </Stack>
      {dialogLoaded.current && (
        <Suspense fallback={null}>
          <AddToCartDialog target={adding} onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </Container>
  )
}

/** The card's buttons: configure on the product's page, or configure and add in one step (the add_to_cart mode). */
function CardActions({ to, name, onAdd }: { to: string; name: string; onAdd: () => void }) {
  const { t } = useTranslation()
  const cart = useCartActions()
  // One above the other: side by side they are cut short on a four-column row.
  return (
    <Stack gap="xs" mt="md">
      <Button component={Link} to={to} variant="light" aria-label={t('catalog.configure_model', { name })}>
        {t('catalog.configure')}
      </Button>
      {cart.canAdd && (
        <Button
          onClick={onAdd}
          aria-label={t('catalog.add_dialog.open', { name })}
          data-testid="card-add-to-cart"
        >
          {t('catalog.configurator.add_to_cart')}
        </Button>
      )}
    </Stack>
  )
}

/** A replacement accessory sold alone, opening its own page (docs/decisions/017). */
function SparePartCard({
  accessory,
  price,
  pricesLoading,
  showPrices,
  onAdd,
}: {
  accessory: Accessory
  price: { price: number | null; discounted_price: number | null; discount_label: string | null } | undefined
  pricesLoading: boolean
  showPrices: boolean
  onAdd: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const to = `/${lang}/prodotti/accessori/${encodeURIComponent(accessory.code)}`
  // Variations add to the price: what the card shows is where it starts.
  const hasVariations = accessory.attributes_variations.length > 0
  return (
    <Card withBorder radius="md" padding="md" data-testid={`spare-part-${accessory.code}`}>
      <Stack gap={6} style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge variant="light" color="gray" c="dark.7">
            {accessory.code}
          </Badge>
        </Group>
        <Title order={3} size="h4">
          <Anchor component={Link} to={to} c="dark.8">
            {accessory.name}
          </Anchor>
        </Title>
        <Text size="sm" style={{ flex: 1 }}>
          {accessory.description_short}
        </Text>
        {showPrices && price && price.price !== null && price.discounted_price !== null ? (
          <div>
            <Text size="xs" c="dimmed">
              {hasVariations ? t('catalog.price_from') : t('catalog.configurator.price')}
            </Text>
            <PriceLine
              price={price.price}
              discounted={price.discounted_price}
              label={price.discount_label}
              size="md"
              testId={`price-${accessory.code}`}
            />
          </div>
        ) : (
          pricesLoading && <Loader size="xs" aria-label={t('common.loading')} />
        )}
      </Stack>
      <CardActions to={to} name={accessory.name} onAdd={onAdd} />
    </Card>
  )
}

function ModelCard({
  model,
  price,
  pricesLoading,
  showPrices,
  onAdd,
  first,
}: {
  model: BaseModelLight
  /** The page's first picture, its largest paint on a phone: loaded at once, ahead of the rest. */
  first: boolean
  price: { price: number | null; discounted_price: number | null; discount_label: string | null } | undefined
  pricesLoading: boolean
  showPrices: boolean
  onAdd: () => void
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const to = `/${lang}/prodotti/${encodeURIComponent(model.code)}`
  return (
    <Card withBorder radius="md" padding="md" data-testid={`model-${model.code}`}>
      {/* The drawings are portraits on white (600 × 800): on the drawing's own white, with a fixed height so nothing
          moves while it loads, the picture reads whole instead of as a white box between grey bands. */}
      <Card.Section withBorder>
        {model.image ? (
          <Image
            src={model.image}
            alt=""
            h={PICTURE_HEIGHT}
            fit="contain"
            bg="white"
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            width={600}
            height={800}
          />
        ) : (
          <Box h={PICTURE_HEIGHT} bg="gray.0" />
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge variant="light" color="gray" c="dark.7">
            {model.code}
          </Badge>
          {model.certification_markings.slice(0, 3).map((c) => (
            <Badge key={c} variant="outline" color="gray" c="dark.6" size="sm">
              {c}
            </Badge>
          ))}
        </Group>
        <Title order={3} size="h4">
          <Anchor component={Link} to={to} c="dark.8">
            {model.name}
          </Anchor>
        </Title>
        <Text size="sm" style={{ flex: 1 }}>
          {model.description_short}
        </Text>
        {showPrices && price && price.price !== null && price.discounted_price !== null ? (
          <div>
            <Text size="xs" c="dimmed">
              {t('catalog.price_from')}
            </Text>
            <PriceLine
              price={price.price}
              discounted={price.discounted_price}
              label={price.discount_label}
              size="md"
              testId={`price-${model.code}`}
            />
          </div>
        ) : (
          pricesLoading && <Loader size="xs" aria-label={t('common.loading')} />
        )}
      </Stack>
      <CardActions to={to} name={model.name} onAdd={onAdd} />
    </Card>
  )
}
