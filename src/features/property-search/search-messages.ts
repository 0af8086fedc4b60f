import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SEARCH_MESSAGES } from '#domain/property-search/search-filter.ts'

const translations: Record<string, MessageDescriptor> = {
  [SEARCH_MESSAGES.checkInRequired]: msg`Please enter the check in date`,
  [SEARCH_MESSAGES.checkOutRequired]: msg`Please enter the check out date`,
  [SEARCH_MESSAGES.checkInPast]: msg`The check in date cannot be in the past`,
  [SEARCH_MESSAGES.checkOutAfterCheckIn]: msg`Check out date has to be after check in date`,
  [SEARCH_MESSAGES.periodTooLong]: msg`The period can be at most 60 nights`,
  [SEARCH_MESSAGES.priceRange]: msg`The minimum price cannot be above the maximum price`,
  [SEARCH_MESSAGES.date]: msg`Please enter a valid date`,
}

/** Translates the domain's (English) filter messages; unknown ones pass through. */
export function useSearchMessageTranslator(): (message: string) => string {
  const { t } = useLingui()
  return (message) => {
    const descriptor = translations[message]
    return descriptor ? t(descriptor) : message
  }
}
