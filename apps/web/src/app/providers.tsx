import '@mantine/core/styles.css'
import './global.css'
import './public-pages.css'
import { MantineProvider } from '@mantine/core'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cssVariablesResolver, theme } from './theme.ts'

/** The app's providers; the query client is the browser's one, or the server's own for each page it renders. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  )
}
