import * as v from 'valibot'
import { PERIOD_MESSAGES as P, periodRules } from '../dates/period-rules.ts'
import { ENQUIRY_SUBJECT } from '../contact/mailer-payload.ts'
import { ENQUIRY_MESSAGES as M } from './enquiry-messages.ts'
import {
  childAge,
  guestCount,
  languageField,
  mustAccept,
  optionalDate,
  optionalText,
  requiredEmail,
  requiredText,
} from './enquiry-fields.ts'
import {
  ENQUIRY_ACTIVITIES,
  ENQUIRY_PREFERENCES,
  ENQUIRY_PROPERTY_TYPES,
  ENQUIRY_SERVICE_LEVELS,
  ENQUIRY_SERVICES,
} from './enquiry-options.ts'

/**
 * The consumer multi-step enquiry (docs/product/enquiries.md#general-enquiry): general information, holiday
 * preferences, contact. Required: adults, name, e-mail, phone, privacy confirmation and the contact consent.
 * Children are guests under 14, each with an age (docs/product/enquiries.md#children).
 */
const choice = <T extends readonly string[]>(options: T) =>
  v.optional(v.union([v.literal(''), v.picklist(options)]), '')
const list = <T extends readonly string[]>(options: T) =>
  v.optional(v.pipe(v.array(v.picklist(options)), v.maxLength(options.length)), [])

export const generalInformationEntries = {
  destination: optionalText(120),
  checkIn: optionalDate(P.checkInRequired),
  checkOut: optionalDate(P.checkOutRequired),
  // a missing number gets the same message as a wrong one (NaN fails v.number)
  adults: v.optional(guestCount(M.adults, 1), Number.NaN),
  children: v.optional(guestCount(M.children, 0, 20), 0),
  childAges: v.optional(v.pipe(v.array(childAge), v.maxLength(50)), []),
  asAssistance: v.optional(v.boolean(), false),
  bookingForWhom: optionalText(200),
}

export const holidayPreferencesEntries = {
  propertyType: choice(ENQUIRY_PROPERTY_TYPES),
  serviceLevel: choice(ENQUIRY_SERVICE_LEVELS),
  /** at least this many bedrooms; 0 = no preference */
  bedrooms: v.optional(guestCount(M.bedrooms, 0, 30), 0),
  activities: list(ENQUIRY_ACTIVITIES),
  preferences: list(ENQUIRY_PREFERENCES),
  services: list(ENQUIRY_SERVICES),
  message: optionalText(5000),
}

export const enquiryContactEntries = {
  name: requiredText(M.fullName, 200),
  email: requiredEmail,
  phone: requiredText(M.phone, 60),
  originCity: optionalText(120),
  privacy: mustAccept(M.privacy),
  contactConsent: mustAccept(M.contactConsent),
}

const GeneralInformationObject = v.object(generalInformationEntries)

/** Step 1, general information, with the rules across its fields and the visitor's today. */
export function generalInformationSchema(today: string) {
  return v.pipe(
    GeneralInformationObject,
    ...periodRules<v.InferOutput<typeof GeneralInformationObject>>({ today: () => today }),
    v.forward(
      v.partialCheck([['children'], ['childAges']], (i) => i.childAges.length === i.children, M.childAge),
      ['childAges'],
    ),
    v.forward(
      v.partialCheck(
        [['asAssistance'], ['bookingForWhom']],
        (i) => !i.asAssistance || i.bookingForWhom !== '',
        M.bookingForWhom,
      ),
      ['bookingForWhom'],
    ),
  )
}

/** Step 2, holiday preferences (nothing required). */
export const HolidayPreferencesSchema = v.object(holidayPreferencesEntries)
/** Step 3, contact. */
export const EnquiryContactSchema = v.object(enquiryContactEntries)

/** What the request carries besides the three steps. */
export const GeneralEnquiryMetaSchema = v.object({ subject: v.literal(ENQUIRY_SUBJECT), language: languageField })

/**
 * The whole general enquiry as the server receives it (POST /api/mailer with the subject
 * 'New general enquiry'): the three step schemas applied to one body, so each rule lives once.
 */
export function generalEnquiryRequestSchemas(today: string) {
  return [
    GeneralEnquiryMetaSchema,
    generalInformationSchema(today),
    HolidayPreferencesSchema,
    EnquiryContactSchema,
  ] as const
}

export type GeneralInformationValues = v.InferInput<ReturnType<typeof generalInformationSchema>>
export type HolidayPreferencesValues = v.InferInput<typeof HolidayPreferencesSchema>
export type EnquiryContactValues = v.InferInput<typeof EnquiryContactSchema>
export type GeneralEnquiryRequest = v.InferOutput<typeof GeneralEnquiryMetaSchema> &
  v.InferOutput<ReturnType<typeof generalInformationSchema>> &
  v.InferOutput<typeof HolidayPreferencesSchema> &
  v.InferOutput<typeof EnquiryContactSchema>
