import { contentDisposition } from '@shop/domain/orders/documents'
import * as priceList from '@shop/domain/price-list/endpoints'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { AREA } from '../../plugins/caller.ts'
import { cacheable, VARY_LANG } from '../../plugins/http-cache.ts'
import { noStore, route } from '../../plugins/route.ts'
import { readJoined } from '../../plugins/session.ts'
import { BUYER_JOIN, findBuyer } from '../catalog/buyer.store.ts'
import {
  assertPriceListBuyer,
  findPriceList,
  findPriceListDetail,
  makePriceListPdf,
} from './price-list.service.ts'

/**
 * The price list (issue 26 item 2): the area's gate (AREA: 401 for a visitor, 403 for an incomplete profile), then a
 * company that sees prices (403 otherwise). The company and its price visibility come with the session (BUYER_JOIN).
 * The answer is the company's own, so it is cached privately and revalidated: its ETag (a hash of the answer) spares
 * sending a list that has not changed.
 */
export const priceListRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  const translate = deps.labels.translate
  const options = {
    ...AREA,
    config: { sessionJoin: BUYER_JOIN },
    onSend: cacheable('private, no-cache', `${VARY_LANG}, Cookie`),
  }

  const priceListBuyer = async (request: FastifyRequest) => {
    const buyer = await findBuyer(deps.db, request.userId, readJoined(request, BUYER_JOIN))
    assertPriceListBuyer(buyer)
    return buyer
  }

  route(app, priceList.getPriceList, options, async (request) => {
    const buyer = await priceListBuyer(request)
    const lang = request.query.lang ?? request.lang
    return { status: 'OK' as const, groups: await findPriceList(deps.db, translate, buyer, lang) }
  })

  route(app, priceList.getPriceListDetail, options, async (request) => {
    const buyer = await priceListBuyer(request)
    const { lang = request.lang, pid } = request.query
    return { status: 'OK' as const, ...(await findPriceListDetail(deps.db, translate, buyer, lang, pid)) }
  })

  // Made for each request, as the order PDFs are: a download, not a page read again and again.
  route(
    app,
    priceList.getPriceListPdf,
    { ...AREA, config: { sessionJoin: BUYER_JOIN } },
    async (request, reply) => {
      const buyer = await priceListBuyer(request)
      const pdf = await makePriceListPdf(deps, buyer, request.query.lang ?? request.lang)
      return noStore(reply)
        .type('application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('attachment', pdf.fileName))
        .send(Buffer.from(pdf.bytes))
    },
  )
}
