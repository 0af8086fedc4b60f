import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HotelDescription } from '#domain/catalogue/types.ts'

/** Headings of the description's parts (docs/product/hotels.md#hotel-page). */
export const DESCRIPTION_HEADINGS: Record<keyof HotelDescription, MessageDescriptor> = {
  bestFor: msg`Best for`,
  hotel: msg`The hotel`,
  location: msg`Location`,
  foodAndBeverage: msg`Food and beverage`,
  wellness: msg`Wellness`,
  onSiteActivities: msg`On-site activities`,
  offSiteActivities: msg`Off-site activities`,
  sustainability: msg`Sustainability`,
}

export const DIRECTION_HEADINGS: Record<
  'byPlane' | 'byChauffeuredService' | 'byCar' | 'byPublicTransport',
  MessageDescriptor
> = {
  byPlane: msg`By plane`,
  byChauffeuredService: msg`By chauffeured service`,
  byCar: msg`By car`,
  byPublicTransport: msg`By public transport`,
}

const CATEGORIES: Record<string, MessageDescriptor> = {
  '4 Star': msg`4 Star`,
  '5 Star': msg`5 Star`,
  '5 Star Palace': msg`5 Star Palace`,
}

/** A hotel category in the reader's language; unknown values as they come. */
export function categoryLabel(category: string): MessageDescriptor | string {
  return CATEGORIES[category] ?? category
}
