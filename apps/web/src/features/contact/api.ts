import type { ContactRequest, ContactResponse } from '@shop/domain/identity/contact'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'

/** POST contact: the message goes to the provider; the answer says so in the page's language. */
export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (body: ContactRequest) => api<ContactResponse>('contact', { method: 'POST', body }),
  })
