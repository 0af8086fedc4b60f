import * as v from 'valibot'
import { PROPERTY_ENQUIRY_SUBJECT } from '../contact/mailer-payload.ts'
import { ENQUIRY_MESSAGES as M } from './enquiry-messages.ts'
import {
  guestCount,
  languageField,
  mustAccept,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredText,
} from './enquiry-fields.ts'
import { isValidPeriod } from '../dates/period.ts'
import { PERIOD_MESSAGES as P, periodRules } from '../dates/period-rules.ts'
import { stayAvailability, type StayLike } from '../properties/stay-availability.ts'
import { objectId } from '../validation/object-id.ts'

/**
 * The property enquiry (docs/product/enquiries.md#property-enquiry): step 1 the period (check-in, check-out after
 * check-in, check-in not in the past, period not sold, service level, adults, children, contact consent),
 * step 2 the contact (full name, e-mail, phone, city of origin, message). One schema per step for
 * the dialog and the property page's side form; the server checks the whole request with both.
 */
export { PROPERTY_ENQUIRY_SUBJECT }

/** What the period rules need to know: the visitor's today, the property's stays and service levels. */
export type PeriodContext = {
  today: string
  stays: readonly StayLike[]
  serviceLevels?: readonly string[]
}

export const propertyEnquiryPeriodEntries = {
  checkIn: requiredDate(P.checkInRequired),
  checkOut: requiredDate(P.checkOutRequired),
  serviceLevel: requiredText(M.serviceLevel, 60),
  adults: v.optional(guestCount(M.adults, 1), 2),
  children: v.optional(guestCount(M.children, 0), 0),
  contactConsent: mustAccept(M.contactConsent),
}

export const propertyEnquiryContactEntries = {
  fullname: requiredText(M.fullName, 200),
  email: requiredEmail,
  phone: requiredText(M.phone, 60),
  city: requiredText(M.city, 120),
  text: optionalText(5000),
}

const PeriodStepObject = v.object(propertyEnquiryPeriodEntries)

/** Step 1 with the cross-field rules; each message lands on the field it concerns. */
export function propertyEnquiryPeriodSchema(ctx: PeriodContext) {
  return v.pipe(
    PeriodStepObject,
    ...periodRules<v.InferOutput<typeof PeriodStepObject>>({ today: () => ctx.today }),
    v.forward(
      v.partialCheck(
        [['checkIn'], ['checkOut']],
        (i) => !isValidPeriod(i) || stayAvailability(ctx.stays, i) !== 'sold',
        M.periodSold,
      ),
      ['checkIn'],
    ),
    v.forward(
      v.partialCheck(
        [['serviceLevel']],
        (i) => !i.serviceLevel || !ctx.serviceLevels?.length || ctx.serviceLevels.includes(i.serviceLevel),
        M.serviceLevel,
      ),
      ['serviceLevel'],
    ),
  )
}

/** Step 2: the contact. */
export const PropertyEnquiryContactSchema = v.object(propertyEnquiryContactEntries)

/**
 * What the request (POST /api/mailer with this subject) carries besides the two steps: the
 * property and the language. The server reads the property's stays and service levels, then
 * applies both step schemas to the same body.
 */
export const PropertyEnquiryMetaSchema = v.object({
  subject: v.literal(PROPERTY_ENQUIRY_SUBJECT),
  propertyId: objectId(M.propertyId),
  language: languageField,
})

export function propertyEnquiryRequestSchemas(ctx: PeriodContext) {
  return [PropertyEnquiryMetaSchema, propertyEnquiryPeriodSchema(ctx), PropertyEnquiryContactSchema] as const
}

export type PropertyEnquiryPeriodValues = v.InferInput<ReturnType<typeof propertyEnquiryPeriodSchema>>
export type PropertyEnquiryContactValues = v.InferInput<typeof PropertyEnquiryContactSchema>
export type PropertyEnquiryRequest = v.InferOutput<typeof PropertyEnquiryMetaSchema> &
  v.InferOutput<ReturnType<typeof propertyEnquiryPeriodSchema>> &
  v.InferOutput<typeof PropertyEnquiryContactSchema>
