import { Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { usePageHead } from '../lib/page-head.tsx'

/**
 * A screen of the reserved area inside its layout (the menu and the page's width are the layout's): the title as the
 * page's h1 and the tab's name, and the gap between the screen's sections.
 */
export function AreaPage({
  title,
  testId,
  children,
}: {
  title: string
  testId?: string
  children: ReactNode
}) {
  usePageHead({ title })
  return (
    <Stack gap="lg" data-testid={testId}>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}
