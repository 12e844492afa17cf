import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  CloseButton,
  Container,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import type { BaseModelLight } from '@shop/domain/catalog/schemas'
import type { GuidePage, GuideTree } from '@shop/domain/guide/schemas'
import { followGuidePath, GUIDE_TRANSITION_MS } from '@shop/domain/guide/tree'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { guideModelsQuery, guideTreeQuery } from '../api.ts'

/** What the guide hands to the configurator it shows under a product page. */
export type GuideConfiguratorSlot = {
  baseModelId: number
  configId: number | null
  name: string
  code: string
}

type Props = {
  /** The configurator, composed by the route (features do not import each other). */
  renderConfigurator: (slot: GuideConfiguratorSlot) => ReactNode
}

/** The address keeps the path walked (?percorso=a.b.c), so the browser's back button and a reload work. */
const PATH_PARAM = 'percorso'
// Page names are [a-z0-9_]: a dot never needs escaping in an address, where a comma would.
const PATH_SEPARATOR = '.'

/** /{lang}/guida-acquisto (spec 3 §2): choice pages, product pages and breadcrumbs over the language's page tree. */
export default function GuideScreen({ renderConfigurator }: Props) {
  const { t } = useTranslation()
  const lang = useLang()
  usePageHead({ title: t('guide.title'), description: t('meta.guide') })
  const tree = useQuery(guideTreeQuery(lang))

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('guide.title')}</Title>
        {tree.isPending && <PageLoader />}
        {tree.isError && (
          <Alert color="red" role="alert" title={t('guide.load_error')}>
            <Button color="red" size="xs" onClick={() => tree.refetch()}>
              {t('guide.retry')}
            </Button>
          </Alert>
        )}
        {tree.data && <GuideWalk tree={tree.data} renderConfigurator={renderConfigurator} />}
      </Stack>
    </Container>
  )
}

function GuideWalk({ tree, renderConfigurator }: { tree: GuideTree } & Props) {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const path = followGuidePath(
    tree,
    (searchParams.get(PATH_PARAM) ?? '').split(PATH_SEPARATOR).filter(Boolean),
  )
  const current = path[path.length - 1] as string
  const page = tree.pages[current] as GuidePage
  const heading = useRef<HTMLHeadingElement>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const first = useRef(true)

  const goTo = (next: string[]) => {
    window.clearTimeout(timer.current)
    setPicked(null)
    setSearchParams(next.length > 1 ? { [PATH_PARAM]: next.slice(1).join(PATH_SEPARATOR) } : {}, {
      preventScrollReset: true,
    })
  }

  // A new page replaces the content under the focus: put it on the page's heading, so a screen reader reads it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [current])

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const pick = (target: string) => {
    if (picked) return
    setPicked(target)
    // The others fade, then the guide moves on (spec 3 §2, §9).
    timer.current = window.setTimeout(() => goTo([...path, target]), GUIDE_TRANSITION_MS)
  }

  return (
    <Stack gap="lg">
      <Box component="nav" aria-label={t('guide.breadcrumbs')}>
        <Breadcrumbs separator="›" style={{ flexWrap: 'wrap', rowGap: 4 }}>
          {path.map((name, i) => {
            const label = i === 0 ? tree.home_label : (tree.pages[name]?.title ?? name)
            return i === path.length - 1 ? (
              <Text key={name} size="sm" fw={600} aria-current="page">
                {label}
              </Text>
            ) : (
              <Anchor
                key={name}
                component="button"
                type="button"
                size="sm"
                onClick={() => goTo(path.slice(0, i + 1))}
              >
                {label}
              </Anchor>
            )
          })}
        </Breadcrumbs>
      </Box>
      <Stack gap={4}>
        <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {page.title}
        </Title>
        {page.intro && <Text c="dimmed">{page.intro}</Text>}
      </Stack>
      {page.type === 'choice' ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: page.choices.length > 2 ? 3 : 2 }} spacing="lg" maw={960}>
          {page.choices.map((choice) => {
            const faded = picked !== null && picked !== choice.target
            return (
              <UnstyledButton
                key={choice.target}
                onClick={() => pick(choice.target)}
                aria-pressed={picked === choice.target}
                disabled={picked !== null}
                data-faded={faded || undefined}
                className="guide-choice"
                style={{
                  opacity: faded ? 0.25 : 1,
                  transition: `opacity ${GUIDE_TRANSITION_MS * 0.6}ms ease`,
                }}
              >
                <Card withBorder radius="md" padding="md" h="100%">
                  <Card.Section>
                    <Image src={choice.image} alt="" h={160} fit="contain" bg="gray.1" />
                  </Card.Section>
                  <Text fw={700} fz="lg" mt="sm">
                    {choice.label}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {choice.hint}
                  </Text>
                </Card>
              </UnstyledButton>
            )
          })}
        </SimpleGrid>
      ) : (
        <ProductsPage key={current} page={page} renderConfigurator={renderConfigurator} />
      )}
    </Stack>
  )
}

function ProductsPage({
  page,
  renderConfigurator,
}: { page: Extract<GuidePage, { type: 'products' }> } & Props) {
  const { t } = useTranslation()
  const lang = useLang()
  const models = useQuery(guideModelsQuery(lang))
  // Keyed by page in the parent: moving to another page starts with the configurator hidden (spec 3 §2).
  const [open, setOpen] = useState<BaseModelLight | null>(null)
  const section = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (open) section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [open])

  if (models.isPending) return <PageLoader />
  if (models.isError) {
    return (
      <Alert color="red" role="alert" title={t('guide.load_error')}>
        <Button color="red" size="xs" onClick={() => models.refetch()}>
          {t('guide.retry')}
        </Button>
      </Alert>
    )
  }
  const byId = new Map(models.data.map((m) => [m.id, m]))
  if (!page.products.some((p) => byId.has(p.base_model_id))) {
    return (
      <Alert color="gray" role="status" title={t('guide.no_models')}>
        <Button component={Link} to={`/${lang}/prodotti`} size="xs" variant="light">
          {t('guide.to_catalogue')}
        </Button>
      </Alert>
    )
  }
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {page.products.flatMap((p) => {
          const model = byId.get(p.base_model_id)
          if (!model) return []
          const isOpen = open?.id === model.id
          return [
            <Card
              key={model.id}
              withBorder
              radius="md"
              padding="lg"
              component="article"
              aria-labelledby={`guide-model-${model.id}`}
              style={{ display: 'flex', flexDirection: 'column' }}
            >
              <Card.Section>
                <Image src={model.image} alt="" h={220} fit="contain" bg="white" />
              </Card.Section>
              <Stack gap="xs" mt="md" style={{ flex: 1 }}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={3} size="h4" id={`guide-model-${model.id}`}>
                    {model.name}
                  </Title>
                  <Badge
                    variant="light"
                    style={{ flexShrink: 0 }}
                    aria-label={`${t('guide.code')} ${model.code}`}
                  >
                    {model.code}
                  </Badge>
                </Group>
                <Text size="sm">{p.note}</Text>
                <Text size="sm" c="dimmed">
                  {model.description_short}
                </Text>
                <Button
                  mt="auto"
                  onClick={() => setOpen(isOpen ? null : model)}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? 'guide-configurator' : undefined}
                  variant={isOpen ? 'light' : 'filled'}
                >
                  {t('guide.configure')}
                </Button>
              </Stack>
            </Card>,
          ]
        })}
      </SimpleGrid>
      {open && (
        <Box
          ref={section}
          id="guide-configurator"
          component="section"
          aria-labelledby="guide-configurator-title"
          style={{ scrollMarginTop: 70 }}
        >
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" mb="md">
              <Title order={2} size="h3" id="guide-configurator-title">
                {t('guide.configurator_heading', { name: open.name })}
              </Title>
              <CloseButton aria-label={t('guide.close_configurator')} onClick={() => setOpen(null)} />
            </Group>
            {renderConfigurator({
              baseModelId: open.id,
              configId: open.default_configuration,
              name: open.name,
              code: open.code,
            })}
          </Card>
        </Box>
      )}
    </Stack>
  )
}
