import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HotelDescription } from '#domain/catalogue/types.ts'

/** Headings of a hotel description's parts (docs/product/hotels.md#hotel-page): the hotel page and the extranet's editor. */
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
