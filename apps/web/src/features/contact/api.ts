import type { ContactRequest } from '@shop/domain/identity/contact'
import * as identity from '@shop/domain/identity/endpoints'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'

/** POST contact: the message goes to the provider; the answer says so in the page's language. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (body: ContactRequest) => api(identity.sendContactMessage, { body }),
  })
