import { type Lang, pick } from '@shop/domain/i18n/langs'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { type Db, queryRows } from '../../db/client.ts'

/** What an order's PDF names beside its answer, in the document's language ('' for none). */
export type OrderPdfNames = {
  payment: string
  carrier: string
  port: string
  /** The law a non-taxable VAT code rests on, printed beside the totals. */
  vatLegal: string
  shipmentCountry: string
  billingCountry: string
}

type Texts = Record<string, string> | null

const NAMES = {
  name: 'order_pdf_names',
  text: `select
    (select description from payment_modes where id = $1) as payment,
    (select json_build_object('name', name, 'description', description) from carriers where id = $2) as carrier,
    (select description from ports where key_cod_porto = $3) as port,
    (select legal_text from iva_codes where code = $4) as vat_legal,
    (select names from countries where zone_code = $5) as shipment_country,
    (select names from countries where zone_code = $6) as billing_country`,
}

/** The order's payment mode, carrier, port, VAT wording and countries by their keys, in one statement. */
export async function findOrderPdfNames(db: Db, order: Order, lang: Lang): Promise<OrderPdfNames> {
  const [row] = await queryRows<{
    payment: Texts
    carrier: { name: string; description: Texts } | null
    port: Texts
    vat_legal: Texts
    shipment_country: Texts
    billing_country: Texts
  }>(db, NAMES, [
    order.payment_mode_id,
    order.carrier_id,
    order.port_key,
    order.custom_iva_code,
    order.shipment_address?.esaedro_zone_code || null,
    order.billing?.address?.esaedro_zone_code || null,
  ])
  return {
    payment: pick(row?.payment, lang),
    carrier: pick(row?.carrier?.description, lang) || (row?.carrier?.name ?? ''),
    port: pick(row?.port, lang),
    vatLegal: pick(row?.vat_legal, lang),
    shipmentCountry: pick(row?.shipment_country, lang),
    billingCountry: pick(row?.billing_country, lang),
  }
}
