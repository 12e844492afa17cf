import {
  addressBody,
  addressesResponse,
  addressResponse,
  geocodeQuery,
  geocodeResponse,
} from '@shop/domain/accounts/address'
import type { SignedInResponse } from '@shop/domain/accounts/schemas'
import { idParams } from '@shop/domain/catalog/schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AppError } from '../../plugins/errors.ts'
import { requireUser } from '../../plugins/session.ts'
import {
  type AddressDeps,
  createClientForUser,
  deleteAddress,
  listAddresses,
  saveAddress,
} from './addresses.service.ts'
import { type GeocoderDeps, suggestAddresses } from './geocoder.ts'
import { findPublicUser } from './user.service.ts'

const okResponse = z.object({ status: z.literal('OK') })

/**
 * The addresses of the caller's company, create_client and the address suggestions, under /api/front (spec 2 §7,
 * spec 3 §7; issue 11 item 4).
 */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AddressDeps = { db: app.db }
  const geocoder = (request: FastifyRequest): GeocoderDeps => ({
    db: app.db,
    url: app.config.GEOCODER_URL,
    log: request.log,
  })

  app.get('/user/addresses', { schema: { response: { 200: addressesResponse } } }, async (request) => {
    const userId = requireUser(request)
    return { status: 'OK' as const, addresses: await listAddresses(deps, userId) }
  })

  // addressResponse has no message field: the web shows 'addresses.saved' itself on an OK answer.
  app.post(
    '/user/address',
    { schema: { body: addressBody, response: { 200: addressResponse } } },
    async (request, reply) => {
      const userId = requireUser(request)
      await enforceRateLimit(request, reply, RATE_LIMITS.addressWritePerUser, userId)
      return { status: 'OK' as const, address: await saveAddress(deps, userId, request.body.address) }
    },
  )

  app.delete(
    '/user/address/:id',
    { schema: { params: idParams, response: { 200: okResponse } } },
    async (request) => {
      const userId = requireUser(request)
      await deleteAddress(deps, userId, request.params.id)
      return { status: 'OK' as const }
    },
  )

  // The spec's payload is "user", but nothing in it is needed: the client is made from the stored account.
  app.post('/user/create_client', async (request, reply): Promise<SignedInResponse> => {
    const userId = requireUser(request)
    await createClientForUser(deps, userId, () =>
      enforceRateLimit(request, reply, RATE_LIMITS.createClientPerUser, userId),
    )
    // Read after the change: the session's joined read (GET user's fast path) still shows the user without a client.
    const found = await findPublicUser(app.db, userId)
    if (!found) throw new AppError('unauthenticated', 'errors.unauthenticated')
    return { status: 'OK', user: found.user }
  })

  app.get(
    '/geocode',
    { schema: { querystring: geocodeQuery, response: { 200: geocodeResponse } } },
    async (request, reply) => {
      const on = app.config.GEOCODER_URL !== undefined
      if (on) await enforceRateLimit(request, reply, RATE_LIMITS.geocodePerIp, request.ip)
      const { q, country, lang } = request.query
      return suggestAddresses(geocoder(request), { q, country, lang: lang ?? request.lang })
    },
  )
}
