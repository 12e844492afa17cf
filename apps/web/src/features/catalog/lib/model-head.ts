import { isKnownPrice } from '@shop/domain/catalog/money'
import type { BaseModelLight, ProductPrice } from '@shop/domain/catalog/schemas'
import type { Lang } from '@shop/domain/i18n/langs'
import type { PageHead } from '../../../shared/lib/page-head.tsx'

/** The server draws every model picture on one 600 × 800 canvas (docs/decisions/023). */
const MODEL_PICTURE = { width: 600, height: 800 }

/**
 * A base model's page for search engines and link previews: the model's own name, text and picture, and schema.org
 * Product data. `publicPrice` is the price everyone is shown (the shop's public prices), never a customer's own:
 * without one the data makes no offer. The address names the model by its code as the catalogue writes it.
 */
export function modelHead(
  model: BaseModelLight,
  shop: { lang: Lang; brand: string; publicPrice?: ProductPrice },
): PageHead {
  const price = shop.publicPrice?.discounted_price ?? shop.publicPrice?.price
  // Prices exclude VAT (domain/catalog/money.ts), which the data says rather than let a reader assume otherwise.
  const amount = isKnownPrice(price) ? { price: (price / 100).toFixed(2), priceCurrency: 'EUR' } : null
  return {
    title: `${model.code} · ${model.name}`,
    description: model.description_short,
    path: `/${shop.lang}/prodotti/${encodeURIComponent(model.code)}`,
    type: 'product',
    image: model.image ? { url: model.image, ...MODEL_PICTURE, alt: model.name } : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: model.name,
      description: model.description_short,
      sku: model.configuration_code,
      brand: { '@type': 'Brand', name: shop.brand },
      ...(amount &&
        shop.publicPrice?.available && {
          offers: {
            '@type': 'Offer',
            ...amount,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              ...amount,
              valueAddedTaxIncluded: false,
            },
          },
        }),
    },
  }
}
