import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SEARCH_MESSAGES } from '#domain/property-search/search-filter.ts'
import { PERIOD_MESSAGE_DESCRIPTORS } from '#lib/messages/period-messages.ts'

const SEARCH_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [SEARCH_MESSAGES.periodTooLong]: msg`The period can be at most 60 nights`,
  [SEARCH_MESSAGES.priceRange]: msg`The minimum price cannot be above the maximum price`,
  [SEARCH_MESSAGES.date]: msg`Please enter a valid date`,
}

const translations: Record<string, MessageDescriptor> = { ...PERIOD_MESSAGE_DESCRIPTORS, ...SEARCH_MESSAGE_DESCRIPTORS }

/** Translates the domain's (English) filter messages; unknown ones pass through. */
export function useSearchMessageTranslator(): (message: string) => string {
  const { t } = useLingui()
  return (message) => {
    const descriptor = translations[message]
    return descriptor ? t(descriptor) : message
  }
}
