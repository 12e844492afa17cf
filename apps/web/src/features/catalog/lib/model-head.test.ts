import type { BaseModelLight, ProductPrice } from '@shop/domain/catalog/schemas'
import { describe, expect, it } from 'vitest'
import { modelHead } from './model-head.ts'

const model: BaseModelLight = {
  id: 1,
  code: 'SZ-30',
  configuration_code: 'SZ30',
  name: 'Silo zincato 30 m³',
  product_family_id: 1,
  description_short: 'Silo zincato imbullonato per cereali e mangimi, 30 m³',
  image: '/uploads/catalog/models/sz-30.webp',
  certification_markings: ['CE'],
  default_configuration: 7,
  default_configuration_code: 'SZ30-A1',
  available: true,
  position: 1,
}

const shop = { lang: 'it' as const, brand: 'Silo Shop Demo S.r.l.' }

const price = (cents: number | null, available = true): ProductPrice => ({
  id: 1,
  price: cents,
  discounted_price: cents,
  discount_label: null,
  discount_rule_static: null,
  available,
})

describe('modelHead', () => {
  it('names, describes and pictures the page with the model’s own texts and picture', () => {
    const head = modelHead(model, shop)
    expect(head).toMatchObject({
      title: 'SZ-30 · Silo zincato 30 m³',
      description: 'Silo zincato imbullonato per cereali e mangimi, 30 m³',
      path: '/it/prodotti/SZ-30',
      type: 'product',
      image: {
        url: '/uploads/catalog/models/sz-30.webp',
        width: 600,
        height: 800,
        alt: 'Silo zincato 30 m³',
      },
    })
  })

  it('gives schema.org Product data with the base configuration code as the sku and the shop as the brand', () => {
    expect(modelHead(model, shop).jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Silo zincato 30 m³',
      description: 'Silo zincato imbullonato per cereali e mangimi, 30 m³',
      sku: 'SZ30',
      brand: { '@type': 'Brand', name: 'Silo Shop Demo S.r.l.' },
    })
  })

  it('offers the public price in euro, VAT excluded', () => {
    expect(modelHead(model, { ...shop, publicPrice: price(1_450_005) }).jsonLd?.offers).toEqual({
      '@type': 'Offer',
      price: '14500.05',
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '14500.05',
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
      },
    })
  })

  it.each([
    ['prices are hidden', price(null)],
    ['the price is to be quoted', price(-1)],
    ['the model is not on sale', price(1_450_000, false)],
  ])('makes no offer when %s', (_, publicPrice) => {
    expect(modelHead(model, { ...shop, publicPrice }).jsonLd).not.toHaveProperty('offers')
  })

  it('leaves the picture to the shop’s own when the model has none', () => {
    expect(modelHead({ ...model, image: null }, shop).image).toBeUndefined()
  })
})
