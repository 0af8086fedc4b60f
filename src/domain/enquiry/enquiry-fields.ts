import * as v from 'valibot'
import { isIsoDate } from '../dates/iso-date.ts'
import { optionalText, requiredText } from '../validation/required-text.ts'
import { ENQUIRY_MESSAGES as M } from './enquiry-messages.ts'

/** Valibot building blocks shared by the property enquiry and the consumer multi-step enquiry. */

/** Children in an enquiry are guests under 14 (docs/product/enquiries.md#children): ages 0 to 13. */
export const CHILD_MAX_AGE = 13
export const MAX_GUESTS = 50

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A required real calendar date (YYYY-MM-DD); one message for missing and malformed input. */
export const requiredDate = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.check((s: string) => isIsoDate(s), message),
    ),
    '',
  )

/** A real calendar date (YYYY-MM-DD) or '' (not given). */
export const optionalDate = (message: string) =>
  v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(message),
          v.check((s: string) => isIsoDate(s), message),
        ),
      ],
      message,
    ),
    '',
  )

/** A required e-mail address: presence first, then a plain format check (an enquiry needs an answer). */
export const requiredEmail = v.pipe(requiredText(M.email, 320), v.regex(EMAIL, M.emailFormat))

/**
 * A whole number of guests in [min, max], as a number or the digits a select gives ('4'); one
 * message for every wrong or missing input.
 */
export const guestCount = (message: string, min: number, max = MAX_GUESTS) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.digits(message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  )

/** A checkbox that must be ticked. */
export const mustAccept = (message: string) =>
  v.pipe(
    v.optional(v.boolean(message), false),
    v.check((ticked) => ticked, message),
  )

export const languageField = v.optional(v.picklist(['en', 'de']), 'en')

/** One child's age, chosen (a number or its digits), whole, 0 to 13; 14 and older are adults. */
export const childAge = v.pipe(
  v.union(
    [
      v.number(M.childAge),
      v.pipe(v.string(M.childAge), v.trim(), v.nonEmpty(M.childAge), v.digits(M.childAge), v.transform(Number)),
    ],
    M.childAge,
  ),
  v.integer(M.childAge),
  v.minValue(0, M.childAge),
  v.maxValue(CHILD_MAX_AGE, M.childUnder14),
)

export { optionalText, requiredText }
