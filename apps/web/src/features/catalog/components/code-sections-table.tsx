import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../shared/lib/i18n.ts'
import type { RulesTableEntry } from '../api.ts'

/** Below this the description column would be a few letters wide: the table scrolls sideways instead. */
const TABLE_MIN_WIDTH = 300

/** True while the element is narrower than its content, i.e. while it actually scrolls sideways. */
function useOverflowsX() {
  const ref = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const check = () => setOverflows(el.scrollWidth > el.clientWidth + 1)
    const observer = new ResizeObserver(check)
    observer.observe(el)
    check()
    return () => observer.disconnect()
  }, [])
  return [ref, overflows] as const
}

/** The code sections of a base model, each a table with the same three columns (spec 1 §2.7). */
export function CodeSectionsTable({ entry }: { entry: RulesTableEntry }) {
  const { t } = useTranslation()
  return (
    <Stack gap="md">
      {entry.code_sections.map((section) => (
        <SectionTable key={section.id} section={section} optionalLetter={t('catalog.docs.optional_letter')} />
      ))}
    </Stack>
  )
}

function SectionTable({
  section,
  optionalLetter,
}: {
  section: RulesTableEntry['code_sections'][number]
  optionalLetter: string
}) {
  const { t } = useTranslation()
  const [scroller, overflows] = useOverflowsX()
  const isOptional = section.letter === null
  const headingId = `docs-section-${section.id}`
  // Only a table that scrolls is a tab stop: keyboard users can then scroll it, and it is named by its heading.
  const scrollRegion = overflows ? { role: 'region', 'aria-labelledby': headingId, tabIndex: 0 } : {}
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group gap="sm" mb="xs">
        <Badge
          size="lg"
          color={isOptional ? 'gray' : 'blue'}
          c={isOptional ? 'dark.7' : undefined}
          variant={isOptional ? 'light' : 'filled'}
        >
          {section.letter ?? optionalLetter}
        </Badge>
        <Title order={3} size="h4" id={headingId}>
          {section.label}
        </Title>
        <Text size="sm" c="dimmed">
          {isOptional
            ? t('catalog.docs.optional_rule')
            : section.var_len
              ? t('catalog.docs.var_len', { len: section.len })
              : t('catalog.docs.fixed_len', { len: section.len })}
        </Text>
      </Group>
      <Table.ScrollContainer ref={scroller} type="native" minWidth={TABLE_MIN_WIDTH} {...scrollRegion}>
        <Table striped withRowBorders={false} layout="fixed" data-testid="docs-section-table">
          <colgroup>
            {/* The same widths in every section, so the columns line up (code-sections-table.css). */}
            <col className="code-docs-col-code" />
            <col className="code-docs-col-product" />
            <col />
          </colgroup>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('catalog.docs.csv.code')}</Table.Th>
              <Table.Th scope="col">{t('catalog.docs.csv.product_code')}</Table.Th>
              <Table.Th scope="col">{t('catalog.docs.csv.description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {section.accessories.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td ff="monospace" fw={700}>
                  {a.configuration_code}
                </Table.Td>
                <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {a.code}
                </Table.Td>
                <Table.Td>{a.description_short}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
}
