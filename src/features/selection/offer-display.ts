/**
 * How an offer is shown (docs/product/hotels.md#rooms): the average nightly price in whole units
 * with the currency code, the total or 'On request', commission (percent and amount) only where the
 * theme displays it, markup only where the theme supports it and does not hide it.
 */
import type { Brand } from '#domain/brand/brand-types.ts'
import { formatPrice } from '#domain/format/format-price.ts'
import { round2 } from '#domain/hotels/commission.ts'
import type { Offer } from '#domain/hotels/types.ts'

type Priced = { currency: string; averageNightlyPrice: number | null; priceTotal?: number | null }

/** 'EUR 1 235' (rounded to whole units); null: on request. */
export function nightlyPriceText(offer: Priced): string | null {
  return offer.averageNightlyPrice === null ? null : formatPrice(offer.averageNightlyPrice, offer.currency)
}

/** The total in whole units; null: 'On request'. */
export function totalPriceText(offer: Priced): string | null {
  return offer.priceTotal === undefined || offer.priceTotal === null
    ? null
    : formatPrice(offer.priceTotal, offer.currency)
}

/**
 * Commission of one offer: its level and total × level / 100 (2 decimals; null amount while on
 * request). Null when the theme does not show commission: the server answers no level then, and
 * the brand must show it too.
 */
export function offerCommission(
  offer: Pick<Offer, 'commissionLevelForPartner'> & { priceTotal?: number | null },
  showsCommission: boolean,
): { percent: number; amount: number | null } | null {
  const level = offer.commissionLevelForPartner
  if (!showsCommission || level === null) return null
  const total = offer.priceTotal
  return { percent: level, amount: total === undefined || total === null ? null : round2((total * level) / 100) }
}

/** Markup is offered where the theme supports it (not for the card-company themes) and shown unless it hides it. */
export function markupSupport(brand: Pick<Brand, 'offerMarkup'>): { offered: boolean; shown: boolean } {
  const offered = brand.offerMarkup.isSupported
  return { offered, shown: offered && !brand.offerMarkup.hide }
}

/** Offers are live only while online: offline they are shown as not live and cannot be added. */
export function offersAreLive(online: boolean, status: 'pending' | 'error' | 'success'): boolean {
  return online && status === 'success'
}
