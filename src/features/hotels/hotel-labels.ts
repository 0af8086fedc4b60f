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
