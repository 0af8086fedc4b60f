import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { CONSUMER_BOOKING_MESSAGES as M } from '#domain/leads/consumer-booking.ts'
import { PERIOD_MESSAGE_DESCRIPTORS } from '#lib/messages/period-messages.ts'

/** The consumer booking schema's English messages (src/domain/leads/consumer-booking.ts) with their translations. */
export const CONSUMER_BOOKING_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [M.serviceLevel]: msg`Please select a service level`,
  [M.adults]: msg`Please enter the number of adults`,
  [M.children]: msg`Please enter the number of children`,
  [M.pax]: msg`Please enter the number of travelers`,
  [M.paxSum]: msg`The travelers are the adults and the children together`,
  [M.paxMax]: msg`Please enter less travelers`,
  [M.noPets]: msg`Pets are not allowed in this property`,
  [M.petDetails]: msg`Please tell us which pet you bring`,
  [M.firstName]: msg`Please enter your first name`,
  [M.lastName]: msg`Please enter your last name`,
  [M.fullname]: msg`Please enter the full name for the invoice`,
  [M.address]: msg`Please enter your address`,
  [M.city]: msg`Please enter your city`,
  [M.country]: msg`Please enter your country`,
  [M.email]: msg`Please enter your email address`,
  [M.emailFormat]: msg`Please enter a valid email address`,
  [M.phone]: msg`Please enter your phone number`,
  [M.paymentMethod]: msg`Please choose a payment method`,
  [M.paymentMethodNotAccepted]: msg`This property does not accept this payment method`,
  [M.privacy]: msg`Please accept the privacy policy`,
  [M.salesPolicy]: msg`Please accept the sales policy`,
  [M.strTerms]: msg`Please accept the terms and conditions`,
  [M.operatorTerms]: msg`Please accept the lessor's terms and conditions`,
  [M.periodSold]: msg`The property is sold in your desired period. Please choose a different period.`,
  [M.noPrice]: msg`Unfortunately, we can not provide a price for the given period and service level. Please choose different values.`,
  [M.notBookable]: msg`This property cannot be booked online. Please send us an enquiry instead.`,
  [M.propertyId]: msg`Unknown property`,
}

function translate(i18n: I18n, message: string): string {
  const descriptor = CONSUMER_BOOKING_MESSAGE_DESCRIPTORS[message] ?? PERIOD_MESSAGE_DESCRIPTORS[message]
  return descriptor ? i18n._(descriptor) : message
}

/** For FieldMessagesProvider: the active language's text of a schema message. */
export function useConsumerBookingMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => translate(i18n, message), [i18n])
}
