import { contentDisposition } from '@shop/domain/orders/documents'
import * as orders from '@shop/domain/orders/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { AREA, signedInCaller } from '../../plugins/caller.ts'
import { noStore, route } from '../../plugins/route.ts'
import { makeOrderPdf } from './order-pdf.service.ts'

/**
 * The order's PDFs (issue 26 item 1), made for each request: the customer area's gate (AREA: a visitor 401, a user the
 * area keeps out 403) and the detail's rule on whose order it is (404). Downloaded under the order's number.
 */
export const orderPdfRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  for (const [e, kind] of [
    [orders.getOrderPdf, 'order'],
    [orders.getOrderFormPdf, 'form'],
  ] as const) {
    route(app, e, AREA, async (request, reply) => {
      const lang = request.query.lang ?? request.lang
      const pdf = await makeOrderPdf(deps, await signedInCaller(request), lang, request.params.id, kind)
      return noStore(reply)
        .type('application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('attachment', pdf.fileName))
        .send(Buffer.from(pdf.bytes))
    })
  }
}
