import { endpoint } from '../http/endpoint.ts'
import { contactRequest, contactResponse } from './contact.ts'

/** The contact form (issue 13 item 1): a visitor or a customer writes to the provider. */
const tag = 'Contact'

export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/api/front/contact',
  summary:
    'Sends the message to the provider; a signed-in customer writing from their verified address gets a copy',
  tag,
  body: contactRequest,
  response: contactResponse,
})
