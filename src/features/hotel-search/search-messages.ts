import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { HOTEL_SEARCH_MESSAGES, MAX_HOTEL_NIGHTS } from '#domain/hotels/hotel-search-filter.ts'
import { CHECK_OUT_AFTER_CHECK_IN_MESSAGE } from '#lib/messages/period-messages.ts'

/** The filter schema's (English) messages with their translations (docs/product/hotels.md#search). */
const DESCRIPTORS: Record<string, MessageDescriptor> = {
  [HOTEL_SEARCH_MESSAGES.destinationRequired]: msg`Please select a destination`,
  [HOTEL_SEARCH_MESSAGES.checkInPast]: msg`The check in date cannot be in the past`,
  [HOTEL_SEARCH_MESSAGES.checkOutAfterCheckIn]: CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
  [HOTEL_SEARCH_MESSAGES.date]: msg`Please enter a valid date`,
  [`The period can be at most ${MAX_HOTEL_NIGHTS} nights`]: msg`The period can be at most 60 nights`,
  'Expected a number': msg`Please enter a number`,
  'Expected a whole number': msg`Please enter a whole number`,
  'At least 1': msg`At least 1`,
  'At most 10000': msg`At most 10 000`,
}

/** Translates the filter schema's messages; unknown ones pass through. */
export function useHotelSearchMessageTranslator(): (message: string) => string {
  const { t } = useLingui()
  return (message) => {
    const descriptor = DESCRIPTORS[message]
    return descriptor ? t(descriptor) : message
  }
}
