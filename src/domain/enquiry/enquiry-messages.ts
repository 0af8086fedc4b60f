/**
 * The validation texts of the enquiry forms (property enquiry steps 1 and 2, consumer
 * enquiry: docs/product/enquiries.md#messages). English source texts: the forms translate them, the server answers them
 * as field messages of a 400.
 */
import { PERIOD_SOLD_MESSAGE } from '../properties/stay-availability.ts'

export const ENQUIRY_MESSAGES = {
  // the period's own messages are PERIOD_MESSAGES (src/domain/dates/period-rules.ts)
  periodSold: PERIOD_SOLD_MESSAGE,
  serviceLevel: 'Please select a service level',
  contactConsent: 'Please agree that we may contact you about your enquiry',
  fullName: 'Please enter your name',
  email: 'Please enter your email address',
  emailFormat: 'Please enter a valid email address',
  phone: 'Please enter your phone number',
  city: 'Please enter your city of origin',
  privacy: 'Please accept the privacy policy',
  adults: 'Please enter the number of adults',
  children: 'Please enter the number of children',
  childAge: 'Please enter the age of each child',
  childUnder14: 'Children are guests under 14. Please count guests aged 14 or older as adults.',
  bedrooms: 'Please enter a number of bedrooms up to 30',
  bookingForWhom: 'Please tell us for whom you are enquiring',
  propertyId: 'Unknown property',
} as const

export type EnquiryMessage = (typeof ENQUIRY_MESSAGES)[keyof typeof ENQUIRY_MESSAGES]
