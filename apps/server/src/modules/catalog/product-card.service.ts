import { formatMoney } from '@shop/domain/catalog/money'
import { NET_PRICE_LABEL_KEY, priceProduct } from '@shop/domain/catalog/pricing'
import { escapeHtml } from '@shop/domain/http/html'
import { type Lang, pick } from '@shop/domain/i18n/langs'
import type { Db } from '../../db/client.ts'
import type { Translate } from '../i18n/labels.service.ts'
import { fileUrl } from './catalog-files.store.ts'
import { findCardPrice } from './prices.service.ts'

/**
 * GET render_product_card/{prodId}: a small HTML card for a base model or an accessory sold alone (guide
 * pages and product lists embed it). Every value is escaped; the price shows only to those who may see it.
 */
export async function renderProductCard(
  db: Db,
  translate: Translate,
  lang: Lang,
  userId: number | null,
  productId: number,
): Promise<string> {
  const { snap, buyer, rule, subject } = await findCardPrice(db, userId, productId)
  const model = snap.modelById.get(productId)
  const accessory = model ? undefined : snap.accessoryById.get(productId)
  const t = (key: string) => escapeHtml(translate(lang, key))
  const name = pick(model?.name ?? accessory?.name, lang)
  const code = model?.code ?? accessory?.code ?? ''
  const description = pick(model?.descriptionShort ?? accessory?.descriptionShort, lang)
  const image = fileUrl(model ? model.media.find((m) => m.role === 'main')?.key : accessory?.imageKey)
  // A base model opens its configurator; a replacement accessory its own page (docs/decisions/017). An accessory
  // that is not sold alone has nothing to configure on its own: its card has no link.
  const href = model
    ? `/${lang}/prodotti/${encodeURIComponent(model.code)}`
    : accessory?.soldAlone
      ? `/${lang}/prodotti/accessori/${encodeURIComponent(accessory.code)}`
      : null

  let priceHtml = ''
  if (buyer.canSeePrices) {
    const p = priceProduct(subject, rule, { lang, netPriceText: translate(lang, NET_PRICE_LABEL_KEY) })
    if (p.price < 0) {
      priceHtml = `<p class="product-card__price">${t('catalog.card.to_be_quoted')}</p>`
    } else {
      const list =
        p.discounted_price !== p.price
          ? `<s class="product-card__list-price" title="${t('catalog.card.list_price')}">${escapeHtml(formatMoney(p.price, lang))}</s> `
          : ''
      const label = p.discount_label
        ? ` <span class="product-card__discount">${escapeHtml(p.discount_label)}</span>`
        : ''
      priceHtml =
        `<p class="product-card__price" data-price="${p.discounted_price}">${list}` +
        `<strong>${escapeHtml(formatMoney(p.discounted_price, lang))}</strong>${label} ` +
        `<small>${t('catalog.card.vat_excluded')}</small></p>`
    }
  }

  return [
    `<article class="product-card" data-product-id="${productId}" lang="${lang}">`,
    image
      ? `<img class="product-card__image" src="${escapeHtml(image)}" alt="${escapeHtml(name)}" width="300" height="400" loading="lazy">`
      : '',
    `<h3 class="product-card__name">${escapeHtml(name)}</h3>`,
    `<p class="product-card__code">${escapeHtml(code)}</p>`,
    `<p class="product-card__description">${escapeHtml(description)}</p>`,
    priceHtml,
    href
      ? `<a class="product-card__configure" href="${escapeHtml(href)}">${t('catalog.card.configure')}</a>`
      : '',
    '</article>',
  ].join('')
}
