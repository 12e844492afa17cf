import { Group, type MantineSpacing, Paper, Stack, Title } from '@mantine/core'
import { type ReactNode, useId } from 'react'

/**
 * A bordered section with its heading, named by it for screen readers: the panels of the order summary and of the
 * order's page. `action` sits at the heading's end.
 */
export function SectionCard({
  title,
  level = 2,
  action,
  gap = 'sm',
  testId,
  children,
}: {
  title: ReactNode
  level?: 2 | 3
  action?: ReactNode
  gap?: MantineSpacing
  testId: string
  children: ReactNode
}) {
  const headingId = useId()
  const heading = (
    <Title order={level} size="h5" id={headingId}>
      {title}
    </Title>
  )
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap={gap}>
        {action ? (
          <Group justify="space-between" align="baseline" gap="xs">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  )
}
