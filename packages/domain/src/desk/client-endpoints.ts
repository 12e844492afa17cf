import { endpoint } from '../http/endpoint.ts'
import {
  deskClientActionResponse,
  deskClientDetailResponse,
  deskClientListQuery,
  deskClientListResponse,
  deskClientParams,
  deskClientUpdateBody,
  deskUserLinkBody,
  deskUserParams,
} from './client-schemas.ts'

// The desk's client calls (issue 24 item 7): staff only, everyone else gets 404 (plugins/staff.ts).
const tag = 'Desk: clients'

export const deskClientsList = endpoint({
  method: 'GET',
  path: '/api/desk/clients',
  summary: 'The client companies, unverified first, filtered and paged',
  tag,
  query: deskClientListQuery,
  response: deskClientListResponse,
})

export const deskClientDetail = endpoint({
  method: 'GET',
  path: '/api/desk/clients/{id}',
  summary: 'One client company: data, addresses, users, settings, price rules and audit',
  tag,
  params: deskClientParams,
  response: deskClientDetailResponse,
})

export const deskClientVerify = endpoint({
  method: 'POST',
  path: '/api/desk/clients/{id}/verify',
  summary: 'Verify a company: its users see prices and may order; they are mailed',
  tag,
  params: deskClientParams,
  response: deskClientActionResponse,
})

export const deskClientUpdate = endpoint({
  method: 'PATCH',
  path: '/api/desk/clients/{id}',
  summary: 'Change a company’s data and settings (audited)',
  tag,
  params: deskClientParams,
  body: deskClientUpdateBody,
  response: deskClientDetailResponse,
})

export const deskUserLink = endpoint({
  method: 'POST',
  path: '/api/desk/users/{userId}/link',
  summary: 'Link a user to an existing company instead of the one they created',
  tag,
  params: deskUserParams,
  body: deskUserLinkBody,
  response: deskClientActionResponse,
})
