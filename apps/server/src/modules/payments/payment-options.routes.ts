import * as payments from '@shop/domain/payments/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { SIGNED_IN, signedInCaller } from '../../plugins/caller.ts'
import { noStore, route } from '../../plugins/route.ts'
import { findPaymentOptions } from './payment-options.service.ts'

/**
 * GET order/{orderId}/payment_options (issue 22 item 7; docs/decisions/022): whether the signed-in caller may pay
 * their cart or order request in advance, and how. A read that makes nothing, so it takes no payment limit.
 */
export const paymentOptionsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  route(app, payments.findPaymentOptions, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const caller = await signedInCaller(request)
    const { orderId } = request.params
    return {
      status: 'OK' as const,
      ...(await findPaymentOptions(deps, caller, request.lang, orderId, request.query.shipment_address_id)),
    }
  })
}
