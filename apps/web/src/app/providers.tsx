import '@mantine/core/styles.css'
import './global.css'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../shared/lib/i18n.ts'
import { queryClient } from '../shared/lib/query-client.ts'
import { cssVariablesResolver, theme } from './theme.ts'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
