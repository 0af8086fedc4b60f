/**
 * Card fields of the booking wizard (docs/product/leads.md#card-data): the rules and texts, the
 * grouping in fours while typing, and the mask every answer shows (last four digits only).
 */
import * as v from 'valibot'

export const CARD_MESSAGES = {
  number: 'Please provide the credit card number.',
  numberCharacters: 'Please use digits and spaces only.',
  name: 'Please provide the name on the credit card.',
  month: 'Please enter the two-digit month of expiration.',
  year: 'Please enter the two-digit year of expiration.',
  cvv: 'Please enter the 3 or 4 digit security code.',
} as const

export const CARD_NUMBER_MAX_LENGTH = 23

export const CardNumber = v.pipe(
  v.string(CARD_MESSAGES.number),
  v.trim(),
  v.minLength(9, CARD_MESSAGES.number),
  v.maxLength(CARD_NUMBER_MAX_LENGTH, CARD_MESSAGES.number),
  v.regex(/^[0-9 ]+$/, CARD_MESSAGES.numberCharacters),
)
export const CardName = v.pipe(
  v.string(CARD_MESSAGES.name),
  v.trim(),
  v.minLength(3, CARD_MESSAGES.name),
  v.maxLength(100, CARD_MESSAGES.name),
)
export const CardMonth = v.pipe(
  v.string(CARD_MESSAGES.month),
  v.regex(/^\d{2}$/, CARD_MESSAGES.month),
  v.check((m: string) => Number(m) <= 12, CARD_MESSAGES.month),
)
export const CardYear = v.pipe(v.string(CARD_MESSAGES.year), v.regex(/^\d{2}$/, CARD_MESSAGES.year))
export const CardCvv = v.pipe(v.string(CARD_MESSAGES.cvv), v.regex(/^\d{3,4}$/, CARD_MESSAGES.cvv))

/** The card fields of a booking or option paid by card (field names as the lead payload has them). */
export const CardFieldsSchema = v.object({
  ccNumber: CardNumber,
  ccName: CardName,
  ccExpirationMonth: CardMonth,
  ccExpirationYearShort: CardYear,
  ccCvv: CardCvv,
})
export type CardFields = v.InferOutput<typeof CardFieldsSchema>

/** Digits only. */
export const cardDigits = (input: string) => input.replace(/\D/g, '')

/** What the number field shows while typing: digits and spaces only, grouped in fours, at most 23 characters. */
export function groupCardNumber(input: string): string {
  const digits = cardDigits(input).slice(0, 19)
  return (digits.match(/.{1,4}/g) ?? []).join(' ').slice(0, CARD_NUMBER_MAX_LENGTH)
}

/** '•••• 4242': the only way a stored number is ever shown. */
export function maskCardNumber(lastFour: string): string {
  return `•••• ${lastFour}`
}
