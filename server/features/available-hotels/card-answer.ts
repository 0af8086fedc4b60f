/**
 * A hotel of GET /api/available-hotels (docs/product/hotels.md#search): the card without its
 * price info (the index serialises it once), and the price info of a period.
 */
import type { HotelCard, HotelCategory, HotelProgramRef, PriceInfo } from '#domain/hotels/types.ts'
import type { IndexHotelRow } from './repository.ts'

export type CardWithoutPrice = Omit<HotelCard, 'priceInfo'>

export function toHotelCard(row: IndexHotelRow, programs: HotelProgramRef[]): CardWithoutPrice {
  return {
    _id: row.id,
    name: row.name,
    category: row.category as HotelCategory,
    chain: row.chain,
    statusLevel: row.statusLevel,
    externalRatings: row.externalRatings,
    thumbnail: row.images[0] ?? '',
    images: row.images.map((url) => ({ url })),
    location: { sector: row.sector, city: row.city, country: row.country },
    memberOfPrograms: programs,
    isDemo: row.isDemo,
    hasToBeInvitedToDirectContract: row.hasToBeInvitedToDirectContract,
    maxKeys: row.maxKeys,
  }
}

/** The price info of a hotel: without a period, no price and available. */
export function toPriceInfo(
  row: Pick<IndexHotelRow, 'currency' | 'isReseller' | 'supportsInstantBooking' | 'isOnRequestOnly'>,
  period: { minimumNightlyPrice: number | null; isAvailable: boolean } | null,
): PriceInfo {
  return {
    currency: row.currency,
    minimumNightlyPrice: period?.minimumNightlyPrice ?? null,
    isAvailable: period?.isAvailable ?? true,
    isReseller: row.isReseller,
    supportsInstantBooking: row.supportsInstantBooking,
    isOnRequestOnly: row.isOnRequestOnly,
  }
}

/** The card's JSON around its two period fields: `${head}${price},"isAvailable":${isAvailable}${tail}`. */
export function cardJsonParts(card: CardWithoutPrice, row: IndexHotelRow): { head: string; tail: string } {
  const marker = toPriceInfo(row, { minimumNightlyPrice: 1, isAvailable: true })
  const json = JSON.stringify({ ...card, priceInfo: marker })
  const at = json.lastIndexOf('"minimumNightlyPrice":1,"isAvailable":true')
  return {
    head: json.slice(0, at + '"minimumNightlyPrice":'.length),
    tail: json.slice(at + '"minimumNightlyPrice":1,"isAvailable":true'.length),
  }
}
