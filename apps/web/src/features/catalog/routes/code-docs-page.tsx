import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { type CompatibilityRule, ruleReason } from '@shop/domain/catalog/compatibility'
import {
  type CodeError,
  type CodeSegment,
  createCodeCatalogue,
} from '@shop/domain/catalog/configuration-code'
import { buildCsvFile } from '@shop/domain/catalog/csv'
import { createReplacementCodes, decodeProductCode } from '@shop/domain/catalog/replacement-code'
import type { Accessory } from '@shop/domain/catalog/schemas'
import type { Lang } from '@shop/domain/i18n/langs'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { downloadCsv } from '../../../shared/lib/download.ts'
import { errorText } from '../../../shared/lib/error-text.ts'
import { type TFunction, useTranslation } from '../../../shared/lib/i18n.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { usePageHead } from '../../../shared/lib/page-head.tsx'
import { PageLoader } from '../../../shared/ui/page-loader.tsx'
import { accessoriesQuery, type RulesTableEntry, rulesTablesQuery, siteTextsQuery } from '../api.ts'
import { CodeSectionsTable } from '../components/code-sections-table.tsx'

/** The reason a code does not decode, in the language (labels `catalog.code.<reason>`). */
function codeErrorText(error: CodeError, t: TFunction, lang: Lang): string {
  if (error.reason === 'rule_violated') {
    return t('catalog.code.rule_violated', {
      reasons: error.rules.map((r: CompatibilityRule) => ruleReason(r, lang)).join('; '),
    })
  }
  const { reason, ...params } = error
  return t(`catalog.code.${reason}`, params)
}

/** Rows of the export: one per accessory, the optional section last. */
function exportRows(entry: RulesTableEntry, t: TFunction): string[][] {
  const header = [
    t('catalog.docs.csv.model'),
    t('catalog.docs.csv.letter'),
    t('catalog.docs.csv.section'),
    t('catalog.docs.csv.length'),
    t('catalog.docs.csv.code'),
    t('catalog.docs.csv.product_code'),
    t('catalog.docs.csv.description'),
  ]
  const rows = entry.code_sections.flatMap((section) =>
    section.accessories.map((a) => [
      entry.base_model.configuration_code,
      section.letter ?? t('catalog.docs.optional_letter'),
      section.label,
      section.letter === null ? '2' : section.var_len ? `≤ ${section.len}` : String(section.len),
      a.configuration_code,
      a.code,
      a.description_short,
    ]),
  )
  return [header, ...rows]
}

/** /{lang}/prodotti/documentazione-codici: the code sections of a base model, a code analysis and a CSV export. */
export default function CodeDocsPage() {
  const { t } = useTranslation()
  const lang = useLang()
  usePageHead({ title: t('catalog.docs.title'), description: t('meta.code_docs') })
  const tables = useQuery(rulesTablesQuery(lang))
  // Their product codes: a replacement accessory's code is analysed too (docs/decisions/017).
  const accessories = useQuery(accessoriesQuery(lang))
  const texts = useQuery(siteTextsQuery(lang))
  const [params, setParams] = useSearchParams()
  const intro = texts.data?.find((x) => x.key === 'codes_documentation')?.text

  if (tables.isPending) return <PageLoader />
  if (tables.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" role="alert" title={t('common.error_title')}>
          {errorText(tables.error, t)}
        </Alert>
      </Container>
    )
  }
  const entries = tables.data
  const picked = params.get('modello')
  const entry = entries.find((e) => e.base_model.code === picked) ?? entries[0]

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Breadcrumbs>
          <Anchor component={Link} to={`/${lang}/prodotti`}>
            {t('catalog.title')}
          </Anchor>
          <Text span>{t('catalog.docs.title')}</Text>
        </Breadcrumbs>
        <Stack gap="xs">
          <Title order={1}>{t('catalog.docs.title')}</Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        <CodeAnalysis entries={entries} accessories={accessories.data ?? []} />
        {entry && (
          <Stack gap="md" component="section" aria-labelledby="docs-model-heading">
            <Group justify="space-between" align="end" wrap="wrap">
              <NativeSelect
                label={t('catalog.docs.pick_model')}
                value={entry.base_model.code}
                onChange={(e) => setParams({ modello: e.currentTarget.value }, { replace: true })}
                data={entries.map((e) => ({
                  value: e.base_model.code,
                  label: `${e.base_model.code} · ${e.base_model.name}`,
                }))}
                w={{ base: '100%', sm: 360 }}
              />
              <Button
                variant="default"
                onClick={() =>
                  downloadCsv(
                    `documentazione-codici-${entry.base_model.configuration_code}.csv`,
                    buildCsvFile(exportRows(entry, t), lang),
                  )
                }
              >
                {t('catalog.docs.export')}
              </Button>
            </Group>
            <Title order={2} id="docs-model-heading">
              {entry.base_model.name}{' '}
              <Text span ff="monospace" c="dimmed" fz="inherit">
                {entry.base_model.configuration_code}
              </Text>
            </Title>
            <CodeSectionsTable entry={entry} />
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

/** Explains each part of a typed code with the same decoder the server uses, or says what is wrong. */
function CodeAnalysis({ entries, accessories }: { entries: RulesTableEntry[]; accessories: Accessory[] }) {
  const { t } = useTranslation()
  const lang = useLang()
  const [input, setInput] = useState('')
  const [analysed, setAnalysed] = useState<string | null>(null)
  const catalogue = useMemo(
    () =>
      createCodeCatalogue(
        entries.map((e) => ({
          id: e.base_model.id,
          configuration_code: e.base_model.configuration_code,
          sections: e.code_sections,
        })),
      ),
    [entries],
  )
  const replacements = useMemo(
    () =>
      createReplacementCodes(
        catalogue,
        accessories.map((a) => ({ id: a.id, code: a.code, sold_alone: a.sold_alone })),
      ),
    [catalogue, accessories],
  )
  const rules = useMemo(() => {
    const seen = new Map<number, CompatibilityRule>()
    for (const e of entries) for (const r of e.compatibility_rules) seen.set(r.id, r)
    return [...seen.values()]
  }, [entries])
  const result = analysed === null ? null : decodeProductCode(analysed, catalogue, replacements, rules)
  const decoded = result?.ok
    ? result.product.type === 'A'
      ? result.product.replacement
      : result.product.configuration
    : null
  const segments = !result ? [] : result.ok ? (decoded?.segments ?? []) : result.segments

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setAnalysed(input)
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="analysis-heading">
      <Title order={2} size="h3" id="analysis-heading" mb="sm">
        {t('catalog.docs.analysis')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            label={t('catalog.docs.analysis_input')}
            description={t('catalog.docs.analysis_hint')}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            autoComplete="off"
            spellCheck={false}
            style={{ flex: 1, minWidth: 240 }}
            aria-describedby={result && !result.ok ? 'analysis-error' : undefined}
          />
          <Button type="submit">{t('catalog.docs.analyse')}</Button>
        </Group>
      </form>
      <Box mt="md" aria-live="polite" data-testid="analysis-result">
        {result && !result.ok && (
          <Alert color="red" id="analysis-error" title={t('catalog.docs.invalid_code')} mb="sm">
            {codeErrorText(result.error, t, lang)}
          </Alert>
        )}
        {result?.ok && decoded && (
          <Alert color="green" title={t('catalog.docs.valid_code')} mb="sm">
            <Group gap="md" align="baseline">
              <Text ff="monospace" fw={700}>
                {decoded.code}
              </Text>
              {result.product.type === 'A' && (
                <Anchor
                  component={Link}
                  to={`/${lang}/prodotti/accessori/${encodeURIComponent(decoded.code)}`}
                  size="sm"
                >
                  {t('catalog.docs.open_replacement')}
                </Anchor>
              )}
            </Group>
          </Alert>
        )}
        {segments.length > 0 && <Segments segments={segments} entries={entries} accessories={accessories} />}
      </Box>
    </Paper>
  )
}

function Segments({
  segments,
  entries,
  accessories,
}: {
  segments: CodeSegment[]
  entries: RulesTableEntry[]
  accessories: Accessory[]
}) {
  const { t } = useTranslation()
  const baseId = segments.find((s) => s.part === 'base')?.baseModelId
  const entry = entries.find((e) => e.base_model.id === baseId)
  const describe = (id: number) => {
    for (const s of entry?.code_sections ?? []) {
      const a = s.accessories.find((x) => x.id === id)
      if (a) return { accessory: a, section: s }
    }
    return undefined
  }
  return (
    <List spacing={6} listStyleType="none" ml={0} pl={0} data-testid="analysis-segments">
      {segments.map((segment, i) => {
        const found =
          segment.part === 'base' || segment.part === 'replacement'
            ? undefined
            : describe(segment.accessoryId)
        const where =
          segment.part === 'base'
            ? t('catalog.docs.segment_base')
            : segment.part === 'section'
              ? t('catalog.docs.segment_section', {
                  letter: segment.letter,
                  label: found?.section.label ?? segment.section,
                })
              : segment.part === 'replacement'
                ? t('catalog.docs.segment_replacement')
                : t('catalog.docs.segment_optional')
        const what =
          segment.part === 'base'
            ? (entry?.base_model.name ?? '')
            : segment.part === 'replacement'
              ? (accessories.find((a) => a.id === segment.accessoryId)?.description_short ?? '')
              : (found?.accessory.description_short ?? '')
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional parts of one code
          <List.Item key={i}>
            <Group gap="sm" wrap="nowrap" align="baseline">
              <Badge ff="monospace" variant="filled" style={{ flexShrink: 0 }}>
                {segment.code}
              </Badge>
              <Text size="sm">
                <Text span fw={600}>
                  {where}
                </Text>
                {what && ` — ${what}`}
              </Text>
            </Group>
          </List.Item>
        )
      })}
    </List>
  )
}
