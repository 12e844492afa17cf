import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api.ts'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A KO answer will not change on retry; a network failure might.
      retry: (count, error) => !(error instanceof ApiError) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})
