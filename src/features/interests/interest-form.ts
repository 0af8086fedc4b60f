/**
 * The save-interest form's rules (docs/product/hotels.md#save-interest): client first and last
 * name, booking and client references as the agency theme configures them ('{name} is required';
 * TLS / CC prefixes), the card-member field for card-company users ('Required'), loyalty number and
 * markup (a number, default 0; only where the theme supports it). Pure: the form validates with
 * interestFormSchema and sends toInterestPayload, which the server's payload schema checks again.
 */
import * as v from 'valibot'
import type { Brand } from '#domain/brand/brand-types.ts'
import { parseNumberInput } from '#domain/format/format-number.ts'
import type { HotelInterestPayload } from '#domain/hotels/interest-payload.ts'
import { HotelInterestPayloadSchema, INTEREST_MESSAGES } from '#domain/hotels/interest-payload.ts'
import { withPrefix } from '#domain/hotels/reference-prefix.ts'
import type { Selection } from '#domain/hotels/selection.ts'
import { interestRooms, selectionCommission, selectionTotal } from '#domain/hotels/selection.ts'
import { CARD_MEMBER_OPTIONS } from '#domain/hotels/types.ts'
import { optionalText, requiredText } from '#domain/validation/required-text.ts'
import { referenceRule, servesCardMembers } from '#domain/leads/lead-client-rules.ts'

export type InterestFormValues = {
  firstName: string
  lastName: string
  /** booking reference (TLS…) */
  tls: string
  /** client reference (CC…) */
  cc: string
  amexCardMember: string
  loyaltyNumber: string
  markupAmount: string
}

export const EMPTY_INTEREST_FORM: InterestFormValues = {
  firstName: '',
  lastName: '',
  tls: '',
  cc: '',
  amexCardMember: '',
  loyaltyNumber: '',
  markupAmount: '0',
}

export const MARKUP_MESSAGE = 'Please enter a markup of 0 or more'
export const MAX_MARKUP = 1_000_000

/** What the theme and the user make of the form. */
export type InterestFormConfig = {
  bookingReference: { isRequired: boolean; name: string }
  clientReference: { isRequired: boolean; name: string }
  /** the card-member field shows, and is required */
  cardMember: boolean
  /** the markup field shows */
  markup: boolean
}

/** The card-member field shows for the card company's roles, or when the theme serves card members (the company matches the card brand). */
export const showsCardMember = servesCardMembers

export function interestFormConfig(
  brand: Pick<Brand, 'bookingReference' | 'clientReference' | 'offerMarkup' | 'cardBrand'>,
  role: string | null | undefined,
): InterestFormConfig {
  return {
    bookingReference: { isRequired: brand.bookingReference.isRequired, name: brand.bookingReference.name },
    clientReference: { isRequired: brand.clientReference.isRequired, name: brand.clientReference.name },
    cardMember: showsCardMember(role, brand),
    markup: brand.offerMarkup.isSupported,
  }
}

/** A reference: required ones need more than their prefix ('{name} is required'); at most 60 characters. */
const reference = (prefix: 'TLS' | 'CC', config: { isRequired: boolean; name: string }) =>
  referenceRule(prefix, config.isRequired, INTEREST_MESSAGES.referenceRequired(config.name))

/** The markup: empty is 0, otherwise a number from 0 (comma or point decimals). */
export function parseMarkup(text: string): number | null {
  const value = parseNumberInput(text.trim() === '' ? '0' : text.trim().replace(',', '.'))
  return value !== null && value >= 0 && value <= MAX_MARKUP ? value : null
}

export function interestFormSchema(config: InterestFormConfig) {
  return v.object({
    firstName: requiredText(INTEREST_MESSAGES.firstName, 100),
    lastName: requiredText(INTEREST_MESSAGES.lastName, 100),
    tls: reference('TLS', config.bookingReference),
    cc: reference('CC', config.clientReference),
    amexCardMember: config.cardMember ? v.picklist(CARD_MEMBER_OPTIONS, INTEREST_MESSAGES.cardMember) : v.string(),
    loyaltyNumber: optionalText(60),
    markupAmount: config.markup
      ? v.pipe(
          v.string(),
          v.check((text: string) => parseMarkup(text) !== null, MARKUP_MESSAGE),
        )
      : v.string(),
  })
}

/**
 * The payload of POST /api/hotels/interests from the form and the selection: blank values are left
 * out, references carry their prefix once, markup only where the theme supports it. Throws
 * (valibot) when the selection does not make a valid interest (e.g. no rooms).
 */
export function toInterestPayload(
  values: InterestFormValues,
  selection: Selection,
  config: InterestFormConfig,
): HotelInterestPayload {
  const tls = withPrefix('TLS', values.tls)
  const cc = withPrefix('CC', values.cc)
  const loyalty = values.loyaltyNumber.trim()
  const total = selectionTotal(selection)
  const commission = selectionCommission(selection)
  return v.parse(HotelInterestPayloadSchema, {
    hotelId: selection.hotelId,
    checkInDate: selection.checkInDate,
    checkOutDate: selection.checkOutDate,
    paymentProfile: selection.paymentProfile,
    guests: [{ firstName: values.firstName.trim(), lastName: values.lastName.trim() }],
    ...(config.cardMember && values.amexCardMember ? { amexCardMember: values.amexCardMember } : {}),
    ...(loyalty ? { loyaltyNumber: loyalty } : {}),
    partnerAgency: {
      ...(tls ? { tls } : {}),
      ...(cc ? { cc } : {}),
      ...(commission !== null ? { commissionForPartner: commission } : {}),
      markupAmount: config.markup ? (parseMarkup(values.markupAmount) ?? 0) : 0,
    },
    ...(total ? { price: total } : {}),
    rooms: interestRooms(selection),
  })
}
