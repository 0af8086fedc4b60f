import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CHECK_OUT_AFTER_CHECK_IN } from '#domain/dates/period.ts'
import { PERIOD_MESSAGES } from '#domain/dates/period-rules.ts'

/** The one "check-out after check-in" message (src/domain/dates/period.ts), for every form's translator. */
export const CHECK_OUT_AFTER_CHECK_IN_MESSAGE: MessageDescriptor = msg`Check out date has to be after check in date`

/**
 * The period rules' messages (src/domain/dates/period-rules.ts) with their translations: the one
 * mapping, read by the search form's and the enquiry forms' translators.
 */
export const PERIOD_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [PERIOD_MESSAGES.checkInRequired]: msg`Please enter the check in date`,
  [PERIOD_MESSAGES.checkOutRequired]: msg`Please enter the check out date`,
  [PERIOD_MESSAGES.checkInPast]: msg`The check in date cannot be in the past`,
  [CHECK_OUT_AFTER_CHECK_IN]: CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
}
