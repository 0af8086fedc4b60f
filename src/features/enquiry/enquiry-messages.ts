import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { ENQUIRY_MESSAGES as M } from '#domain/enquiry/enquiry-messages.ts'
import { translateLengthMessage } from '#lib/messages/length-message.ts'
import { PERIOD_MESSAGE_DESCRIPTORS } from '#lib/messages/period-messages.ts'

/** The enquiry schemas' English messages (src/domain/enquiry) with their translations. */
export const ENQUIRY_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [M.periodSold]: msg`The property is sold in your desired period. Please choose a different period.`,
  [M.serviceLevel]: msg`Please select a service level`,
  [M.contactConsent]: msg`Please agree that we may contact you about your enquiry`,
  [M.fullName]: msg`Please enter your name`,
  [M.email]: msg`Please enter your email address`,
  [M.emailFormat]: msg`Please enter a valid email address`,
  [M.phone]: msg`Please enter your phone number`,
  [M.city]: msg`Please enter your city of origin`,
  [M.privacy]: msg`Please accept the privacy policy`,
  [M.adults]: msg`Please enter the number of adults`,
  [M.children]: msg`Please enter the number of children`,
  [M.childAge]: msg`Please enter the age of each child`,
  [M.childUnder14]: msg`Children are guests under 14. Please count guests aged 14 or older as adults.`,
  [M.bedrooms]: msg`Please enter a number of bedrooms up to 30`,
  [M.bookingForWhom]: msg`Please tell us for whom you are enquiring`,
  [M.propertyId]: msg`Unknown property`,
}

function translateEnquiryMessage(i18n: I18n, message: string): string {
  const descriptor = ENQUIRY_MESSAGE_DESCRIPTORS[message] ?? PERIOD_MESSAGE_DESCRIPTORS[message]
  return descriptor ? i18n._(descriptor) : (translateLengthMessage(i18n, message) ?? message)
}

/** For FieldMessagesProvider: the active language's text of a schema message. */
export function useEnquiryMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => translateEnquiryMessage(i18n, message), [i18n])
}
