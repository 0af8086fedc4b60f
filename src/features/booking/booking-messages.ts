import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { translateLengthMessage } from '#lib/messages/length-message.ts'
import { CHECK_OUT_AFTER_CHECK_IN_MESSAGE } from '#lib/messages/period-messages.ts'
import { CARD_MESSAGES as C } from '#domain/leads/card.ts'
import { LEAD_MESSAGES as L } from '#domain/leads/lead-payload.ts'
import { PAYMENT_METHOD_MESSAGE } from './booking-form.ts'

/** The lead and card schemas' English messages (src/domain/leads) with their translations. */
const MESSAGES: Record<string, MessageDescriptor> = {
  [L.firstName]: msg`Please enter the client's first name`,
  [L.lastName]: msg`Please enter the client's last name`,
  [L.nationality]: msg`Please enter the client's nationality`,
  [L.bookingReference]: msg`Please enter the booking reference`,
  [L.clientReference]: msg`Please enter the client reference`,
  [L.checkIn]: msg`Please enter the check in date`,
  [L.checkOut]: msg`Please enter the check out date`,
  [L.checkOutAfterCheckIn]: CHECK_OUT_AFTER_CHECK_IN_MESSAGE,
  [L.checkInPast]: msg`The check in date can not be in the past`,
  [L.periodSold]: msg`The property is sold in your desired period. Please choose a different period.`,
  [L.serviceLevel]: msg`Please choose a service level`,
  [L.pax]: msg`Please enter the number of guests`,
  [L.disclaimer]: msg`Please accept this disclaimer`,
  [L.noPrice]: msg`Unfortunately, we can not provide a price for the given period and service level. Please choose different values.`,
  [L.interestSaved]: msg`You successfully saved this interest.`,
  [L.interestFailed]: msg`Unfortunately, an error occured.`,
  [C.number]: msg`Please provide the credit card number.`,
  [C.numberCharacters]: msg`Please use digits and spaces only.`,
  [C.name]: msg`Please provide the name on the credit card.`,
  [C.month]: msg`Please enter the two-digit month of expiration.`,
  [C.year]: msg`Please enter the two-digit year of expiration.`,
  [C.cvv]: msg`Please enter the 3 or 4 digit security code.`,
  [PAYMENT_METHOD_MESSAGE]: msg`Please choose a payment method`,
  Required: msg`Required`,
}

export function translateLeadMessage(i18n: I18n, message: string): string {
  const descriptor = MESSAGES[message]
  if (descriptor) return i18n._(descriptor)
  const max = /^At most (\d+) guests$/.exec(message)
  if (max) {
    const count = max[1]!
    return i18n._(msg`At most ${count} guests`)
  }
  return translateLengthMessage(i18n, message) ?? message
}

/** For FieldMessagesProvider: the active language's text of a lead schema message. */
export function useLeadMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => translateLeadMessage(i18n, message), [i18n])
}
